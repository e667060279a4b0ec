import { isApiError, subscribeToConversation, useApi } from '@colla/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  mergeMessages,
  withoutConfirmed,
  type ChatConversation,
  type ChatMessage,
  type ChatUser,
  type PendingMessage,
} from './chat-messages';
import {
  CONVERSATION_ERROR_MESSAGE,
  ConversationView,
  type ConversationEntry,
  type ConversationPartner,
  type ConversationViewState,
} from './conversation-view';

/** The signed-in user: the id tells their messages apart; the rest (e.g. the whole `User`) names them. */
export type ConversationViewer = Pick<ChatUser, 'id'> & Partial<Omit<ChatUser, 'id'>>;

export interface ConversationProps {
  conversationId: number;
  viewer: ConversationViewer;
  /** For readers who do not take part (admins): no composer and no read receipts. */
  readOnly?: boolean;
  className?: string;
}

interface ChatState {
  /** Older pages and live messages; the first page comes from the query. */
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** Set once an older page has loaded; until then the first page's meta says. */
  hasOlder: boolean | null;
  loadingOlder: boolean;
  olderFailed: boolean;
}

type ChatAction =
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'older-start' }
  | { type: 'older-loaded'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'older-failed' }
  | { type: 'send'; pending: PendingMessage }
  | { type: 'send-failed'; clientId: string }
  | { type: 'retry'; clientId: string }
  | { type: 'discard'; clientId: string };

const initialState: ChatState = {
  messages: [],
  pending: [],
  hasOlder: null,
  loadingOlder: false,
  olderFailed: false,
};

function reducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'received':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        pending: withoutConfirmed(state.pending, action.messages),
      };
    case 'older-start':
      return { ...state, loadingOlder: true, olderFailed: false };
    case 'older-loaded':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        hasOlder: action.hasOlder,
        loadingOlder: false,
      };
    case 'older-failed':
      return { ...state, loadingOlder: false, olderFailed: true };
    case 'send':
      return { ...state, pending: [...state.pending, action.pending] };
    case 'send-failed':
    case 'retry': {
      const status = action.type === 'retry' ? 'sending' : 'failed';
      return {
        ...state,
        pending: state.pending.map((p) => (p.clientId === action.clientId ? { ...p, status } : p)),
      };
    }
    case 'discard':
      return { ...state, pending: state.pending.filter((p) => p.clientId !== action.clientId) };
  }
}

function partnerOf(conversation: ChatConversation, viewerId: number): ConversationPartner {
  if (conversation.creator.id === viewerId) {
    return { name: conversation.brand.name, firstName: conversation.brand.name };
  }
  const { creator } = conversation;
  return {
    name: creator.name,
    firstName: creator.first_name,
    lastName: creator.last_name,
    avatarSrc: creator.avatar_path,
  };
}

/** How long the stream may be down before the header says so. */
export const RECONNECTING_NOTICE_DELAY_MS = 3_000;

function newId(): string {
  return crypto.randomUUID();
}

/**
 * A deal's conversation, live: reads the conversation and its newest messages, follows the
 * stream for new ones, sends optimistically (a failed send keeps its text and client id for
 * Retry), loads older messages on demand, and marks the conversation read while it is shown.
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
}: ConversationProps) {
  const api = useApi();
  const { client } = api;
  const queryClient = useQueryClient();
  const path = { params: { path: { id: conversationId } } };
  const conversationQuery = api.useQuery('get', '/api/conversations/{id}', path);
  const firstPage = api.useQuery('get', '/api/conversations/{id}/messages', path);
  const [state, dispatch] = useReducer(reducer, initialState);

  const messages = useMemo(
    () => mergeMessages(firstPage.data?.data ?? [], state.messages),
    [firstPage.data, state.messages],
  );
  const ready = firstPage.isSuccess;
  /** The newest id of the first page: the stream replays everything after it. */
  const newestLoaded = firstPage.data?.data.reduce((max, m) => Math.max(max, m.id), 0) ?? 0;

  const [reconnecting, setReconnecting] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    let notice: ReturnType<typeof setTimeout> | undefined;
    const clearNotice = () => {
      clearTimeout(notice);
      notice = undefined;
    };
    void subscribeToConversation(client, {
      conversationId,
      lastEventId: newestLoaded,
      onMessage: (message) => dispatch({ type: 'received', messages: [message] }),
      onStatus: (status) => {
        if (status === 'reconnecting') {
          // Only a lasting outage is worth a notice, not a quick reconnect.
          notice ??= setTimeout(() => setReconnecting(true), RECONNECTING_NOTICE_DELAY_MS);
          return;
        }
        clearNotice();
        setReconnecting(false);
      },
      signal: controller.signal,
    });
    return () => {
      controller.abort();
      clearNotice();
    };
  }, [client, conversationId, ready, newestLoaded]);

  // Read receipts: when opened, and whenever the other side's newest message changes while shown.
  const newestFromOther = messages.reduce(
    (max, m) => (m.sender.id === viewer.id ? max : Math.max(max, m.id)),
    0,
  );
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const markedUpTo = useRef<number | null>(null);
  const opened = conversationQuery.isSuccess && ready;
  useEffect(() => {
    if (readOnly || !opened || !visible) return;
    if (markedUpTo.current !== null && newestFromOther <= markedUpTo.current) return;
    markedUpTo.current = newestFromOther;
    client
      .POST('/api/conversations/{id}/read', { params: { path: { id: conversationId } } })
      .then(({ response }) => {
        // The conversations list's unread counts are out of date now.
        if (response.ok)
          void queryClient.invalidateQueries({ queryKey: ['get', '/api/conversations'] });
      })
      .catch(() => undefined);
  }, [client, queryClient, conversationId, newestFromOther, opened, visible, readOnly]);

  const post = useCallback(
    async (clientId: string, body: string) => {
      try {
        const { data, response } = await client.POST('/api/conversations/{id}/messages', {
          params: { path: { id: conversationId } },
          body: { body, client_id: clientId },
        });
        if (response.ok && data) dispatch({ type: 'received', messages: [data] });
        else dispatch({ type: 'send-failed', clientId });
      } catch {
        dispatch({ type: 'send-failed', clientId });
      }
    },
    [client, conversationId],
  );

  const onSend = (body: string) => {
    const pending: PendingMessage = {
      clientId: newId(),
      body,
      createdAt: new Date().toISOString(),
      status: 'sending',
    };
    dispatch({ type: 'send', pending });
    void post(pending.clientId, body);
  };

  const onRetry = (clientId: string) => {
    const pending = state.pending.find((p) => p.clientId === clientId);
    if (!pending || pending.status === 'sending') return;
    dispatch({ type: 'retry', clientId });
    // The same client id: if the first try was stored after all, the server answers that one.
    void post(clientId, pending.body);
  };

  const loadingOlder = useRef(false);
  const oldestId = messages[0]?.id;
  const onLoadOlder = async () => {
    if (loadingOlder.current || oldestId === undefined) return;
    loadingOlder.current = true;
    dispatch({ type: 'older-start' });
    try {
      const { data, response } = await client.GET('/api/conversations/{id}/messages', {
        params: { path: { id: conversationId }, query: { before_id: oldestId } },
      });
      if (response.ok && data) {
        dispatch({ type: 'older-loaded', messages: data.data, hasOlder: data.meta.last_page > 1 });
      } else dispatch({ type: 'older-failed' });
    } catch {
      dispatch({ type: 'older-failed' });
    } finally {
      loadingOlder.current = false;
    }
  };

  const ownSender: ChatUser = useMemo(() => {
    const stored = messages.findLast((m) => m.sender.id === viewer.id)?.sender;
    const name = viewer.name ?? stored?.name ?? 'You';
    return {
      id: viewer.id,
      first_name: viewer.first_name ?? stored?.first_name ?? name,
      last_name: viewer.last_name ?? stored?.last_name ?? '',
      name,
      avatar_path: viewer.avatar_path ?? stored?.avatar_path ?? null,
    };
  }, [messages, viewer]);

  const error = conversationQuery.error ?? firstPage.error;
  let view: ConversationViewState;
  if (isApiError(error, 404)) view = { status: 'not-found' };
  else if (isApiError(error, 403)) view = { status: 'forbidden' };
  else if (error) {
    view = {
      status: 'error',
      message: CONVERSATION_ERROR_MESSAGE,
      retrying: conversationQuery.isFetching || firstPage.isFetching,
      onRetry: () => {
        if (conversationQuery.isError) void conversationQuery.refetch();
        if (firstPage.isError) void firstPage.refetch();
      },
    };
  } else if (!conversationQuery.data || !firstPage.data) view = { status: 'loading' };
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
      ...state.pending.map((p): ConversationEntry => ({
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
      partner: partnerOf(conversationQuery.data, viewer.id),
      proposalName: conversationQuery.data.proposal.name,
      entries,
      hasOlder: state.hasOlder ?? firstPage.data.meta.last_page > 1,
      loadingOlder: state.loadingOlder,
      olderFailed: state.olderFailed,
      onLoadOlder: () => void onLoadOlder(),
      onSend,
      onRetry,
      onDiscard: (clientId) => dispatch({ type: 'discard', clientId }),
      canSend: !readOnly,
      reconnecting,
    };
  }

  return <ConversationView state={view} className={className} />;
}
