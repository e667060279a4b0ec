import { CREATOR_PROPOSALS_SORTS, EMPTY_CREATOR_PROPOSALS_QUERY } from '@colla/ui';
import { z } from 'zod';
import { idParam, oneOfParam, pageParam, textParam } from '../search';

/**
 * The creator's proposal list query in the URL (the proposals and a category's page): anything
 * unknown is left out, and defaults are not written, so shared links stay short.
 */
export const creatorProposalsSearch = z.object({
  category_id: idParam,
  platform: z.enum(['instagram', 'tiktok']).optional().catch(undefined),
  content_type: z.enum(['video', 'pictures']).optional().catch(undefined),
  brand_id: idParam,
  search: textParam,
  sort: oneOfParam(CREATOR_PROPOSALS_SORTS, EMPTY_CREATOR_PROPOSALS_QUERY.sort),
  page: pageParam,
});

/** The conversations list's page. */
export const chatSearch = z.object({ page: pageParam });

/** The calendar's month, `2026-11`. */
export const calendarSearch = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
});
