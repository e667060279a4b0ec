import type { components } from '@colla/api-client';

export type ChatMessage = components['schemas']['Message'];
export type ChatConversation = components['schemas']['Conversation'];
export type ChatUser = components['schemas']['UserRef'];

/** Contract `MessageInput.body.maxLength`. */
export const MESSAGE_MAX_LENGTH = 5000;

export type DeliveryState = 'sent' | 'sending' | 'failed';

/** A message the viewer sent that the server has not confirmed yet. */
export interface PendingMessage {
  clientId: string;
  body: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

/** Confirmed messages by id, oldest first, with no id twice (a later copy wins). */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Pending sends minus those the server has confirmed (matched by `client_id`). */
export function withoutConfirmed(
  pending: readonly PendingMessage[],
  confirmed: readonly ChatMessage[],
): PendingMessage[] {
  const ids = new Set(confirmed.map((m) => m.client_id).filter((id) => id !== null));
  return pending.filter((p) => !ids.has(p.clientId));
}
