import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent',
  {
    variants: {
      size: {
        sm: 'size-3 border-2',
        md: 'size-4 border-2',
        lg: 'size-6 border-[3px]',
        xl: 'size-10 border-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * What is loading, e.g. "Loading proposals". With a label the spinner becomes a polite live
     * region (`role="status"`) that screen readers announce; without one it is decorative and the
     * surrounding control says what is loading.
     */
    label?: string;
    /** Shows the label next to the spinner instead of only to screen readers. */
    showLabel?: boolean;
  };

/** A spinner: decorative by default, announced when given a `label`. */
export function Spinner({ className, size, label, showLabel = false, ...props }: SpinnerProps) {
  if (!label) {
    return (
      <span
        data-slot="spinner"
        aria-hidden="true"
        className={cn(spinnerVariants({ size }), className)}
        {...props}
      />
    );
  }

  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center gap-2 text-sm text-muted', className)}
      {...props}
    >
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className={cn(!showLabel && 'sr-only')}>{label}</span>
    </span>
  );
}
