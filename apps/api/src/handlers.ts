import type { Handlers } from './http/handler';
import { activityLogsHandlers } from './routes/activity-logs';
import { adminUsersHandlers } from './routes/admin-users';
import { applicationsHandlers } from './routes/applications';
import { authHandlers } from './routes/auth';
import { brandRequestsHandlers } from './routes/brand-requests';
import { brandTeamHandlers } from './routes/brand-team';
import { brandsHandlers } from './routes/brands';
import { calendarHandlers } from './routes/calendar';
import { categoriesHandlers } from './routes/categories';
import { chatHandlers } from './routes/chat';
import { creatorsHandlers } from './routes/creators';
import { dashboardHandlers } from './routes/dashboard';
import { dealsHandlers } from './routes/deals';
import { deviceTokensHandlers } from './routes/device-tokens';
import { invitationsHandlers } from './routes/invitations';
import { mediaHandlers } from './routes/media';
import { notificationsHandlers } from './routes/notifications';
import { proposalsHandlers } from './routes/proposals';
import { scheduledNotificationsHandlers } from './routes/scheduled-notifications';
import { systemHandlers } from './routes/system';
import { usersHandlers } from './routes/users';

/**
 * Every operation of openapi.yaml, by operationId (the type fails when one is missing). One
 * route file per spec tag, `routes/<tag in kebab-case>.ts`, exporting `<tag>Handlers`.
 */
export const handlers: Handlers = {
  ...authHandlers,
  ...systemHandlers,
  ...usersHandlers,
  ...invitationsHandlers,
  ...adminUsersHandlers,
  ...brandsHandlers,
  ...creatorsHandlers,
  ...categoriesHandlers,
  ...proposalsHandlers,
  ...applicationsHandlers,
  ...dealsHandlers,
  ...chatHandlers,
  ...calendarHandlers,
  ...notificationsHandlers,
  ...scheduledNotificationsHandlers,
  ...activityLogsHandlers,
  ...mediaHandlers,
  ...deviceTokensHandlers,
  ...dashboardHandlers,
  ...brandRequestsHandlers,
  ...brandTeamHandlers,
};
