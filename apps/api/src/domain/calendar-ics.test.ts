import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDateTime, writeCalendar } from './calendar-ics';

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and newlines in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves lines of up to 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(Buffer.byteLength(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines with CRLF and a space, at most 75 octets each', () => {
    const line = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    // Unfolding (RFC 5545 §3.1) gives the original line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'·Gràcia '.repeat(30)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('writes UTC date-times without separators', () => {
    expect(icsDateTime(new Date('2026-06-05T11:02:00.123Z'))).toBe('20260605T110200Z');
  });

  it('writes a calendar with one all-day event per entry, CRLF everywhere', () => {
    const text = writeCalendar({
      name: 'Colla',
      prodId: '-//Colla//Calendar//EN',
      stamp: new Date('2026-06-05T11:02:00Z'),
      events: [
        {
          uid: 'task-23@colla',
          date: '2026-06-17',
          summary: 'Post the Reel, Stories; tag @vermut\\gracia\nnow',
          url: 'http://localhost:3000/app/creator/deals/8',
        },
        { uid: 'deal-end-8@colla', date: '2026-07-15', summary: 'Collaboration ends' },
      ],
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Colla//Calendar//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Colla',
        'BEGIN:VEVENT',
        'UID:task-23@colla',
        'DTSTAMP:20260605T110200Z',
        'DTSTART;VALUE=DATE:20260617',
        'SUMMARY:Post the Reel\\, Stories\\; tag @vermut\\\\gracia\\nnow',
        'URL:http://localhost:3000/app/creator/deals/8',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:deal-end-8@colla',
        'DTSTAMP:20260605T110200Z',
        'DTSTART;VALUE=DATE:20260715',
        'SUMMARY:Collaboration ends',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('drops control characters and keeps non-TEXT values on one line', () => {
    const text = writeCalendar({
      name: 'Colla',
      prodId: '-//Colla//Calendar//EN',
      stamp: new Date('2026-06-05T11:02:00Z'),
      events: [{ uid: 'a\r\nb@colla', date: '2026-06-17', summary: 'bell\u0007 tab\there' }],
    });
    expect(text).toContain('UID:ab@colla\r\n');
    expect(text).toContain('SUMMARY:bell tab\there\r\n');
  });

  it('an empty calendar is still valid', () => {
    const text = writeCalendar({ name: 'Colla', prodId: 'x', stamp: new Date(0), events: [] });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toContain('VEVENT');
  });
});
