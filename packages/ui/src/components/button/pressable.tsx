import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

export type PressableProps = ComponentProps<'button'> & {
  /** The `data-slot` that names the component, e.g. "button". */
  slot: string;
  /** The variant actually shown (the default when none was given), for `data-variant`. */
  tone: string;
  /** Renders the single child (e.g. a link) instead of a `<button>`. */
  asChild?: boolean;
  loading?: boolean;
};

/**
 * The body Button and IconButton share. While loading, a button keeps keyboard focus but
 * announces itself as unavailable (`aria-disabled`, not `disabled`) and ignores presses (this also
 * stops a submit button from submitting its form again). With `asChild`, a disabled or loading
 * child is marked `aria-disabled` and its clicks are cancelled.
 */
export function Pressable({
  slot,
  tone,
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  ...props
}: PressableProps) {
  const state = {
    'data-slot': slot,
    'data-variant': tone,
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
  };

  if (asChild) {
    const inert = disabled || loading;
    return (
      <Slot.Root
        {...state}
        className={className}
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
      className={className}
      disabled={disabled}
      {...props}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={loading ? (event) => event.preventDefault() : props.onClick}
    >
      {children}
    </button>
  );
}
