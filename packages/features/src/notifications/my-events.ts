import {
  apiClientOf,
  keys,
  subscribeToMyEvents,
  type EventStreamStatus,
  type MyEvent,
  type SubscribeToMyEventsOptions,
} from '@colla/api-client';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** What a `notification` event makes stale: the bell's count and the notifications list. */
const NOTIFICATION_KEYS: readonly QueryKey[] = [
  keys.Notifications.getUnreadNotificationCount(),
  keys.Notifications.listNotifications(),
  keys.Notifications.listNotificationsInfinite(),
];
/** What a `conversation` event makes stale: the Messages inbox (every page). */
const CONVERSATION_KEYS: readonly QueryKey[] = [
  keys.Chat.listConversations(),
  keys.Chat.listConversationsInfinite(),
];

export interface FollowMyEventsOptions {
  /** Told whether the stream is open now (the poll is the fallback while it is not). */
  onLive?: (live: boolean) => void;
  /** Replaces the real stream (tests). */
  subscribe?: (options: SubscribeToMyEventsOptions) => Promise<void>;
}

/**
 * Follows the signed-in user's own event stream (`GET /api/me/events`) and keeps the cached
 * unread count, notifications and conversations fresh: each event invalidates what it concerns
 * (through the generated query keys), and a reconnection invalidates all of them, since events
 * of the time without a stream are not replayed. Returns what stops it.
 */
export function followMyEvents(
  queryClient: QueryClient,
  { onLive, subscribe }: FollowMyEventsOptions = {},
): () => void {
  const controller = new AbortController();
  const invalidate = (queryKeys: readonly QueryKey[]) => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
  let opened = false;
  const onStatus = (status: EventStreamStatus) => {
    onLive?.(status === 'open');
    if (status !== 'open') return;
    if (opened) invalidate([...NOTIFICATION_KEYS, ...CONVERSATION_KEYS]);
    opened = true;
  };
  const onEvent = (event: MyEvent) => {
    if (event.type === 'notification') invalidate(NOTIFICATION_KEYS);
    else {
      invalidate([...CONVERSATION_KEYS, keys.Chat.getConversation({ id: event.conversationId })]);
    }
  };
  const options = { onEvent, onStatus, signal: controller.signal };
  void (subscribe ?? ((o) => subscribeToMyEvents(apiClientOf(queryClient), o)))(options);
  return () => controller.abort();
}

/**
 * The signed-in tab's own event stream, while `enabled` (one per tab: the signed-in shell opens
 * it); true while it is open.
 */
export function useMyEvents(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const stop = followMyEvents(queryClient, { onLive: setLive });
    return () => {
      stop();
      setLive(false);
    };
  }, [enabled, queryClient]);
  return live;
}
