import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './deals';
import { apiTokens, users } from './core';
import { cascadeRef } from './columns';

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
 * The open chat streams of every server process: one row per stream, kept alive by its
 * process's heartbeat and deleted when the stream ends; a row whose process died expires on its
 * own (`expiresAt`). A stream of the user themselves (not an admin impersonating them) means
 * they are reading the conversation; the rows of one session (`tokenId`) are its open streams.
 */
export const chatStreams = pgTable(
  'chat_streams',
  {
    id: uuid().primaryKey(),
    conversationId: cascadeRef(() => conversations.id),
    userId: cascadeRef(() => users.id),
    tokenId: cascadeRef(() => apiTokens.id),
    /** The user reading (false while an admin impersonates them). */
    reading: boolean().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index().on(t.conversationId, t.userId, t.expiresAt),
    index().on(t.tokenId, t.expiresAt),
    index().on(t.expiresAt),
  ],
);
