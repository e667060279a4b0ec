import { DEAL_STATUSES } from '@colla/features/deals';
import { listParams } from '@colla/ui/patterns/list-screen';
import { z } from 'zod';

/** A deals list in the URL: a status (else every deal) and the page. */
export const dealsSearch = z.object({
  status: z.enum(DEAL_STATUSES).optional().catch(undefined),
  page: listParams.page(),
});
