import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner/spinner';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap',
    'transition-colors select-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary-600 text-white hover:bg-primary-700',
        secondary: 'bg-primary-50 text-primary-800 hover:bg-primary-100',
        outline: 'border border-current bg-transparent text-primary-700 hover:bg-primary-50',
        ghost: 'bg-transparent text-ink hover:bg-stone-100',
        danger: 'bg-danger-700 text-white hover:bg-danger-600',
        link: 'text-primary-700 underline-offset-4 hover:underline',
      },
      size: {
        // Phones get 44 px touch targets; from the `sm` breakpoint up, denser controls.
        sm: 'h-11 px-3 text-sm sm:h-9',
        md: 'h-11 px-4 text-sm sm:h-10',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11 sm:size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (e.g. a link) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /**
     * Shows a spinner, keeps the label's width, and ignores further presses. The button stays
     * focusable (`aria-disabled`, not `disabled`), so keyboard focus is not dropped to the page.
     */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  const state = {
    'data-slot': 'button',
    'data-variant': variant ?? 'primary',
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
  };

  if (asChild) {
    const inert = disabled || loading;
    return (
      <Slot.Root
        {...state}
        className={classes}
        aria-disabled={inert || undefined}
        {...props}
        onClick={inert ? (event) => event.preventDefault() : props.onClick}
      >
        {children}
      </Slot.Root>
    );
  }

  return (
    <button
      type="button"
      {...state}
      className={classes}
      disabled={disabled}
      {...props}
      // While loading, the button keeps focus but announces itself as unavailable and ignores
      // presses (this also stops a submit button from submitting its form again).
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={loading ? (event) => event.preventDefault() : props.onClick}
    >
      {loading && <Spinner className="absolute" />}
      <span className={cn('inline-flex items-center gap-2', loading && 'opacity-0')}>
        {children}
      </span>
    </button>
  );
}
