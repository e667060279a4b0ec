import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';

/** What the banner says while Colla cannot be reached (a 503, a proxy's 502/504, the network). */
export const UNREACHABLE_TITLE = msg`We can’t reach Colla right now.`;
export const UNREACHABLE_DESCRIPTION = msg`We’ll keep trying — your work is safe.`;

export interface ConnectionBannerProps {
  /** Colla cannot be reached: the banner shows; otherwise nothing is visible. */
  unreachable: boolean;
  /** "Try now": checks at once instead of waiting for the next automatic try. */
  onTryNow?: () => void;
  /** A check the person asked for is running: "Try now" shows a spinner. */
  checking?: boolean;
  className?: string;
}

/**
 * A polite banner while Colla cannot be reached. The person stays signed in and what they typed
 * stays put; the app keeps trying and the banner goes away by itself once Colla answers. It floats
 * above the phone's bottom bar and at the foot of wider screens, and its live region
 * (`role="status"`) is always in the page, so screen readers announce the message when it appears.
 */
export function ConnectionBanner({
  unreachable,
  onTryNow,
  checking = false,
  className,
}: ConnectionBannerProps) {
  const { i18n, t } = useLingui();
  return (
    <div
      data-slot="connection-banner"
      data-state={unreachable ? 'unreachable' : 'reachable'}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-50 flex justify-center px-4',
        // Above the phone's bottom bar (56 px items, its padding and the safe area).
        'bottom-[calc(4.75rem+env(safe-area-inset-bottom))] md:bottom-6',
        className,
      )}
    >
      <div
        className={cn(
          'w-full max-w-md',
          unreachable && [
            'pointer-events-auto flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-l-4 border-line border-l-warning-700 bg-surface p-3 pl-4 text-ink shadow-lg',
            // Entrance by movement only (no fade), so the text has full contrast at once.
            'motion-safe:transition-[translate] motion-safe:starting:translate-y-4',
          ],
        )}
      >
        <div role="status" className="flex min-w-0 flex-1 basis-56 items-start gap-3">
          {unreachable && (
            <>
              <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
              <p className="grid gap-0.5 text-sm">
                <span className="font-semibold">{i18n._(UNREACHABLE_TITLE)}</span>{' '}
                <span className="text-muted">{i18n._(UNREACHABLE_DESCRIPTION)}</span>
              </p>
            </>
          )}
        </div>
        {unreachable && onTryNow && (
          <Button
            variant="outline"
            size="sm"
            loading={checking}
            onClick={onTryNow}
            className="ml-auto shrink-0"
          >
            {t`Try now`}
          </Button>
        )}
      </div>
    </div>
  );
}
