import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const skeletonVariants = cva(
  // The pulse only runs when the person has not asked for reduced motion.
  'block bg-stone-200 motion-safe:animate-pulse',
  {
    variants: {
      shape: {
        line: 'h-4 w-full rounded',
        block: 'h-24 w-full rounded-lg',
        circle: 'size-10 rounded-full',
      },
    },
    defaultVariants: { shape: 'line' },
  },
);

export type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder with the shape of content that is still loading. It is hidden from assistive
 * technology: the region that is loading says so (e.g. `aria-busy` or a labelled `Spinner`).
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'line'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
