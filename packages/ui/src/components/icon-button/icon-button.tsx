import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { iconButtonVariants } from './icon-button-variants';
import { Spinner } from '../spinner/spinner';
import { Pressable } from '../button/pressable';

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
  children,
  ...props
}: IconButtonProps) {
  return (
    <Pressable
      slot="icon-button"
      tone={variant ?? 'ghost'}
      className={cn(iconButtonVariants({ variant, size }), className)}
      aria-label={label}
      {...props}
    >
      {props.asChild ? (
        children
      ) : props.loading ? (
        <Spinner size={size === 'lg' ? 'lg' : 'md'} />
      ) : (
        <span aria-hidden="true" className="inline-flex">
          {children}
        </span>
      )}
    </Pressable>
  );
}
