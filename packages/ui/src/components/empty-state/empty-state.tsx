import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { statePanel, type HeadingLevel } from './state-panel';

export const emptyStateVariants = cva(statePanel.base, {
  variants: {
    variant: {
      /** A dashed frame, for a list or a table area with nothing in it yet. */
      framed: 'rounded-xl border border-dashed border-stone-300 bg-surface px-6 py-10',
      plain: statePanel.plain,
    },
  },
  defaultVariants: { variant: 'framed' },
});

export type EmptyStateProps = Omit<ComponentProps<'section'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** A decorative icon (give lucide icons `aria-hidden`). */
    icon?: ReactNode;
    title: ReactNode;
    description?: ReactNode;
    /** What to do next, e.g. a "Create proposal" button or link. */
    action?: ReactNode;
    /** The title's heading level, so it fits the page's outline. */
    headingLevel?: HeadingLevel;
  };

/** What a list or a page shows when there is nothing in it yet, and what to do about it. */
export function EmptyState({
  className,
  variant,
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="empty-state"
      data-variant={variant ?? 'framed'}
      className={cn(emptyStateVariants({ variant }), className)}
      {...props}
    >
      {icon && (
        <span
          aria-hidden="true"
          className={cn(statePanel.icon, 'bg-primary-50 text-primary-700 [&_svg]:size-6')}
        >
          {icon}
        </span>
      )}
      <Heading className={statePanel.heading}>{title}</Heading>
      {description && <p className="max-w-prose text-sm text-muted">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </section>
  );
}
