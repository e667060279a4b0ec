import { isApiError } from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ChatUser } from './chat-messages';
import {
  CONVERSATION_ERROR_MESSAGE,
  ConversationView,
  type ConversationEntry,
  type ConversationViewState,
} from './conversation-view';
import { conversationSide } from './conversation-parts';
import { useLiveConversation } from './use-live-conversation';

/** The signed-in user: the id tells their messages apart; the rest (e.g. the whole `User`) names them. */
export type ConversationViewer = Pick<ChatUser, 'id'> & Partial<Omit<ChatUser, 'id'>>;

export interface ConversationProps {
  conversationId: number;
  viewer: ConversationViewer;
  /** For readers who do not take part (admins): no composer and no read receipts. */
  readOnly?: boolean;
  /** The page of the conversation's deal (`deal_id`): the header links to it. */
  dealHref?: (dealId: number) => string;
  className?: string;
}

/**
 * A deal's conversation, live (`useLiveConversation`): reads the conversation and its newest
 * messages, follows the stream for new ones, sends optimistically (a failed send keeps its text
 * and client id for Retry), loads older messages on demand, and marks the conversation read while
 * it is shown.
 */
export function Conversation(props: ConversationProps) {
  // A fresh state per conversation: nothing from one leaks into the next.
  return <LiveConversation key={props.conversationId} {...props} />;
}

function LiveConversation({
  conversationId,
  viewer,
  readOnly = false,
  className,
  dealHref,
}: ConversationProps) {
  const { i18n, t } = useLingui();
  const live = useLiveConversation({ conversationId, viewerId: viewer.id, readOnly });
  const { messages } = live;

  const ownSender: ChatUser = useMemo(() => {
    const stored = messages.findLast((m) => m.sender.id === viewer.id)?.sender;
    const name = viewer.name ?? stored?.name ?? t`You`;
    return {
      id: viewer.id,
      first_name: viewer.first_name ?? stored?.first_name ?? name,
      last_name: viewer.last_name ?? stored?.last_name ?? '',
      name,
      avatar_path: viewer.avatar_path ?? stored?.avatar_path ?? null,
    };
  }, [messages, viewer, t]);

  let view: ConversationViewState;
  if (isApiError(live.error, 404)) view = { status: 'not-found' };
  else if (isApiError(live.error, 403)) view = { status: 'forbidden' };
  else if (live.status === 'error') {
    view = {
      status: 'error',
      message: i18n._(CONVERSATION_ERROR_MESSAGE),
      retrying: live.fetching,
      onRetry: live.reload,
    };
  } else if (live.status === 'loading' || !live.conversation) view = { status: 'loading' };
  else {
    const entries: ConversationEntry[] = [
      ...messages.map((m): ConversationEntry => ({
        key: m.client_id ?? `m${m.id}`,
        body: m.body,
        sender: m.sender,
        createdAt: m.created_at,
        own: m.sender.id === viewer.id,
        delivery: 'sent',
      })),
      ...live.pending.map((p): ConversationEntry => ({
        key: p.clientId,
        body: p.body,
        sender: ownSender,
        createdAt: p.createdAt,
        own: true,
        delivery: p.status,
      })),
    ];
    view = {
      status: 'ready',
      partner: conversationSide(
        live.conversation,
        live.conversation.creator.id === viewer.id ? 'brand' : 'creator',
      ),
      proposalName: live.conversation.proposal.name,
      dealHref: dealHref?.(live.conversation.deal_id),
      entries,
      hasOlder: live.hasOlder,
      loadingOlder: live.loadingOlder,
      olderFailed: live.olderFailed,
      onLoadOlder: live.loadOlder,
      onSend: live.send,
      onRetry: live.retry,
      onDiscard: live.discard,
      canSend: !readOnly,
      reconnecting: live.reconnecting,
    };
  }

  return <ConversationView state={view} className={className} />;
}
