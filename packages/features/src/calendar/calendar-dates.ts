/**
 * Plain calendar dates (`YYYY-MM-DD`) and months (`YYYY-MM`) for the calendar. They carry no time
 * zone, so they are read and written in UTC and never shift a day; "today" is Barcelona's day.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isMonth = (value: string | undefined): value is string =>
  value !== undefined && MONTH.test(value);

export const isDate = (value: string | undefined): value is string =>
  value !== undefined && DATE.test(value);

function toUtc(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A plain date moved by whole days. */
export function addDays(date: string, days: number): string {
  const base = toUtc(date);
  base.setUTCDate(base.getUTCDate() + days);
  return iso(base);
}

/** The month (`YYYY-MM`) a date is in. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** A month moved by whole months. */
export function addMonths(month: string, months: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return iso(new Date(Date.UTC(year, index - 1 + months, 1))).slice(0, 7);
}

/** Monday = 0 … Sunday = 6. */
export const weekdayIndex = (date: string): number => (toUtc(date).getUTCDay() + 6) % 7;

/** The days the month grid shows: whole weeks from the Monday on or before the 1st. */
export interface MonthGrid {
  month: string;
  /** First day shown (a Monday), the `from` of the request. */
  from: string;
  /** Last day shown (a Sunday), the `to` of the request. */
  to: string;
  /** The days, week by week. */
  weeks: string[][];
}

export function monthGrid(month: string): MonthGrid {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const from = addDays(first, -weekdayIndex(first));
  const to = addDays(last, 6 - weekdayIndex(last));
  const weeks: string[][] = [];
  for (let day = from; day <= to; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return { month, from, to, weeks };
}

/**
 * The `Intl` language of a catalog language: English as `en-US` (so English reads "November
 * 2026", "Tuesday, November 17"), Catalan and Spanish as they are.
 */
export const intlLocale = (locale: string): string =>
  !locale || locale === 'en' ? 'en-US' : locale;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A UTC date format in `locale` (a catalog language), made once per language and style. */
function utcFormat(locale: string, style: string, options: Intl.DateTimeFormatOptions) {
  const tag = intlLocale(locale);
  const key = `${tag} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** "November 2026", "novembre de 2026", "noviembre de 2026". */
export const formatMonthYear = (month: string, locale: string): string =>
  utcFormat(locale, 'month-year', { month: 'long', year: 'numeric' }).format(toUtc(`${month}-01`));
/** "November", "novembre", "noviembre". */
export const formatMonthName = (month: string, locale: string): string =>
  utcFormat(locale, 'month', { month: 'long' }).format(toUtc(`${month}-01`));
/** "Tuesday, November 17", "dimarts, 17 de novembre". */
export const formatDayHeading = (date: string, locale: string): string =>
  utcFormat(locale, 'day', { weekday: 'long', month: 'long', day: 'numeric' }).format(toUtc(date));
/** "Tuesday, November 17, 2026", "dimarts, 17 de novembre de 2026". */
export const formatFullDay = (date: string, locale: string): string =>
  utcFormat(locale, 'full-day', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(toUtc(date));
/** The day of the month, "17". */
export const dayOfMonth = (date: string): number => Number(date.slice(8, 10));

/** A Monday (2024-01-01): the week the weekday names are read from. */
const A_MONDAY = '2024-01-01';

/**
 * Monday-first weekday names in `locale` (a catalog language), Monday first in every language:
 * short for the grid's header ("Mon", "dl.", "lun"), long for screen readers ("Monday").
 */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = utcFormat(locale, 'weekday-short', { weekday: 'short' });
  const long = utcFormat(locale, 'weekday-long', { weekday: 'long' });
  return Array.from({ length: 7 }, (_, index) => {
    const day = toUtc(addDays(A_MONDAY, index));
    return { short: short.format(day), long: long.format(day) };
  });
}

/** A `webcal://` address for a feed's `http(s)://` URL, so phones offer to subscribe. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
