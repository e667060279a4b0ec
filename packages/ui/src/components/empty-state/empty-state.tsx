import type { ComponentProps, ReactNode } from 'react';
import * as panel from './state-panel';

/** Framed: a dashed frame, for a list or a table area with nothing in it yet. */
export const emptyStateVariants = panel.variants(
  'rounded-xl border border-dashed border-stone-300 bg-surface px-6 py-10',
);

export type EmptyStateProps = Omit<ComponentProps<'section'>, 'title'> &
  panel.VariantProps & {
    /** A decorative icon (give lucide icons `aria-hidden`). */
    icon?: ReactNode;
    title: ReactNode;
    description?: ReactNode;
    /** What to do next, e.g. a "Create proposal" button or link. */
    action?: ReactNode;
    /** The title's heading level, so it fits the page's outline. */
    headingLevel?: panel.HeadingLevel;
  };

/** What a list or a page shows when there is nothing in it yet, and what to do about it. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  ...props
}: EmptyStateProps) {
  return (
    <panel.Section slot="empty-state" variants={emptyStateVariants} {...props}>
      {icon && (
        <panel.Icon className="bg-primary-50 text-primary-700 [&_svg]:size-6">{icon}</panel.Icon>
      )}
      <panel.Heading level={headingLevel}>{title}</panel.Heading>
      {description && <p className="max-w-prose text-sm text-muted">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </panel.Section>
  );
}
