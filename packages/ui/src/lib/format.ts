const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A calendar date (`YYYY-MM-DD`) in English long format, "November 21, 2026" (dates and time).
 * Plain dates carry no time zone, so they are read and written in UTC and never shift a day.
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

/** A count with its noun, singular for exactly one: "1 minute", "2 minutes", "0 entries". */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A wait in words: under a minute in seconds ("1 second", "30 seconds"), from 60 seconds on in
 * whole minutes rounded up ("1 minute", "2 minutes" for 61 to 120 seconds).
 */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second', 'seconds');
  return plural(Math.ceil(whole / 60), 'minute', 'minutes');
}
