import { requireRole } from '../auth/context';
import {
  findScheduled,
  insertScheduled,
  listScheduled,
  lockChangeableScheduled,
  updateScheduled,
  validateScheduledInput,
} from '../domain/scheduled-notifications';
import { recordChange } from '../domain/activity-logs';
import { created, ok, type HandlerGroup } from '../http/handler';
import { fullName } from '../lib/names';

/** The operations tagged ScheduledNotifications: announcements admins schedule for an audience. */
export const scheduledNotificationsHandlers = {
  async listScheduledNotifications({ auth, query, app }) {
    requireRole(auth, 'admin');
    return ok(await listScheduled(app.db, query));
  },

  async createScheduledNotification({ auth, body, app, req }) {
    const me = requireRole(auth, 'admin');
    const now = app.now();
    const values = await validateScheduledInput(app.db, body, now);
    const id = await app.db.transaction(async (tx) => {
      const scheduledId = await insertScheduled(tx, {
        ...values,
        createdBy: me.user.id,
        createdAt: now,
        updatedAt: now,
      });
      await app.logActivity(
        tx,
        me,
        {
          action: 'scheduled_notification.created',
          description: `${fullName(me.user)} scheduled "${values.title}" for ${values.sendAt.toISOString()}.`,
          subjectType: 'scheduled_notification',
          subjectId: scheduledId,
        },
        req.ip,
      );
      return scheduledId;
    });
    return created(await findScheduled(app.db, id));
  },

  async getScheduledNotification({ auth, params, app }) {
    requireRole(auth, 'admin');
    return ok(await findScheduled(app.db, params.id));
  },

  async updateScheduledNotification({ auth, params, body, app, req }) {
    const me = requireRole(auth, 'admin');
    const now = app.now();
    await app.db.transaction(async (tx) => {
      const current = await lockChangeableScheduled(tx, params.id);
      const values = await validateScheduledInput(tx, body, now);
      await updateScheduled(tx, current.id, values, now);
      await app.logActivity(
        tx,
        me,
        recordChange(me, 'scheduled_notification', 'updated', {
          id: current.id,
          name: values.title,
        }),
        req.ip,
      );
    });
    return ok(await findScheduled(app.db, params.id));
  },

  async cancelScheduledNotification({ auth, params, app, req }) {
    const me = requireRole(auth, 'admin');
    const now = app.now();
    await app.db.transaction(async (tx) => {
      const current = await lockChangeableScheduled(tx, params.id);
      await updateScheduled(tx, current.id, { status: 'cancelled' }, now);
      await app.logActivity(
        tx,
        me,
        recordChange(me, 'scheduled_notification', 'cancelled', {
          id: current.id,
          name: current.title,
        }),
        req.ip,
      );
    });
    return ok(await findScheduled(app.db, params.id));
  },
} satisfies HandlerGroup;
