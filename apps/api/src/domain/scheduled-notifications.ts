import type { components } from '@colla/api-client/schema';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { notifications, scheduledNotifications, users } from '../db/schema';
import {
  conflict,
  notFound,
  validationFailed,
  type FieldErrors,
  type ServerMessage,
} from '../http/errors';
import { tablePage, type PageQuery } from '../lib/sql';
import { queuePushDeliveries } from '../push/queue';
import { publishNotificationsChanged } from './live-events';
import {
  toScheduledNotification,
  type ScheduledNotificationRow,
} from '../serializers/notifications';
import { cleanText } from './text';

type Input = components['schemas']['ScheduledNotificationInput'];
type Audience = components['schemas']['Audience'];

/** Notifications are for brand users and creators; admins receive none. */
export const RECIPIENT_TYPES = ['brand', 'creator'] as const;

export interface ScheduledValues {
  title: string;
  body: string;
  audience: Audience;
  userId: number | null;
  sendAt: Date;
}

/**
 * Checks a scheduled notification beyond its schema: texts not blank, `send_at` in the future,
 * `user_id` naming an existing brand user or creator exactly when the audience is `user`.
 * All problems are reported together (422).
 */
export async function validateScheduledInput(
  db: Db,
  input: Input,
  now: Date,
): Promise<ScheduledValues> {
  const errors: FieldErrors = {};
  const add = (field: string, message: ServerMessage) => (errors[field] ??= []).push(message);
  const title = cleanText(input.title, 'line');
  const body = cleanText(input.body, 'multiline');
  if (title === '') add('title', /*i18n*/ { id: 'The title field is required.' });
  if (body === '') add('body', /*i18n*/ { id: 'The body field is required.' });
  const sendAt = new Date(input.send_at);
  if (Number.isNaN(sendAt.getTime()))
    add('send_at', /*i18n*/ { id: 'The send at field must be a valid date and time.' });
  else if (sendAt.getTime() <= now.getTime())
    add('send_at', /*i18n*/ { id: 'The send at must be a date in the future.' });

  const userId = input.user_id ?? null;
  if (input.audience === 'user') {
    if (userId === null) {
      add('user_id', /*i18n*/ { id: 'The user id field is required when audience is user.' });
    } else {
      const [user] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId));
      if (!user || user.type === 'admin')
        add('user_id', /*i18n*/ { id: 'The selected user id is invalid.' });
    }
  } else if (userId !== null) {
    add('user_id', /*i18n*/ { id: 'The user id field must be empty unless audience is user.' });
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { title, body, audience: input.audience, userId, sendAt };
}

/** The active users a scheduled notification goes to. */
async function recipientIds(tx: Db, row: ScheduledNotificationRow): Promise<number[]> {
  const types =
    row.audience === 'brands'
      ? (['brand'] as const)
      : row.audience === 'creators'
        ? (['creator'] as const)
        : RECIPIENT_TYPES;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        inArray(users.type, [...types]),
        row.audience === 'user' ? eq(users.id, row.userId ?? 0) : undefined,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

const INSERT_CHUNK = 500;

export interface DeliveryResult {
  /** Scheduled notifications delivered. */
  sent: number;
  /** In-app notifications created. */
  notifications: number;
}

/**
 * Delivers every scheduled notification due at `now`: one `announcement` notification per
 * recipient, then the row is marked sent with its recipient count. One transaction; rows are
 * taken `FOR UPDATE SKIP LOCKED`, so concurrent runs (several servers) never deliver one twice.
 * Each notification's web pushes are queued in the same transaction (src/push/queue.ts).
 */
export async function deliverDueScheduledNotifications(
  app: Pick<AppContext, 'db'>,
  now: Date,
): Promise<DeliveryResult> {
  return app.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(scheduledNotifications)
      .where(
        and(
          eq(scheduledNotifications.status, 'scheduled'),
          lte(scheduledNotifications.sendAt, now),
        ),
      )
      .orderBy(asc(scheduledNotifications.sendAt), asc(scheduledNotifications.id))
      .for('update', { skipLocked: true });
    let created = 0;
    for (const row of due) {
      const ids = await recipientIds(tx, row);
      for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
        const inserted = await tx
          .insert(notifications)
          .values(
            ids.slice(i, i + INSERT_CHUNK).map((userId) => ({
              userId,
              type: 'announcement',
              title: row.title,
              body: row.body,
              link: null,
              data: { scheduled_notification_id: row.id },
              createdAt: now,
            })),
          )
          .returning({ id: notifications.id });
        await queuePushDeliveries(
          tx,
          inserted.map((n) => n.id),
          now,
        );
        await publishNotificationsChanged(tx, ids.slice(i, i + INSERT_CHUNK));
      }
      await tx
        .update(scheduledNotifications)
        .set({ status: 'sent', sentAt: now, recipientsCount: ids.length, updatedAt: now })
        .where(eq(scheduledNotifications.id, row.id));
      created += ids.length;
    }
    return { sent: due.length, notifications: created };
  });
}

// ---- Reading and writing them (admins' screens) ----

const createdBy = alias(users, 'created_by');
const target = alias(users, 'target_user');

/** A scheduled notification with its author and target user, serialized (404 when none). */
export async function findScheduled(db: Db, id: number) {
  const [row] = await db
    .select({ scheduled: scheduledNotifications, createdBy, target })
    .from(scheduledNotifications)
    .innerJoin(createdBy, eq(createdBy.id, scheduledNotifications.createdBy))
    .leftJoin(target, eq(target.id, scheduledNotifications.userId))
    .where(eq(scheduledNotifications.id, id));
  if (!row) throw notFound(/*i18n*/ { id: 'Scheduled notification not found.' });
  return toScheduledNotification(row.scheduled, row.createdBy, row.target);
}

/** A page of scheduled notifications, latest send time first, optionally of one status. */
export function listScheduled(
  db: Db,
  query: PageQuery & { status?: ScheduledNotificationRow['status'] },
) {
  const where = query.status ? eq(scheduledNotifications.status, query.status) : undefined;
  return tablePage(
    db,
    query,
    scheduledNotifications,
    where,
    db
      .select({ scheduled: scheduledNotifications, createdBy, target })
      .from(scheduledNotifications)
      .innerJoin(createdBy, eq(createdBy.id, scheduledNotifications.createdBy))
      .leftJoin(target, eq(target.id, scheduledNotifications.userId))
      .where(where)
      .orderBy(desc(scheduledNotifications.sendAt), desc(scheduledNotifications.id)),
    (rows) => rows.map((row) => toScheduledNotification(row.scheduled, row.createdBy, row.target)),
  );
}

export async function insertScheduled(
  db: Db,
  values: ScheduledValues & { createdBy: number; createdAt: Date; updatedAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(scheduledNotifications)
    .values(values)
    .returning({ id: scheduledNotifications.id });
  if (!row) throw new Error('scheduled notification not stored');
  return row.id;
}

/**
 * The row, locked so a delivery running now cannot send it while it changes: 404 when there is
 * none, 409 once it is no longer scheduled (sent or cancelled).
 */
export async function lockChangeableScheduled(
  db: Db,
  id: number,
): Promise<ScheduledNotificationRow> {
  const [current] = await db
    .select()
    .from(scheduledNotifications)
    .where(eq(scheduledNotifications.id, id))
    .for('update');
  if (!current) throw notFound(/*i18n*/ { id: 'Scheduled notification not found.' });
  if (current.status !== 'scheduled') {
    throw conflict(/*i18n*/ { id: 'Only scheduled notifications can be changed or cancelled.' });
  }
  return current;
}

export async function updateScheduled(
  db: Db,
  id: number,
  changes: Partial<ScheduledValues> & { status?: ScheduledNotificationRow['status'] },
  now: Date,
): Promise<void> {
  await db
    .update(scheduledNotifications)
    .set({ ...changes, updatedAt: now })
    .where(eq(scheduledNotifications.id, id));
}
