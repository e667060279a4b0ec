import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './deals';
import { users } from './core';

/**
 * Throttling counters, shared by every server process (src/http/throttle.ts). One row per key
 * (`login:account-address:…`, `register:address:…`): the hits in the current window, when the
 * window ends, and until when the key is refused. Expired rows are swept by the scheduler.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    blockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.windowEndsAt)],
);

/**
 * Who is reading which conversation right now, whichever process holds their stream: one row
 * per open stream, kept alive by its process's heartbeat and deleted when the stream ends. A
 * row whose process died expires on its own (`expiresAt`).
 */
export const conversationReaders = pgTable(
  'conversation_readers',
  {
    id: uuid().primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index().on(t.conversationId, t.userId, t.expiresAt), index().on(t.expiresAt)],
);
