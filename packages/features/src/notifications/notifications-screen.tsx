import {
  getUnreadNotificationCountOptions,
  keys,
  listNotificationsInfiniteOptions,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type components,
} from '@colla/api-client';
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import {
  MARK_ALL_READ_FAILED,
  MARK_READ_FAILED,
  NotificationsView,
  type Notification,
  type NotificationsLinks,
  type NotificationsState,
} from './notifications-view';

type NotificationPage = components['schemas']['NotificationPage'];
type UnreadCount = components['schemas']['UnreadCount'];

/** Notifications per page. */
export const NOTIFICATIONS_PER_PAGE = 20;

const LIST_PARAMS = { per_page: NOTIFICATIONS_PER_PAGE };
/** The pages of the list (loaded with "Load more"). */
const LIST_KEY = keys.Notifications.listNotificationsInfinite(LIST_PARAMS);
/** Every cached unread count, this screen's and the app shell's (whatever its parameters). */
const UNREAD_KEY = keys.Notifications.getUnreadNotificationCount();

export type NotificationsScreenProps = NotificationsLinks & {
  /** Whose notifications: the texts speak to a brand or a creator. */
  viewer?: 'brand' | 'creator';
  /** Told the unread count whenever it is known or changes, so the shell's dot follows. */
  onUnreadChange?: ((count: number) => void) | undefined;
  /** The current instant (ISO 8601) for "5 minutes ago"; the real time unless a story fixes it. */
  now?: string | undefined;
};

/**
 * A brand user's or a creator's notifications, connected: `listNotifications` page by page ("Load more"),
 * `getUnreadNotificationCount`, and `markNotificationRead` or `markAllNotificationsRead`.
 * Marking is shown at once and undone, with a message, when the server refuses. The unread count
 * in the cache is updated too, so anything showing it (the shell's dot) follows; a write that
 * succeeds fetches it again (declared in the data layer's invalidation).
 */
export function NotificationsScreen({
  onUnreadChange,
  now,
  notificationHref,
  viewer,
}: NotificationsScreenProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [actionError, setActionError] = useState<string | null>(null);
  const pending = useRef(new Set<number>());

  const list = useInfiniteQuery(listNotificationsInfiniteOptions(LIST_PARAMS));
  const unread = useQuery(getUnreadNotificationCountOptions());
  const markOne = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();

  const notifications = dedupe(list.data?.pages.flatMap((page) => page.data) ?? []);
  const unreadCount =
    unread.data?.count ?? notifications.filter((item) => item.read_at === null).length;

  const knownCount = unread.data?.count;
  useEffect(() => {
    if (knownCount !== undefined) onUnreadChange?.(knownCount);
  }, [knownCount, onUnreadChange]);

  const setReadAt = (ids: ReadonlySet<number> | 'unread', readAt: string | null) =>
    queryClient.setQueryData<InfiniteData<NotificationPage, number>>(LIST_KEY, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((item) =>
                (ids === 'unread' ? item.read_at === null : ids.has(item.id))
                  ? { ...item, read_at: readAt }
                  : item,
              ),
            })),
          }
        : data,
    );
  const setCount = (count: (current: number) => number) =>
    queryClient.setQueriesData<UnreadCount>({ queryKey: UNREAD_KEY }, (data) =>
      data ? { ...data, count: Math.max(0, count(data.count)) } : data,
    );

  async function markRead(notification: Notification) {
    if (notification.read_at !== null || pending.current.has(notification.id)) return;
    pending.current.add(notification.id);
    setActionError(null);
    const ids = new Set([notification.id]);
    await queryClient.cancelQueries({ queryKey: LIST_KEY });
    setReadAt(ids, new Date().toISOString());
    setCount((count) => count - 1);
    try {
      const saved = await markOne.mutateAsync({ id: notification.id });
      setReadAt(ids, saved.read_at);
    } catch (error) {
      setReadAt(ids, null);
      setCount((count) => count + 1);
      setActionError(`${i18n._(MARK_READ_FAILED)} ${failureMessage(error)}`);
    } finally {
      pending.current.delete(notification.id);
    }
  }

  async function markAllRead() {
    if (markAll.isPending) return;
    setActionError(null);
    await queryClient.cancelQueries({ queryKey: LIST_KEY });
    const before = queryClient.getQueryData<InfiniteData<NotificationPage, number>>(LIST_KEY);
    const countsBefore = queryClient.getQueriesData<UnreadCount>({ queryKey: UNREAD_KEY });
    setReadAt('unread', new Date().toISOString());
    setCount(() => 0);
    try {
      await markAll.mutateAsync();
    } catch (error) {
      queryClient.setQueryData(LIST_KEY, before);
      for (const [key, data] of countsBefore) queryClient.setQueryData(key, data);
      setActionError(`${i18n._(MARK_ALL_READ_FAILED)} ${failureMessage(error)}`);
    }
  }

  const read = toViewState(list);
  // Data stays when a later page fails (the query's status is then "error").
  const state: NotificationsState =
    read.status === 'success' || list.data
      ? {
          status: 'success',
          data: {
            data: notifications,
            meta: {
              current_page: 1,
              last_page: 1,
              total: list.data?.pages.at(-1)?.meta.total ?? notifications.length,
            },
          },
          refreshing: false,
        }
      : read;

  return (
    <NotificationsView
      state={state}
      more={{
        hasMore: list.hasNextPage,
        onLoadMore: () => void list.fetchNextPage(),
        loadingMore: list.isFetchingNextPage,
        loadMoreError: list.isFetchNextPageError ? failureMessage(list.error) : null,
      }}
      onReload={() => void list.refetch()}
      unreadCount={unreadCount}
      now={now ?? new Date().toISOString()}
      onOpen={(notification) => void markRead(notification)}
      onMarkRead={(notification) => void markRead(notification)}
      onMarkAllRead={() => void markAllRead()}
      markingAll={markAll.isPending}
      actionError={actionError}
      notificationHref={notificationHref}
      viewer={viewer}
    />
  );
}

/** Pages can overlap when notifications arrive between them: keep each once. */
function dedupe(items: readonly Notification[]): Notification[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
