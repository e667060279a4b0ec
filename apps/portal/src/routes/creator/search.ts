import { listParams } from '@colla/ui/patterns/list-screen';
import { z } from 'zod';

/** The creator's proposal list query in the URL: the list reads it itself (`useSearchState`). */
export { creatorProposalsSearch } from '@colla/features/creator-proposals';

/** The conversations list's page. */
export const chatSearch = z.object({ page: listParams.page() });

/** The calendar's month, `2026-11`. */
export const calendarSearch = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
});
