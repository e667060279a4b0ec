import type { UseQueryResult } from '@tanstack/react-query';
import { failureMessage } from './form-failure';
import type { ViewState } from '@colla/ui/lib/view-state';

/** The HTTP status an error carries (the API client's errors have one), or null. */
export function errorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

export interface ToViewStateOptions {
  /** A 404 is `not-found` (a screen for one thing that may be gone); otherwise it is an error. */
  notFound?: boolean;
}

/**
 * A TanStack Query result as a `ViewState`: data wins (kept placeholder data is `refreshing`),
 * then loading, then 403 → `forbidden`, 404 → `not-found` (with `notFound`), and any other
 * failure → `error` in words people can read, whose retry refetches.
 */
export function toViewState<T>(
  result: Pick<
    UseQueryResult<T>,
    'isSuccess' | 'isPending' | 'isPlaceholderData' | 'isFetching' | 'data' | 'error' | 'refetch'
  >,
  options: ToViewStateOptions = {},
): ViewState<T> {
  if (result.isSuccess) {
    return { status: 'success', data: result.data as T, refreshing: result.isPlaceholderData };
  }
  if (result.isPending) return { status: 'loading' };
  const status = errorStatus(result.error);
  if (status === 403) return { status: 'forbidden' };
  if (status === 404 && options.notFound) return { status: 'not-found' };
  return {
    status: 'error',
    message: failureMessage(result.error),
    onRetry: () => void result.refetch(),
    retrying: result.isFetching,
  };
}
