/**
 * A minimal iCalendar (RFC 5545) writer for all-day events: CRLF line endings, lines folded at
 * 75 octets without splitting a UTF-8 character, TEXT values escaped.
 */

export interface IcsEvent {
  uid: string;
  /** A calendar date, YYYY-MM-DD. */
  date: string;
  summary: string;
  url?: string | null;
  description?: string | null;
}

export interface IcsCalendar {
  name: string;
  prodId: string;
  /** When the feed was generated (DTSTAMP of every event). */
  stamp: Date;
  events: IcsEvent[];
}

const MAX_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      // The leading space of a continuation line counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** 2026-06-17 → 20260617 */
export const icsDate = (date: string) => date.replaceAll('-', '');

/** A UTC date-time: 20260605T110200Z */
export const icsDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Drops characters that may not appear in a content line: controls other than tab and newlines. */
const clean = (value: string) =>
  Array.from(value)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0x7f);
    })
    .join('');
/** A value that is not TEXT (UID, URL, PRODID) is kept on one line. */
const oneLine = (value: string) => clean(value).replace(/[\r\n]/g, '');

export function writeCalendar(calendar: IcsCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${oneLine(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(clean(calendar.name))}`,
  ];
  const stamp = icsDateTime(calendar.stamp);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${oneLine(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `SUMMARY:${escapeText(clean(event.summary))}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(clean(event.description))}`);
    if (event.url) lines.push(`URL:${oneLine(event.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
