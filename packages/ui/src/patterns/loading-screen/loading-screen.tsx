import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Spinner } from '../../components/spinner/spinner';
import { cn } from '../../lib/cn';

export type LoadingScreenProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What screen readers announce and what shows under the spinner. */
  label?: string;
};

/** The whole screen while the app starts (the start-up check: while the health check runs). */
export function LoadingScreen({ label, className, ...props }: LoadingScreenProps) {
  const { t } = useLingui();
  return (
    <div
      data-slot="loading-screen"
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-canvas p-6',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="text-3xl font-extrabold tracking-tight text-primary-700">
        Colla
      </span>
      <Spinner
        size="xl"
        label={label ?? t`Loading`}
        showLabel
        className="flex-col gap-3 text-base"
      />
    </div>
  );
}
