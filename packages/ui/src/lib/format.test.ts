import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatList,
  formatLongDate,
  formatMadridTimestamp,
  formatMonthYear,
  formatWait,
  madridToday,
} from './format';

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

describe('formatWait', () => {
  // Each case: a wait in seconds and how it is said.
  it.each([
    {
      does: 'says seconds under a minute, singular for one',
      cases: [
        [1, '1 second'],
        [30, '30 seconds'],
        [59, '59 seconds'],
      ],
    },
    {
      does: 'says whole minutes from 60 seconds on, rounded up',
      cases: [
        [60, '1 minute'],
        [61, '2 minutes'],
        [90, '2 minutes'],
        [120, '2 minutes'],
        [121, '3 minutes'],
        [3600, '60 minutes'],
      ],
    },
    {
      does: 'rounds a part of a second up',
      cases: [
        [0.2, '1 second'],
        [59.5, '1 minute'],
      ],
    },
  ] as const)('$does', ({ cases }) => {
    for (const [seconds, said] of cases) expect(formatWait(seconds)).toBe(said);
  });
});

describe('in the active language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it.each([
    ['ca', '21 de novembre del 2026', '15 de juny 2026, 21:40', '1 segon', '2 minuts'],
    ['es', '21 de noviembre de 2026', '15 jun 2026, 21:40', '1 segundo', '2 minutos'],
    ['en', 'November 21, 2026', 'Jun 15, 2026, 9:40 PM', '1 second', '2 minutes'],
  ])('%s: dates, timestamps and waits', (locale, date, timestamp, second, minutes) => {
    i18n.loadAndActivate({ locale, messages: {} });
    expect(formatLongDate('2026-11-21')).toBe(date);
    expect(formatMadridTimestamp('2026-06-15T19:40:00Z')).toBe(timestamp);
    expect(formatWait(1)).toBe(second);
    expect(formatWait(61)).toBe(minutes);
  });
});

describe('formatMonthYear', () => {
  it('says the month and year in Barcelona, long or short', () => {
    expect(formatMonthYear('2026-03-02T10:00:00Z')).toBe('March 2026');
    expect(formatMonthYear('2026-10-02T09:15:00Z', 'short')).toBe('Oct 2026');
  });

  it('reads the month in Barcelona, which can already be the next one', () => {
    expect(formatMonthYear('2026-10-31T23:30:00Z')).toBe('November 2026');
  });

  it('leaves text that is not a timestamp as it is', () => {
    expect(formatMonthYear('soon')).toBe('soon');
  });
});

describe('formatList', () => {
  it('puts items side by side with commas, no "and"', () => {
    expect(formatList(['Catalan', 'Spanish', 'English'])).toBe('Catalan, Spanish, English');
    expect(formatList(['Catalan'])).toBe('Catalan');
  });
});
