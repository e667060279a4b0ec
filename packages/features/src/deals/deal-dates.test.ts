import { describe, expect, it } from 'vitest';
import { addDays, dueHint, taskDueHint } from './deal-dates';

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

  it('reads a task by the side that does it: done early by its side, it is not overdue', () => {
    const task = {
      due_date: '2026-06-16',
      assignee_type: 'brand' as const,
      brand_completed: true,
      creator_completed: false,
    };
    expect(taskDueHint(task, '2026-06-17')).toBeNull();
    expect(taskDueHint({ ...task, brand_completed: false }, '2026-06-17')).toBe('overdue');
    // The creator ticking it does not make the brand's own task done.
    expect(
      taskDueHint({ ...task, brand_completed: false, creator_completed: true }, '2026-06-17'),
    ).toBe('overdue');
    expect(
      taskDueHint({ ...task, assignee_type: 'creator', creator_completed: true }, '2026-06-17'),
    ).toBeNull();
  });
});
