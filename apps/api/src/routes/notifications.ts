import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { requireAuth, requireRole, type AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { activityLogs, notifications, scheduledNotifications, users } from '../db/schema/index';
import { CALENDAR_TIME_ZONE } from '../domain/calendar';
import { validateScheduledInput } from '../domain/scheduled-notifications';
import { conflict, fieldError, notFound } from '../http/errors';
import { created, ok, type HandlerGroup } from '../http/handler';
import { pageParams, paginated } from '../serializers/common';
import {
  toActivityLog,
  toNotification,
  toScheduledNotification,
} from '../serializers/notifications';

const NOT_SCHEDULED = 'Only scheduled notifications can be changed or cancelled.';

/** Notifications are for brand users and creators (admins receive none): 403 for admins. */
const requireRecipient = (auth: AuthContext | null) => requireRole(auth, 'brand', 'creator');

const createdBy = alias(users, 'created_by');
const target = alias(users, 'target_user');

async function findScheduled(db: Db, id: number) {
  const [row] = await db
    .select({ scheduled: scheduledNotifications, createdBy, target })
    .from(scheduledNotifications)
    .innerJoin(createdBy, eq(createdBy.id, scheduledNotifications.createdBy))
    .leftJoin(target, eq(target.id, scheduledNotifications.userId))
    .where(eq(scheduledNotifications.id, id));
  if (!row) throw notFound('Scheduled notification');
  return row;
}

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

/** Midnight at the start of a calendar day (plus `days`) in Europe/Madrid, as an instant. */
const madridMidnight = (date: string, days = 0) =>
  sql`((${date})::date + ${days}::int)::timestamp at time zone ${CALENDAR_TIME_ZONE}`;

export const notificationsHandlers = {
  /** The VAPID public key browsers subscribe with; null when this server sends no web push. */
  async getPushPublicKey({ auth, app }) {
    requireAuth(auth);
    return ok({ public_key: app.config.push.vapid?.publicKey ?? null });
  },

  async listNotifications({ auth, query, app }) {
    const me = requireRecipient(auth);
    const { page, perPage, offset } = pageParams(query);
    const where = and(
      eq(notifications.userId, me.user.id),
      query.unread === true ? isNull(notifications.readAt) : undefined,
    );
    const [totalRow] = await app.db.select({ total: count() }).from(notifications).where(where);
    const rows = await app.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset(offset);
    return ok(paginated(rows.map(toNotification), totalRow?.total ?? 0, page, perPage));
  },

  async getUnreadNotificationCount({ auth, app }) {
    const me = requireRecipient(auth);
    const [row] = await app.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, me.user.id), isNull(notifications.readAt)));
    return ok({ count: row?.n ?? 0 });
  },

  async markNotificationRead({ auth, params, app }) {
    const me = requireRecipient(auth);
    // Idempotent: the first read time is kept.
    await app.db
      .update(notifications)
      .set({ readAt: app.now() })
      .where(
        and(
          eq(notifications.id, params.id),
          eq(notifications.userId, me.user.id),
          isNull(notifications.readAt),
        ),
      );
    const [row] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, params.id), eq(notifications.userId, me.user.id)));
    if (!row) throw notFound('Notification');
    return ok(toNotification(row));
  },

  async markAllNotificationsRead({ auth, app }) {
    const me = requireRecipient(auth);
    const rows = await app.db
      .update(notifications)
      .set({ readAt: app.now() })
      .where(and(eq(notifications.userId, me.user.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return ok({ updated: rows.length });
  },

  async listScheduledNotifications({ auth, query, app }) {
    requireRole(auth, 'admin');
    const { page, perPage, offset } = pageParams(query);
    const where = query.status ? eq(scheduledNotifications.status, query.status) : undefined;
    const [totalRow] = await app.db
      .select({ total: count() })
      .from(scheduledNotifications)
      .where(where);
    const rows = await app.db
      .select({ scheduled: scheduledNotifications, createdBy, target })
      .from(scheduledNotifications)
      .innerJoin(createdBy, eq(createdBy.id, scheduledNotifications.createdBy))
      .leftJoin(target, eq(target.id, scheduledNotifications.userId))
      .where(where)
      .orderBy(desc(scheduledNotifications.sendAt), desc(scheduledNotifications.id))
      .limit(perPage)
      .offset(offset);
    return ok(
      paginated(
        rows.map((row) => toScheduledNotification(row.scheduled, row.createdBy, row.target)),
        totalRow?.total ?? 0,
        page,
        perPage,
      ),
    );
  },

  async createScheduledNotification({ auth, body, app, req }) {
    const me = requireRole(auth, 'admin');
    const now = app.now();
    const values = await validateScheduledInput(app.db, body, now);
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(scheduledNotifications)
        .values({ ...values, createdBy: me.user.id, createdAt: now, updatedAt: now })
        .returning({ id: scheduledNotifications.id });
      if (!row) throw new Error('scheduled notification not stored');
      await app.logActivity(
        tx,
        me,
        {
          action: 'scheduled_notification.created',
          description: `${me.user.firstName} ${me.user.lastName} scheduled "${values.title}" for ${values.sendAt.toISOString()}.`,
          subjectType: 'scheduled_notification',
          subjectId: row.id,
        },
        req.ip,
      );
      return row.id;
    });
    const row = await findScheduled(app.db, id);
    return created(toScheduledNotification(row.scheduled, row.createdBy, row.target));
  },

  async getScheduledNotification({ auth, params, app }) {
    requireRole(auth, 'admin');
    const row = await findScheduled(app.db, params.id);
    return ok(toScheduledNotification(row.scheduled, row.createdBy, row.target));
  },

  async updateScheduledNotification({ auth, params, body, app, req }) {
    const me = requireRole(auth, 'admin');
    const now = app.now();
    await app.db.transaction(async (tx) => {
      // Locked so a delivery running now cannot send it while it changes.
      const [current] = await tx
        .select()
        .from(scheduledNotifications)
        .where(eq(scheduledNotifications.id, params.id))
        .for('update');
      if (!current) throw notFound('Scheduled notification');
      if (current.status !== 'scheduled') throw conflict(NOT_SCHEDULED);
      const values = await validateScheduledInput(tx, body, now);
      await tx
        .update(scheduledNotifications)
        .set({ ...values, updatedAt: now })
        .where(eq(scheduledNotifications.id, current.id));
      await app.logActivity(
        tx,
        me,
        {
          action: 'scheduled_notification.updated',
          description: `${me.user.firstName} ${me.user.lastName} updated the scheduled notification "${values.title}".`,
          subjectType: 'scheduled_notification',
          subjectId: current.id,
        },
        req.ip,
      );
    });
    const row = await findScheduled(app.db, params.id);
    return ok(toScheduledNotification(row.scheduled, row.createdBy, row.target));
  },

  async cancelScheduledNotification({ auth, params, app, req }) {
    const me = requireRole(auth, 'admin');
    const now = app.now();
    await app.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(scheduledNotifications)
        .where(eq(scheduledNotifications.id, params.id))
        .for('update');
      if (!current) throw notFound('Scheduled notification');
      if (current.status !== 'scheduled') throw conflict(NOT_SCHEDULED);
      await tx
        .update(scheduledNotifications)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(scheduledNotifications.id, current.id));
      await app.logActivity(
        tx,
        me,
        {
          action: 'scheduled_notification.cancelled',
          description: `${me.user.firstName} ${me.user.lastName} cancelled the scheduled notification "${current.title}".`,
          subjectType: 'scheduled_notification',
          subjectId: current.id,
        },
        req.ip,
      );
    });
    const row = await findScheduled(app.db, params.id);
    return ok(toScheduledNotification(row.scheduled, row.createdBy, row.target));
  },

  async listActivityLogs({ auth, query, app }) {
    requireRole(auth, 'admin');
    if (query.from && query.to && query.to < query.from) {
      throw fieldError('to', 'The to field must be a date after or equal to from.');
    }
    const { page, perPage, offset } = pageParams(query);
    const where = and(
      query.user_id ? eq(activityLogs.userId, query.user_id) : undefined,
      query.action ? eq(activityLogs.action, query.action) : undefined,
      query.from ? gte(activityLogs.createdAt, madridMidnight(query.from)) : undefined,
      query.to ? lt(activityLogs.createdAt, madridMidnight(query.to, 1)) : undefined,
    );
    const [totalRow] = await app.db.select({ total: count() }).from(activityLogs).where(where);
    const rows = await app.db
      .select({ log: activityLogs, actor, impersonator })
      .from(activityLogs)
      .leftJoin(actor, eq(actor.id, activityLogs.userId))
      .leftJoin(impersonator, eq(impersonator.id, activityLogs.impersonatorId))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(perPage)
      .offset(offset);
    return ok(
      paginated(
        rows.map((row) => toActivityLog(row.log, row.actor, row.impersonator)),
        totalRow?.total ?? 0,
        page,
        perPage,
      ),
    );
  },
} satisfies HandlerGroup;
