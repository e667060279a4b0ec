import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border font-semibold whitespace-nowrap',
    '[&>svg]:size-3.5 [&>svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-transparent bg-stone-100 text-ink',
        primary: 'border-transparent bg-primary-50 text-primary-800',
        success: 'border-transparent bg-success-50 text-success-700',
        warning: 'border-transparent bg-warning-50 text-warning-700',
        danger: 'border-transparent bg-danger-50 text-danger-700',
        outline: 'border-line bg-surface text-ink',
      },
      size: {
        sm: 'px-2 py-0.5 text-xs',
        md: 'px-2.5 py-1 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'sm' },
  },
);

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Renders the single child (e.g. a link) with the badge's look instead of a `<span>`. */
    asChild?: boolean;
  };

/** A short status or category label, e.g. "Pending" or "Food & drink". */
export function Badge({ className, variant, size, asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot.Root : 'span';
  return (
    <Component
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
