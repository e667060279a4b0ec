import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import {
  AlarmClock,
  Ban,
  BellRing,
  CalendarClock,
  CheckCheck,
  CircleCheck,
  CircleX,
  Images,
  ListChecks,
  MailOpen,
  Megaphone,
  Store,
  MessageCircle,
  UserPlus,
} from 'lucide-react';
import { Alert, AlertDescription } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { EmptyState } from '@colla/ui/components/empty-state';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { formatAgo, formatMadridTimestamp } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { ListRows, ListScreen, type ListPage } from '@colla/ui/patterns/list-screen';
import { stretchedLinkClass } from '../lib/stretched-link';

export type Notification = components['schemas']['Notification'];
export type NotificationType = Notification['type'];

export const NOTIFICATIONS_TITLE = msg`Notifications`;
export const NOTIFICATIONS_DESCRIPTION = {
  creator: msg`Applications, messages and task reminders from your Colla collaborations.`,
  brand: msg`New applications, messages, content to review and tasks done on your deals.`,
} as const;
export const NOTIFICATIONS_EMPTY_TITLE = msg`You’re all caught up`;
export const NOTIFICATIONS_EMPTY_DESCRIPTION = {
  creator: msg`When a brand answers your application, sends you a message or a task is due soon, you’ll see it here.`,
  brand: msg`When a creator applies, writes to you, uploads content or finishes a task, you’ll see it here.`,
} as const;
export const NOTIFICATIONS_LOAD_ERROR_HEADING = msg`We couldn’t load your notifications`;
export const NOTIFICATIONS_FORBIDDEN_MESSAGE = msg`Notifications are for brands and creators. Sign in with your brand or creator account to see yours.`;
export const MARK_READ_FAILED = msg`We couldn’t mark that notification as read.`;
export const MARK_ALL_READ_FAILED = msg`We couldn’t mark your notifications as read.`;
export const MARK_ALL_READ_LABEL = msg`Mark all as read`;
export const LOAD_MORE_LABEL = msg`Load more`;

const TYPE_ICONS: Record<NotificationType, typeof BellRing> = {
  application_received: UserPlus,
  application_accepted: CircleCheck,
  application_rejected: CircleX,
  message_received: MessageCircle,
  task_completed: ListChecks,
  task_due_soon: CalendarClock,
  task_overdue: AlarmClock,
  announcement: Megaphone,
  proposal_invite: MailOpen,
  brand_request: Store,
  content_uploaded: Images,
  deal_cancelled: Ban,
};

const TYPE_TONES: Record<NotificationType, string> = {
  application_received: 'bg-primary-50 text-primary-700',
  application_accepted: 'bg-success-50 text-success-700',
  application_rejected: 'bg-stone-100 text-muted',
  message_received: 'bg-primary-50 text-primary-700',
  task_completed: 'bg-success-50 text-success-700',
  task_due_soon: 'bg-warning-50 text-warning-700',
  task_overdue: 'bg-danger-50 text-danger-700',
  announcement: 'bg-stone-100 text-ink',
  proposal_invite: 'bg-primary-50 text-primary-700',
  brand_request: 'bg-primary-50 text-primary-800',
  content_uploaded: 'bg-warning-50 text-warning-700',
  deal_cancelled: 'bg-danger-50 text-danger-700',
};

/** What each kind of notification is about, for screen readers (the icon says it visually). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  application_received: msg`New application`,
  application_accepted: msg`Application accepted`,
  application_rejected: msg`Application declined`,
  message_received: msg`New message`,
  task_completed: msg`Task completed`,
  task_due_soon: msg`Task due soon`,
  task_overdue: msg`Task overdue`,
  announcement: msg`Announcement`,
  proposal_invite: msg`Invitation to apply`,
  brand_request: msg`Brand request`,
  content_uploaded: msg`Content to review`,
  deal_cancelled: msg`Deal cancelled`,
};

/**
 * When a notification came: "Just now", "5 minutes ago", "3 hours ago" within a day of `now`,
 * else the time in Barcelona, "Jun 3, 2026, 12:02 PM".
 */
export function formatNotificationTime(createdAt: string, now: string): string {
  const created = Date.parse(createdAt);
  const current = Date.parse(now);
  if (Number.isNaN(created) || Number.isNaN(current)) return formatMadridTimestamp(createdAt);
  const minutes = Math.floor((current - created) / 60_000);
  if (minutes < 0) return formatMadridTimestamp(createdAt);
  if (minutes < 1) return i18n._(msg`Just now`);
  if (minutes < 60) return formatAgo(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return formatAgo(hours, 'hour');
  return formatMadridTimestamp(createdAt);
}

/**
 * The notifications loaded so far (newest first, the pages "Load more" added under the first)
 * as one page; `meta.total` is how many there are in all.
 */
export type NotificationsState = ViewState<ListPage<Notification>>;

/** "Load more": the next page of notifications. */
export interface NotificationsMore {
  /** More pages to load. */
  hasMore: boolean;
  onLoadMore: () => void;
  loadingMore?: boolean;
  /** Why the last "Load more" failed, if it did. */
  loadMoreError?: string | null;
}

export interface NotificationsLinks {
  /**
   * Where a notification leads; by default its `link` from the server (a portal path such as
   * `/app/creator/chat/5`). `null` leaves it without a link.
   */
  notificationHref?: ((notification: Notification) => string | null) | undefined;
}

export type NotificationsViewProps = NotificationsLinks & {
  state: NotificationsState;
  /** Whose notifications: the texts speak to a brand or a creator. */
  viewer?: 'brand' | 'creator';
  more: NotificationsMore;
  /** Reads the list again from its first page. */
  onReload: () => void;
  /** Unread notifications in all (not only those loaded). */
  unreadCount: number;
  /** The current instant (ISO 8601), for "5 minutes ago". */
  now: string;
  /** A notification's link was followed: mark it read (the link itself navigates). */
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onMarkAllRead: () => void;
  /** "Mark all as read" is in flight. */
  markingAll?: boolean;
  /** Why the last mark-as-read failed (the change was undone), if it did. */
  actionError?: string | null;
};

const defaultHref = (notification: Notification) => notification.link;

const titleLinkClass = stretchedLinkClass();

function NotificationItem({
  notification,
  href,
  now,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  href: string | null;
  now: string;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { i18n, t } = useLingui();
  const unread = notification.read_at === null;
  const Icon = TYPE_ICONS[notification.type];
  const notificationTitle = notification.title;
  const title = (
    <>
      {notificationTitle}
      {unread && <span className="sr-only"> {t`(unread)`}</span>}
    </>
  );
  return (
    <li
      data-slot="notification"
      data-unread={unread || undefined}
      className={cn(
        'relative flex gap-3 rounded-xl border p-4 transition-colors',
        unread ? 'border-primary-200 bg-primary-50/60' : 'border-line bg-surface',
        href && 'hover:border-primary-300',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          TYPE_TONES[notification.type],
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{i18n._(NOTIFICATION_TYPE_LABELS[notification.type])}:</span>
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex items-start gap-2 text-base">
          <span className={cn('min-w-0 break-words', unread ? 'font-bold' : 'font-semibold')}>
            {href ? (
              <span
                onClickCapture={onOpen}
                // The link is rendered by the app; a capture listener sees every activation.
                className="contents"
              >
                {renderLinkOrAnchor({ href, label: notification.title }, titleLinkClass, title)}
              </span>
            ) : (
              title
            )}
          </span>
          {unread && (
            <span
              aria-hidden="true"
              className="mt-2 size-2.5 shrink-0 rounded-full bg-primary-600"
            />
          )}
        </p>
        <p className="text-sm break-words text-ink">{notification.body}</p>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <time
            dateTime={notification.created_at}
            title={formatMadridTimestamp(notification.created_at)}
            className="text-xs text-muted"
          >
            {formatNotificationTime(notification.created_at, now)}
          </time>
          {unread && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Mark as read: ${notificationTitle}`}
              className="relative z-10 -my-1 text-primary-700"
              onClick={onMarkRead}
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t`Mark as read`}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Skeleton notifications while the first page loads. */
function NotificationsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-3">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex gap-3 rounded-xl border border-line bg-surface p-4">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="w-full" />
            <Skeleton className="w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A brand user's or a creator's notifications, newest first: unread ones stand out (and say so to screen
 * readers), each opens where it leads and can be marked read; "Mark all as read" and paging.
 */
export function NotificationsView({
  state,
  more,
  onReload,
  unreadCount,
  now,
  onOpen,
  onMarkRead,
  onMarkAllRead,
  markingAll = false,
  actionError,
  notificationHref = defaultHref,
  viewer = 'creator',
}: NotificationsViewProps) {
  const { i18n, t } = useLingui();
  const canMarkAll = state.status === 'success' && state.data.data.length > 0;
  return (
    <ListScreen
      slot="notifications"
      title={i18n._(NOTIFICATIONS_TITLE)}
      description={i18n._(NOTIFICATIONS_DESCRIPTION[viewer])}
      actions={
        canMarkAll ? (
          <Button
            variant="outline"
            disabled={unreadCount === 0}
            loading={markingAll}
            onClick={onMarkAllRead}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {i18n._(MARK_ALL_READ_LABEL)}
          </Button>
        ) : undefined
      }
      banner={
        <>
          {canMarkAll && (
            <p role="status" className="text-sm text-muted">
              {unreadCount > 0
                ? t`${plural(unreadCount, { one: '# unread notification', other: '# unread notifications' })}`
                : t`Everything is read.`}
            </p>
          )}
          {actionError && (
            <Alert variant="danger">
              <AlertDescription>{actionError}</AlertDescription>
            </Alert>
          )}
        </>
      }
      state={state}
      filtered={false}
      words={{
        // Never filtered, so the count never says "found".
        count: (total) => t`${plural(total, { one: '# notification', other: '# notifications' })}`,
        loading: t`Loading notifications…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of notifications.', other: 'There are # pages of notifications.' })}`,
      }}
      loading={<NotificationsSkeleton />}
      icon={<BellRing aria-hidden="true" />}
      empty={
        <EmptyState
          icon={<BellRing aria-hidden="true" />}
          title={i18n._(NOTIFICATIONS_EMPTY_TITLE)}
          description={i18n._(NOTIFICATIONS_EMPTY_DESCRIPTION[viewer])}
        />
      }
      // Nothing narrows the list, so nothing can fail to match.
      noMatch={null}
      forbiddenMessage={i18n._(NOTIFICATIONS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(NOTIFICATIONS_LOAD_ERROR_HEADING)}
      rows={(notifications) => (
        <div className="grid gap-4">
          <ListRows label={t`Notifications`} className="gap-3">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                href={notificationHref(notification)}
                now={now}
                onOpen={() => onOpen(notification)}
                onMarkRead={() => onMarkRead(notification)}
              />
            ))}
          </ListRows>
          {more.loadMoreError && (
            <Alert variant="danger">
              <AlertDescription>{more.loadMoreError}</AlertDescription>
            </Alert>
          )}
          {more.hasMore && (
            <Button
              variant="outline"
              className="justify-self-center"
              loading={more.loadingMore}
              onClick={more.onLoadMore}
            >
              {i18n._(LOAD_MORE_LABEL)}
            </Button>
          )}
        </div>
      )}
      // One page that grows with "Load more"; going back to the first page reads it again.
      paginationLabel={t`Notifications pages`}
      onPageChange={onReload}
    />
  );
}
