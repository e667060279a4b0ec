import type { Handlers } from './http/handler';
import { adminUsersHandlers } from './routes/admin-users';
import { applicationsHandlers } from './routes/applications';
import { authHandlers } from './routes/auth';
import { calendarHandlers } from './routes/calendar';
import { catalogHandlers } from './routes/catalog';
import { chatHandlers } from './routes/chat';
import { dashboardsHandlers } from './routes/dashboards';
import { dealsHandlers } from './routes/deals';
import { notificationsHandlers } from './routes/notifications';
import { proposalsHandlers } from './routes/proposals';

/** Every operation of openapi.yaml, by operationId (the type fails when one is missing). */
export const handlers: Handlers = {
  ...authHandlers,
  ...adminUsersHandlers,
  ...catalogHandlers,
  ...proposalsHandlers,
  ...applicationsHandlers,
  ...dashboardsHandlers,
  ...dealsHandlers,
  ...chatHandlers,
  ...calendarHandlers,
  ...notificationsHandlers,
};
