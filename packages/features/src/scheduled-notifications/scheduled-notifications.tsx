import {
  getScheduledNotificationOptions,
  listAdminUsersOptions,
  listScheduledNotificationsOptions,
  useCancelScheduledNotificationMutation,
  useCreateScheduledNotificationMutation,
  useUpdateScheduledNotificationMutation,
} from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@colla/ui/components/dialog';
import { ErrorState } from '@colla/ui/components/error-state';
import { Spinner } from '@colla/ui/components/spinner';
import { failureMessage, toFormFailure, type FormFailure } from '../lib/form-failure';
import { formatMadridTimestamp, madridToday } from '@colla/ui/lib/format';
import { toViewState } from '../lib/query-state';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import { utcToMadrid } from './madrid-time';
import {
  EMPTY_SCHEDULED_VALUES,
  ScheduledNotificationForm,
  scheduledFieldOf,
  type RecipientSearch,
  type ScheduledNotificationField,
  type ScheduledNotificationFormValues,
  type ScheduledNotificationPayload,
} from './scheduled-notification-form';
import {
  SCHEDULED_STATUS_FILTERS,
  ScheduledNotificationsView,
  type ScheduledNotification,
} from './scheduled-notifications-view';

export const SCHEDULED_NOTIFICATIONS_PER_PAGE = 20;
/** How long typing in the recipient search must pause before it is sent. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 300;
export const CANCEL_NOTIFICATION_MESSAGE = msg`It will not be sent. You cannot undo this, but you can schedule it again.`;

/** The list's query in the URL: `?status=scheduled&page=2`. */
export const scheduledNotificationsSearch = z.object({
  status: listParams.oneOf(SCHEDULED_STATUS_FILTERS, 'all'),
  page: listParams.page(),
});

export interface ScheduledNotificationsProps {
  /** Now, for the "send time in the future" check; stories pass a fixed time. */
  now?: () => Date;
}

type Editor = { mode: 'create' } | { mode: 'edit'; id: number };

function valuesOf(notification: ScheduledNotification): ScheduledNotificationFormValues {
  const local = utcToMadrid(notification.send_at) ?? { date: '', time: '' };
  return {
    title: notification.title,
    body: notification.body,
    audience: notification.audience,
    user: notification.user
      ? { id: notification.user.id, name: notification.user.name, email: '', type: 'user' }
      : null,
    send_date: local.date,
    send_time: local.time,
  };
}

const defaultNow = () => new Date();

/**
 * Lists `listScheduledNotifications` (status and page from the URL); schedules
 * (`createScheduledNotification`), edits (`getScheduledNotification`, then
 * `updateScheduledNotification`) and cancels (`cancelScheduledNotification`, after a
 * confirmation) while a notification is scheduled; each write's declared invalidation refreshes
 * the list.
 * Send times are entered and shown in Barcelona time and sent in UTC.
 */
export function ScheduledNotifications({ now = defaultNow }: ScheduledNotificationsProps) {
  const { i18n, t } = useLingui();
  const list = useListSearch(scheduledNotificationsSearch);
  const { query } = list;
  const [editor, setEditor] = useState<Editor | null>(null);
  const [failure, setFailure] = useState<FormFailure<ScheduledNotificationField> | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledNotification | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [recipientText, setRecipientText] = useState('');
  const [recipientQuery, setRecipientQuery] = useState('');

  useEffect(() => {
    if (recipientText.trim() === recipientQuery) return undefined;
    const timer = setTimeout(
      () => setRecipientQuery(recipientText.trim()),
      RECIPIENT_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [recipientText, recipientQuery]);

  const result = useQuery({
    ...listScheduledNotificationsOptions({
      ...(query.status === 'all' ? {} : { status: query.status }),
      page: query.page,
      per_page: SCHEDULED_NOTIFICATIONS_PER_PAGE,
    }),
    placeholderData: (previous) => previous,
  });
  const editId = editor?.mode === 'edit' ? editor.id : 0;
  const editing = useQuery({
    ...getScheduledNotificationOptions({ id: editId }),
    enabled: editId > 0,
    retry: false,
    gcTime: 0,
  });
  const users = useQuery({
    ...listAdminUsersOptions({ search: recipientQuery, per_page: 10 }),
    enabled: editor !== null && recipientQuery !== '',
    retry: false,
  });
  const create = useCreateScheduledNotificationMutation();
  const update = useUpdateScheduledNotificationMutation();
  const cancel = useCancelScheduledNotificationMutation();
  const cancellingTitle = cancelling?.title ?? '';

  let recipientSearch: RecipientSearch = { status: 'idle' };
  if (recipientQuery !== '') {
    if (users.isSuccess)
      recipientSearch = {
        status: 'success',
        users: users.data.data.map(({ id, name, email, type }) => ({ id, name, email, type })),
      };
    else if (users.isError)
      recipientSearch = { status: 'error', message: failureMessage(users.error) };
    else recipientSearch = { status: 'loading' };
  }

  const closeEditor = () => {
    setEditor(null);
    setFailure(null);
    setRecipientText('');
    setRecipientQuery('');
  };

  const save = async (payload: ScheduledNotificationPayload) => {
    setFailure(null);
    try {
      const saved =
        editor?.mode === 'edit'
          ? await update.mutateAsync({ id: editor.id, body: payload })
          : await create.mutateAsync({ body: payload });
      closeEditor();
      const title = saved.title;
      const sendTime = formatMadridTimestamp(saved.send_at);
      setNotice(t`“${title}” will be sent ${sendTime}.`);
    } catch (error) {
      setFailure(toFormFailure(error, scheduledFieldOf));
    }
  };

  const formProps = {
    onSubmit: save,
    onCancel: closeEditor,
    submitting: create.isPending || update.isPending,
    failure,
    now,
    minDate: madridToday(now()),
    recipientSearch,
    onRecipientSearch: setRecipientText,
  };

  let dialogBody;
  if (editor?.mode === 'create')
    dialogBody = (
      <ScheduledNotificationForm
        {...formProps}
        defaultValues={EMPTY_SCHEDULED_VALUES}
        submitLabel={t`Schedule`}
      />
    );
  else if (editing.isSuccess)
    dialogBody = (
      <ScheduledNotificationForm
        {...formProps}
        defaultValues={valuesOf(editing.data)}
        submitLabel={t`Save changes`}
      />
    );
  else if (editing.isError)
    dialogBody = (
      <ErrorState
        variant="plain"
        heading={t`We couldn’t open this notification`}
        message={failureMessage(editing.error)}
        onRetry={() => void editing.refetch()}
        retrying={editing.isFetching}
      />
    );
  else
    dialogBody = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> {t`Loading the notification…`}
      </p>
    );

  return (
    <>
      <ScheduledNotificationsView
        state={toViewState(result)}
        status={query.status}
        onStatusChange={(status) => list.filter({ status })}
        onPageChange={list.onPageChange}
        pageHref={list.pageHref}
        notice={notice}
        onCreate={() => {
          setNotice(null);
          setEditor({ mode: 'create' });
        }}
        onEdit={(notification) => {
          setNotice(null);
          setEditor({ mode: 'edit', id: notification.id });
        }}
        onCancel={(notification) => {
          setNotice(null);
          setCancelling(notification);
        }}
      />
      <Dialog
        open={editor !== null}
        onOpenChange={(open) => {
          if (!open) closeEditor();
        }}
      >
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>
              {editor?.mode === 'edit' ? t`Edit notification` : t`Schedule a notification`}
            </DialogTitle>
            <DialogDescription>
              {t`Delivered in the app and by push at the Barcelona time you choose.`}
            </DialogDescription>
          </DialogHeader>
          {dialogBody}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={cancelling ? t`Cancel “${cancellingTitle}”?` : t`Cancel notification?`}
        message={i18n._(CANCEL_NOTIFICATION_MESSAGE)}
        confirmLabel={t`Cancel notification`}
        cancelLabel={t`Keep it`}
        destructive
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel.mutateAsync({ id: cancelling.id });
          } catch (error) {
            throw new Error(failureMessage(error));
          }
          setNotice(t`“${cancellingTitle}” was cancelled.`);
        }}
      />
    </>
  );
}
