import {
  getCalendarFeedOptions,
  isApiError,
  listCalendarEventsOptions,
  useRotateCalendarFeedMutation,
  type components,
} from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { failureMessage } from '../lib/form-failure';
import { madridToday } from '@colla/ui/lib/format';
import { useSearchState } from '@colla/ui/lib/search-state';
import { isDate, isMonth, monthGrid, monthOf } from './calendar-dates';
import {
  CalendarView,
  type CalendarEventsState,
  type CalendarFeedState,
  type CalendarLinks,
  type CalendarMode,
} from './calendar-view';

/** The calendar's month in the URL, `?month=2026-11`; left out, today's month. */
export const calendarSearch = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
});

export type CalendarScreenProps = CalendarLinks & {
  /** Today in Barcelona (`YYYY-MM-DD`); the real day unless a story fixes it. */
  today?: string | undefined;
  /** The view shown first; the agenda on phones and the month on wider screens unless given. */
  defaultMode?: CalendarMode | undefined;
  /** Copies text; the browser's clipboard unless given (for stories). */
  copyText?: ((text: string) => Promise<void>) | undefined;
};

type CalendarFeed = components['schemas']['CalendarFeed'];

/**
 * The creator's calendar, connected: the month from the URL (`calendarSearch`; today's month
 * when it has none), written back on every change (previous, next, Today, or moving past the
 * grid's edge); `listCalendarEvents` for the grid's whole range
 * (the month with its leading and trailing days) and `getCalendarFeed` for the
 * personal iCalendar feed (created by the server on first use). The server answers the feed's
 * URL only when it creates it (it keeps a hash), so the screen keeps a URL it was given for as
 * long as it is open; later it says since when the feed is active and offers a new address
 * (`rotateCalendarFeed`, after a confirmation), whose URL it then shows. A failed feed
 * does not stop the calendar.
 */
export function CalendarScreen({
  today: todayProp,
  defaultMode,
  copyText,
  ...links
}: CalendarScreenProps) {
  const today = isDate(todayProp) ? todayProp : madridToday();
  const search = useSearchState(calendarSearch);
  const month = isMonth(search.value.month) ? search.value.month : monthOf(today);
  const { from, to } = monthGrid(month);

  const events = useQuery(listCalendarEventsOptions({ from, to }));
  const feed = useQuery(getCalendarFeedOptions());
  /** The feed as last given with its URL (created, or renewed here): shown while the screen is. */
  const [given, setGiven] = useState<CalendarFeed | null>(null);
  // A later answer of the same feed has no URL: keep the one given (React's "adjusting state
  // when a prop changes"). Only a new answer counts, so a cached old URL never comes back
  // after a renewal.
  const [seen, setSeen] = useState<CalendarFeed | undefined>(undefined);
  if (feed.data !== seen) {
    setSeen(feed.data);
    if (feed.data?.url) setGiven(feed.data);
  }
  // The new address is kept as given. Renewing also makes the cached feed stale (it may hold the old, dead URL): invalidation.ts.
  const renewal = useRotateCalendarFeedMutation({ onSuccess: (renewed) => setGiven(renewed) });

  let eventsState: CalendarEventsState;
  if (events.isSuccess) eventsState = { status: 'success', events: events.data.data };
  else if (events.isPending) eventsState = { status: 'loading' };
  else if (isApiError(events.error, 403)) eventsState = { status: 'forbidden' };
  else
    eventsState = {
      status: 'error',
      message: failureMessage(events.error),
      onRetry: () => void events.refetch(),
      retrying: events.isFetching,
    };

  let feedState: CalendarFeedState;
  if (feed.isSuccess) {
    const shown = given ?? feed.data;
    feedState = {
      status: 'success',
      url: shown.url,
      createdAt: shown.created_at,
      onRenew: async () => {
        try {
          await renewal.mutateAsync();
        } catch (error) {
          throw new Error(failureMessage(error));
        }
      },
    };
  } else if (feed.isPending) feedState = { status: 'loading' };
  else
    feedState = {
      status: 'error',
      message: failureMessage(feed.error),
      onRetry: () => void feed.refetch(),
      retrying: feed.isFetching,
    };

  return (
    <CalendarView
      month={month}
      today={today}
      onMonthChange={(next) => search.set({ month: next })}
      events={eventsState}
      feed={feedState}
      defaultMode={defaultMode}
      copyText={copyText}
      {...links}
    />
  );
}
