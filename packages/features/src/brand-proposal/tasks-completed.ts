import { plural, t } from '@lingui/core/macro';

/** A deal task's completion flags (contract `TaskProgress`). */
export interface TaskCompletion {
  brand_completed: boolean;
  creator_completed: boolean;
}

/**
 * Both-sides completion: a task counts as completed only when both the brand and the creator
 * completed it.
 */
export function isTaskCompleted(task: TaskCompletion): boolean {
  return task.brand_completed && task.creator_completed;
}

/**
 * "N of M tasks completed" for an application's deal (accepting creates the deal), in the
 * active language (called while rendering).
 */
export function tasksCompletedLabel(tasks: readonly TaskCompletion[]): string {
  const done = tasks.filter(isTaskCompleted).length;
  const total = tasks.length;
  // English says "tasks" for any total; other languages may need the total's plural form.
  return t`${done} of ${plural(total, { one: '# tasks completed', other: '# tasks completed' })}`;
}
