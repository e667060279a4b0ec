import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { BellRing, CircleCheck, CircleX, Clock, Pencil, Plus, XCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '@colla/ui/components/badge';
import { Button } from '@colla/ui/components/button';
import { formatMadridTimestamp } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { ListRows } from '@colla/ui/patterns/list-screen';
import { FilteredListScreen } from '../lib/filtered-list-screen';
import { SegmentedFilter } from '@colla/ui/patterns/list-screen';
import { AUDIENCE_LABELS } from './scheduled-notification-form';

export type ScheduledNotification = components['schemas']['ScheduledNotification'];
export type ScheduledNotificationsPage = components['schemas']['ScheduledNotificationPage'];
export type ScheduledNotificationStatus = ScheduledNotification['status'];
export type ScheduledStatusFilter = ScheduledNotificationStatus | 'all';

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
export const SCHEDULED_STATUS_FILTERS = ['all', 'scheduled', 'sent', 'cancelled'] as const;

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

export type ScheduledNotificationsState = ViewState<ScheduledNotificationsPage>;

export interface ScheduledNotificationsViewProps {
  state: ScheduledNotificationsState;
  /** The status filter, from the URL. */
  status: ScheduledStatusFilter;
  /** A new status filter (the list goes back to page 1). */
  onStatusChange: (status: ScheduledStatusFilter) => void;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  onCreate: () => void;
  onEdit: (notification: ScheduledNotification) => void;
  onCancel: (notification: ScheduledNotification) => void;
  /** A passing note after a change, e.g. "Notification scheduled for …". */
  notice?: string | null;
}

/** A row's small action button, named with the notification's title for screen readers. */
function RowAction({
  variant,
  icon: Icon,
  label,
  title,
  onClick,
}: {
  variant: 'outline' | 'ghost';
  icon: LucideIcon;
  label: string;
  title: string;
  onClick: () => void;
}) {
  return (
    <Button variant={variant} size="sm" onClick={onClick} aria-label={`${label} “${title}”`}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
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
            <RowAction
              variant="outline"
              icon={Pencil}
              label="Edit"
              title={notification.title}
              onClick={onEdit}
            />
            <RowAction
              variant="ghost"
              icon={XCircle}
              label="Cancel"
              title={notification.title}
              onClick={onCancel}
            />
          </>
        )}
      </div>
    </li>
  );
}

/** The admin's scheduled notifications: status, title, audience and Barcelona send time. */
export function ScheduledNotificationsView({
  state,
  status,
  onStatusChange,
  onPageChange,
  pageHref,
  onCreate,
  onEdit,
  onCancel,
  notice,
}: ScheduledNotificationsViewProps) {
  const { t } = useLingui();
  const createButton = (
    <Button onClick={onCreate}>
      <Plus aria-hidden="true" className="size-4" />
      {SCHEDULE_NOTIFICATION_LABEL}
    </Button>
  );

  return (
    <FilteredListScreen
      slot="scheduled-notifications"
      title={SCHEDULED_NOTIFICATIONS_TITLE}
      description="In-app and push messages, sent at a Barcelona time you choose."
      actions={createButton}
      filters={
        <SegmentedFilter
          label="Filter by status"
          options={SCHEDULED_STATUS_FILTERS}
          labels={SCHEDULED_STATUS_LABELS}
          value={status}
          onChange={onStatusChange}
        />
      }
      state={state}
      filtered={status !== 'all'}
      words={{
        count: (total, found) =>
          found
            ? t`${plural(total, { one: '# notification found', other: '# notifications found' })}`
            : t`${plural(total, { one: '# notification', other: '# notifications' })}`,
        loading: t`Loading scheduled notifications…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of scheduled notifications.', other: 'There are # pages of scheduled notifications.' })}`,
      }}
      notice={notice}
      icon={BellRing}
      empty={{
        title: 'No scheduled notifications yet',
        description:
          'Tell brands and creators in Barcelona about new proposals, events or changes, at the time you choose.',
        action: createButton,
      }}
      noMatch={{
        icon: <BellRing aria-hidden="true" />,
        title: `No ${SCHEDULED_STATUS_LABELS[status].toLowerCase()} notifications`,
        description: 'Try another status.',
        clearLabel: 'Show all',
        onClear: () => onStatusChange('all'),
      }}
      forbiddenMessage={SCHEDULED_FORBIDDEN_MESSAGE}
      errorHeading={SCHEDULED_LOAD_ERROR_HEADING}
      rows={(notifications) => (
        <ListRows label="Scheduled notifications">
          {notifications.map((notification) => (
            <Row
              key={notification.id}
              notification={notification}
              onEdit={() => onEdit(notification)}
              onCancel={() => onCancel(notification)}
            />
          ))}
        </ListRows>
      )}
      paginationLabel="Scheduled notifications pages"
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
