import {
  apiClientOf,
  getConversationOptions,
  listMessagesInfiniteOptions,
  operationRoutes,
  subscribeToConversation,
  writeMutationOptions,
  type SubscribeToConversationOptions,
} from '@colla/api-client';
import {
  InfiniteQueryObserver,
  MutationObserver,
  QueryObserver,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  mergeMessages,
  withoutConfirmed,
  type ChatConversation,
  type ChatMessage,
  type PendingMessage,
} from './chat-messages';

/** How long the stream may be down before `reconnecting` says so. */
export const RECONNECTING_NOTICE_DELAY_MS = 3_000;

export interface LiveConversationOptions {
  conversationId: number;
  /** The signed-in user: their messages are not the ones a read receipt is about. */
  viewerId: number;
  /** For readers who do not take part (admins): never marks the conversation read. */
  readOnly?: boolean;
  /** Follows the live messages; by default `subscribeToConversation` through the bound client. */
  subscribe?: (options: SubscribeToConversationOptions) => Promise<void>;
  /** A client id for each send; by default `crypto.randomUUID()`. */
  newId?: () => string;
  /** The time a pending message shows; by default now. */
  now?: () => Date;
}

/** What a live conversation shows; a new object whenever anything in it changes. */
export interface LiveConversationState {
  /** Both reads have answered, one has failed, or they are still on their way. */
  status: 'loading' | 'error' | 'ready';
  /** The failure of reading the conversation or its newest messages. */
  error: Error | null;
  /** Either read is being fetched (again). */
  fetching: boolean;
  conversation: ChatConversation | undefined;
  /** Confirmed messages, oldest first: the loaded pages, the live ones and the stored sends. */
  messages: ChatMessage[];
  /** The viewer's sends the server has not confirmed (sending or failed). */
  pending: PendingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  /** The stream has been down for `RECONNECTING_NOTICE_DELAY_MS`. */
  reconnecting: boolean;
}

export interface LiveConversation {
  subscribe: (listener: () => void) => () => void;
  getState: () => LiveConversationState;
  /** Starts the reads, the stream and the read receipts; returns what stops them. */
  start: () => () => void;
  /** Whether the conversation is in front of the reader (read receipts wait for it). */
  setVisible: (visible: boolean) => void;
  /** Shows the message at once and sends it (`sendMessage`) with a new client id. */
  send: (body: string) => void;
  /** Sends a failed message again with the same client id (the server answers a stored one). */
  retry: (clientId: string) => void;
  discard: (clientId: string) => void;
  /** Loads the page before the oldest message (`listMessages` with `before_id`). */
  loadOlder: () => void;
  /** Reads again whichever of the two reads failed. */
  reload: () => void;
}

const newestOf = (messages: readonly ChatMessage[]) =>
  messages.reduce((max, m) => Math.max(max, m.id), 0);

/**
 * A conversation kept live outside React (so it runs, and is tested, without a DOM): the
 * conversation (`getConversation`) and its messages page by page (`listMessages` as an infinite
 * query, older pages by `before_id`), new messages from the stream, optimistic sends (`sendMessage`: a failed one keeps its text and client id for Retry),
 * and read receipts (`markConversationRead`) while it is visible.
 */
export function createLiveConversation(
  queryClient: QueryClient,
  options: LiveConversationOptions,
): LiveConversation {
  const { conversationId: id, viewerId, readOnly = false } = options;
  const subscribeToStream =
    options.subscribe ??
    ((streamOptions: SubscribeToConversationOptions) =>
      subscribeToConversation(apiClientOf(queryClient), streamOptions));
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? (() => new Date());

  const conversationObserver = new QueryObserver(queryClient, getConversationOptions({ id }));
  const messagesObserver = new InfiniteQueryObserver(
    queryClient,
    listMessagesInfiniteOptions({ id }),
  );
  const sendObserver = new MutationObserver(
    queryClient,
    writeMutationOptions(operationRoutes.sendMessage),
  );
  const readObserver = new MutationObserver(
    queryClient,
    writeMutationOptions(operationRoutes.markConversationRead),
  );

  const listeners = new Set<() => void>();
  /**
   * Messages from the stream and confirmed sends. Kept beside the pages rather than written into
   * their cache: an older page being fetched meanwhile would write the pages back without them.
   */
  let received: ChatMessage[] = [];
  let pending: PendingMessage[] = [];
  let reconnecting = false;
  let visible = true;
  let running = false;
  let markedUpTo: number | null = null;
  let stream: AbortController | null = null;
  let state = compute();

  function compute(): LiveConversationState {
    const conversation = conversationObserver.getCurrentResult();
    const history = messagesObserver.getCurrentResult();
    const pages = history.data?.pages ?? [];
    const messages = pages.reduce((all, p) => mergeMessages(all, p.data), received);
    // A failed older page keeps the pages loaded: only a failed first page is the screen's error.
    const historyError = history.isFetchNextPageError ? null : history.error;
    const error = conversation.error ?? historyError;
    return {
      status: error ? 'error' : conversation.data && history.data ? 'ready' : 'loading',
      error,
      fetching: conversation.isFetching || history.isFetching,
      conversation: conversation.data,
      messages,
      pending: withoutConfirmed(pending, messages),
      hasOlder: history.hasNextPage,
      loadingOlder: history.isFetchingNextPage,
      olderFailed: history.isFetchNextPageError && !history.isFetchingNextPage,
      reconnecting,
    };
  }

  function changed() {
    state = compute();
    if (!running) return;
    startStream();
    markRead();
    for (const listener of listeners) listener();
  }

  function receive(messages: readonly ChatMessage[]) {
    received = mergeMessages(received, messages);
    pending = withoutConfirmed(pending, messages);
    changed();
  }

  /** Once the newest messages are in: the stream replays everything after the newest of them. */
  function startStream() {
    if (stream || state.status !== 'ready') return;
    const controller = new AbortController();
    stream = controller;
    let notice: ReturnType<typeof setTimeout> | undefined;
    const setReconnecting = (value: boolean) => {
      if (reconnecting === value || controller.signal.aborted) return;
      reconnecting = value;
      changed();
    };
    controller.signal.addEventListener('abort', () => clearTimeout(notice), { once: true });
    void subscribeToStream({
      conversationId: id,
      lastEventId: newestOf(state.messages),
      onMessage: (message) => {
        if (!controller.signal.aborted) receive([message]);
      },
      onStatus: (status) => {
        if (status === 'reconnecting') {
          // Only a lasting outage is worth a notice, not a quick reconnect.
          notice ??= setTimeout(() => setReconnecting(true), RECONNECTING_NOTICE_DELAY_MS);
          return;
        }
        clearTimeout(notice);
        notice = undefined;
        setReconnecting(false);
      },
      signal: controller.signal,
    });
  }

  /** When opened, and whenever the other side's newest message changes while visible. */
  function markRead() {
    if (readOnly || !visible || state.status !== 'ready') return;
    const newestFromOther = newestOf(state.messages.filter((m) => m.sender.id !== viewerId));
    if (markedUpTo !== null && newestFromOther <= markedUpTo) return;
    markedUpTo = newestFromOther;
    readObserver.mutate({ id }).catch(() => undefined);
  }

  function post(clientId: string, body: string) {
    sendObserver
      .mutate({ id, body: { body, client_id: clientId } })
      .then((message) => receive([message]))
      .catch(() => {
        pending = pending.map((p) => (p.clientId === clientId ? { ...p, status: 'failed' } : p));
        changed();
      });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    start() {
      running = true;
      const stops = [conversationObserver.subscribe(changed), messagesObserver.subscribe(changed)];
      changed();
      return () => {
        running = false;
        for (const stop of stops) stop();
        stream?.abort();
        stream = null;
        reconnecting = false;
      };
    },
    setVisible(next) {
      visible = next;
      changed();
    },
    send(body) {
      const clientId = newId();
      pending = [...pending, { clientId, body, createdAt: now().toISOString(), status: 'sending' }];
      changed();
      post(clientId, body);
    },
    retry(clientId) {
      const message = pending.find((p) => p.clientId === clientId);
      if (!message || message.status === 'sending') return;
      pending = pending.map((p) => (p === message ? { ...p, status: 'sending' } : p));
      changed();
      post(clientId, message.body);
    },
    discard(clientId) {
      pending = pending.filter((p) => p.clientId !== clientId);
      changed();
    },
    loadOlder() {
      const history = messagesObserver.getCurrentResult();
      if (!history.hasNextPage || history.isFetching) return;
      void messagesObserver.fetchNextPage({ cancelRefetch: false });
    },
    reload() {
      if (conversationObserver.getCurrentResult().isError) void conversationObserver.refetch();
      if (messagesObserver.getCurrentResult().isError) void messagesObserver.refetch();
    },
  };
}

export type UseLiveConversation = LiveConversationState &
  Pick<LiveConversation, 'send' | 'retry' | 'discard' | 'loadOlder' | 'reload'>;

function documentVisible() {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/**
 * A deal's conversation, live, for as long as the component using it is mounted: see
 * `createLiveConversation`. Read receipts follow the page's visibility.
 */
export function useLiveConversation({
  conversationId,
  viewerId,
  readOnly = false,
}: Pick<LiveConversationOptions, 'conversationId' | 'viewerId' | 'readOnly'>): UseLiveConversation {
  const queryClient = useQueryClient();
  const live = useMemo(
    () => createLiveConversation(queryClient, { conversationId, viewerId, readOnly }),
    [queryClient, conversationId, viewerId, readOnly],
  );
  useEffect(() => {
    live.setVisible(documentVisible());
    const onChange = () => live.setVisible(documentVisible());
    document.addEventListener('visibilitychange', onChange);
    const stop = live.start();
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      stop();
    };
  }, [live]);
  const state = useSyncExternalStore(live.subscribe, live.getState, live.getState);
  return {
    ...state,
    send: live.send,
    retry: live.retry,
    discard: live.discard,
    loadOlder: live.loadOlder,
    reload: live.reload,
  };
}
