import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { isLocale, type Locale } from '../i18n/language';
import { translate, type ServerMessage } from '../i18n/messages';
import { queuePushDeliveries } from '../push/queue';
import { publishNotificationsChanged } from './live-events';
import { tablePage, type PageQuery } from '../lib/sql';
import {
  toNotification,
  type NotificationRow,
  type NotificationType,
} from '../serializers/notifications';

/**
 * A notification's text: a message of the server's catalog, written in the recipient's
 * language when the notification is created (a function of the language when a value depends
 * on it, like a date), or a person's own words (a string), kept as they are.
 */
export type NotificationText = string | ServerMessage | ((locale: Locale) => ServerMessage);

/** A notification's text in a language. */
export function renderText(locale: Locale, text: NotificationText): string {
  if (typeof text === 'string') return text;
  return translate(locale, typeof text === 'function' ? text(locale) : text);
}

/** The language a user reads Colla in (English when the user is unknown). */
export async function userLocale(db: Db, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row && isLocale(row.locale) ? row.locale : 'en';
}

export interface NewNotification {
  userId: number;
  type: NotificationType;
  /** Written in the recipient's language (their account's `locale`). */
  title: NotificationText;
  body: NotificationText;
  /** Portal path to open, e.g. `/app/creator/deals/8`. */
  link?: string | null;
  /** Machine-readable context (e.g. `{conversation_id}`), never shown. */
  data?: Record<string, unknown> | null;
  /** When it happened (pass `app.now()`); the database clock otherwise. */
  createdAt?: Date;
}

/** The longest notification body kept; longer texts (a chat message) are shortened. */
export const NOTIFICATION_BODY_MAX = 280;

export function shorten(text: string, max = NOTIFICATION_BODY_MAX): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/**
 * Creates an in-app notification for one user (inside the caller's transaction) and queues its
 * web push, one row of `push_deliveries` per web device of the user, in the same transaction:
 * the push worker sends them once it commits (src/push/).
 */
export async function createNotification(
  tx: Db,
  notification: NewNotification,
): Promise<NotificationRow> {
  const locale = await userLocale(tx, notification.userId);
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: notification.userId,
      type: notification.type,
      title: renderText(locale, notification.title),
      body: renderText(locale, notification.body),
      link: notification.link ?? null,
      data: notification.data ?? null,
      ...(notification.createdAt ? { createdAt: notification.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('notification not created');
  await queuePushDeliveries(tx, [row.id], notification.createdAt);
  // The user's open tabs hear of it once this commits.
  await publishNotificationsChanged(tx, [notification.userId]);
  return row;
}

/** A page of a user's notifications, newest first, optionally only the unread ones. */
export function listNotifications(db: Db, userId: number, query: PageQuery & { unread?: boolean }) {
  const where = and(
    eq(notifications.userId, userId),
    query.unread === true ? isNull(notifications.readAt) : undefined,
  );
  return tablePage(
    db,
    query,
    notifications,
    where,
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
    (rows) => rows.map(toNotification),
  );
}

const unreadOf = (userId: number) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt));

export function unreadNotificationCount(db: Db, userId: number): Promise<number> {
  return db.$count(notifications, unreadOf(userId));
}

/** Marks a user's notification read (the first read time is kept) and returns it. */
export async function markNotificationRead(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<NotificationRow | undefined> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), unreadOf(userId)))
    .returning({ id: notifications.id });
  if (marked.length > 0) await publishNotificationsChanged(db, [userId]);
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** Marks every unread notification of a user read; how many there were. */
export async function markAllNotificationsRead(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  if (rows.length > 0) await publishNotificationsChanged(db, [userId]);
  return rows.length;
}
