/**
 * Barcelona wall-clock time ↔ the contract's UTC timestamps, across daylight saving time
 * (CET, UTC+1, in winter; CEST, UTC+2, from the last Sunday of March to the last Sunday of October).
 */

export const MADRID_TIME_ZONE = 'Europe/Madrid';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MADRID_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockAt(instant: number): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Barcelona's offset from UTC at an instant, in milliseconds (3_600_000 or 7_200_000). */
export function madridOffsetAt(instant: number): number {
  const wall = wallClockAt(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (instant % 1000));
}

const sameWallClock = (a: WallClock, b: WallClock) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute;

/** `2026-09-15T07:00:00Z`: the contract's form, without milliseconds. */
function toTimestamp(instant: number): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The UTC timestamp of a Barcelona date (`YYYY-MM-DD`) and time (`HH:MM`), e.g.
 * `('2026-09-15', '09:00')` → `'2026-09-15T07:00:00Z'` (summer) and `('2026-11-28', '09:00')` →
 * `'2026-11-28T08:00:00Z'` (winter). When clocks go back (the hour 02:00–03:00 happens twice),
 * the first (summer-time) one is meant. Returns null for unreadable input and for times that do
 * not exist in Barcelona (02:00–03:00 on the day clocks go forward).
 */
export function madridToUtc(date: string, time: string): string | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const wanted: WallClock = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  };
  if (wanted.month < 1 || wanted.month > 12 || wanted.hour > 23 || wanted.minute > 59) return null;
  const asUtc = Date.UTC(wanted.year, wanted.month - 1, wanted.day, wanted.hour, wanted.minute);
  // The wall clock is ahead of UTC by the offset; try both offsets the day may have, the larger
  // (summer time) first, and keep the first that shows the wanted wall-clock time.
  const offsets = [madridOffsetAt(asUtc - 86_400_000), madridOffsetAt(asUtc + 86_400_000)].sort(
    (a, b) => b - a,
  );
  for (const offset of offsets) {
    const instant = asUtc - offset;
    if (sameWallClock(wallClockAt(instant), wanted)) return toTimestamp(instant);
  }
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A UTC timestamp as Barcelona date and time inputs' values; null when unreadable. */
export function utcToMadrid(timestamp: string): { date: string; time: string } | null {
  const instant = new Date(timestamp).getTime();
  if (Number.isNaN(instant)) return null;
  const wall = wallClockAt(instant);
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}
