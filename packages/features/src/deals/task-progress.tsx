import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@colla/ui/lib/cn';
import { isTaskCompleted, type TaskCompletion } from '../brand-proposal/tasks-completed';

export interface TaskProgressProps {
  tasks: readonly TaskCompletion[];
  className?: string;
}

/** A bar and the words "N of M tasks completed" (a task counts when both sides are done). */
export function TaskProgress({ tasks, className }: TaskProgressProps) {
  const { t } = useLingui();
  const done = tasks.filter(isTaskCompleted).length;
  const total = tasks.length;
  const label = t`${plural(total, { one: `${done} of # tasks completed`, other: `${done} of # tasks completed` })}`;
  const percent = tasks.length === 0 ? 0 : Math.round((done / tasks.length) * 100);
  return (
    <div data-slot="task-progress" className={cn('grid gap-1.5', className)}>
      <div
        role="progressbar"
        aria-label={t`Tasks completed`}
        aria-valuemin={0}
        aria-valuemax={tasks.length}
        aria-valuenow={done}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            done === tasks.length && tasks.length > 0 ? 'bg-success-700' : 'bg-primary-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-ink">{label}</p>
    </div>
  );
}
