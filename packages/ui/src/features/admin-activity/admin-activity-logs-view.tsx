import type { components } from '@colla/api-client';
import { History, SearchX } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { DateInput } from '../../components/date-input/date-input';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ErrorState } from '../../components/error-state/error-state';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { Pagination } from '../../components/pagination/pagination';
import { Select, type SelectOption } from '../../components/select/select';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { formatMadridTimestamp } from '../../lib/format';
import { PageHeader } from '../../patterns/page-header/page-header';

export type ActivityLog = components['schemas']['ActivityLog'];
export type ActivityLogPage = components['schemas']['ActivityLogPage'];

export const ACTIVITY_LOGS_TITLE = 'Activity Logs';
export const ACTIVITY_LOGS_LOAD_ERROR_HEADING = 'We couldn’t load the activity logs';
export const ACTIVITY_LOGS_FORBIDDEN_MESSAGE =
  'Activity logs are for Colla admins. Sign in with an admin account to see them.';
export const DATE_ORDER_MESSAGE = 'The last day can’t be before the first day.';
export const ALL_USERS = 'all';

/** The filters and page; `userId` null means everyone, empty texts mean no filter. */
export interface ActivityLogsQuery {
  userId: number | null;
  action: string;
  /** First day, `YYYY-MM-DD`, inclusive, in Barcelona time. */
  from: string;
  /** Last day, `YYYY-MM-DD`, inclusive, in Barcelona time. */
  to: string;
  page: number;
}

export const EMPTY_ACTIVITY_QUERY: ActivityLogsQuery = {
  userId: null,
  action: '',
  from: '',
  to: '',
  page: 1,
};

export type ActivityLogsState =
  | { status: 'loading' }
  | { status: 'success'; page: ActivityLogPage; refreshing?: boolean }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface ActivityLogsViewProps {
  state: ActivityLogsState;
  query: ActivityLogsQuery;
  /** Applies the filters (page 1) or changes page. */
  onQueryChange: (query: ActivityLogsQuery) => void;
  /** People to filter by, e.g. from the users list. */
  userOptions: readonly { id: number; name: string }[];
  pageHref?: (page: number) => string;
}

type UserRef = components['schemas']['UserRef'];

/** "Jordi Ferrer", "Clara Roig as Jordi Ferrer" while impersonating, or "Colla (system)". */
export function actorOf(log: Pick<ActivityLog, 'user' | 'impersonator'>): string {
  const user: UserRef | null = log.user;
  const name = user ? user.name : 'Colla (system)';
  return log.impersonator ? `${log.impersonator.name} as ${name}` : name;
}

/** "proposal #4", or null when nothing in particular was affected. */
export function subjectOf(log: Pick<ActivityLog, 'subject_type' | 'subject_id'>): string | null {
  if (!log.subject_type) return null;
  return log.subject_id ? `${log.subject_type} #${log.subject_id}` : log.subject_type;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function LogRow({ log }: { log: ActivityLog }) {
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
            <dt>By</dt>
            <dd className="font-semibold text-ink">{actorOf(log)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Action</dt>
            <dd>
              <code className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-ink">
                {log.action}
              </code>
            </dd>
          </div>
          {subject && (
            <div className="flex gap-1">
              <dt>Subject</dt>
              <dd className="text-ink">{subject}</dd>
            </div>
          )}
          {log.ip_address && (
            <div className="flex gap-1">
              <dt>IP</dt>
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
}: {
  query: ActivityLogsQuery;
  onApply: (query: ActivityLogsQuery) => void;
  userOptions: ActivityLogsViewProps['userOptions'];
}) {
  const [draft, setDraft] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    // New filters from outside (e.g. the back button): show them.
    setShown(query);
    setDraft(query);
  }
  const [orderError, setOrderError] = useState<string | null>(null);
  const options: SelectOption[] = [
    { value: ALL_USERS, label: 'Everyone' },
    ...userOptions.map((user) => ({ value: String(user.id), label: user.name })),
  ];
  if (draft.userId !== null && !userOptions.some((user) => user.id === draft.userId))
    options.push({ value: String(draft.userId), label: `User #${draft.userId}` });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setOrderError(DATE_ORDER_MESSAGE);
      return;
    }
    setOrderError(null);
    onApply({ ...draft, action: draft.action.trim(), page: 1 });
  };

  return (
    <form
      aria-label="Filter activity"
      noValidate
      onSubmit={submit}
      className="grid gap-x-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-start"
    >
      <Field label="User">
        <Select
          options={options}
          value={draft.userId === null ? ALL_USERS : String(draft.userId)}
          onValueChange={(value) =>
            setDraft({ ...draft, userId: value === ALL_USERS ? null : Number(value) })
          }
        />
      </Field>
      <Field label="Action" hint="Exact, e.g. proposal.created">
        <Input
          autoComplete="off"
          maxLength={100}
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
        />
      </Field>
      <Field label="From" hint="First day, Barcelona time">
        <DateInput
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </Field>
      <Field label="To" hint="Last day, included" error={orderError}>
        <DateInput
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </Field>
      <div className="flex gap-2 lg:mt-7">
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}

const isFiltered = (query: ActivityLogsQuery) =>
  query.userId !== null || query.action !== '' || query.from !== '' || query.to !== '';

/** Who did what and when on Colla, newest first, filtered by person, action and days. */
export function ActivityLogsView({
  state,
  query,
  onQueryChange,
  userOptions,
  pageHref,
}: ActivityLogsViewProps) {
  const filtered = isFiltered(query);
  const clear = () => onQueryChange(EMPTY_ACTIVITY_QUERY);
  let body: ReactNode;
  let summary = '';
  if (state.status === 'loading') {
    summary = 'Loading activity…';
    body = (
      <ul aria-hidden="true" className="grid gap-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="grid gap-2 rounded-xl border border-line bg-surface p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="w-1/3" />
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'forbidden') {
    body = <ErrorState heading="No access" message={ACTIVITY_LOGS_FORBIDDEN_MESSAGE} />;
  } else if (state.status === 'error') {
    body = (
      <ErrorState
        heading={ACTIVITY_LOGS_LOAD_ERROR_HEADING}
        message={state.message}
        onRetry={state.onRetry}
        retrying={state.retrying}
      />
    );
  } else {
    const { data, meta } = state.page;
    summary = state.refreshing
      ? 'Loading activity…'
      : plural(meta.total, 'entry', 'entries') + (filtered ? ' found' : '');
    if (data.length === 0 && meta.total > 0) {
      body = (
        <EmptyState
          icon={<History aria-hidden="true" />}
          title="Nothing on this page"
          description={`There are ${plural(meta.last_page, 'page', 'pages')} of activity.`}
          action={
            <Button variant="outline" onClick={() => onQueryChange({ ...query, page: 1 })}>
              Go to the first page
            </Button>
          }
        />
      );
    } else if (data.length === 0 && filtered) {
      body = (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title="No activity matches these filters"
          description="Try another person, action or range of days."
          action={
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          }
        />
      );
    } else if (data.length === 0) {
      body = (
        <EmptyState
          icon={<History aria-hidden="true" />}
          title="No activity yet"
          description="Sign-ins, proposals, applications and deals will be listed here as people use Colla."
        />
      );
    } else {
      body = (
        <div className="grid gap-6">
          <ul
            aria-label="Activity"
            aria-busy={state.refreshing || undefined}
            className={cn('grid gap-2 transition-opacity', state.refreshing && 'opacity-60')}
          >
            {data.map((log) => (
              <LogRow key={log.id} log={log} />
            ))}
          </ul>
          <Pagination
            aria-label="Activity pages"
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
    <div data-slot="activity-logs" className="grid gap-6">
      <PageHeader
        title={ACTIVITY_LOGS_TITLE}
        description="Who did what on Colla, and when (Barcelona time)."
      />
      {state.status !== 'forbidden' && (
        <div className="grid gap-2">
          <Filters query={query} onApply={onQueryChange} userOptions={userOptions} />
          {filtered && (
            <div>
              <Button variant="ghost" size="sm" onClick={clear}>
                Clear filters
              </Button>
            </div>
          )}
        </div>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {summary}
      </p>
      {body}
    </div>
  );
}
