import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    type: text({ enum: ['brand', 'creator', 'admin'] }).notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    avatarPath: text(),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /**
     * The account's language (openapi.yaml's `Locale`): the API writes this user's messages,
     * notifications, emails and calendar feed in it.
     */
    locale: text({ enum: ['en', 'ca', 'es'] })
      .notNull()
      .default('en'),
    /**
     * SHA-256 (hex) of the secret in the user's private iCalendar feed URL: the URL is shown
     * once, when the feed is created or renewed.
     */
    calendarFeedTokenHash: text('calendar_feed_token'),
    calendarFeedCreatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastLoginAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_calendar_feed_token_unique').on(t.calendarFeedTokenHash),
    check('users_locale_check', sql`${t.locale} in ('en', 'ca', 'es')`),
  ],
);

/** Opaque bearer tokens, stored only as SHA-256 hashes. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    tokenHash: text().notNull(),
    /** Set on a token issued by impersonation: the admin acting as `userId`. */
    impersonatorId: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.tokenHash), index().on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    email: text().notNull(),
    type: text({ enum: ['brand', 'creator', 'admin'] }).notNull(),
    brandId: integer(),
    tokenHash: text().notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_hash_unique').on(t.tokenHash)],
);

/** Outgoing email. In development this table is the mail transport (see README). */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: createdAt(),
  sentAt: timestamp({ withTimezone: true, mode: 'date' }),
});

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The admin who made the change while impersonating `userId`. */
    impersonatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    description: text().notNull(),
    subjectType: text(),
    subjectId: integer(),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.userId), index().on(t.action)],
);

export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    token: text().notNull(),
    platform: text().notNull(),
    createdAt: createdAt(),
  },
  // A token may be up to 4096 characters, more than a btree entry holds: the key is its md5.
  (t) => [uniqueIndex('device_tokens_user_token_unique').on(t.userId, sql`md5(${t.token})`)],
);

/** Every creator has one, made with their account (so every creator has a username). */
export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The profile's address (`/creators/{username}`): unique whatever the case. */
    username: text().notNull(),
    /** Who sees the profile: signed-in brands and admins, or also the public. */
    visibility: text({ enum: ['brands', 'public'] })
      .notNull()
      .default('brands'),
    /** One of Barcelona's 73 barris (`@colla/api-client/places`), or null (another town). */
    barri: text(),
    /** The languages the creator makes content in (openapi.yaml's `Locale`). */
    languages: text({ enum: ['en', 'ca', 'es'] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text(),
    city: text(),
    instagramHandle: text(),
    instagramFollowers: integer(),
    /** When the Instagram count last changed (set by the server). */
    instagramFollowersUpdatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    tiktokHandle: text(),
    tiktokFollowers: integer(),
    /** When the TikTok count last changed (set by the server). */
    tiktokFollowersUpdatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    gender: text(),
    birthDate: date({ mode: 'string' }),
    /** Whether brands may invite the creator to apply to their proposals. */
    acceptsInvites: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('creator_profiles_username_unique').on(sql`lower(${t.username})`),
    check('creator_profiles_visibility_check', sql`${t.visibility} in ('brands', 'public')`),
  ],
);

export const creatorCategories = pgTable(
  'creator_categories',
  {
    userId: cascadeRef(() => users.id),
    categoryId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
