import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner/spinner';

export const iconButtonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center rounded-lg transition-colors select-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    '[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary-600 text-white hover:bg-primary-700',
        secondary: 'bg-primary-50 text-primary-800 hover:bg-primary-100',
        outline: 'border border-current bg-transparent text-primary-700 hover:bg-primary-50',
        ghost: 'bg-transparent text-ink hover:bg-stone-100',
        danger: 'bg-danger-700 text-white hover:bg-danger-600',
      },
      size: {
        // Phones get 44 px touch targets; from the `sm` breakpoint up, denser controls.
        sm: 'size-11 sm:size-8 [&_svg]:size-4',
        md: 'size-11 sm:size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> &
  VariantProps<typeof iconButtonVariants> & {
    /** What the button does, e.g. "Delete proposal": its accessible name (there is no visible text). */
    label: string;
    /** The icon (decorative: give lucide icons `aria-hidden`), or with `asChild` the element to render. */
    children: ReactNode;
    /** Renders the single child (e.g. a link holding the icon) with the button's look. */
    asChild?: boolean;
    /** Shows a spinner instead of the icon and blocks further presses. */
    loading?: boolean;
  };

/** A button whose only content is an icon; `label` names it for screen readers. */
export function IconButton({
  className,
  variant,
  size,
  label,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: IconButtonProps) {
  const classes = cn(iconButtonVariants({ variant, size }), className);
  const state = {
    'data-slot': 'icon-button',
    'data-variant': variant ?? 'ghost',
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
    'aria-label': label,
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
    // While loading, the button keeps keyboard focus (aria-disabled, not disabled) and ignores presses.
    <button
      type="button"
      {...state}
      className={classes}
      disabled={disabled}
      {...props}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={loading ? (event) => event.preventDefault() : props.onClick}
    >
      {loading ? (
        <Spinner size={size === 'lg' ? 'lg' : 'md'} />
      ) : (
        <span aria-hidden="true" className="inline-flex">
          {children}
        </span>
      )}
    </button>
  );
}
