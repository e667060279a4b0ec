import type { Locale } from './language';

/**
 * A calendar day (`YYYY-MM-DD`) as a person reads it in a language: English keeps the ISO
 * day the spec shows ("2026-11-27"); Catalan and Spanish say it in words ("27 de novembre de
 * 2026"). The day is a date without a time: it is never shifted by a time zone.
 */
export function formatDay(locale: Locale, day: string): string {
  if (locale === 'en') return day;
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
