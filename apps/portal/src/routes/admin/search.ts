import { z } from 'zod';
import { idParam, oneOfParam, pageParam, textParam } from '../search';

/** The admin lists' queries in the URL (each field's default is left out of it). */
export const usersSearch = z.object({
  search: textParam,
  type: oneOfParam(['all', 'brand', 'creator', 'admin'], 'all'),
  status: oneOfParam(['all', 'active', 'disabled'], 'all'),
  page: pageParam,
});

export const brandsSearch = z.object({ search: textParam, page: pageParam });

export const proposalsSearch = z.object({
  status: oneOfParam(['all', 'draft', 'active', 'inactive'], 'all'),
  brand_id: idParam,
  search: textParam,
  page: pageParam,
});

export const activityLogsSearch = z.object({
  user_id: idParam,
  action: textParam,
  from: textParam,
  to: textParam,
  page: pageParam,
});

export const scheduledNotificationsSearch = z.object({
  status: oneOfParam(['all', 'scheduled', 'sent', 'cancelled'], 'all'),
  page: pageParam,
});
