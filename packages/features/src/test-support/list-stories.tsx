/**
 * Story helpers for list screens: paged MSW handlers that answer like the API and record the
 * requests they saw, the other answers every list's stories need (stalled, failing once,
 * forbidden), and a decorator that starts a story at a URL search and records what the list
 * writes there. For stories only.
 */
import type { paths } from '@colla/api-client';
import { errorBody } from '@colla/mocks';
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemorySearchParams } from '@colla/ui/lib/search-state';

/** A read in the spec, e.g. `/api/admin/brands`. */
export type ApiPath = keyof paths;

/** MSW's form of a spec path: `{id}` becomes `:id`. */
const mswPath = (path: ApiPath) => path.replace(/\{(\w+)\}/g, ':$1');

/** The query strings of the requests a story's handlers saw, in order; clear it in `beforeEach`. */
export interface RequestLog {
  readonly seen: URLSearchParams[];
  /** Records a request's query string. */
  record: (request: Request) => void;
  clear: () => void;
  /** One parameter of every request, e.g. `log.values('search')` → `[null, 'sal de']`. */
  values: (name: string) => (string | null)[];
}

export function requestLog(): RequestLog {
  const seen: URLSearchParams[] = [];
  return {
    seen,
    record: (request) => {
      seen.push(new URL(request.url).searchParams);
    },
    clear: () => {
      seen.length = 0;
    },
    values: (name) => seen.map((params) => params.get(name)),
  };
}

export interface PagedHandlerOptions<T> {
  /** Records each request's query string. */
  log?: RequestLog;
  /** Keeps the items the request's parameters ask for (`search`, filters); all by default. */
  match?: (item: T, params: URLSearchParams) => boolean;
  /** Items a page when the request gives no `per_page`. */
  perPage?: number;
}

/**
 * Answers `GET path` like the API: the items that `match`, one page of them (`page`,
 * `per_page`) with `meta` (current_page, per_page, total, last_page). `items` may be a function,
 * read at each request (for lists that change during a story).
 */
export function pagedHandler<T>(
  path: ApiPath,
  items: readonly T[] | (() => readonly T[]),
  { log, match = () => true, perPage: defaultPerPage = 20 }: PagedHandlerOptions<T> = {},
) {
  return http.get(mswPath(path), ({ request }) => {
    log?.record(request);
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? '1');
    const perPage = Number(params.get('per_page') ?? defaultPerPage);
    const all = typeof items === 'function' ? items() : items;
    const matching = all.filter((item) => match(item, params));
    return HttpResponse.json({
      data: matching.slice((page - 1) * perPage, page * perPage),
      meta: {
        current_page: page,
        per_page: perPage,
        total: matching.length,
        last_page: Math.max(1, Math.ceil(matching.length / perPage)),
      },
    });
  });
}

/**
 * A `match` for `pagedHandler`: the `search` parameter (case-insensitive) is in one of the
 * item's `fields`; no search matches everything.
 */
export function matchSearch<T>(fields: (item: T) => readonly (string | null | undefined)[]) {
  return (item: T, params: URLSearchParams) => {
    const search = params.get('search')?.toLowerCase();
    return !search || fields(item).some((field) => (field ?? '').toLowerCase().includes(search));
  };
}

/** A `GET path` that never answers: the screen stays loading. */
export function stalledHandler(path: ApiPath) {
  return http.get(mswPath(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** A `GET path` answered 403 (the user may not see it). */
export function forbiddenHandler(path: ApiPath, message = 'This action is unauthorized.') {
  return http.get(mswPath(path), () => HttpResponse.json(errorBody(message), { status: 403 }));
}

/**
 * A `GET path` that fails with a 500 the first `failures` times, then answers `body`; `calls()`
 * says how often it was asked (so a story sees that Try Again asked again). Call `reset()` in
 * the story's `beforeEach`.
 */
export function failingHandler(
  path: ApiPath,
  body: unknown,
  { failures = 1, message = 'Server Error' }: { failures?: number; message?: string } = {},
) {
  let calls = 0;
  const handler = http.get(mswPath(path), () => {
    calls += 1;
    return calls <= failures
      ? HttpResponse.json(errorBody(message), { status: 500 })
      : HttpResponse.json(body as Record<string, unknown>);
  });
  return {
    handler,
    calls: () => calls,
    reset: () => {
      calls = 0;
    },
  };
}

/** Where a story's list writes its query: the search of each write, in order. */
export interface SearchLog {
  readonly writes: string[];
  clear: () => void;
  /**
   * Wraps the story in a `MemorySearchParams` that starts at `parameters.search` (e.g.
   * `'search=vermut&page=2'`) and records every write in `writes`.
   */
  decorator: Decorator;
}

export function searchLog(): SearchLog {
  const writes: string[] = [];
  const onChange = (search: string) => {
    writes.push(search);
  };
  return {
    writes,
    clear: () => {
      writes.length = 0;
    },
    decorator: (Story, { parameters }) => (
      <MemorySearchParams
        initial={typeof parameters.search === 'string' ? parameters.search : ''}
        onChange={onChange}
      >
        <Story />
      </MemorySearchParams>
    ),
  };
}
