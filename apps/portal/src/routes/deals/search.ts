import { DEAL_STATUSES, listParams } from '@colla/ui';
import { z } from 'zod';

/** A deals list in the URL: a status (else every deal) and the page. */
export const dealsSearch = z.object({
  status: z.enum(DEAL_STATUSES).optional().catch(undefined),
  page: listParams.page(),
});
