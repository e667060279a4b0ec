import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

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
