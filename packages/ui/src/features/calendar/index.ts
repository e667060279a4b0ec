// The creator's calendar: a month grid and an agenda of deal dates, and the iCalendar feed.
export { CalendarScreen, type CalendarScreenProps } from './calendar-screen';
export {
  CalendarView,
  CALENDAR_DESCRIPTION,
  CALENDAR_EMPTY_DESCRIPTION,
  CALENDAR_FORBIDDEN_MESSAGE,
  CALENDAR_LOAD_ERROR_HEADING,
  CALENDAR_TITLE,
  COPY_FAILED_MESSAGE,
  EVENT_TYPE_LABELS,
  FEED_DESCRIPTION,
  FEED_ERROR_MESSAGE,
  FEED_PRIVATE_NOTE,
  FEED_TITLE,
  emptyMonthTitle,
  type CalendarEvent,
  type CalendarEventType,
  type CalendarEventsState,
  type CalendarFeedState,
  type CalendarLinks,
  type CalendarMode,
  type CalendarViewProps,
} from './calendar-view';
export { monthGrid, webcalUrl, type MonthGrid } from './calendar-dates';
