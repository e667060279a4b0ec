import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deviceTokens, users } from './core';
import { cascadeRef, createdAt, id } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    data: jsonb().$type<Record<string, unknown>>(),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.id)],
);

export const scheduledNotifications = pgTable(
  'scheduled_notifications',
  {
    id: id(),
    title: text().notNull(),
    body: text().notNull(),
    audience: text({ enum: ['all', 'brands', 'creators', 'user'] }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    sendAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    status: text({ enum: ['scheduled', 'sent', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    recipientsCount: integer(),
    createdBy: cascadeRef(() => users.id),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.status, t.sendAt)],
);

/**
 * The web push queue: one row per notification and web device token, inserted in the
 * notification's transaction and delivered by the push worker (src/push/worker.ts).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: id(),
    notificationId: cascadeRef(() => notifications.id),
    /** Null once the device token is removed (the row stays as a record, status gone). */
    deviceTokenId: integer().references(() => deviceTokens.id, { onDelete: 'set null' }),
    /** pending → sent; failed after the last attempt; gone when the push service forgot the device. */
    status: text({ enum: ['pending', 'sent', 'failed', 'gone'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker's lease: until then nobody else takes the row; an expired lease is taken again. */
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    /** The claim of the worker holding the lease; only it may record the result. */
    lockToken: text(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_deliveries_notification_device_unique').on(t.notificationId, t.deviceTokenId),
    index().on(t.status, t.nextAttemptAt),
    index().on(t.deviceTokenId),
  ],
);
