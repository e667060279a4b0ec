import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlVariants, type ControlVariants } from '../input/input';

/** A local calendar date as the input's `YYYY-MM-DD` value (not UTC: no off-by-one at midnight). */
export function toDateInputValue(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type DateInputProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'min' | 'max'> &
  ControlVariants & {
    /** The earliest date allowed, `YYYY-MM-DD`. */
    min?: string;
    /** The latest date allowed, `YYYY-MM-DD`. */
    max?: string;
    /** Marks the value as wrong: danger border and `aria-invalid`. Field sets this for you. */
    invalid?: boolean;
  };

/**
 * The browser's own date field (type=date): typed with the keyboard segment by segment or picked
 * from its calendar; `min`/`max` limit both. The value is always `YYYY-MM-DD` (or "").
 */
export function DateInput({
  className,
  size,
  invalid,
  'aria-invalid': ariaInvalid,
  ...props
}: DateInputProps) {
  return (
    <input
      type="date"
      data-slot="date-input"
      data-size={size ?? 'md'}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(
        controlVariants({ size, invalid }),
        'tabular-nums [&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
