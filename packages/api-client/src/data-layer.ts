// What the generated operations (operations.gen.ts) are made of: query keys, query and
// infinite-query options, and mutations that invalidate what invalidation.ts declares. Screens
// import the generated names (`listCategoriesOptions`, `useCreateCategoryMutation`), not these.
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  type InfiniteData,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type {
  HttpMethod,
  MediaType,
  RequiredKeysOf,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import type { CollaClient } from './client';
import type { ApiError } from './errors';
import { invalidates, type InvalidationTarget } from './invalidation';
import { callApi } from './query';
import { operationRoutes, type WriteOperationId } from './routes.gen';
import type { operations } from './schema';

export type OperationId = keyof operations;

/** Where an operation is sent (resolved from openapi.yaml when the layer is generated). */
export interface OperationRoute<K extends OperationId = OperationId> {
  readonly id: K;
  readonly tag: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Which of the flat parameters go into the path; the others go into the query string. */
  readonly pathParams: readonly string[];
  /** How a read pages: numbered `page`s, or older items `before_id` the smallest id seen. */
  readonly paging?: 'page' | 'before_id';
  /** The body is sent as the `FormData` given (multipart). */
  readonly body?: 'form';
  /** The answer is not JSON. */
  readonly parseAs?: 'text';
}

type Empty = Record<never, never>;
type Flat<T> = { [P in keyof T]: T[P] };
type Present<V> = [V] extends [never] ? Empty : V;
type Section<P, S extends PropertyKey> = S extends keyof P ? Present<NonNullable<P[S]>> : Empty;
type ParamsOf<K extends OperationId> = operations[K]['parameters'];

/** An operation's path and query parameters in one object, e.g. `{ id: 7 }` or `{ page: 2 }`. */
export type OperationParams<K extends OperationId> = Flat<
  Section<ParamsOf<K>, 'path'> & Section<ParamsOf<K>, 'query'>
>;

/** The parameter list of a factory: optional when no parameter is required. */
export type ParamsArgs<K extends OperationId> =
  RequiredKeysOf<OperationParams<K>> extends never
    ? [params?: OperationParams<K>]
    : [params: OperationParams<K>];

type PageParamOf<K extends OperationId> = (typeof operationRoutes)[K] extends {
  paging: infer P extends string;
}
  ? P
  : never;

/** The parameters of a paged read without the one the pages set (`page` or `before_id`). */
export type InfiniteParams<K extends OperationId> = Omit<OperationParams<K>, PageParamOf<K>>;

export type InfiniteParamsArgs<K extends OperationId> =
  RequiredKeysOf<InfiniteParams<K>> extends never
    ? [params?: InfiniteParams<K>]
    : [params: InfiniteParams<K>];

/** What a successful call answers (null for an empty answer). */
export type OperationData<K extends OperationId> =
  SuccessResponse<operations[K]['responses'], MediaType> extends infer D
    ? [D] extends [undefined]
      ? null
      : D
    : never;

type BodyContent<K extends OperationId> = operations[K] extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? never
    : NonNullable<B> extends { content: infer C }
      ? C
      : never
  : never;

/** The request body: JSON as the spec types it, or `FormData` for a multipart upload. */
export type OperationBody<K extends OperationId> = [BodyContent<K>] extends [never]
  ? never
  : BodyContent<K> extends { 'multipart/form-data': unknown }
    ? FormData
    : BodyContent<K> extends { 'application/json': infer J }
      ? J
      : never;

type BodyPart<K extends OperationId> = [OperationBody<K>] extends [never]
  ? Empty
  : operations[K] extends { requestBody: unknown }
    ? { body: OperationBody<K> }
    : { body?: OperationBody<K> };

/** For one call of a mutation: an abort signal, or a fetch of its own (upload progress). */
export interface RequestExtras {
  signal?: AbortSignal;
  fetch?: (input: Request) => Promise<Response>;
}

/** What a mutation is called with: its parameters, its `body`, and optional `request` extras. */
export type MutationVariables<K extends OperationId> = Flat<
  OperationParams<K> & BodyPart<K> & { request?: RequestExtras }
>;

/** `mutate()` may be called without arguments when nothing is required. */
type MutateWith<K extends OperationId> =
  RequiredKeysOf<MutationVariables<K>> extends never
    ? // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- as useMutation's own default
      MutationVariables<K> | void
    : MutationVariables<K>;

// Keys: every key starts with the operation's tag, then its operationId.

export const tagKey = <T extends string>(tag: T) => [tag] as const;

export const operationKey = <R extends OperationRoute, P extends object = Empty>(
  route: R,
  params?: P,
) => [route.tag as R['tag'], route.id as R['id'], (params ?? {}) as P] as const;

export const infiniteKey = <R extends OperationRoute, P extends object = Empty>(
  route: R,
  params?: P,
) => [route.tag as R['tag'], route.id as R['id'], 'infinite', (params ?? {}) as P] as const;

// The client: each QueryClient knows the CollaClient its queries and mutations call with.

const apiClients = new WeakMap<QueryClient, CollaClient>();

/** Makes the queries and mutations run in `queryClient` call through `client`. */
export function bindApiClient(queryClient: QueryClient, client: CollaClient): void {
  apiClients.set(queryClient, client);
}

export function apiClientOf(queryClient: QueryClient): CollaClient {
  const client = apiClients.get(queryClient);
  if (!client) {
    throw new Error(
      'No Colla client for this QueryClient: create it with createCollaApp(), or put an <ApiProvider> inside its <QueryClientProvider>.',
    );
  }
  return client;
}

function send(
  queryClient: QueryClient,
  route: OperationRoute,
  variables: Record<string, unknown> | undefined,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const { body, request, ...params } = variables ?? {};
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (route.pathParams.includes(name)) path[name] = value;
    else query[name] = value;
  }
  const extras = request as RequestExtras | undefined;
  const init = {
    params: { path, query },
    ...(body === undefined ? {} : { body }),
    ...(route.body === 'form' ? { bodySerializer: (form: unknown) => form } : {}),
    ...(route.parseAs ? { parseAs: route.parseAs } : {}),
    ...(extras?.fetch ? { fetch: extras.fetch } : {}),
  };
  return callApi(
    apiClientOf(queryClient),
    route.method,
    route.path,
    init,
    extras?.signal ?? signal,
  );
}

// Reads.

/** `queryOptions` of a read: its key, and a query function that rejects with `ApiError`. */
export function readOptions<R extends OperationRoute, P extends object>(route: R, params?: P) {
  return queryOptions<
    OperationData<R['id']>,
    ApiError,
    OperationData<R['id']>,
    ReturnType<typeof operationKey<R, P>>
  >({
    queryKey: operationKey(route, params),
    queryFn: ({ client, signal }) =>
      send(client, route, params as Record<string, unknown>, signal) as Promise<
        OperationData<R['id']>
      >,
  });
}

/** How a paged read asks for a page and finds the next one. */
interface Paging<TPageParam> {
  initialPageParam: TPageParam;
  params: (pageParam: TPageParam) => Record<string, unknown>;
  next: (last: unknown) => TPageParam | undefined;
}

/** Page 1, then each next one until `meta.last_page`. */
const byPage: Paging<number> = {
  initialPageParam: 1,
  params: (page) => ({ page }),
  next: (last) => {
    const { meta } = last as { meta: { current_page: number; last_page: number } };
    return meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
  },
};

/** The newest items, then those older than the smallest id seen while `meta.last_page > 1`. */
const beforeId: Paging<number | null> = {
  initialPageParam: null,
  params: (oldest) => (oldest === null ? {} : { before_id: oldest }),
  next: (last) => {
    const { data, meta } = last as { data: { id: number }[]; meta: { last_page: number } };
    return meta.last_page > 1 && data.length > 0
      ? Math.min(...data.map((item) => item.id))
      : undefined;
  },
};

function pagedOptions<R extends OperationRoute, P extends object, TPageParam>(
  route: R,
  params: P | undefined,
  paging: Paging<TPageParam>,
) {
  return infiniteQueryOptions<
    OperationData<R['id']>,
    ApiError,
    InfiniteData<OperationData<R['id']>, TPageParam>,
    ReturnType<typeof infiniteKey<R, P>>,
    TPageParam
  >({
    queryKey: infiniteKey(route, params),
    initialPageParam: paging.initialPageParam,
    queryFn: ({ client, signal, pageParam }) =>
      send(
        client,
        route,
        { ...params, ...paging.params(pageParam as TPageParam) },
        signal,
      ) as Promise<OperationData<R['id']>>,
    getNextPageParam: paging.next,
  });
}

/** `infiniteQueryOptions` of a read paged by `page`. */
export const pageInfiniteOptions = <R extends OperationRoute, P extends object>(
  route: R,
  params?: P,
) => pagedOptions(route, params, byPage);

/** `infiniteQueryOptions` of a read paged by `before_id` (older items). */
export const cursorInfiniteOptions = <R extends OperationRoute, P extends object>(
  route: R,
  params?: P,
) => pagedOptions(route, params, beforeId);

// Writes.

/** The query keys a write makes stale, from its entry in `invalidates`. */
export function invalidatedKeys(id: WriteOperationId): readonly (readonly string[])[] {
  const targets: readonly InvalidationTarget[] = invalidates[id];
  return targets.map((target) =>
    target in operationRoutes
      ? [operationRoutes[target as keyof typeof operationRoutes].tag, target]
      : tagKey(target),
  );
}

/** Invalidates what a write makes stale; resolves once the queries on screen are fetched again. */
export async function invalidateAfter(queryClient: QueryClient, id: WriteOperationId) {
  await Promise.all(
    invalidatedKeys(id).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export type OperationMutationOptions<K extends OperationId, TContext = unknown> = Omit<
  UseMutationOptions<OperationData<K>, ApiError, MutateWith<K>, TContext>,
  'mutationKey' | 'mutationFn'
>;

/**
 * The mutation options of a write: calls it by its method and path, rejects with `ApiError`, and
 * on success invalidates what `invalidates` declares before the caller's own `onSuccess` runs (so
 * `mutateAsync` resolves once the reads on screen are fresh).
 */
export function writeMutationOptions<
  R extends OperationRoute<WriteOperationId>,
  TContext = unknown,
>(
  route: R,
  { onSuccess, ...options }: OperationMutationOptions<R['id'], TContext> = {},
): UseMutationOptions<OperationData<R['id']>, ApiError, MutateWith<R['id']>, TContext> {
  return {
    ...options,
    mutationKey: [route.tag, route.id],
    mutationFn: (variables, { client }) =>
      send(
        client,
        route,
        (variables ?? undefined) as Record<string, unknown> | undefined,
        undefined,
      ) as Promise<OperationData<R['id']>>,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await invalidateAfter(context.client, route.id);
      await onSuccess?.(data, variables, onMutateResult, context);
    },
  };
}

/** `useMutation` of a write, with `writeMutationOptions`. */
export function useOperationMutation<
  R extends OperationRoute<WriteOperationId>,
  TContext = unknown,
>(
  route: R,
  options?: OperationMutationOptions<R['id'], TContext>,
): UseMutationResult<OperationData<R['id']>, ApiError, MutateWith<R['id']>, TContext> {
  return useMutation(writeMutationOptions(route, options));
}
