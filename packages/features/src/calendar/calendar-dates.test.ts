import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, webcalUrl, weekdayIndex } from './calendar-dates';

describe('monthGrid', () => {
  it('shows whole weeks from the Monday on or before the 1st to the Sunday on or after the last day', () => {
    const grid = monthGrid('2026-11');
    expect(grid.from).toBe('2026-10-26');
    expect(grid.to).toBe('2026-12-06');
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('starts on the 1st when the month starts on a Monday', () => {
    const grid = monthGrid('2026-06');
    expect(grid.from).toBe('2026-06-01');
    expect(grid.to).toBe('2026-07-05');
    expect(grid.weeks).toHaveLength(5);
  });
});

describe('calendar dates', () => {
  it('moves months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
  });

  it('turns a feed URL into a webcal address', () => {
    expect(webcalUrl('https://colla.example/api/calendar/feed/c4l-1')).toBe(
      'webcal://colla.example/api/calendar/feed/c4l-1',
    );
  });
});
