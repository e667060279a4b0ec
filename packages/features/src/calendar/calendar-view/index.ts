// The calendar's view, one component a file: CalendarView composes the month grid, the day's
// entries, the agenda and the feed panel.
export * from './calendar-copy';
export * from './calendar-types';
export { EVENT_TYPE_LABELS } from './event-type-styles';
export { CalendarView, type CalendarViewProps } from './calendar-view';
