import type { CalendarEvent, CalendarLinks } from './calendar-types';
import { EventEntry } from './event-entry';

/** A day's entries. */
export function EventList({
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
