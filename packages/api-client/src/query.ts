import { QueryClient } from '@tanstack/react-query';
import type { HttpMethod } from 'openapi-typescript-helpers';
import type { CollaClient } from './client';
import { isUnreachableError } from './connection';
import { ApiError } from './errors';

type Caller = (
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * One call by method and path: resolves with the answer's data (null for an empty answer) and
 * rejects with `ApiError` (status, `{message, errors}` body, `Retry-After`) when it is not a 2xx.
 */
export async function callApi(
  client: CollaClient,
  method: HttpMethod,
  path: string,
  init: object | undefined,
  signal?: AbortSignal,
): Promise<unknown> {
  const fn = client[method.toUpperCase() as Uppercase<HttpMethod>] as unknown as Caller;
  const { data, error, response } = await fn(path, { ...init, signal });
  if (!response.ok) throw new ApiError(response.status, error, response.headers);
  return data ?? null;
}

/** How often a query retries while Colla cannot be reached (after 1, 2, 4 and 8 seconds). */
export const UNREACHABLE_QUERY_RETRIES = 4;

/**
 * Whether a failed query tries again: a 4xx is an answer, not a hiccup, so it does not; Colla
 * unreachable (502, 503, 504, a time-out, the network) retries `UNREACHABLE_QUERY_RETRIES` times,
 * any other 5xx twice.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isUnreachableError(error)) return failureCount < UNREACHABLE_QUERY_RETRIES;
  return !(error instanceof ApiError && error.status < 500) && failureCount < 2;
}

/** Backoff: 1, 2, 4, 8… seconds up to 30, or longer when the answer's `Retry-After` says so. */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  const backoff = 1000 * 2 ** failureCount;
  const asked = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
  return Math.min(Math.max(backoff, asked), 30_000);
}

export function createCollaQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery, retryDelay: queryRetryDelay },
    },
  });
}

/**
 * Once Colla answers again: every query on screen that failed, or is waiting to retry, is fetched
 * at once, so the screens fill in without a reload.
 */
export function refetchFailedQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({
    type: 'active',
    predicate: (query) => query.state.status === 'error' || query.state.fetchFailureCount > 0,
  });
}
