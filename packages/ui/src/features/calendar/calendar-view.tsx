import type { components } from '@colla/api-client';
import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Check,
  ChevronLeft,
  ChevronRight,
  Copy,
  Download,
  Flag,
  Handshake,
  RefreshCw,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { buttonVariants } from '../../components/button/button-variants';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ErrorState } from '../../components/error-state/error-state';
import { IconButton } from '../../components/icon-button/icon-button';
import { controlVariants } from '../../components/input/input';
import { Skeleton } from '../../components/skeleton/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs';
import { cn } from '../../lib/cn';
import { formatMadridDate } from '../../lib/format';
import { renderLinkOrAnchor, type RenderLink } from '../../patterns/app-shell/render-link';
import { PageHeader } from '../../patterns/page-header/page-header';
import {
  addDays,
  addMonths,
  dayOfMonth,
  formatDayHeading,
  formatFullDay,
  formatMonthName,
  formatMonthYear,
  monthGrid,
  monthOf,
  WEEKDAYS,
  webcalUrl,
  weekdayIndex,
} from './calendar-dates';

export type CalendarEvent = components['schemas']['CalendarEvent'];
export type CalendarEventType = CalendarEvent['type'];

/** Month grid or a list of the days ahead. */
export type CalendarMode = 'month' | 'agenda';

export const CALENDAR_TITLE = 'Calendar';
export const CALENDAR_DESCRIPTION =
  'Your task due dates, posting deadlines and collaboration dates, day by day.';
export const CALENDAR_LOAD_ERROR_HEADING = 'We couldn’t load your calendar';
export const CALENDAR_FORBIDDEN_MESSAGE =
  'The calendar is for creators and brands with deals. Sign in with your creator account to see yours.';
export const CALENDAR_EMPTY_DESCRIPTION =
  'When a brand accepts your application, your task due dates, posting deadlines and collaboration dates show up here.';
export const FEED_TITLE = 'Add to your phone’s calendar';
export const FEED_DESCRIPTION =
  'Subscribe once and your Colla dates appear in Apple Calendar, Google Calendar or Outlook, and stay up to date.';
export const FEED_PRIVATE_NOTE =
  'Anyone with this link can see your Colla dates, so keep it to yourself.';
export const FEED_ERROR_MESSAGE =
  'We couldn’t get your calendar link. Your calendar here still works.';
export const COPY_FAILED_MESSAGE = 'We couldn’t copy the link. Select it and copy it yourself.';
/** Beside a link just created: it will not be shown again. */
export const FEED_SHOWN_ONCE_NOTE =
  'Copy it now: for your privacy, we show this link only once. If you lose it, you can get a new one here later.';
/** "Your calendar feed has been active since June 5, 2026." */
export const feedActiveMessage = (createdAt: string) =>
  `Your calendar feed has been active since ${formatMadridDate(createdAt)}.`;
export const FEED_ADDRESS_HIDDEN_MESSAGE =
  'For your privacy, its address is shown only once, when it’s created. To add Colla to another calendar app, get a new address.';
export const FEED_RENEW_LABEL = 'Get a new address';
export const FEED_RENEW_TITLE = 'Get a new calendar address?';
export const FEED_RENEW_MESSAGE =
  'Calendar apps using the old address will stop updating until you add the new one.';
export const FEED_RENEWED_MESSAGE =
  'Here is your new calendar link. Add it to your calendar apps again.';

/** "Nothing scheduled in November". */
export const emptyMonthTitle = (month: string) => `Nothing scheduled in ${formatMonthName(month)}`;

export const EVENT_TYPE_LABELS: Record<CalendarEventType, string> = {
  task_due: 'Task due',
  posting_deadline: 'Posting deadline',
  deal_start: 'Collaboration starts',
  deal_end: 'Collaboration ends',
};

const EVENT_TYPE_STYLES: Record<
  CalendarEventType,
  { dot: string; badge: string; bar: string; icon: typeof Flag }
> = {
  task_due: {
    dot: 'bg-primary-600',
    badge: 'bg-primary-50 text-primary-800',
    bar: 'border-l-primary-600',
    icon: CalendarClock,
  },
  posting_deadline: {
    dot: 'bg-warning-600',
    badge: 'bg-warning-50 text-warning-800',
    bar: 'border-l-warning-600',
    icon: Flag,
  },
  deal_start: {
    dot: 'bg-success-600',
    badge: 'bg-success-50 text-success-800',
    bar: 'border-l-success-600',
    icon: Handshake,
  },
  deal_end: {
    dot: 'bg-focus',
    badge: 'bg-stone-100 text-ink',
    bar: 'border-l-focus',
    icon: CalendarCheck,
  },
};

export type CalendarEventsState =
  | { status: 'loading' }
  | { status: 'success'; events: readonly CalendarEvent[] }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export type CalendarFeedState =
  | { status: 'loading' }
  | {
      status: 'success';
      /**
       * The subscription URL, only right after the feed was created or renewed: the server keeps
       * a hash and never shows it again (null then).
       */
      url: string | null;
      /** When the feed's current address was created (ISO 8601). */
      createdAt: string;
      /**
       * Replaces the address with a new one (the old one stops working); the new URL comes back
       * as `url`. Rejects with an Error whose message says what went wrong.
       */
      onRenew: () => Promise<unknown>;
    }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface CalendarLinks {
  /** A deal's page, e.g. `(id) => `/app/creator/deals/${id}``; every entry of a deal opens it. */
  dealHref: (dealId: number) => string;
  /**
   * A proposal's page, for the rare posting deadline that names no single deal (the same
   * proposal in several deals). Without it such an entry is not a link.
   */
  proposalHref?: ((proposalId: number) => string) | undefined;
  /** Renders links with the app's router; plain anchors otherwise. */
  renderLink?: RenderLink | undefined;
}

export type CalendarViewProps = CalendarLinks & {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** Today in Barcelona, `YYYY-MM-DD`. */
  today: string;
  onMonthChange: (month: string) => void;
  events: CalendarEventsState;
  feed: CalendarFeedState;
  /**
   * The view shown first. Without it: the agenda on phones, the month on wider screens.
   */
  defaultMode?: CalendarMode | undefined;
  /** Copies text; the browser's clipboard unless given (for stories). */
  copyText?: ((text: string) => Promise<void>) | undefined;
};

/** Phones (narrower than Tailwind's `sm`, 40rem) start on the agenda. */
function initialMode(): CalendarMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'month';
  return window.matchMedia('(min-width: 40rem)').matches ? 'month' : 'agenda';
}

function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return days;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function eventHref(event: CalendarEvent, links: CalendarLinks): string | null {
  if (event.deal_id !== null) return links.dealHref(event.deal_id);
  return links.proposalHref ? links.proposalHref(event.proposal_id) : null;
}

function TypeBadge({ type }: { type: CalendarEventType }) {
  const style = EVENT_TYPE_STYLES[type];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        style.badge,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {EVENT_TYPE_LABELS[type]}
    </span>
  );
}

const entryLinkClass = cn(
  'rounded-sm font-semibold break-words text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  // The whole entry is the target; the link's box stretches over it.
  'after:absolute after:inset-0 after:rounded-lg after:content-[""]',
);

function EventEntry({ event, links }: { event: CalendarEvent; links: CalendarLinks }) {
  const href = eventHref(event, links);
  const isTask = event.type === 'task_due';
  return (
    <li
      data-slot="calendar-entry"
      data-type={event.type}
      className={cn(
        'relative grid min-h-11 gap-1 rounded-lg border border-l-4 border-line bg-surface px-3 py-2.5 shadow-xs',
        href && 'transition-colors hover:bg-stone-50',
        EVENT_TYPE_STYLES[event.type].bar,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={event.type} />
        {isTask && event.completed && (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-success-700">
            <Check aria-hidden="true" className="size-3.5" />
            Completed
          </span>
        )}
      </div>
      <p className="min-w-0 text-sm">
        {href ? (
          renderLinkOrAnchor(
            { href, label: event.title },
            cn(entryLinkClass, isTask && event.completed && 'line-through decoration-muted'),
            event.title,
            links.renderLink,
          )
        ) : (
          <span className="font-semibold break-words text-ink">{event.title}</span>
        )}
      </p>
    </li>
  );
}

function EventList({
  events,
  links,
  label,
}: {
  events: readonly CalendarEvent[];
  links: CalendarLinks;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {events.map((event) => (
        <EventEntry key={event.id} event={event} links={links} />
      ))}
    </ul>
  );
}

function TodayTag() {
  return (
    <span className="rounded-full bg-primary-600 px-2 py-0.5 text-xs font-semibold text-white">
      Today
    </span>
  );
}

interface MonthGridProps {
  month: string;
  today: string;
  selected: string;
  byDay: Map<string, CalendarEvent[]> | null;
  onSelect: (day: string) => void;
  onMonthChange: (month: string) => void;
  labelledBy: string;
}

/**
 * The month as a grid (Monday first). One day is in the tab order; arrow keys move by day and
 * week, Home and End to the week's ends, Page Up and Page Down by month (the month follows).
 */
function MonthGridTable({
  month,
  today,
  selected,
  byDay,
  onSelect,
  onMonthChange,
  labelledBy,
}: MonthGridProps) {
  const grid = monthGrid(month);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${selected}"]`)?.focus();
  }, [selected, month]);

  function move(day: string) {
    focusPending.current = true;
    onSelect(day);
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekdayIndex(day)),
      End: () => addDays(day, 6 - weekdayIndex(day)),
      PageUp: () => sameDayIn(addMonths(monthOf(day), -1), day),
      PageDown: () => sameDayIn(addMonths(monthOf(day), 1), day),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    move(next());
  }

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-labelledby={labelledBy}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday.short}
              scope="col"
              abbr={weekday.long}
              className="pb-2 text-center text-xs font-semibold text-muted"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayEvents = byDay?.get(day) ?? [];
              const outside = monthOf(day) !== month;
              const isToday = day === today;
              const isSelected = day === selected;
              const types = [...new Set(dayEvents.map((event) => event.type))];
              const name = [
                formatFullDay(day),
                isToday ? 'today' : null,
                byDay
                  ? dayEvents.length
                    ? plural(dayEvents.length, 'entry', 'entries')
                    : 'nothing scheduled'
                  : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <td
                  key={day}
                  role="gridcell"
                  aria-selected={isSelected}
                  className="border border-line p-0 align-top"
                >
                  <button
                    type="button"
                    data-day={day}
                    tabIndex={isSelected ? 0 : -1}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => {
                      onSelect(day);
                      if (outside) onMonthChange(monthOf(day));
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    className={cn(
                      'flex min-h-12 w-full flex-col items-center gap-1 p-1 text-sm transition-colors sm:min-h-24 sm:items-stretch sm:p-1.5',
                      'focus-visible:relative focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-focus',
                      outside ? 'bg-stone-50 text-muted' : 'bg-surface text-ink',
                      isSelected
                        ? 'bg-primary-50 ring-2 ring-primary-600 ring-inset'
                        : 'hover:bg-stone-100',
                    )}
                  >
                    <span className="sr-only">{name}</span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-7 items-center justify-center rounded-full text-sm font-semibold sm:self-start',
                        isToday && 'bg-primary-600 text-white',
                      )}
                    >
                      {dayOfMonth(day)}
                    </span>
                    {types.length > 0 && (
                      <span aria-hidden="true" className="flex gap-0.5 sm:hidden">
                        {types.map((type) => (
                          <span
                            key={type}
                            className={cn('size-1.5 rounded-full', EVENT_TYPE_STYLES[type].dot)}
                          />
                        ))}
                      </span>
                    )}
                    {dayEvents.length > 0 && (
                      <span aria-hidden="true" className="hidden min-w-0 gap-0.5 text-left sm:grid">
                        {dayEvents.slice(0, 2).map((event) => (
                          <span
                            key={event.id}
                            className={cn(
                              'truncate rounded-sm border-l-2 bg-stone-100 px-1 text-xs text-ink',
                              EVENT_TYPE_STYLES[event.type].bar,
                            )}
                          >
                            {event.title}
                          </span>
                        ))}
                        {dayEvents.length > 2 && (
                          <span className="px-1 text-xs text-muted">
                            +{dayEvents.length - 2} more
                          </span>
                        )}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same day of the month in another month, or that month's last day. */
function sameDayIn(month: string, day: string): string {
  const last = dayOfMonth(addDays(`${addMonths(month, 1)}-01`, -1));
  return `${month}-${String(Math.min(dayOfMonth(day), last)).padStart(2, '0')}`;
}

function Legend() {
  return (
    <ul aria-label="Colours" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {(Object.keys(EVENT_TYPE_LABELS) as CalendarEventType[]).map((type) => (
        <li key={type} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn('size-2 rounded-full', EVENT_TYPE_STYLES[type].dot)}
          />
          {EVENT_TYPE_LABELS[type]}
        </li>
      ))}
    </ul>
  );
}

function FeedPanel({
  feed,
  copyText,
}: {
  feed: CalendarFeedState;
  copyText: (text: string) => Promise<void>;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [renewed, setRenewed] = useState(false);
  const url = feed.status === 'success' ? feed.url : null;

  // The confirmation closes with its button gone: focus goes to the new link instead.
  useEffect(() => {
    if (renewed && url) inputRef.current?.focus();
  }, [renewed, url]);

  let body: ReactNode;
  if (feed.status === 'loading') {
    body = (
      <div aria-hidden="true" className="grid gap-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-40" />
      </div>
    );
  } else if (feed.status === 'error') {
    body = (
      <Alert variant="warning">
        <AlertTitle>{FEED_ERROR_MESSAGE}</AlertTitle>
        <AlertDescription>
          <p>{feed.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2 bg-surface"
            loading={feed.retrying}
            onClick={feed.onRetry}
          >
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (url === null) {
    const renew = async () => {
      await feed.onRenew();
      setCopy('idle');
      setRenewed(true);
    };
    body = (
      <div className="grid gap-3">
        <p className="flex items-start gap-2 text-sm font-semibold text-ink">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
          {feedActiveMessage(feed.createdAt)}
        </p>
        <p className="text-sm text-muted">{FEED_ADDRESS_HIDDEN_MESSAGE}</p>
        <div>
          <ConfirmDialog
            title={FEED_RENEW_TITLE}
            message={FEED_RENEW_MESSAGE}
            confirmLabel={FEED_RENEW_LABEL}
            onConfirm={renew}
            trigger={
              <Button variant="secondary">
                <RefreshCw aria-hidden="true" className="size-4" />
                {FEED_RENEW_LABEL}
              </Button>
            }
          />
        </div>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            Your calendar link
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              readOnly
              value={url}
              aria-describedby={`${inputId}-once`}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(
                controlVariants(),
                'min-w-0 flex-[1_1_14rem] font-mono text-sm sm:text-xs',
              )}
            />
            <Button
              variant="secondary"
              onClick={() => {
                copyText(url).then(
                  () => setCopy('copied'),
                  () => setCopy('failed'),
                );
              }}
            >
              {copy === 'copied' ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copy === 'copied' ? 'Copied' : 'Copy link'}
            </Button>
          </div>
          <p id={`${inputId}-once`} className="text-sm text-muted">
            {FEED_SHOWN_ONCE_NOTE}
          </p>
          <p role="status" className="text-sm text-muted empty:hidden">
            {copy === 'copied'
              ? 'Link copied. Paste it into your calendar app.'
              : copy === 'failed'
                ? COPY_FAILED_MESSAGE
                : renewed
                  ? FEED_RENEWED_MESSAGE
                  : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={webcalUrl(url)} className={buttonVariants()}>
            <CalendarDays aria-hidden="true" className="size-4" />
            Subscribe in your calendar app
          </a>
          <a href={url} download="colla.ics" className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" className="size-4" />
            Download .ics
          </a>
        </div>
        <p className="text-xs text-muted">{FEED_PRIVATE_NOTE}</p>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      data-slot="calendar-feed"
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id={`${inputId}-title`} className="text-base font-semibold text-ink">
          {FEED_TITLE}
        </h2>
        <p className="text-sm text-muted">{FEED_DESCRIPTION}</p>
      </div>
      {body}
    </section>
  );
}

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * A creator's calendar: the month as a grid (days with entries show coloured dots, or labels on
 * wide screens; choosing a day lists its entries) or an agenda of the days ahead, plus the
 * personal iCalendar feed to add it to a phone's calendar. Every entry opens its deal.
 */
export function CalendarView({
  month,
  today,
  onMonthChange,
  events,
  feed,
  defaultMode,
  copyText = defaultCopy,
  ...links
}: CalendarViewProps) {
  const headingId = useId();
  const [mode, setMode] = useState<CalendarMode>(() => defaultMode ?? initialMode());
  const [picked, setPicked] = useState<string | null>(null);
  const selected =
    picked && monthOf(picked) === month ? picked : monthOf(today) === month ? today : `${month}-01`;

  const byDay = events.status === 'success' ? eventsByDay(events.events) : null;
  const monthEvents =
    events.status === 'success'
      ? events.events.filter((event) => monthOf(event.date) === month)
      : [];
  const isCurrentMonth = monthOf(today) === month;
  const agendaEvents = isCurrentMonth
    ? monthEvents.filter((event) => event.date >= today)
    : monthEvents;

  const goTo = (next: string) => {
    setPicked(null);
    onMonthChange(next);
  };

  const toolbar = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} aria-live="polite" className="text-lg font-bold text-ink sm:text-xl">
        {formatMonthYear(month)}
      </h2>
      <div className="flex items-center gap-1">
        <IconButton
          label="Previous month"
          variant="ghost"
          onClick={() => goTo(addMonths(month, -1))}
        >
          <ChevronLeft />
        </IconButton>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setPicked(today);
            if (!isCurrentMonth) onMonthChange(monthOf(today));
          }}
        >
          Today
        </Button>
        <IconButton label="Next month" variant="ghost" onClick={() => goTo(addMonths(month, 1))}>
          <ChevronRight />
        </IconButton>
      </div>
    </div>
  );

  let monthBody: ReactNode;
  let agendaBody: ReactNode;
  let status = '';
  if (events.status === 'error') {
    monthBody = agendaBody = (
      <ErrorState
        heading={CALENDAR_LOAD_ERROR_HEADING}
        message={events.message}
        onRetry={events.onRetry}
        retrying={events.retrying}
      />
    );
  } else if (events.status === 'forbidden') {
    monthBody = agendaBody = (
      <ErrorState heading="No access" message={CALENDAR_FORBIDDEN_MESSAGE} />
    );
  } else {
    if (events.status === 'loading') status = 'Loading your calendar…';
    const selectedEvents = byDay?.get(selected) ?? [];
    let dayPanel: ReactNode;
    if (events.status === 'loading') {
      dayPanel = (
        <div aria-hidden="true" className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      );
    } else if (monthEvents.length === 0) {
      dayPanel = (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" />}
          title={emptyMonthTitle(month)}
          description={CALENDAR_EMPTY_DESCRIPTION}
        />
      );
    } else {
      dayPanel = (
        <section aria-labelledby={`${headingId}-day`} className="grid gap-2">
          <h3
            id={`${headingId}-day`}
            className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink"
          >
            {formatDayHeading(selected)}
            {selected === today && <TodayTag />}
          </h3>
          {selectedEvents.length > 0 ? (
            <EventList
              events={selectedEvents}
              links={links}
              label={`Entries on ${formatDayHeading(selected)}`}
            />
          ) : (
            <p className="text-sm text-muted">Nothing scheduled on this day.</p>
          )}
        </section>
      );
    }
    monthBody = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid gap-3" aria-busy={events.status === 'loading' || undefined}>
          <MonthGridTable
            month={month}
            today={today}
            selected={selected}
            byDay={byDay}
            onSelect={setPicked}
            onMonthChange={onMonthChange}
            labelledBy={headingId}
          />
          <Legend />
        </div>
        {dayPanel}
      </div>
    );

    if (events.status === 'loading') {
      agendaBody = (
        <div aria-hidden="true" className="grid gap-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="grid gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-16 w-full" />
            </div>
          ))}
        </div>
      );
    } else if (agendaEvents.length === 0) {
      agendaBody = (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" />}
          title={
            isCurrentMonth && monthEvents.length > 0
              ? `Nothing else scheduled in ${formatMonthName(month)}`
              : emptyMonthTitle(month)
          }
          description={
            isCurrentMonth && monthEvents.length > 0
              ? 'Your earlier dates this month are on the month view.'
              : CALENDAR_EMPTY_DESCRIPTION
          }
          action={
            <Button variant="outline" onClick={() => goTo(addMonths(month, 1))}>
              See {formatMonthName(addMonths(month, 1))}
            </Button>
          }
        />
      );
    } else {
      const days = [...eventsByDay(agendaEvents).entries()];
      agendaBody = (
        <ol aria-label={`Agenda for ${formatMonthYear(month)}`} className="grid gap-5">
          {days.map(([day, dayEvents]) => (
            <li key={day} className="grid gap-2">
              <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
                {formatDayHeading(day)}
                {day === today && <TodayTag />}
              </h3>
              <EventList
                events={dayEvents}
                links={links}
                label={`Entries on ${formatDayHeading(day)}`}
              />
            </li>
          ))}
        </ol>
      );
    }
  }

  return (
    <div data-slot="calendar" className="grid gap-6">
      <PageHeader title={CALENDAR_TITLE} description={CALENDAR_DESCRIPTION} />
      <Tabs
        value={mode}
        onValueChange={(value) => setMode(value === 'agenda' ? 'agenda' : 'month')}
      >
        <div className="grid gap-4">
          <TabsList variant="pills" aria-label="Calendar view">
            <TabsTrigger value="month">Month</TabsTrigger>
            <TabsTrigger value="agenda">Agenda</TabsTrigger>
          </TabsList>
          {toolbar}
          <p role="status" className="text-sm text-muted empty:hidden">
            {status}
          </p>
        </div>
        <TabsContent value="month">{monthBody}</TabsContent>
        <TabsContent value="agenda">{agendaBody}</TabsContent>
      </Tabs>
      <FeedPanel feed={feed} copyText={copyText} />
    </div>
  );
}
