import {
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { controlProps, type ControlProps } from '../input/control';

/** What happened when a typed number was outside the range and got corrected on blur. */
export interface NumberClamp {
  /** The number the person typed. */
  typed: number;
  /** The number the field now holds. */
  value: number;
  bound: 'min' | 'max';
}

/** Parses the input's text: `null` when empty or not a number. */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Keeps `value` within `[min, max]`; says which bound it hit, if any. */
export function clampNumber(
  value: number,
  min: number | undefined,
  max: number | undefined,
): { value: number; bound: 'min' | 'max' | null } {
  if (min !== undefined && value < min) return { value: min, bound: 'min' };
  if (max !== undefined && value > max) return { value: max, bound: 'max' };
  return { value, bound: null };
}

/** The sentence a Field can show after a correction, e.g. "The minimum is 0, so -5 became 0." */
export function clampMessage(clamp: NumberClamp, format: (value: number) => string = String) {
  const limit = clamp.bound === 'min' ? 'minimum' : 'maximum';
  return `The ${limit} is ${format(clamp.value)}, so ${format(clamp.typed)} became ${format(clamp.value)}.`;
}

const toText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export type NumberInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'size' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'
> &
  ControlProps & {
    value?: number | null;
    defaultValue?: number | null;
    /** Called with in-range numbers while typing (or null when emptied) and after a correction. */
    onValueChange?: (value: number | null) => void;
    min?: number;
    max?: number;
    step?: number | 'any';
    /** Called when a number outside `min`/`max` was corrected on blur: show why (see clampMessage). */
    onClamp?: (clamp: NumberClamp) => void;
  };

/**
 * A number field with a range. Out-of-range numbers are never passed on: on blur they are
 * clamped to the nearest bound and `onClamp` says what happened, so a Field can explain it.
 */
export function NumberInput({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step,
  onClamp,
  onBlur,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const [text, setText] = useState(() => toText(value ?? defaultValue));
  // A controlled value set from outside replaces the text (unless it already says that number).
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== undefined && parseNumber(text) !== value) setText(toText(value));
  }

  const inRange = (number: number) => clampNumber(number, min, max).bound === null;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setText(next);
    const number = parseNumber(next);
    if (number === null) {
      // Emptied; a half-typed number such as "-" also reads as "" but is bad input, not empty.
      if (!event.target.validity.badInput) onValueChange?.(null);
    } else if (inRange(number)) {
      onValueChange?.(number);
    }
  }

  /** Clamps what was typed; also writes the DOM value so a form submitted right now sees it. */
  function commit(input: HTMLInputElement) {
    const typed = parseNumber(input.value);
    if (typed === null) return;
    const clamped = clampNumber(typed, min, max);
    if (!clamped.bound) return;
    input.value = String(clamped.value);
    setText(String(clamped.value));
    onValueChange?.(clamped.value);
    onClamp?.({ typed, value: clamped.value, bound: clamped.bound });
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    commit(event.currentTarget);
    onBlur?.(event);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter submits the form: correct the number first.
    if (event.key === 'Enter') commit(event.currentTarget);
    onKeyDown?.(event);
  }

  const integer = step === undefined || (typeof step === 'number' && Number.isInteger(step));

  return (
    <input
      type="number"
      inputMode={integer && (min === undefined || min >= 0) ? 'numeric' : 'decimal'}
      value={text}
      min={min}
      max={max}
      step={step}
      onChange={handleChange}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
      {...controlProps('number-input', props, 'tabular-nums')}
    />
  );
}
