import type { components } from '@colla/api-client';
import { BellRing, CircleCheck, CircleX, Clock, Pencil, Plus, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ErrorState } from '../../components/error-state/error-state';
import { Pagination } from '../../components/pagination/pagination';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { formatMadridTimestamp } from '../../lib/format';
import { PageHeader } from '../../patterns/page-header/page-header';
import { AUDIENCE_LABELS } from './scheduled-notification-form';

export type ScheduledNotification = components['schemas']['ScheduledNotification'];
export type ScheduledNotificationsPage = components['schemas']['ScheduledNotificationPage'];
export type ScheduledNotificationStatus = ScheduledNotification['status'];
export type ScheduledStatusFilter = ScheduledNotificationStatus | 'all';

export interface ScheduledNotificationsQuery {
  status: ScheduledStatusFilter;
  page: number;
}

export const SCHEDULED_NOTIFICATIONS_TITLE = 'Scheduled notifications';
export const SCHEDULE_NOTIFICATION_LABEL = 'Schedule notification';
export const SCHEDULED_LOAD_ERROR_HEADING = 'We couldn’t load the scheduled notifications';
export const SCHEDULED_FORBIDDEN_MESSAGE =
  'Only Colla admins can schedule notifications. Sign in with an admin account to manage them.';
export const SCHEDULED_STATUS_LABELS: Record<ScheduledStatusFilter, string> = {
  all: 'All',
  scheduled: 'Scheduled',
  sent: 'Sent',
  cancelled: 'Cancelled',
};
const STATUS_FILTERS = ['all', 'scheduled', 'sent', 'cancelled'] as const;

const statusBadge = {
  scheduled: { icon: Clock, variant: 'primary' },
  sent: { icon: CircleCheck, variant: 'success' },
  cancelled: { icon: CircleX, variant: 'neutral' },
} as const;

export function ScheduledStatusBadge({ status }: { status: ScheduledNotificationStatus }) {
  const { icon: Icon, variant } = statusBadge[status];
  return (
    <Badge data-slot="scheduled-status" data-status={status} variant={variant}>
      <Icon aria-hidden="true" />
      {SCHEDULED_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Who receives it, in words: "All creators", or the one user's name. */
export function audienceText(notification: ScheduledNotification): string {
  if (notification.audience === 'user')
    return notification.user ? notification.user.name : AUDIENCE_LABELS.user;
  return AUDIENCE_LABELS[notification.audience];
}

export type ScheduledNotificationsState =
  | { status: 'loading' }
  | { status: 'success'; page: ScheduledNotificationsPage; refreshing?: boolean }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface ScheduledNotificationsViewProps {
  state: ScheduledNotificationsState;
  query: ScheduledNotificationsQuery;
  onQueryChange: (query: ScheduledNotificationsQuery) => void;
  pageHref?: (page: number) => string;
  onCreate: () => void;
  onEdit: (notification: ScheduledNotification) => void;
  onCancel: (notification: ScheduledNotification) => void;
  /** A passing note after a change, e.g. "Notification scheduled for …". */
  notice?: string | null;
}

function Row({
  notification,
  onEdit,
  onCancel,
}: {
  notification: ScheduledNotification;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const sent = notification.status === 'sent';
  return (
    <li
      data-slot="scheduled-notification"
      className="grid gap-2 rounded-lg border border-line bg-surface px-4 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] md:items-center md:gap-x-4"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 font-semibold break-words text-ink">{notification.title}</h2>
          <ScheduledStatusBadge status={notification.status} />
        </div>
        <p className="line-clamp-2 text-sm break-words text-muted">{notification.body}</p>
      </div>
      <p className="text-sm text-ink">
        <span className="sr-only">Audience: </span>
        {audienceText(notification)}
      </p>
      <p className="text-sm text-ink">
        <span className="sr-only">{sent ? 'Sent: ' : 'Send time: '}</span>
        {formatMadridTimestamp(
          sent && notification.sent_at ? notification.sent_at : notification.send_at,
        )}
        {sent && notification.recipients_count !== null && (
          <span className="block text-muted">
            {notification.recipients_count === 1
              ? 'To 1 person'
              : `To ${notification.recipients_count} people`}
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {notification.status === 'scheduled' && (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={`Edit “${notification.title}”`}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onCancel}
              aria-label={`Cancel “${notification.title}”`}
            >
              <XCircle aria-hidden="true" className="size-4" />
              Cancel
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** The admin's scheduled notifications: status, title, audience and Barcelona send time. */
export function ScheduledNotificationsView({
  state,
  query,
  onQueryChange,
  pageHref,
  onCreate,
  onEdit,
  onCancel,
  notice,
}: ScheduledNotificationsViewProps) {
  const createButton = (
    <Button onClick={onCreate}>
      <Plus aria-hidden="true" className="size-4" />
      {SCHEDULE_NOTIFICATION_LABEL}
    </Button>
  );
  const filtered = query.status !== 'all';

  let body: ReactNode;
  let summary = '';
  if (state.status === 'loading') {
    summary = 'Loading scheduled notifications…';
    body = (
      <ul aria-hidden="true" className="grid gap-2">
        {[0, 1, 2].map((index) => (
          <li key={index} className="grid gap-2 rounded-lg border border-line bg-surface p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="w-1/3" />
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'forbidden') {
    body = <ErrorState heading="No access" message={SCHEDULED_FORBIDDEN_MESSAGE} />;
  } else if (state.status === 'error') {
    body = (
      <ErrorState
        heading={SCHEDULED_LOAD_ERROR_HEADING}
        message={state.message}
        onRetry={state.onRetry}
        retrying={state.retrying}
      />
    );
  } else {
    const { data, meta } = state.page;
    summary = state.refreshing
      ? 'Loading scheduled notifications…'
      : `${meta.total} ${meta.total === 1 ? 'notification' : 'notifications'}`;
    if (data.length === 0) {
      body = filtered ? (
        <EmptyState
          icon={<BellRing aria-hidden="true" />}
          title={`No ${SCHEDULED_STATUS_LABELS[query.status].toLowerCase()} notifications`}
          description="Try another status."
          action={
            <Button variant="outline" onClick={() => onQueryChange({ status: 'all', page: 1 })}>
              Show all
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<BellRing aria-hidden="true" />}
          title="No scheduled notifications yet"
          description="Tell brands and creators in Barcelona about new proposals, events or changes, at the time you choose."
          action={createButton}
        />
      );
    } else {
      body = (
        <div className="grid gap-6">
          <ul
            aria-label="Scheduled notifications"
            aria-busy={state.refreshing || undefined}
            className={cn('grid gap-2 transition-opacity', state.refreshing && 'opacity-60')}
          >
            {data.map((notification) => (
              <Row
                key={notification.id}
                notification={notification}
                onEdit={() => onEdit(notification)}
                onCancel={() => onCancel(notification)}
              />
            ))}
          </ul>
          <Pagination
            aria-label="Scheduled notifications pages"
            page={meta.current_page}
            lastPage={meta.last_page}
            onPageChange={(page) => onQueryChange({ ...query, page })}
            getHref={pageHref}
          />
        </div>
      );
    }
  }

  return (
    <div data-slot="scheduled-notifications" className="grid gap-6">
      <PageHeader
        title={SCHEDULED_NOTIFICATIONS_TITLE}
        description="In-app and push messages, sent at a Barcelona time you choose."
        actions={state.status === 'forbidden' ? undefined : createButton}
      />
      {state.status !== 'forbidden' && (
        <div
          role="group"
          aria-label="Filter by status"
          className="flex w-fit flex-wrap gap-1 rounded-lg bg-stone-100 p-1"
        >
          {STATUS_FILTERS.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === query.status ? 'primary' : 'ghost'}
              aria-pressed={status === query.status}
              onClick={() => onQueryChange({ status, page: 1 })}
            >
              {SCHEDULED_STATUS_LABELS[status]}
            </Button>
          ))}
        </div>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {notice ?? summary}
      </p>
      {body}
    </div>
  );
}
