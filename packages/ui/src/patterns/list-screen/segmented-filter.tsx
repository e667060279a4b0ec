import type { ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';

export interface SegmentedFilterProps<V extends string> {
  /** Names the group for screen readers, e.g. "Filter by status". */
  label: string;
  /** The choices, in order, e.g. `['all', 'draft', 'active']`. */
  options: readonly V[];
  /** What each choice says, e.g. `{ all: 'All', draft: 'Draft', active: 'Active' }`. */
  labels: Record<V, ReactNode>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/** One choice out of a few, as a row of toggle buttons (`aria-pressed` on the chosen one). */
export function SegmentedFilter<V extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  className,
}: SegmentedFilterProps<V>) {
  return (
    <div
      role="group"
      aria-label={label}
      data-slot="segmented-filter"
      className={cn('flex w-fit flex-wrap gap-1 rounded-lg bg-stone-100 p-1', className)}
    >
      {options.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === value ? 'primary' : 'ghost'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {labels[option]}
        </Button>
      ))}
    </div>
  );
}
