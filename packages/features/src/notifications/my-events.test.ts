import { keys, type EventStreamStatus, type SubscribeToMyEventsOptions } from '@colla/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { followMyEvents } from './my-events';

/** A query client with the cached reads the events concern, and a stream the test drives. */
function setup() {
  const queryClient = new QueryClient();
  const cached = {
    count: keys.Notifications.getUnreadNotificationCount(),
    list: keys.Notifications.listNotificationsInfinite({ per_page: 20 }),
    inbox: keys.Chat.listConversations({ page: 2 }),
    conversation: keys.Chat.getConversation({ id: 5 }),
    other: keys.Chat.getConversation({ id: 6 }),
  };
  for (const key of Object.values(cached)) queryClient.setQueryData(key, {});
  let stream: SubscribeToMyEventsOptions | undefined;
  const live: boolean[] = [];
  const stop = followMyEvents(queryClient, {
    onLive: (value) => live.push(value),
    subscribe: (options) => {
      stream = options;
      return new Promise(() => undefined);
    },
  });
  const stale = () =>
    Object.entries(cached)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  const status = (value: EventStreamStatus) => stream?.onStatus?.(value);
  return { stream: () => stream, stale, status, live, stop };
}

describe('followMyEvents', () => {
  it('a notification event makes the count and the notifications stale, nothing else', () => {
    const t = setup();
    t.status('open');
    expect(t.stale()).toEqual([]);
    t.stream()?.onEvent({ type: 'notification', count: 3 });
    expect(t.stale()).toEqual(['count', 'list']);
  });

  it('a conversation event makes the inbox (every page) and that conversation stale', () => {
    const t = setup();
    t.stream()?.onEvent({ type: 'conversation', conversationId: 5 });
    expect(t.stale()).toEqual(['inbox', 'conversation']);
  });

  it('says when the stream is open, and refetches everything on a reconnection only', () => {
    const t = setup();
    t.status('connecting');
    t.status('open');
    expect(t.stale()).toEqual([]);
    t.status('reconnecting');
    expect(t.live).toEqual([false, true, false]);
    t.status('open');
    expect(t.stale()).toEqual(['count', 'list', 'inbox']);
    expect(t.live.at(-1)).toBe(true);
  });

  it('stops the stream when stopped', () => {
    const t = setup();
    const aborted = vi.fn();
    t.stream()?.signal.addEventListener('abort', aborted);
    t.stop();
    expect(aborted).toHaveBeenCalledOnce();
  });
});
