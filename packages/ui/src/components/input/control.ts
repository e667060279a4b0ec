import { cva, type VariantProps } from 'class-variance-authority';
import type { ClassValue } from 'clsx';
import type { AriaAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * The look every text-like control shares (Input, Textarea, Select's trigger, NumberInput,
 * DateInput): a 3:1 border, the focus ring, a danger border when invalid (either through
 * `invalid` or an `aria-invalid` set by Field), and 16 px text on phones so iOS does not zoom.
 */
export const controlVariants = cva(
  [
    'w-full min-w-0 rounded-lg border border-line-strong bg-surface text-base text-ink shadow-xs sm:text-sm',
    'transition-colors placeholder:text-neutral-500',
    'focus-visible:focus-ring',
    'aria-invalid:border-danger-700 aria-invalid:bg-danger-50/40',
    'disabled:cursor-not-allowed disabled:border-line disabled:bg-neutral-100 disabled:text-muted disabled:shadow-none',
  ],
  {
    variants: {
      size: {
        // Phones get 44 px targets; from the `sm` breakpoint up, denser controls.
        sm: 'h-11 px-3 sm:h-9',
        md: 'h-11 px-3 sm:h-10',
      },
      invalid: {
        true: 'border-danger-700 bg-danger-50/40',
        false: '',
      },
    },
    defaultVariants: { size: 'md', invalid: false },
  },
);

export type ControlVariants = VariantProps<typeof controlVariants>;

/** What every text-like control takes besides its element's own props. */
export type ControlProps = ControlVariants & {
  /** Marks the value as wrong: danger border and `aria-invalid`. Field sets this for you. */
  invalid?: boolean;
  className?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
};

/**
 * The props of a text-like control's element: its `data-slot` and `data-size`, `aria-invalid`
 * when `invalid` (or when Field set it), and the shared look, then the control's own classes,
 * then the caller's `className`. The other props pass through last, so they win.
 * `fixedHeight: false` drops the shared heights (a textarea sizes itself).
 */
export function controlProps<P extends ControlProps>(
  slot: string,
  { size, invalid, 'aria-invalid': ariaInvalid, className, ...rest }: P,
  own?: ClassValue,
  { fixedHeight = true }: { fixedHeight?: boolean } = {},
) {
  return {
    'data-slot': slot,
    'data-size': size ?? 'md',
    'aria-invalid': invalid || ariaInvalid || undefined,
    className: cn(controlVariants({ size: fixedHeight ? size : null, invalid }), own, className),
    ...rest,
  };
}
