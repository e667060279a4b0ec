import { requireAuth, requireRole } from '../auth/context';
import {
  cleanMessageBody,
  findSentMessage,
  findVisibleConversation,
  insertMessage,
  lastMessages,
  latestMessageId,
  listConversations,
  listMessages,
  lockConversation,
  markMessageNotificationsRead,
  markReadUpTo,
  unreadCounts,
} from '../domain/chat';
import { lastEventIdOf } from '../domain/chat-stream';
import { requireManagedBrand } from '../domain/deals';
import { deliverMessageNotifications } from '../domain/chat-notifications';
import { publishConversationChanged } from '../domain/live-events';
import { fieldError } from '../http/errors';
import { HIJACKED, created, noContent, ok, type HandlerGroup } from '../http/handler';
import { toConversation, toMessage } from '../serializers/chat';

/** The operations tagged Chat: one conversation per deal, with a live stream. */
export const chatHandlers = {
  async listConversations({ auth, query, app }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    return ok(
      await listConversations(app.db, me, query, async (rows) => {
        const ids = rows.map((row) => row.conversation.id);
        const latest = await lastMessages(app.db, ids);
        // Admins read conversations without taking part: nothing is unread for them.
        const unread =
          me.user.type === 'admin'
            ? new Map<number, number>()
            : await unreadCounts(app.db, me.user.id, ids);
        return rows.map((row) =>
          toConversation(
            row.conversation,
            row,
            latest.get(row.conversation.id) ?? null,
            unread.get(row.conversation.id) ?? 0,
          ),
        );
      }),
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
    return ok(await listMessages(app.db, row.conversation.id, query));
  },

  async sendMessage({ auth, params, body, app }) {
    // Admins may read conversations but never speak for either side.
    const me = requireRole(auth, 'brand', 'creator');
    await requireManagedBrand(app.db, me);
    const row = await findVisibleConversation(app.db, me, params.id);
    const text = cleanMessageBody(body.body);
    if (text === '') throw fieldError('body', /*i18n*/ { id: 'The body field is required.' });
    const clientId = body.client_id ?? null;
    const now = app.now();
    const conversationId = row.conversation.id;

    const result = await app.db.transaction(async (tx) => {
      // One send at a time per conversation: a message's id is taken and committed while the
      // conversation is locked, so ids commit in order and a stream's Last-Event-ID (the
      // highest id it got) never skips a message that committed later with a lower id.
      await lockConversation(tx, conversationId);
      // A retried send (same client id) answers the message already stored.
      const before = await findSentMessage(tx, conversationId, me.user.id, clientId);
      if (before) return { message: before, isNew: false };
      const inserted = await insertMessage(tx, {
        conversationId,
        senderId: me.user.id,
        body: text,
        clientId,
        createdAt: now,
      });
      if (!inserted) {
        const raced = await findSentMessage(tx, conversationId, me.user.id, clientId);
        if (!raced) throw new Error('message neither stored nor found');
        return { message: raced, isNew: false };
      }
      await deliverMessageNotifications(tx, row, me.user, inserted, now);
      // Every process's open streams hear of it once this commits.
      await app.live.publish(tx, { type: 'message', conversationId, messageId: inserted.id });
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
      const latest = await latestMessageId(tx, row.conversation.id);
      await markReadUpTo(tx, row.conversation.id, me.user.id, latest);
      // The conversation's message notifications are read too.
      await markMessageNotificationsRead(tx, me.user.id, row.conversation.id, app.now());
      // The reader's other tabs update their unread counts.
      await publishConversationChanged(tx, me.user.id, row.conversation.id);
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
