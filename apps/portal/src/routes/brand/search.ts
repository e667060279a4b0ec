import { z } from 'zod';
import { oneOfParam, pageParam, textParam } from '../search';

/** The brand's proposals list in the URL. */
export const brandProposalsSearch = z.object({
  status: oneOfParam(['all', 'draft', 'active', 'inactive'], 'all'),
  search: textParam,
  page: pageParam,
});
