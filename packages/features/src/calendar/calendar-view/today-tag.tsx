import { Trans } from '@lingui/react/macro';

/** Marks today's heading. */
export function TodayTag() {
  return (
    <span className="rounded-full bg-primary-600 px-2 py-0.5 text-xs font-semibold text-white">
      <Trans>Today</Trans>
    </span>
  );
}
