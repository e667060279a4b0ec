import { DISTRICTS, isBarri, type Barri } from '@colla/api-client/places';
import { z } from 'zod';
import { listParams } from '@colla/ui/patterns/list-screen';

export const BRAND_CREATORS_SORTS = ['followers', 'newest'] as const;
export type BrandCreatorsSort = (typeof BRAND_CREATORS_SORTS)[number];

const districtCodes = DISTRICTS.map((district) => district.code) as [
  (typeof DISTRICTS)[number]['code'],
  ...(typeof DISTRICTS)[number]['code'][],
];
const count = z.coerce.number().int().min(0).optional().catch(undefined);

/** The search's query in the URL: `?barri=el-raval&platform=instagram&min_followers=5000&page=2`. */
export const brandCreatorsSearch = z.object({
  search: listParams.text(),
  category_id: z.coerce.number().int().min(1).optional().catch(undefined),
  district: z.enum(districtCodes).optional().catch(undefined),
  barri: z
    .custom<Barri>((value) => isBarri(value))
    .optional()
    .catch(undefined),
  platform: z.enum(['instagram', 'tiktok']).optional().catch(undefined),
  min_followers: count,
  max_followers: count,
  language: z.enum(['ca', 'es', 'en']).optional().catch(undefined),
  sort: listParams.oneOf(BRAND_CREATORS_SORTS, 'followers'),
  page: listParams.page(),
});
export type BrandCreatorsQuery = z.output<typeof brandCreatorsSearch>;
