import { requireRole } from '../auth/context';
import { listActivityActions, listActivityLogs } from '../domain/activity-logs';
import { fieldError } from '../http/errors';
import { ok, type HandlerGroup } from '../http/handler';

/** The operations tagged ActivityLogs: the audit trail, read by admins. */
export const activityLogsHandlers = {
  async listActivityLogs({ auth, query, app }) {
    requireRole(auth, 'admin');
    if (query.from && query.to && query.to < query.from) {
      throw fieldError(
        'to',
        /*i18n*/ { id: 'The to field must be a date after or equal to from.' },
      );
    }
    return ok(await listActivityLogs(app.db, query));
  },

  async listActivityActions({ auth, app }) {
    requireRole(auth, 'admin');
    return ok({ data: await listActivityActions(app.db) });
  },
} satisfies HandlerGroup;
