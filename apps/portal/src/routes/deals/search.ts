import { DEAL_STATUSES } from '@colla/ui';
import { z } from 'zod';
import { pageParam } from '../search';

/** A deals list in the URL: a status (else every deal) and the page. */
export const dealsSearch = z.object({
  status: z.enum(DEAL_STATUSES).optional().catch(undefined),
  page: pageParam,
});
