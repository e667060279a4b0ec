import {
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
  QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  RequiredKeysOf,
} from 'openapi-typescript-helpers';
import type { CollaClient } from './client';
import { isUnreachableError } from './connection';
import { ApiError } from './errors';
import type { paths } from './schema';

type Init<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = MaybeOptionalInit<
  paths[P],
  M
>;

type Operation<
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
> = paths[P][M] extends infer O ? (O extends Record<string, unknown> ? O : never) : never;

/** What a successful call returns. */
export type ApiData<
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I = Init<M, P>,
> = Required<FetchResponse<Operation<M, P>, I, MediaType>>['data'];

export type ApiQueryKey<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = readonly [
  M,
  P,
  Init<M, P> | undefined,
];

type InitArgs<I> = RequiredKeysOf<I> extends never ? [init?: I] : [init: I];

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

/**
 * Server state on TanStack Query, typed from `openapi.yaml`. Failures reject with `ApiError`,
 * which carries the HTTP status, the `{message, errors}` body and the `Retry-After` wait, so a
 * screen can tell a missing record (404) from a forbidden (403), a server error, or too many
 * attempts (429) and how long to wait.
 */
export function createApiQueries(client: CollaClient) {
  const call = (method: HttpMethod, path: string, init: object | undefined, signal?: AbortSignal) =>
    callApi(client, method, path, init, signal);

  function queryOptions<M extends HttpMethod, P extends PathsWithMethod<paths, M>>(
    method: M,
    path: P,
    ...[init]: InitArgs<Init<M, P>>
  ) {
    const queryKey: ApiQueryKey<M, P> = [method, path, init];
    return {
      queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(method, path, init, signal) as Promise<ApiData<M, P>>,
    };
  }

  function useQuery<M extends HttpMethod, P extends PathsWithMethod<paths, M>>(
    method: M,
    path: P,
    init: Init<M, P>,
    options?: Omit<
      UseQueryOptions<ApiData<M, P>, ApiError, ApiData<M, P>, ApiQueryKey<M, P>>,
      'queryKey' | 'queryFn'
    >,
  ): UseQueryResult<ApiData<M, P>, ApiError> {
    const base = queryOptions<M, P>(method, path, ...([init] as InitArgs<Init<M, P>>));
    return useTanstackQuery({ ...options, ...base });
  }

  function useMutation<
    M extends HttpMethod,
    P extends PathsWithMethod<paths, M>,
    TContext = unknown,
  >(
    method: M,
    path: P,
    options?: Omit<
      UseMutationOptions<ApiData<M, P>, ApiError, Init<M, P>, TContext>,
      'mutationKey' | 'mutationFn'
    >,
  ): UseMutationResult<ApiData<M, P>, ApiError, Init<M, P>, TContext> {
    return useTanstackMutation({
      ...options,
      mutationKey: [method, path],
      mutationFn: (init) => call(method, path, init ?? undefined) as Promise<ApiData<M, P>>,
    });
  }

  return { client, call, queryOptions, useQuery, useMutation };
}

export type ApiQueries = ReturnType<typeof createApiQueries>;

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
