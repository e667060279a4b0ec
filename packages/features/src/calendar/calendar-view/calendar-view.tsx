import { useLingui } from '@lingui/react/macro';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@colla/ui/components/button';
import { EmptyState } from '@colla/ui/components/empty-state';
import { ErrorState, NoAccessState } from '@colla/ui/components/error-state';
import { IconButton } from '@colla/ui/components/icon-button';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@colla/ui/components/tabs';
import { PageHeader } from '@colla/ui/patterns/page-header';
import {
  addMonths,
  formatDayHeading,
  formatMonthName,
  formatMonthYear,
  monthOf,
} from '../calendar-dates';
import {
  CALENDAR_DESCRIPTION,
  CALENDAR_EMPTY_DESCRIPTION,
  CALENDAR_FORBIDDEN_MESSAGE,
  CALENDAR_LOAD_ERROR_HEADING,
  CALENDAR_TITLE,
  emptyMonthTitle,
} from './calendar-copy';
import {
  eventsByDay,
  type CalendarEventsState,
  type CalendarFeedState,
  type CalendarLinks,
  type CalendarMode,
} from './calendar-types';
import { EventList } from './event-list';
import { FeedPanel } from './feed-panel';
import { Legend } from './legend';
import { MonthGridTable } from './month-grid-table';
import { SkeletonStack } from './skeleton-stack';
import { TodayTag } from './today-tag';

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
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
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

  /** "Entries on Tuesday, November 17": the label of a day's list. */
  const entriesOn = (day: string) => {
    const dayHeading = formatDayHeading(day, locale);
    return t`Entries on ${dayHeading}`;
  };

  const goTo = (next: string) => {
    setPicked(null);
    onMonthChange(next);
  };

  const toolbar = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} aria-live="polite" className="text-lg font-bold text-ink sm:text-xl">
        {formatMonthYear(month, locale)}
      </h2>
      <div className="flex items-center gap-1">
        <IconButton
          label={t`Previous month`}
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
          {t`Today`}
        </Button>
        <IconButton label={t`Next month`} variant="ghost" onClick={() => goTo(addMonths(month, 1))}>
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
        heading={i18n._(CALENDAR_LOAD_ERROR_HEADING)}
        message={events.message}
        onRetry={events.onRetry}
        retrying={events.retrying}
      />
    );
  } else if (events.status === 'forbidden') {
    monthBody = agendaBody = <NoAccessState message={i18n._(CALENDAR_FORBIDDEN_MESSAGE)} />;
  } else {
    if (events.status === 'loading') status = t`Loading your calendar…`;
    const selectedEvents = byDay?.get(selected) ?? [];
    let dayPanel: ReactNode;
    if (events.status === 'loading') {
      dayPanel = <SkeletonStack blocks={['h-16 w-full', 'h-16 w-full']} />;
    } else if (monthEvents.length === 0) {
      dayPanel = (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" />}
          title={emptyMonthTitle(month, locale)}
          description={i18n._(CALENDAR_EMPTY_DESCRIPTION)}
        />
      );
    } else {
      const selectedDay = formatDayHeading(selected, locale);
      dayPanel = (
        <section aria-labelledby={`${headingId}-day`} className="grid gap-2">
          <h3
            id={`${headingId}-day`}
            className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink"
          >
            {selectedDay}
            {selected === today && <TodayTag />}
          </h3>
          {selectedEvents.length > 0 ? (
            <EventList events={selectedEvents} links={links} label={entriesOn(selected)} />
          ) : (
            <p className="text-sm text-muted">{t`Nothing scheduled on this day.`}</p>
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
      const monthName = formatMonthName(month, locale);
      const nextMonthName = formatMonthName(addMonths(month, 1), locale);
      agendaBody = (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" />}
          title={
            isCurrentMonth && monthEvents.length > 0
              ? t`Nothing else scheduled in ${monthName}`
              : emptyMonthTitle(month, locale)
          }
          description={
            isCurrentMonth && monthEvents.length > 0
              ? t`Your earlier dates this month are on the month view.`
              : i18n._(CALENDAR_EMPTY_DESCRIPTION)
          }
          action={
            <Button variant="outline" onClick={() => goTo(addMonths(month, 1))}>
              {t`See ${nextMonthName}`}
            </Button>
          }
        />
      );
    } else {
      const days = [...eventsByDay(agendaEvents).entries()];
      const monthYear = formatMonthYear(month, locale);
      agendaBody = (
        <ol aria-label={t`Agenda for ${monthYear}`} className="grid gap-5">
          {days.map(([day, dayEvents]) => (
            <li key={day} className="grid gap-2">
              <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
                {formatDayHeading(day, locale)}
                {day === today && <TodayTag />}
              </h3>
              <EventList events={dayEvents} links={links} label={entriesOn(day)} />
            </li>
          ))}
        </ol>
      );
    }
  }

  return (
    <div data-slot="calendar" className="grid gap-6">
      <PageHeader title={i18n._(CALENDAR_TITLE)} description={i18n._(CALENDAR_DESCRIPTION)} />
      <Tabs
        value={mode}
        onValueChange={(value) => setMode(value === 'agenda' ? 'agenda' : 'month')}
      >
        <div className="grid gap-4">
          <TabsList variant="pills" aria-label={t`Calendar view`}>
            <TabsTrigger value="month">{t`Month`}</TabsTrigger>
            <TabsTrigger value="agenda">{t`Agenda`}</TabsTrigger>
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
