import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';

/**
 * Dates, times and counts in the active language (English as `en-US`, Catalan, Spanish), made
 * by `Intl` and kept per language and style, so a change of language changes every date.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function intlTag(): string {
  const locale = i18n.locale;
  return !locale || locale === 'en' ? 'en-US' : locale;
}

function dateFormat(style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlTag()} date ${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(), options);
    formatters.set(key, format);
  }
  return format as Intl.DateTimeFormat;
}

/**
 * A calendar date (`YYYY-MM-DD`) in long format, "November 21, 2026" ("21 de novembre de 2026").
 * Plain dates carry no time zone, so they are read and written in UTC and never shift a day.
 */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateFormat('long-utc', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A timestamp (ISO 8601) as a long date in Barcelona's time, "November 28, 2026". */
export function formatMadridDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return dateFormat('long-madrid', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(date);
}

/** A timestamp (ISO 8601) in Barcelona's time, "Jun 15, 2026, 9:40 PM"; unreadable text as is. */
export function formatMadridTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return dateFormat('timestamp-madrid', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(date);
}

/**
 * A timestamp's month and year in Barcelona's time: "March 2026" (`long`), "Oct 2026" (`short`),
 * "març de 2026", "oct 2026"; unreadable text as is.
 */
export function formatMonthYear(timestamp: string, month: 'long' | 'short' = 'long'): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return dateFormat(`month-year-${month}`, {
    month,
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  }).format(date);
}

const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/** Today's calendar date in Barcelona, `YYYY-MM-DD` (or that of `now`). */
export function madridToday(now: Date = new Date()): string {
  return madridDay.format(now);
}

/**
 * A wait in words: under a minute in seconds ("1 second", "30 seconds"), from 60 seconds on in
 * whole minutes rounded up ("1 minute", "2 minutes" for 61 to 120 seconds).
 */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return unitFormat('second').format(whole);
  return unitFormat('minute').format(Math.ceil(whole / 60));
}

/** A count of a unit in words, "30 seconds", "30 segons". */
function unitFormat(unit: 'second' | 'minute'): Intl.NumberFormat {
  const key = `${intlTag()} unit ${unit}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(), { style: 'unit', unit, unitDisplay: 'long' });
    formatters.set(key, format);
  }
  return format as Intl.NumberFormat;
}

/** How long ago, "5 minutes ago", "fa 5 minuts", "hace 5 minutos". */
export function formatAgo(amount: number, unit: 'minute' | 'hour'): string {
  const key = `${intlTag()} relative`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlTag(), { numeric: 'always' });
    relativeFormats.set(key, format);
  }
  return format.format(-amount, unit);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** Alternatives in a sentence, "PNG, JPG or WebP" ("PNG, JPG o WebP"), without a serial comma. */
export function formatAlternatives(items: readonly string[]): string {
  const tag = intlTag() === 'en-US' ? 'en-GB' : intlTag();
  return new Intl.ListFormat(tag, { type: 'disjunction' }).format(items);
}

/** Items side by side, "Catalan, Spanish" ("català, castellà"): a list, not a sentence. */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(intlTag(), { type: 'unit', style: 'short' }).format(items);
}

/** A size in bytes, "2 KB", "1.2 MB" ("1,2 MB"), "512 bytes". */
export function formatBytes(bytes: number): string {
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(intlTag(), { maximumFractionDigits: 1 });
  if (bytes < 1024) return t`${plural(bytes, { one: '# byte', other: '# bytes' })}`;
  return `${number.format(Math.round(value * 10) / 10)} ${units[unit]}`;
}

/** A number in the active language, "10,000" ("10.000"); `options` as `Intl.NumberFormat`'s. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlTag(), options).format(value);
}
