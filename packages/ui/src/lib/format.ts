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
