import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './catalog';
import { users } from './core';
import { applications, proposals } from './proposals';
import { cascadeRef, createdAt, id } from './columns';

export const deals = pgTable(
  'deals',
  {
    id: id(),
    /** Unique: two simultaneous accepts of one application create one deal. */
    applicationId: cascadeRef(() => applications.id),
    proposalId: cascadeRef(() => proposals.id),
    brandId: cascadeRef(() => brands.id),
    creatorId: cascadeRef(() => users.id),
    status: text({ enum: ['active', 'completed', 'cancelled'] })
      .notNull()
      .default('active'),
    /** When the deal became completed. */
    completedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When, by whom and why the deal was cancelled (cancelDeal). */
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text(),
    /** The creator hid this (completed) deal from their profile's collaborations. */
    hiddenOnProfile: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deals_application_unique').on(t.applicationId),
    index().on(t.brandId),
    index().on(t.creatorId),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    dealId: cascadeRef(() => deals.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    assigneeType: text({ enum: ['brand', 'creator'] }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    sortOrder: integer().notNull().default(0),
    brandCompleted: boolean().notNull().default(false),
    creatorCompleted: boolean().notNull().default(false),
    brandCompletedAt: timestamp({ withTimezone: true, mode: 'date' }),
    creatorCompletedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the 'due in 2 days' reminder went out (set once, by the reminder scheduler). */
    dueSoonNotifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the 'overdue' reminder went out (set once). */
    overdueNotifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.dealId)],
);

/** One conversation per deal, between its creator and its brand. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    dealId: cascadeRef(() => deals.id),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('conversations_deal_unique').on(t.dealId)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: cascadeRef(() => conversations.id),
    senderId: cascadeRef(() => users.id),
    body: text().notNull(),
    /** The sender's id for the message, so a retried send is stored once. */
    clientId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.conversationId, t.id),
    uniqueIndex('messages_client_id_unique').on(t.conversationId, t.senderId, t.clientId),
  ],
);

export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: cascadeRef(() => conversations.id),
    userId: cascadeRef(() => users.id),
    lastReadMessageId: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

export const media = pgTable(
  'media',
  {
    id: id(),
    brandId: cascadeRef(() => brands.id),
    dealId: integer().references(() => deals.id, { onDelete: 'set null' }),
    uploadedBy: cascadeRef(() => users.id),
    type: text({ enum: ['image', 'video'] }).notNull(),
    path: text().notNull(),
    thumbnailPath: text(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    originalName: text().notNull(),
    width: integer(),
    height: integer(),
    durationSeconds: integer(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.brandId), index().on(t.dealId)],
);
