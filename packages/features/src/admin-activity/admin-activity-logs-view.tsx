import { i18n as activeI18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui as useLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { History, SearchX } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Button } from '@colla/ui/components/button';
import { DateInput } from '@colla/ui/components/date-input';
import { Field } from '@colla/ui/components/field';
import { Select, type SelectOption } from '@colla/ui/components/select';
import { formatMadridTimestamp } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { ListRows, ListSkeleton } from '@colla/ui/patterns/list-screen';
import { FilteredListScreen } from '../lib/filtered-list-screen';
import { actionLabel } from './action-labels';

export type ActivityLog = components['schemas']['ActivityLog'];
export type ActivityLogPage = components['schemas']['ActivityLogPage'];

export const ACTIVITY_LOGS_TITLE: MessageDescriptor = msg`Activity Logs`;
export const ACTIVITY_LOGS_LOAD_ERROR_HEADING: MessageDescriptor = msg`We couldn’t load the activity logs`;
export const ACTIVITY_LOGS_FORBIDDEN_MESSAGE: MessageDescriptor = msg`Activity logs are for Colla admins. Sign in with an admin account to see them.`;
export const DATE_ORDER_MESSAGE: MessageDescriptor = msg`The last day can’t be before the first day.`;
export const ALL_USERS = 'all';
export const ALL_ACTIONS = 'all';

/** The filters and page, from the URL; `user_id` null means everyone, empty texts no filter. */
export interface ActivityLogsQuery {
  user_id: number | null;
  action: string;
  /** First day, `YYYY-MM-DD`, inclusive, in Barcelona time. */
  from: string;
  /** Last day, `YYYY-MM-DD`, inclusive, in Barcelona time. */
  to: string;
  page: number;
}

export type ActivityLogsState = ViewState<ActivityLogPage>;

export interface ActivityLogsViewProps {
  state: ActivityLogsState;
  query: ActivityLogsQuery;
  /** Applies the filters (the list goes back to page 1). */
  onFilter: (filters: Partial<Omit<ActivityLogsQuery, 'page'>>) => void;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  /** People to filter by, e.g. from the users list. */
  userOptions: readonly { id: number; name: string }[];
  /** The actions the log holds (`listActivityActions`), offered in words. */
  actionOptions: readonly string[];
}

type UserRef = components['schemas']['UserRef'];

/**
 * "Jordi Ferrer", "Clara Roig as Jordi Ferrer" while impersonating, or "Colla (system)", in the
 * active language (called while rendering).
 */
export function actorOf(log: Pick<ActivityLog, 'user' | 'impersonator'>): string {
  const user: UserRef | null = log.user;
  const name = user ? user.name : t`Colla (system)`;
  if (!log.impersonator) return name;
  const admin = log.impersonator.name;
  return t`${admin} as ${name}`;
}

/** The kinds of record a log names, in words; an unknown kind shows as its code. */
const SUBJECT_KINDS: Record<string, MessageDescriptor> = {
  application: msg`application`,
  brand: msg`brand`,
  category: msg`category`,
  deal: msg`deal`,
  invitation: msg`invitation`,
  media: msg`media`,
  proposal: msg`proposal`,
  scheduled_notification: msg`scheduled notification`,
  task: msg`task`,
  user: msg`user`,
};

/**
 * "proposal #4" ("proposta núm. 4"), or null when nothing in particular was affected; in the
 * active language (called while rendering).
 */
export function subjectOf(log: Pick<ActivityLog, 'subject_type' | 'subject_id'>): string | null {
  if (!log.subject_type) return null;
  const known = Object.hasOwn(SUBJECT_KINDS, log.subject_type)
    ? SUBJECT_KINDS[log.subject_type]
    : undefined;
  const kind = known ? activeI18n._(known) : log.subject_type;
  const id = log.subject_id;
  return id ? t`${kind} #${id}` : kind;
}

function LogRow({ log }: { log: ActivityLog }) {
  // Re-renders on a change of language: the actor and subject are words too.
  useLanguage();
  const subject = subjectOf(log);
  return (
    <li
      data-slot="activity-log"
      className="grid gap-1.5 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6 sm:px-4 sm:py-3"
    >
      <div className="grid min-w-0 gap-1">
        <p className="break-words text-ink">{log.description}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <div className="flex gap-1">
            <dt>
              <Trans>By</Trans>
            </dt>
            <dd className="font-semibold text-ink">{actorOf(log)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">
              <Trans>Action</Trans>
            </dt>
            <dd>
              <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs font-medium text-ink">
                {actionLabel(log.action)}
              </span>
            </dd>
          </div>
          {subject && (
            <div className="flex gap-1">
              <dt>
                <Trans>Subject</Trans>
              </dt>
              <dd className="text-ink">{subject}</dd>
            </div>
          )}
          {log.ip_address && (
            <div className="flex gap-1">
              <dt>
                <Trans>IP</Trans>
              </dt>
              <dd className="text-ink tabular-nums">{log.ip_address}</dd>
            </div>
          )}
        </dl>
      </div>
      <p className="text-sm text-ink tabular-nums sm:text-end">
        <time dateTime={log.created_at}>{formatMadridTimestamp(log.created_at)}</time>
      </p>
    </li>
  );
}

function Filters({
  query,
  onApply,
  userOptions,
  actionOptions,
}: {
  query: ActivityLogsQuery;
  onApply: (filters: Omit<ActivityLogsQuery, 'page'>) => void;
  userOptions: ActivityLogsViewProps['userOptions'];
  actionOptions: ActivityLogsViewProps['actionOptions'];
}) {
  const [draft, setDraft] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    // New filters from outside (e.g. the back button): show them.
    setShown(query);
    setDraft(query);
  }
  const { i18n, t } = useLingui();
  const [orderError, setOrderError] = useState<MessageDescriptor | null>(null);
  const options: SelectOption[] = [
    { value: ALL_USERS, label: t`Everyone` },
    ...userOptions.map((user) => ({ value: String(user.id), label: user.name })),
  ];
  // Every action in words, in alphabetical order of the words; one from the URL is kept.
  const actions =
    actionOptions.includes(draft.action) || !draft.action
      ? actionOptions
      : [...actionOptions, draft.action];
  const actionChoices: SelectOption[] = [
    { value: ALL_ACTIONS, label: t`All actions` },
    ...actions
      .map((action) => ({ value: action, label: actionLabel(action) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
  ];
  if (draft.user_id !== null && !userOptions.some((user) => user.id === draft.user_id)) {
    const userId = draft.user_id;
    options.push({ value: String(userId), label: t`User #${userId}` });
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setOrderError(DATE_ORDER_MESSAGE);
      return;
    }
    setOrderError(null);
    onApply({
      user_id: draft.user_id,
      action: draft.action,
      from: draft.from,
      to: draft.to,
    });
  };

  return (
    <form
      aria-label={t`Filter activity`}
      noValidate
      onSubmit={submit}
      className="grid gap-x-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-start"
    >
      <Field label={t`User`}>
        <Select
          options={options}
          value={draft.user_id === null ? ALL_USERS : String(draft.user_id)}
          onValueChange={(value) =>
            setDraft({ ...draft, user_id: value === ALL_USERS ? null : Number(value) })
          }
        />
      </Field>
      <Field label={t`Action`}>
        <Select
          options={actionChoices}
          value={draft.action || ALL_ACTIONS}
          onValueChange={(value) =>
            setDraft({ ...draft, action: value === ALL_ACTIONS ? '' : value })
          }
        />
      </Field>
      <Field label={t`From`} hint={t`First day, Barcelona time`}>
        <DateInput
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </Field>
      <Field label={t`To`} hint={t`Last day, included`} error={orderError && i18n._(orderError)}>
        <DateInput
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </Field>
      <div className="flex gap-2 lg:mt-7">
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
      </div>
    </form>
  );
}

const isFiltered = (query: ActivityLogsQuery) =>
  query.user_id !== null || query.action !== '' || query.from !== '' || query.to !== '';

/** Who did what and when on Colla, newest first, filtered by person, action and days. */
export function ActivityLogsView({
  state,
  query,
  onFilter,
  onClearFilters,
  onPageChange,
  pageHref,
  userOptions,
  actionOptions,
}: ActivityLogsViewProps) {
  const { i18n, t } = useLingui();
  const filtered = isFiltered(query);

  return (
    <FilteredListScreen
      slot="activity-logs"
      title={i18n._(ACTIVITY_LOGS_TITLE)}
      description={t`Who did what on Colla, and when (Barcelona time).`}
      filters={
        <div className="grid w-full gap-2">
          <Filters
            query={query}
            onApply={onFilter}
            userOptions={userOptions}
            actionOptions={actionOptions}
          />
          {filtered && (
            <div>
              <Button variant="ghost" size="sm" onClick={onClearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            </div>
          )}
        </div>
      }
      state={state}
      filtered={filtered}
      words={{
        count: (total, found) =>
          found
            ? t`${plural(total, { one: '# entry found', other: '# entries found' })}`
            : t`${plural(total, { one: '# entry', other: '# entries' })}`,
        loading: t`Loading activity…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of activity.', other: 'There are # pages of activity.' })}`,
      }}
      icon={History}
      loading={<ListSkeleton count={4} />}
      empty={{
        title: t`No activity yet`,
        description: t`Sign-ins, proposals, applications and deals will be listed here as people use Colla.`,
      }}
      noMatch={{
        icon: <SearchX aria-hidden="true" />,
        title: t`No activity matches these filters`,
        description: t`Try another person, action or range of days.`,
        onClear: onClearFilters,
      }}
      forbiddenMessage={i18n._(ACTIVITY_LOGS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(ACTIVITY_LOGS_LOAD_ERROR_HEADING)}
      rows={(logs) => (
        <ListRows label={t`Activity`}>
          {logs.map((log) => (
            <LogRow key={log.id} log={log} />
          ))}
        </ListRows>
      )}
      paginationLabel={t`Activity pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
