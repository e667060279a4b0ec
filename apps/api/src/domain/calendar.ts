import type { components } from '@colla/api-client/schema';
import { and, asc, between, eq, inArray, ne } from 'drizzle-orm';
import type { UserRow } from '../auth/context';
import type { Db } from '../db/client';
import { brands, deals, proposals, tasks, users } from '../db/schema';
import { taskDone } from '../serializers/deals';
import { dealLink, managedBrandsQuery } from './deals';
import { fullName } from '../lib/names';
import { isLocale } from '../i18n/language';
import { translate, type ServerMessage } from '../i18n/messages';

export type CalendarEvent = components['schemas']['CalendarEvent'];

/** At most this many days between `from` and `to`, both included. */
export const MAX_RANGE_DAYS = 366;
export const CALENDAR_TIME_ZONE = 'Europe/Madrid';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TYPE_ORDER: Record<CalendarEvent['type'], number> = {
  deal_start: 0,
  task_due: 1,
  posting_deadline: 2,
  deal_end: 3,
};

const madridDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Europe/Madrid, YYYY-MM-DD. */
export const dayInMadrid = (instant: Date) => madridDate.format(instant);

/** Days from `from` to `to` (dates as YYYY-MM-DD); 0 when equal. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * A creator's or brand user's calendar: task due dates, posting deadlines (once per proposal),
 * deal start (the day the deal was created) and deal end (the proposal's end date), for deals
 * that are not cancelled. Sorted by date. Other user types have no calendar.
 */
export async function calendarEventsFor(
  db: Db,
  user: UserRow,
  today: string,
  range?: DateRange,
): Promise<CalendarEvent[]> {
  if (user.type === 'admin') return [];
  const scope =
    user.type === 'creator'
      ? eq(deals.creatorId, user.id)
      : inArray(deals.brandId, managedBrandsQuery(db, user.id));
  const rows = await db
    .select({ deal: deals, proposal: proposals, brand: brands, creator: users })
    .from(deals)
    .innerJoin(proposals, eq(proposals.id, deals.proposalId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .innerJoin(users, eq(users.id, deals.creatorId))
    .where(and(scope, ne(deals.status, 'cancelled')))
    .orderBy(asc(deals.id));
  if (rows.length === 0) return [];

  const inRange = (date: string) => !range || (date >= range.from && date <= range.to);
  // Titles are in the calendar owner's language (the JSON calendar's reader, the feed's owner).
  const locale = isLocale(user.locale) ? user.locale : 'en';
  const say = (message: ServerMessage) => translate(locale, message);
  const counterpart = (row: (typeof rows)[number]) =>
    user.type === 'creator' ? row.brand.name : fullName(row.creator);
  const events: CalendarEvent[] = [];

  const dealById = new Map(rows.map((row) => [row.deal.id, row]));
  const taskRows = await db
    .select()
    .from(tasks)
    .where(
      and(
        inArray(
          tasks.dealId,
          rows.map((row) => row.deal.id),
        ),
        range ? between(tasks.dueDate, range.from, range.to) : undefined,
      ),
    );
  for (const task of taskRows) {
    const row = dealById.get(task.dealId);
    if (!row || !inRange(task.dueDate)) continue;
    events.push({
      id: `task-${task.id}`,
      type: 'task_due',
      title: `${task.name} · ${counterpart(row)}`,
      date: task.dueDate,
      deal_id: row.deal.id,
      proposal_id: row.proposal.id,
      task_id: task.id,
      completed: taskDone(task),
    });
  }

  const byProposal = new Map<number, typeof rows>();
  for (const row of rows) {
    byProposal.set(row.proposal.id, [...(byProposal.get(row.proposal.id) ?? []), row]);

    // The collaboration's start (the deal's day) and end (the proposal's end date).
    const dealEvent = (edge: 'start' | 'end', date: string) => {
      const proposal = row.proposal.name;
      const creator = fullName(row.creator);
      let title: ServerMessage;
      if (user.type === 'creator') {
        title =
          edge === 'start'
            ? /*i18n*/ { id: 'Collaboration starts · {proposal}', values: { proposal } }
            : /*i18n*/ { id: 'Collaboration ends · {proposal}', values: { proposal } };
      } else {
        title =
          edge === 'start'
            ? /*i18n*/ {
                id: 'Collaboration with {creator} starts · {proposal}',
                values: { creator, proposal },
              }
            : /*i18n*/ {
                id: 'Collaboration with {creator} ends · {proposal}',
                values: { creator, proposal },
              };
      }
      events.push({
        id: `deal-${edge}-${row.deal.id}`,
        type: `deal_${edge}`,
        title: say(title),
        date,
        deal_id: row.deal.id,
        proposal_id: row.proposal.id,
        task_id: null,
        completed: date < today,
      });
    };
    const start = dayInMadrid(row.deal.createdAt);
    if (inRange(start)) dealEvent('start', start);
    const end = row.proposal.endDate;
    if (end && DATE.test(end) && inRange(end)) dealEvent('end', end);
  }

  // A posting deadline belongs to the proposal: one event even when a brand has several deals
  // on it (then it names no single deal).
  for (const [proposalId, group] of byProposal) {
    const first = group[0];
    const deadline = first?.proposal.settings.posting_deadline;
    if (!first || !deadline || !DATE.test(deadline) || !inRange(deadline)) continue;
    events.push({
      id: `posting-deadline-${proposalId}`,
      type: 'posting_deadline',
      title: say(
        /*i18n*/ {
          id: 'Posting deadline · {proposal}',
          values: { proposal: first.proposal.name },
        },
      ),
      date: deadline,
      deal_id: group.length === 1 ? first.deal.id : null,
      proposal_id: proposalId,
      task_id: null,
      completed: deadline < today,
    });
  }

  return events.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      a.id.localeCompare(b.id, 'en', { numeric: true }),
  );
}

/** The portal page an event opens, as a path. */
export function eventPath(user: UserRow, event: CalendarEvent): string {
  if (event.deal_id !== null) return dealLink(user.type, event.deal_id);
  return user.type === 'creator'
    ? `/app/creator/proposals/${event.proposal_id}`
    : `/app/brand/proposals/${event.proposal_id}`;
}
