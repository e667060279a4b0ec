import { describe, expect, it } from 'vitest';
import { addDays, dueHint } from './deal-dates';

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-06-28', 6)).toBe('2026-07-04');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('dueHint', () => {
  it('flags overdue, today and this week for open tasks only', () => {
    expect(dueHint('2026-06-16', '2026-06-17', false)).toBe('overdue');
    expect(dueHint('2026-06-17', '2026-06-17', false)).toBe('today');
    expect(dueHint('2026-06-23', '2026-06-17', false)).toBe('week');
    expect(dueHint('2026-06-24', '2026-06-17', false)).toBeNull();
    expect(dueHint('2026-06-16', '2026-06-17', true)).toBeNull();
  });
});
