import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button-variants';
import { Spinner } from '../spinner/spinner';
import { Pressable } from './pressable';

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

export function Button({ className, variant, size, children, ...props }: ButtonProps) {
  return (
    <Pressable
      slot="button"
      tone={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {props.asChild ? (
        children
      ) : (
        <>
          {props.loading && <Spinner className="absolute" />}
          <span className={cn('inline-flex items-center gap-2', props.loading && 'opacity-0')}>
            {children}
          </span>
        </>
      )}
    </Pressable>
  );
}
