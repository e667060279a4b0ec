import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { iconButtonVariants } from './icon-button-variants';
import { Spinner } from '../spinner/spinner';

export { iconButtonVariants };

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
