import type { components } from '@colla/api-client';

export type CalendarEvent = components['schemas']['CalendarEvent'];
export type CalendarEventType = CalendarEvent['type'];

/** Month grid or a list of the days ahead. */
export type CalendarMode = 'month' | 'agenda';

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
}

/** The entries of each day, by `YYYY-MM-DD`. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return days;
}

/** Where an entry leads: its deal, else its proposal (when the app gives proposal links). */
export function eventHref(event: CalendarEvent, links: CalendarLinks): string | null {
  if (event.deal_id !== null) return links.dealHref(event.deal_id);
  return links.proposalHref ? links.proposalHref(event.proposal_id) : null;
}
