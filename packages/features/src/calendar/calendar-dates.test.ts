import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatDayHeading,
  formatFullDay,
  formatMonthYear,
  monthGrid,
  webcalUrl,
  weekdayIndex,
  weekdayNames,
} from './calendar-dates';

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

describe('calendar names in each language', () => {
  it('keeps English as it was ("en" is en-US)', () => {
    expect(formatMonthYear('2026-11', 'en')).toBe('November 2026');
    expect(formatDayHeading('2026-11-17', 'en')).toBe('Tuesday, November 17');
    expect(formatFullDay('2026-11-17', 'en')).toBe('Tuesday, November 17, 2026');
    expect(weekdayNames('en')).toEqual([
      { short: 'Mon', long: 'Monday' },
      { short: 'Tue', long: 'Tuesday' },
      { short: 'Wed', long: 'Wednesday' },
      { short: 'Thu', long: 'Thursday' },
      { short: 'Fri', long: 'Friday' },
      { short: 'Sat', long: 'Saturday' },
      { short: 'Sun', long: 'Sunday' },
    ]);
  });

  it('starts the week on Monday in Catalan and Spanish too', () => {
    expect(weekdayNames('ca').map((day) => day.long)).toEqual([
      'dilluns',
      'dimarts',
      'dimecres',
      'dijous',
      'divendres',
      'dissabte',
      'diumenge',
    ]);
    expect(weekdayNames('es').map((day) => day.short)).toEqual([
      'lun',
      'mar',
      'mié',
      'jue',
      'vie',
      'sáb',
      'dom',
    ]);
  });

  it('names days and months in the language asked for', () => {
    expect(formatDayHeading('2026-11-17', 'ca')).toBe('dimarts, 17 de novembre');
    expect(formatDayHeading('2026-04-17', 'es')).toBe('viernes, 17 de abril');
    expect(formatMonthYear('2026-11', 'es')).toBe('noviembre de 2026');
  });
});
