import type { ReactNode } from 'react';
import { ErrorState, NoAccessState } from '@colla/ui/components/error-state';
import { cn } from '@colla/ui/lib/cn';
import type { ViewState } from '@colla/ui/lib/view-state';

export interface ViewStateBodyProps<T> {
  /** The read, from `toViewState(result)`. */
  state: ViewState<T>;
  /**
   * Said (to screen readers) while loading, e.g. "Loading your dashboard…"; without it the
   * skeleton shows alone (the screen has its own status line).
   */
  loadingLabel?: string;
  /** The skeletons shown while loading. */
  skeleton: ReactNode;
  /** The loading block's gap; `gap-6` by default. */
  loadingClassName?: string;
  /** Why there is no access (a 403), under the "No access" heading. */
  forbiddenMessage: ReactNode;
  /** The heading of a failed read; the message and Try Again come from `state`. */
  errorHeading: ReactNode;
  /** What a 404 says; without it a 404 shows as a failed read. */
  notFound?: { heading: ReactNode; message: ReactNode };
  /** What the loaded screen shows. */
  children: (data: T) => ReactNode;
}

/**
 * The body of a screen that reads one thing: busy skeletons with a status while loading, the
 * loaded content, or one `ErrorState` for no access, not found or a failed read (with Try
 * Again). Shared by the dashboards and the admin screens for one record.
 */
export function ViewStateBody<T>({
  state,
  loadingLabel,
  skeleton,
  loadingClassName = 'gap-6',
  forbiddenMessage,
  errorHeading,
  notFound,
  children,
}: ViewStateBodyProps<T>) {
  switch (state.status) {
    case 'success':
      return children(state.data);
    case 'loading':
      if (loadingLabel === undefined) return skeleton;
      return (
        <div aria-busy="true" className={cn('grid', loadingClassName)}>
          <p role="status" className="sr-only">
            {loadingLabel}
          </p>
          {skeleton}
        </div>
      );
    case 'forbidden':
      return <NoAccessState message={forbiddenMessage} />;
    case 'not-found':
      return notFound ? (
        <ErrorState heading={notFound.heading} message={notFound.message} />
      ) : (
        <ErrorState heading={errorHeading} />
      );
    case 'error':
      return (
        <ErrorState
          heading={errorHeading}
          message={state.message}
          onRetry={state.onRetry}
          retrying={state.retrying}
        />
      );
  }
}
