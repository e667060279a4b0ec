// The creator's calendar: a month grid and an agenda of deal dates, and the iCalendar feed.
export { CalendarScreen, calendarSearch, type CalendarScreenProps } from './calendar-screen';
// Every word the calendar shows (titles, messages, the feed's notes).
export * from './calendar-view/calendar-copy';
export {
  CalendarView,
  EVENT_TYPE_LABELS,
  type CalendarEvent,
  type CalendarEventType,
  type CalendarEventsState,
  type CalendarFeedState,
  type CalendarLinks,
  type CalendarMode,
  type CalendarViewProps,
} from './calendar-view';
export { monthGrid, webcalUrl, type MonthGrid } from './calendar-dates';
