import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
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

export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  ControlVariants & {
    /** Marks the value as wrong: danger border and `aria-invalid`. Field sets this for you. */
    invalid?: boolean;
  };

/** A single-line text input: text, email, url, tel, password or search. */
export function Input({
  className,
  size,
  invalid,
  type = 'text',
  'aria-invalid': ariaInvalid,
  ...props
}: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      data-size={size ?? 'md'}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(controlVariants({ size, invalid }), className)}
      {...props}
    />
  );
}
