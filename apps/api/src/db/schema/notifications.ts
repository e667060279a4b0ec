import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';
import { createdAt, id } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.status, t.sendAt)],
);
