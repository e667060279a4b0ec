import { and, count, desc, eq, isNull, lt, max, sql } from 'drizzle-orm';
import { requireAuth, requireRole } from '../auth/context';
import {
  brands,
  conversations,
  deals,
  messages,
  notifications,
  proposals,
  users,
} from '../db/schema/index';
import {
  cleanMessageBody,
  findVisibleConversation,
  lastMessages,
  markReadUpTo,
  unreadCounts,
} from '../domain/chat';
import { lastEventIdOf } from '../domain/chat-stream';
import { dealScope, requireManagedBrand } from '../domain/deals';
import { deliverMessageNotifications } from '../domain/chat-notifications';
import { fieldError } from '../http/errors';
import { HIJACKED, created, noContent, ok, type HandlerGroup } from '../http/handler';
import { pageParams, paginated } from '../serializers/common';
import { toConversation, toMessage } from '../serializers/chat';

export const chatHandlers = {
  async listConversations({ auth, query, app }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    const { page, perPage, offset } = pageParams(query);
    const where = dealScope(app.db, me);
    const [totalRow] = await app.db
      .select({ total: count() })
      .from(conversations)
      .innerJoin(deals, eq(deals.id, conversations.dealId))
      .where(where);
    const rows = await app.db
      .select({ conversation: conversations, proposal: proposals, brand: brands, creator: users })
      .from(conversations)
      .innerJoin(deals, eq(deals.id, conversations.dealId))
      .innerJoin(proposals, eq(proposals.id, deals.proposalId))
      .innerJoin(brands, eq(brands.id, deals.brandId))
      .innerJoin(users, eq(users.id, deals.creatorId))
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(perPage)
      .offset(offset);
    const ids = rows.map((row) => row.conversation.id);
    const latest = await lastMessages(app.db, ids);
    // Admins read conversations without taking part: nothing is unread for them.
    const unread =
      me.user.type === 'admin'
        ? new Map<number, number>()
        : await unreadCounts(app.db, me.user.id, ids);
    return ok(
      paginated(
        rows.map((row) =>
          toConversation(
            row.conversation,
            row,
            latest.get(row.conversation.id) ?? null,
            unread.get(row.conversation.id) ?? 0,
          ),
        ),
        totalRow?.total ?? 0,
        page,
        perPage,
      ),
    );
  },

  async getConversation({ auth, params, app }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    const row = await findVisibleConversation(app.db, me, params.id);
    const latest = await lastMessages(app.db, [row.conversation.id]);
    const unread =
      me.user.type === 'admin'
        ? 0
        : ((await unreadCounts(app.db, me.user.id, [row.conversation.id])).get(
            row.conversation.id,
          ) ?? 0);
    return ok(
      toConversation(row.conversation, row, latest.get(row.conversation.id) ?? null, unread),
    );
  },

  async listMessages({ auth, params, query, app }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    const row = await findVisibleConversation(app.db, me, params.id);
    const { perPage } = pageParams(query);
    const where = and(
      eq(messages.conversationId, row.conversation.id),
      query.before_id ? lt(messages.id, query.before_id) : undefined,
    );
    const [totalRow] = await app.db.select({ total: count() }).from(messages).where(where);
    const rows = await app.db
      .select({ message: messages, sender: users })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(where)
      .orderBy(desc(messages.id))
      .limit(perPage);
    return ok(
      paginated(
        rows.map((r) => toMessage(r.message, r.sender)),
        totalRow?.total ?? 0,
        1,
        perPage,
      ),
    );
  },

  async sendMessage({ auth, params, body, app }) {
    // Admins may read conversations but never speak for either side.
    const me = requireRole(auth, 'brand', 'creator');
    await requireManagedBrand(app.db, me);
    const row = await findVisibleConversation(app.db, me, params.id);
    const text = cleanMessageBody(body.body);
    if (text === '') throw fieldError('body', 'The body field is required.');
    const clientId = body.client_id ?? null;
    const now = app.now();

    const result = await app.db.transaction(async (tx) => {
      // One send at a time per conversation: a message's id is taken and committed while the
      // conversation is locked, so ids commit in order and a stream's Last-Event-ID (the
      // highest id it got) never skips a message that committed later with a lower id.
      await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.id, row.conversation.id))
        .for('update');
      const existing = async () => {
        if (clientId === null) return null;
        const [found] = await tx
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, row.conversation.id),
              eq(messages.senderId, me.user.id),
              eq(messages.clientId, clientId),
            ),
          );
        return found ?? null;
      };
      // A retried send (same client id) answers the message already stored.
      const before = await existing();
      if (before) return { message: before, isNew: false };
      const [inserted] = await tx
        .insert(messages)
        .values({
          conversationId: row.conversation.id,
          senderId: me.user.id,
          body: text,
          clientId,
          createdAt: now,
        })
        .onConflictDoNothing({
          target: [messages.conversationId, messages.senderId, messages.clientId],
        })
        .returning();
      if (!inserted) {
        const raced = await existing();
        if (!raced) throw new Error('message neither stored nor found');
        return { message: raced, isNew: false };
      }
      await tx
        .update(conversations)
        .set({ updatedAt: now })
        .where(eq(conversations.id, row.conversation.id));
      await deliverMessageNotifications(tx, row, me.user, inserted, now);
      // Every process's open streams hear of it once this commits.
      await app.live.publish(tx, {
        type: 'message',
        conversationId: row.conversation.id,
        messageId: inserted.id,
      });
      return { message: inserted, isNew: true };
    });

    return created(toMessage(result.message, me.user));
  },

  async markConversationRead({ auth, params, app }) {
    // Only the two sides have a read state; admins only look.
    const me = requireRole(auth, 'brand', 'creator');
    await requireManagedBrand(app.db, me);
    const row = await findVisibleConversation(app.db, me, params.id);
    await app.db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ id: max(messages.id) })
        .from(messages)
        .where(eq(messages.conversationId, row.conversation.id));
      await markReadUpTo(tx, row.conversation.id, me.user.id, latest?.id ?? 0);
      // The conversation's message notifications are read too.
      await tx
        .update(notifications)
        .set({ readAt: app.now() })
        .where(
          and(
            eq(notifications.userId, me.user.id),
            eq(notifications.type, 'message_received'),
            isNull(notifications.readAt),
            sql`${notifications.data}->>'conversation_id' = ${String(row.conversation.id)}`,
          ),
        );
    });
    return noContent();
  },

  async streamConversation({ auth, params, app, req, reply }) {
    // 401/403/404 answer normally: the stream only starts once the caller may read it.
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    const row = await findVisibleConversation(app.db, me, params.id);
    await app.chatStreams.open(req, reply, row.conversation.id, lastEventIdOf(req));
    return HIJACKED;
  },
} satisfies HandlerGroup;
