import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { BellRing, CircleCheck, CircleX, Clock, Pencil, Plus, XCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '@colla/ui/components/badge';
import { Button } from '@colla/ui/components/button';
import { formatMadridTimestamp } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { ListRows } from '@colla/ui/patterns/list-screen';
import { DataTable, type DataTableColumn } from '@colla/ui/components/table';
import { FilteredListScreen } from '../lib/filtered-list-screen';
import { SegmentedFilter } from '@colla/ui/patterns/list-screen';
import { AUDIENCE_LABELS } from './scheduled-notification-form';

export type ScheduledNotification = components['schemas']['ScheduledNotification'];
export type ScheduledNotificationsPage = components['schemas']['ScheduledNotificationPage'];
export type ScheduledNotificationStatus = ScheduledNotification['status'];
export type ScheduledStatusFilter = ScheduledNotificationStatus | 'all';

export const SCHEDULED_NOTIFICATIONS_TITLE = msg`Scheduled notifications`;
export const SCHEDULE_NOTIFICATION_LABEL = msg`Schedule notification`;
export const SCHEDULED_LOAD_ERROR_HEADING = msg`We couldn’t load the scheduled notifications`;
export const SCHEDULED_FORBIDDEN_MESSAGE = msg`Only Colla admins can schedule notifications. Sign in with an admin account to manage them.`;
export const SCHEDULED_STATUS_LABELS: Record<ScheduledStatusFilter, MessageDescriptor> = {
  all: msg`All`,
  scheduled: msg`Scheduled`,
  sent: msg`Sent`,
  cancelled: msg`Cancelled`,
};
/** "No scheduled notifications", one whole sentence per status (the filter found none). */
const NO_MATCH_TITLES: Record<ScheduledStatusFilter, MessageDescriptor> = {
  // Never shown: with every status, the list is not filtered.
  all: msg`No notifications`,
  scheduled: msg`No scheduled notifications`,
  sent: msg`No sent notifications`,
  cancelled: msg`No cancelled notifications`,
};
export const SCHEDULED_STATUS_FILTERS = ['all', 'scheduled', 'sent', 'cancelled'] as const;

const statusBadge = {
  scheduled: { icon: Clock, variant: 'primary' },
  sent: { icon: CircleCheck, variant: 'success' },
  cancelled: { icon: CircleX, variant: 'neutral' },
} as const;

export function ScheduledStatusBadge({ status }: { status: ScheduledNotificationStatus }) {
  const { i18n } = useLingui();
  const { icon: Icon, variant } = statusBadge[status];
  return (
    <Badge data-slot="scheduled-status" data-status={status} variant={variant}>
      <Icon aria-hidden="true" />
      {i18n._(SCHEDULED_STATUS_LABELS[status])}
    </Badge>
  );
}

/** Who receives it, in words (the active language): "All creators", or the one user's name. */
export function audienceText(notification: ScheduledNotification): string {
  if (notification.audience === 'user')
    return notification.user ? notification.user.name : i18n._(AUDIENCE_LABELS.user);
  return i18n._(AUDIENCE_LABELS[notification.audience]);
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
  name,
  onClick,
}: {
  variant: 'outline' | 'ghost';
  icon: LucideIcon;
  label: string;
  /** The button's accessible name, e.g. "Edit “Sant Joan on the beach”". */
  name: string;
  onClick: () => void;
}) {
  return (
    <Button variant={variant} size="sm" onClick={onClick} aria-label={name}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

type RowActions = {
  onEdit: (notification: ScheduledNotification) => void;
  onCancel: (notification: ScheduledNotification) => void;
};

/** Title, status and the start of the message. */
function Summary({ notification }: { notification: ScheduledNotification }) {
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-semibold break-words text-ink">{notification.title}</span>
        <ScheduledStatusBadge status={notification.status} />
      </div>
      <p className="line-clamp-2 text-sm break-words text-muted">{notification.body}</p>
    </div>
  );
}

/** When it goes out (or went out, and to how many people), in Barcelona time. */
function When({ notification }: { notification: ScheduledNotification }) {
  const { t } = useLingui();
  const sent = notification.status === 'sent';
  const recipients = notification.recipients_count ?? 0;
  return (
    <>
      {formatMadridTimestamp(
        sent && notification.sent_at ? notification.sent_at : notification.send_at,
      )}
      {sent && notification.recipients_count !== null && (
        <span className="block text-muted">
          {t`${plural(recipients, { one: 'To # person', other: 'To # people' })}`}
        </span>
      )}
    </>
  );
}

/** Edit and Cancel, while it is still to be sent. */
function Actions({
  notification,
  onEdit,
  onCancel,
}: { notification: ScheduledNotification } & RowActions) {
  const { t } = useLingui();
  const title = notification.title;
  if (notification.status !== 'scheduled') return null;
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <RowAction
        variant="outline"
        icon={Pencil}
        label={t`Edit`}
        name={t`Edit “${title}”`}
        onClick={() => onEdit(notification)}
      />
      <RowAction
        variant="ghost"
        icon={XCircle}
        label={t`Cancel`}
        name={t`Cancel “${title}”`}
        onClick={() => onCancel(notification)}
      />
    </div>
  );
}

/** On wide screens: a table whose columns line up (notification, audience, when, actions). */
function NotificationsTable({
  notifications,
  ...actions
}: { notifications: readonly ScheduledNotification[] } & RowActions) {
  const { i18n, t } = useLingui();
  const columns: DataTableColumn<ScheduledNotification>[] = [
    {
      id: 'notification',
      header: t`Notification`,
      cell: (notification) => <Summary notification={notification} />,
      className: 'w-[45%] py-3',
    },
    {
      id: 'audience',
      header: t`Audience`,
      cell: (notification) => audienceText(notification),
    },
    {
      id: 'when',
      header: t`Send time`,
      cell: (notification) => <When notification={notification} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      cell: (notification) => <Actions notification={notification} {...actions} />,
      align: 'end',
    },
  ];
  return (
    <DataTable
      aria-label={i18n._(SCHEDULED_NOTIFICATIONS_TITLE)}
      density="compact"
      containerClassName="hidden md:block"
      columns={columns}
      rows={notifications}
      rowKey={(notification) => notification.id}
    />
  );
}

/** On phones: one card per notification. */
function NotificationCard({
  notification,
  ...actions
}: { notification: ScheduledNotification } & RowActions) {
  const { t } = useLingui();
  const sent = notification.status === 'sent';
  return (
    <li
      data-slot="scheduled-notification"
      className="grid gap-2 rounded-lg border border-line bg-surface px-4 py-3"
    >
      <Summary notification={notification} />
      <p className="text-sm text-ink">
        <span className="sr-only">{t`Audience:`} </span>
        {audienceText(notification)}
      </p>
      <p className="text-sm text-ink">
        <span className="sr-only">{sent ? t`Sent:` : t`Send time:`} </span>
        <When notification={notification} />
      </p>
      <Actions notification={notification} {...actions} />
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
  const { i18n, t } = useLingui();
  const createButton = (
    <Button onClick={onCreate}>
      <Plus aria-hidden="true" className="size-4" />
      {i18n._(SCHEDULE_NOTIFICATION_LABEL)}
    </Button>
  );

  return (
    <FilteredListScreen
      slot="scheduled-notifications"
      title={i18n._(SCHEDULED_NOTIFICATIONS_TITLE)}
      description={t`In-app and push messages, sent at a Barcelona time you choose.`}
      actions={createButton}
      filters={
        <SegmentedFilter
          label={t`Filter by status`}
          options={SCHEDULED_STATUS_FILTERS}
          labels={{
            all: i18n._(SCHEDULED_STATUS_LABELS.all),
            scheduled: i18n._(SCHEDULED_STATUS_LABELS.scheduled),
            sent: i18n._(SCHEDULED_STATUS_LABELS.sent),
            cancelled: i18n._(SCHEDULED_STATUS_LABELS.cancelled),
          }}
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
        title: t`No scheduled notifications yet`,
        description: t`Tell brands and creators in Barcelona about new proposals, events or changes, at the time you choose.`,
        action: createButton,
      }}
      noMatch={{
        icon: <BellRing aria-hidden="true" />,
        title: i18n._(NO_MATCH_TITLES[status]),
        description: t`Try another status.`,
        clearLabel: t`Show all`,
        onClear: () => onStatusChange('all'),
      }}
      forbiddenMessage={i18n._(SCHEDULED_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(SCHEDULED_LOAD_ERROR_HEADING)}
      rows={(notifications) => (
        <>
          <NotificationsTable notifications={notifications} onEdit={onEdit} onCancel={onCancel} />
          <ListRows label={i18n._(SCHEDULED_NOTIFICATIONS_TITLE)} className="md:hidden">
            {notifications.map((notification) => (
              <NotificationCard
                key={notification.id}
                notification={notification}
                onEdit={onEdit}
                onCancel={onCancel}
              />
            ))}
          </ListRows>
        </>
      )}
      paginationLabel={t`Scheduled notifications pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
