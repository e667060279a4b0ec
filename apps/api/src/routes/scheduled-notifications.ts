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
import type { Db } from '../db/client';
import type { ScheduledNotificationRow } from '../serializers/notifications';
import { created, ok, type HandlerContext, type HandlerGroup } from '../http/handler';
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

  updateScheduledNotification: ({ auth, params, body, app, req }) =>
    changeScheduled({ auth, params, app, req }, 'updated', async (tx, current, now) => {
      const values = await validateScheduledInput(tx, body, now);
      await updateScheduled(tx, current.id, values, now);
      return values.title;
    }),

  cancelScheduledNotification: ({ auth, params, app, req }) =>
    changeScheduled({ auth, params, app, req }, 'cancelled', async (tx, current, now) => {
      await updateScheduled(tx, current.id, { status: 'cancelled' }, now);
      return current.title;
    }),
} satisfies HandlerGroup;

type ChangeContext = Pick<
  HandlerContext<'cancelScheduledNotification'>,
  'auth' | 'params' | 'app' | 'req'
>;

/**
 * An admin changes a scheduled notification that may still change (locked while it does): `apply`
 * writes the change and answers the title to log it under; the answer is the notification after.
 */
async function changeScheduled(
  { auth, params, app, req }: ChangeContext,
  verb: 'updated' | 'cancelled',
  apply: (tx: Db, current: ScheduledNotificationRow, now: Date) => Promise<string>,
) {
  const me = requireRole(auth, 'admin');
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const current = await lockChangeableScheduled(tx, params.id);
    const name = await apply(tx, current, now);
    await app.logActivity(
      tx,
      me,
      recordChange(me, 'scheduled_notification', verb, { id: current.id, name }),
      req.ip,
    );
  });
  return ok(await findScheduled(app.db, params.id));
}
