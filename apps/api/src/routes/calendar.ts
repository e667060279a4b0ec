import { requireRole } from '../auth/context';
import { randomSecret } from '../auth/secrets';
import {
  createFeedToken,
  feedCreatedAt,
  findFeedOwner,
  replaceFeedToken,
} from '../domain/calendar-feeds';
import { writeCalendar } from '../domain/calendar-ics';
import {
  MAX_RANGE_DAYS,
  calendarEventsFor,
  dayInMadrid,
  daysBetween,
  eventPath,
} from '../domain/calendar';
import { requireManagedBrand } from '../domain/deals';
import { fieldError, notFound } from '../http/errors';
import { ok, type HandlerGroup } from '../http/handler';

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/feed/${token}`;

/** The operations tagged Calendar: deal dates and a personal iCalendar feed. */
export const calendarHandlers = {
  async listCalendarEvents({ auth, query, app }) {
    // The calendar shows deal dates: creators and brand users have one, admins do not.
    const me = requireRole(auth, 'creator', 'brand');
    await requireManagedBrand(app.db, me);
    const { from, to } = query;
    if (to < from)
      throw fieldError(
        'to',
        /*i18n*/ { id: 'The to field must be a date after or equal to from.' },
      );
    if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) {
      throw fieldError(
        'to',
        /*i18n*/ {
          id: 'The range from from to to may not be longer than {days} days.',
          values: { days: String(MAX_RANGE_DAYS) },
        },
      );
    }
    const events = await calendarEventsFor(app.db, me.user, dayInMadrid(app.now()), { from, to });
    return ok({ data: events });
  },

  async getCalendarFeed({ auth, app }) {
    const me = requireRole(auth, 'creator', 'brand');
    await requireManagedBrand(app.db, me);
    const now = app.now();
    const token = randomSecret();
    // Created once; a concurrent first call keeps whichever token was stored first.
    if (await createFeedToken(app.db, me.user.id, token, now)) {
      return ok({ url: feedUrl(app.config.publicUrl, token), created_at: now.toISOString() });
    }
    // Only its hash is kept: the URL was shown when it was made.
    const createdAt = (await feedCreatedAt(app.db, me.user.id)) ?? now;
    return ok({ url: null, created_at: createdAt.toISOString() });
  },

  async rotateCalendarFeed({ auth, app }) {
    const me = requireRole(auth, 'creator', 'brand');
    await requireManagedBrand(app.db, me);
    const now = app.now();
    const token = randomSecret();
    await replaceFeedToken(app.db, me.user.id, token, now);
    return {
      status: 201 as const,
      body: { url: feedUrl(app.config.publicUrl, token), created_at: now.toISOString() },
    };
  },

  async getCalendarFeedIcs({ params, app }) {
    const user = await findFeedOwner(app.db, params.feed_token);
    if (!user || user.type === 'admin') throw notFound(/*i18n*/ { id: 'Calendar not found.' });
    const now = app.now();
    const events = await calendarEventsFor(app.db, user, dayInMadrid(now));
    const body = writeCalendar({
      name: 'Colla',
      prodId: '-//Colla//Calendar//EN',
      stamp: now,
      events: events.map((event) => ({
        uid: `${event.id}@colla`,
        date: event.date,
        summary: event.title,
        url: `${app.config.publicUrl}${eventPath(user, event)}`,
      })),
    });
    return {
      status: 200,
      body,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, max-age=300',
      },
    };
  },
} satisfies HandlerGroup;
