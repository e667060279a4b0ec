/** Calendar dates (YYYY-MM-DD) and weeks, in Europe/Madrid where it matters. */

export const TIME_ZONE = 'Europe/Madrid';

const madridParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(instant: Date) {
  const parts: Record<string, number> = {};
  for (const part of madridParts.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The UTC calendar date of an instant, as YYYY-MM-DD. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date plus `days` days. */
export function addDays(date: string, days: number): string {
  const base = new Date(`${date}T00:00:00Z`);
  base.setUTCDate(base.getUTCDate() + days);
  return utcDate(base);
}

/**
 * An instant plus whole calendar months (UTC), kept on the last day of a shorter month:
 * 31 August plus 6 months is 28 February.
 */
export function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The calendar date in Madrid at an instant, as YYYY-MM-DD. */
export function madridDate(instant: Date): string {
  const p = partsOf(instant);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Madrid's offset from UTC (milliseconds) at an instant. */
function madridOffset(instant: Date): number {
  const p = partsOf(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of 00:00 in Madrid on a YYYY-MM-DD date. */
export function madridMidnight(date: string): Date {
  const wall = new Date(`${date}T00:00:00Z`).getTime();
  const guess = wall - madridOffset(new Date(wall));
  return new Date(wall - madridOffset(new Date(guess)));
}

/** Monday and Sunday (YYYY-MM-DD) of the Madrid week containing `instant`. */
export function madridWeek(instant: Date): { monday: string; sunday: string } {
  const today = madridDate(instant);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  const monday = addDays(today, -sinceMonday);
  return { monday, sunday: addDays(monday, 6) };
}
