import { and, count, desc, eq, gt, inArray, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { components } from '@colla/api-client/schema';
import type { AuthContext, UserRow } from '../auth/context';
import type { Db } from '../db/client';
import {
  brands,
  conversationReads,
  conversations,
  deals,
  messages,
  notifications,
  proposals,
  users,
} from '../db/schema';
import { notFound } from '../http/errors';
import { listPage, type PageQuery } from '../lib/sql';
import { toMessage, type ConversationRow, type MessageRow } from '../serializers/chat';
import { dealScope } from './deals';
import { publishNotificationsChanged } from './live-events';
import { cleanText } from './text';

type Message = components['schemas']['Message'];

/** The portal page of a conversation for a user type. */
/** The portal page of a conversation in its participant's Messages (brand or creator). */
export function conversationLink(type: UserRow['type'], conversationId: number) {
  return `/app/${type}/chat/${conversationId}`;
}

/** Conversations with their deal, proposal, brand and creator (to filter with `.where`). */
function conversationsWithParts(db: Db) {
  return db
    .select({
      conversation: conversations,
      deal: deals,
      proposal: proposals,
      brand: brands,
      creator: users,
    })
    .from(conversations)
    .innerJoin(deals, eq(deals.id, conversations.dealId))
    .innerJoin(proposals, eq(proposals.id, deals.proposalId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .innerJoin(users, eq(users.id, deals.creatorId));
}

/** The conversation with its deal, proposal, brand and creator; 404 when not visible. */
export async function findVisibleConversation(db: Db, auth: AuthContext, id: number) {
  const [row] = await conversationsWithParts(db)
    .where(and(eq(conversations.id, id), dealScope(db, auth)))
    .limit(1);
  if (!row) throw notFound(/*i18n*/ { id: 'Conversation not found.' });
  return row;
}

/** The latest message of each conversation. */
export async function lastMessages(db: Db, conversationIds: number[]) {
  const result = new Map<number, Message>();
  if (conversationIds.length === 0) return result;
  const latest = db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .groupBy(messages.conversationId);
  const rows = await db
    .select({ message: messages, sender: users })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, latest));
  for (const row of rows)
    result.set(row.message.conversationId, toMessage(row.message, row.sender));
  return result;
}

/** Messages by others newer than what the user has read, per conversation. */
export async function unreadCounts(db: Db, userId: number, conversationIds: number[]) {
  const result = new Map<number, number>();
  if (conversationIds.length === 0) return result;
  const rows = await db
    .select({ conversationId: messages.conversationId, n: count() })
    .from(messages)
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, messages.conversationId),
        eq(conversationReads.userId, userId),
      ),
    )
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        ne(messages.senderId, userId),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
      ),
    )
    .groupBy(messages.conversationId);
  for (const row of rows) result.set(row.conversationId, row.n);
  return result;
}

/** Where a user has read a conversation up to (0: nothing). */
export async function lastReadMessageId(
  db: Db,
  conversationId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ id: conversationReads.lastReadMessageId })
    .from(conversationReads)
    .where(
      and(
        eq(conversationReads.conversationId, conversationId),
        eq(conversationReads.userId, userId),
      ),
    );
  return row?.id ?? 0;
}

/** Records that a user has read a conversation up to a message (never moves backwards). */
export async function markReadUpTo(
  db: Db,
  conversationId: number,
  userId: number,
  messageId: number,
): Promise<void> {
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
}

/**
 * A chat body as stored: `cleanText` for several lines (line breaks kept; NUL, which PostgreSQL
 * text cannot hold, other controls and bidi overrides removed), trimmed. It stays plain text;
 * clients render it as text, never as HTML.
 */
export function cleanMessageBody(body: string): string {
  return cleanText(body, 'multiline');
}

// ---- Conversations and messages, as the chat routes read and write them ----

/** A page of the conversations the caller may see, most recently active first. */
export function listConversations<T>(
  db: Db,
  auth: AuthContext,
  query: PageQuery,
  serialize: (rows: ConversationListRow[]) => Promise<T[]>,
) {
  const where = dealScope(db, auth);
  return listPage(query, {
    count: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(conversations)
        .innerJoin(deals, eq(deals.id, conversations.dealId))
        .where(where);
      return row?.total ?? 0;
    },
    rows: async ({ limit, offset }) =>
      serialize(
        await conversationsWithParts(db)
          .where(where)
          .orderBy(desc(conversations.updatedAt), desc(conversations.id))
          .limit(limit)
          .offset(offset),
      ),
  });
}

export interface ConversationListRow {
  conversation: ConversationRow;
  deal: typeof deals.$inferSelect;
  proposal: typeof proposals.$inferSelect;
  brand: typeof brands.$inferSelect;
  creator: UserRow;
}

/**
 * The newest messages of a conversation (before `before_id` when given), newest first: always
 * page 1 of the messages left, with their count.
 */
export function listMessages(
  db: Db,
  conversationId: number,
  query: { per_page?: number; before_id?: number },
) {
  const where = and(
    eq(messages.conversationId, conversationId),
    query.before_id ? lt(messages.id, query.before_id) : undefined,
  );
  return listPage(
    { per_page: query.per_page },
    {
      count: () => db.$count(messages, where),
      rows: async ({ limit }) =>
        (
          await db
            .select({ message: messages, sender: users })
            .from(messages)
            .innerJoin(users, eq(users.id, messages.senderId))
            .where(where)
            .orderBy(desc(messages.id))
            .limit(limit)
        ).map((r) => toMessage(r.message, r.sender)),
    },
  );
}

/** Locks a conversation until the transaction ends (one send at a time per conversation). */
export async function lockConversation(db: Db, conversationId: number): Promise<void> {
  await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
}

/** The message a sender already stored under a client id, or null. */
export async function findSentMessage(
  db: Db,
  conversationId: number,
  senderId: number,
  clientId: string | null,
): Promise<MessageRow | null> {
  if (clientId === null) return null;
  const [found] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        eq(messages.clientId, clientId),
      ),
    );
  return found ?? null;
}

/**
 * Stores a message and marks its conversation active; undefined when the same client id was
 * stored at the same moment (the unique index decides).
 */
export async function insertMessage(
  db: Db,
  values: {
    conversationId: number;
    senderId: number;
    body: string;
    clientId: string | null;
    createdAt: Date;
  },
): Promise<MessageRow | undefined> {
  const [inserted] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({
      target: [messages.conversationId, messages.senderId, messages.clientId],
    })
    .returning();
  if (!inserted) return undefined;
  await db
    .update(conversations)
    .set({ updatedAt: values.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return inserted;
}

/** The id of a conversation's newest message (0 when it has none). */
export async function latestMessageId(db: Db, conversationId: number): Promise<number> {
  const [latest] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return latest?.id ?? 0;
}

/** Marks a user's unread message notifications of a conversation read. */
export async function markMessageNotificationsRead(
  db: Db,
  userId: number,
  conversationId: number,
  now: Date,
): Promise<void> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'message_received'),
        isNull(notifications.readAt),
        sql`${notifications.data}->>'conversation_id' = ${String(conversationId)}`,
      ),
    )
    .returning({ id: notifications.id });
  if (marked.length > 0) await publishNotificationsChanged(db, [userId]);
}
