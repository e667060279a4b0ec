import { and, count, eq, gt, inArray, max, ne, sql } from 'drizzle-orm';
import type { components } from '@colla/api-client/schema';
import type { AuthContext, UserRow } from '../auth/context';
import type { Db } from '../db/client';
import {
  brands,
  conversationReads,
  conversations,
  deals,
  messages,
  proposals,
  users,
} from '../db/schema/index';
import { notFound } from '../http/errors';
import { toMessage } from '../serializers/chat';
import { dealScope } from './deals';
import { cleanText } from './text';

type Message = components['schemas']['Message'];

/** The portal page of a conversation for a user type. */
export function conversationLink(type: UserRow['type'], conversationId: number, dealId: number) {
  // Creators have a Messages area; brands chat from the deal page.
  return type === 'creator' ? `/app/creator/chat/${conversationId}` : `/app/brand/deals/${dealId}`;
}

/** The conversation with its deal, proposal, brand and creator; 404 when not visible. */
export async function findVisibleConversation(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
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
    .innerJoin(users, eq(users.id, deals.creatorId))
    .where(and(eq(conversations.id, id), dealScope(db, auth)))
    .limit(1);
  if (!row) throw notFound('Conversation');
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
