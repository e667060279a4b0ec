import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import type { conversations, messages } from '../db/schema';
import type { DealParts } from './deals';
import { iso, toUserRef } from './common';

type Schemas = components['schemas'];
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export function toMessage(row: MessageRow, sender: UserRow): Schemas['Message'] {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender: toUserRef(sender),
    body: row.body,
    client_id: row.clientId,
    created_at: iso(row.createdAt),
  };
}

export function toConversation(
  conversation: ConversationRow,
  parts: Omit<DealParts, 'deal'>,
  lastMessage: Schemas['Message'] | null,
  unreadCount: number,
): Schemas['Conversation'] {
  return {
    id: conversation.id,
    deal_id: conversation.dealId,
    proposal: { id: parts.proposal.id, name: parts.proposal.name },
    brand: { id: parts.brand.id, name: parts.brand.name },
    creator: toUserRef(parts.creator),
    last_message: lastMessage,
    unread_count: unreadCount,
    updated_at: iso(conversation.updatedAt),
  };
}
