import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A plain date (`YYYY-MM-DD`) moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How pressing a task's due date is, for a task not completed yet; null when it is not close. */
export type DueHint = 'overdue' | 'today' | 'week';

export const DUE_HINT_LABELS: Record<DueHint, MessageDescriptor> = {
  overdue: msg`Overdue`,
  today: msg`Due today`,
  week: msg`Due this week`,
};

/** What a task's due hint reads: who does it, and whether each side ticked it. */
export interface TaskDue {
  due_date: string;
  assignee_type: 'brand' | 'creator';
  brand_completed: boolean;
  creator_completed: boolean;
}

/**
 * A task's hint for both sides: it is late only while the side that does it has not done it
 * (a brand's task done early is not "Overdue" because the creator has not confirmed it yet).
 */
export function taskDueHint(task: TaskDue, today: string): DueHint | null {
  const done = task.assignee_type === 'brand' ? task.brand_completed : task.creator_completed;
  return dueHint(task.due_date, today, done);
}

/**
 * Overdue when the due day has passed, "Due today" on it, "Due this week" within the next six
 * days; completed tasks get no hint. Plain dates compare as text.
 */
export function dueHint(dueDate: string, today: string, completed: boolean): DueHint | null {
  if (completed) return null;
  if (dueDate < today) return 'overdue';
  if (dueDate === today) return 'today';
  if (dueDate <= addDays(today, 6)) return 'week';
  return null;
}
