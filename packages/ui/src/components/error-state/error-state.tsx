import { useLingui } from '@lingui/react/macro';
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../button/button';
import * as panel from '../empty-state/state-panel';
import { NO_ACCESS_HEADING } from '../../lib/view-state';

export const errorStateVariants = panel.variants(
  'rounded-xl border border-danger-700/30 bg-danger-50 px-6 py-10',
);

export type ErrorStateProps = Omit<ComponentProps<'section'>, 'title'> &
  panel.VariantProps & {
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
    headingLevel?: panel.HeadingLevel;
  };

/** What a page or a section shows when loading it failed, with a way to try again. */
export function ErrorState({
  heading,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 2,
  ...props
}: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <panel.Section slot="error-state" variants={errorStateVariants} {...props}>
      <panel.Icon className="bg-surface text-danger-700">
        <TriangleAlert className="size-6" />
      </panel.Icon>
      {/* One alert holds the heading and the message, so both are announced when it appears. */}
      <div role="alert" className="grid gap-1">
        <panel.Heading level={headingLevel}>{heading ?? t`Something went wrong`}</panel.Heading>
        {message && <p className="max-w-prose text-sm text-ink">{message}</p>}
      </div>
      {onRetry && (
        <Button variant="outline" className="mt-2 bg-surface" loading={retrying} onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {retryLabel ?? t`Try Again`}
        </Button>
      )}
    </panel.Section>
  );
}

/** What a screen shows when the user may not see it (a 403): "No access", and why. */
export function NoAccessState(props: Omit<ErrorStateProps, 'heading' | 'onRetry' | 'retrying'>) {
  const { i18n } = useLingui();
  return <ErrorState heading={i18n._(NO_ACCESS_HEADING)} {...props} />;
}
