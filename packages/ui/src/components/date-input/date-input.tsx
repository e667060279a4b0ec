import type { ComponentProps } from 'react';
import { controlProps, type ControlProps } from '../input/control';

/** A local calendar date as the input's `YYYY-MM-DD` value (not UTC: no off-by-one at midnight). */
export function toDateInputValue(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type DateInputProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'min' | 'max'> &
  ControlProps & {
    /** The earliest date allowed, `YYYY-MM-DD`. */
    min?: string;
    /** The latest date allowed, `YYYY-MM-DD`. */
    max?: string;
  };

/**
 * The browser's own date field (type=date): typed with the keyboard segment by segment or picked
 * from its calendar; `min`/`max` limit both. The value is always `YYYY-MM-DD` (or "").
 */
export function DateInput(props: DateInputProps) {
  return (
    <input
      type="date"
      {...controlProps(
        'date-input',
        props,
        'tabular-nums [&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:opacity-70',
      )}
    />
  );
}
