import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/context';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { MessageRow } from '../serializers/chat';
import { conversationLink, lastReadMessageId } from './chat';
import { brandSideUsers } from './deals';
import { requeuePushDeliveries } from '../push/queue';
import { isReadingConversation } from './chat-stream';
import { translate } from '../i18n/messages';
import { createNotification, shorten, userLocale } from './notifications';
import { fullName } from '../lib/names';
import { publishConversationChanged, publishNotificationsChanged } from './live-events';

interface ConversationParts {
  conversation: { id: number; dealId: number };
  brand: { id: number; name: string };
  creator: UserRow;
}

/** Everyone taking part in a conversation: the deal's creator and its brand's users. */
export async function conversationParticipants(
  db: Db,
  parts: ConversationParts,
): Promise<UserRow[]> {
  const brandUsers = await brandSideUsers(db, parts.brand.id);
  const creator = parts.creator.status === 'active' ? [parts.creator] : [];
  return [...creator, ...brandUsers];
}

/**
 * Tells the participants about a new message (inside the send's transaction): every one's open
 * tabs hear the conversation changed; the others get a notification, except someone who has
 * already read up to the message or has the conversation's stream open; someone with an unread
 * notification of this conversation has it replaced by the newest message instead of getting
 * one more.
 */
export async function deliverMessageNotifications(
  tx: Db,
  parts: ConversationParts,
  sender: UserRow,
  message: MessageRow,
  now: Date,
): Promise<number> {
  const participants = await conversationParticipants(tx, parts);
  let delivered = 0;
  for (const recipient of participants) {
    // Every participant's inbox (the sender's other tabs too) shows the new last message.
    await publishConversationChanged(tx, recipient.id, parts.conversation.id);
    if (recipient.id === sender.id) continue;
    if ((await lastReadMessageId(tx, parts.conversation.id, recipient.id)) >= message.id) continue;
    // Reading the conversation right now (its stream is open on any process): no notification.
    if (await isReadingConversation(tx, parts.conversation.id, recipient.id, now)) continue;
    const locale = await userLocale(tx, recipient.id);
    const from = recipient.type === 'creator' ? parts.brand.name : fullName(parts.creator);
    const content = {
      title: translate(locale, /*i18n*/ { id: 'New message from {from}', values: { from } }),
      body: translate(
        locale,
        /*i18n*/ {
          id: '{sender}: {message}',
          values: { sender: fullName(sender), message: shorten(message.body) },
        },
      ),
      link: conversationLink(recipient.type, parts.conversation.id),
      data: { conversation_id: parts.conversation.id, message_id: message.id },
    };
    const [unread] = await tx
      .update(notifications)
      .set({ ...content, createdAt: now })
      .where(
        and(
          eq(notifications.userId, recipient.id),
          eq(notifications.type, 'message_received'),
          isNull(notifications.readAt),
          sql`${notifications.data}->>'conversation_id' = ${String(parts.conversation.id)}`,
        ),
      )
      .returning({ id: notifications.id });
    if (unread) {
      // The replaced notification's pushes go out again with the newest message; open tabs
      // show its new text.
      await requeuePushDeliveries(tx, unread.id, now);
      await publishNotificationsChanged(tx, [recipient.id]);
    } else {
      await createNotification(tx, {
        userId: recipient.id,
        type: 'message_received',
        ...content,
        createdAt: now,
      });
    }
    delivered += 1;
  }
  return delivered;
}
