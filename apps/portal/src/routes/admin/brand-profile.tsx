import { BrandProfileScreen } from '@colla/features/brand-profile';
import { byIdParam } from '../route-objects';
import { brandPageHref } from '../site-links';
import { ADMIN } from './paths';

/** `brands/{id}/profile`: an admin edits any brand's page. */
export const Component = byIdParam(({ id }) => (
  <BrandProfileScreen brandId={id} publicPageHref={brandPageHref} backHref={`${ADMIN}/brands`} />
));
