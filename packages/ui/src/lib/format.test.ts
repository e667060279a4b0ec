import { describe, expect, it } from 'vitest';
import { formatLongDate, formatWait, madridToday, plural } from './format';

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

describe('plural', () => {
  it('is singular for exactly one and plural otherwise', () => {
    expect(plural(1, 'minute', 'minutes')).toBe('1 minute');
    expect(plural(2, 'minute', 'minutes')).toBe('2 minutes');
    expect(plural(0, 'entry', 'entries')).toBe('0 entries');
  });
});

describe('formatWait', () => {
  it('says seconds under a minute, singular for one', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(30)).toBe('30 seconds');
    expect(formatWait(59)).toBe('59 seconds');
  });

  it('says whole minutes from 60 seconds on, rounded up', () => {
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(90)).toBe('2 minutes');
    expect(formatWait(120)).toBe('2 minutes');
    expect(formatWait(121)).toBe('3 minutes');
    expect(formatWait(3600)).toBe('60 minutes');
  });

  it('rounds a part of a second up', () => {
    expect(formatWait(0.2)).toBe('1 second');
    expect(formatWait(59.5)).toBe('1 minute');
  });
});
