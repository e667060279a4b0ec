import { cva, type VariantProps } from 'class-variance-authority';
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { statePanel, type HeadingLevel } from '../empty-state/state-panel';

export const errorStateVariants = cva(statePanel.base, {
  variants: {
    variant: {
      framed: 'rounded-xl border border-danger-700/30 bg-danger-50 px-6 py-10',
      plain: statePanel.plain,
    },
  },
  defaultVariants: { variant: 'framed' },
});

export type ErrorStateProps = Omit<ComponentProps<'section'>, 'title'> &
  VariantProps<typeof errorStateVariants> & {
    /** What failed, e.g. "Error Loading Proposal". */
    heading?: ReactNode;
    /** Why, in the server's words when there are some, e.g. "Failed to load proposal". */
    message?: ReactNode;
    /** Called by the "Try Again" button; without it there is no button. */
    onRetry?: () => void;
    retryLabel?: string;
    /** The retry is in flight: the button shows a spinner and ignores presses. */
    retrying?: boolean;
    /** The heading's level, so it fits the page's outline. */
    headingLevel?: HeadingLevel;
  };

/** What a page or a section shows when loading it failed, with a way to try again. */
export function ErrorState({
  className,
  variant,
  heading = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try Again',
  retrying = false,
  headingLevel = 2,
  ...props
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="error-state"
      data-variant={variant ?? 'framed'}
      className={cn(errorStateVariants({ variant }), className)}
      {...props}
    >
      <span aria-hidden="true" className={cn(statePanel.icon, 'bg-surface text-danger-700')}>
        <TriangleAlert className="size-6" />
      </span>
      {/* One alert holds the heading and the message, so both are announced when it appears. */}
      <div role="alert" className="grid gap-1">
        <Heading className={statePanel.heading}>{heading}</Heading>
        {message && <p className="max-w-prose text-sm text-ink">{message}</p>}
      </div>
      {onRetry && (
        <Button variant="outline" className="mt-2 bg-surface" loading={retrying} onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {retryLabel}
        </Button>
      )}
    </section>
  );
}
