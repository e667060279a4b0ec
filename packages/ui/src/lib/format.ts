const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A calendar date (`YYYY-MM-DD`) in English long format, "November 21, 2026" (spec §9). Plain
 * dates carry no time zone, so they are read and written in UTC and never shift a day.
 */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}

const madridDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'Europe/Madrid',
});
const madridTimestamp = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Madrid',
});

/** A timestamp (ISO 8601) as an English long date in Barcelona's time, "November 28, 2026". */
export function formatMadridDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : madridDate.format(date);
}

/** A timestamp (ISO 8601) in Barcelona's time, "Jun 15, 2026, 9:40 PM"; unreadable text as is. */
export function formatMadridTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : madridTimestamp.format(date);
}

const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/** Today's calendar date in Barcelona, `YYYY-MM-DD` (or that of `now`). */
export function madridToday(now: Date = new Date()): string {
  return madridDay.format(now);
}
