import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button-variants';
import { Spinner } from '../spinner/spinner';

export { buttonVariants };

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
