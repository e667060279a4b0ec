import { z } from 'zod';
import { idParam, oneOfParam, pageParam, textParam } from '../search';

/**
 * The admin lists' queries in the URL, for links into them (the dashboard's counts); each
 * field's default is left out of the URL.
 */
export const usersSearch = z.object({
  search: textParam,
  type: oneOfParam(['all', 'brand', 'creator', 'admin'], 'all'),
  status: oneOfParam(['all', 'active', 'disabled'], 'all'),
  page: pageParam,
});

export const proposalsSearch = z.object({
  status: oneOfParam(['all', 'draft', 'active', 'inactive'], 'all'),
  brand_id: idParam,
  search: textParam,
  page: pageParam,
});
