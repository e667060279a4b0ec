import { describe, expect, it } from 'vitest';
import { formatLongDate, madridToday } from './format';

describe('formatLongDate', () => {
  it('writes a calendar date in English long format', () => {
    expect(formatLongDate('2026-11-21')).toBe('November 21, 2026');
  });

  it('never shifts the day, whatever the time zone', () => {
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('madridToday', () => {
  it('is the calendar day in Barcelona, which can be a day ahead of UTC', () => {
    expect(madridToday(new Date('2026-06-16T21:30:00Z'))).toBe('2026-06-16');
    expect(madridToday(new Date('2026-06-16T22:30:00Z'))).toBe('2026-06-17');
    expect(madridToday(new Date('2026-12-31T23:10:00Z'))).toBe('2027-01-01');
  });
});
