/**
 * Stories every searchable, paged list has (admin users, brands, proposals; the brand's
 * proposals), built once: a kit with the list's request and URL logs and its paged handler, many
 * items for the pages, and the paginated, no-match search and found search stories. Each story
 * keeps its own names and words; the checks are the same in every list. For stories only.
 */
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  pagedHandler,
  requestLog,
  searchLog,
  type ApiPath,
  type PagedHandlerOptions,
  type RequestLog,
  type SearchLog,
} from './list-stories';
import type { PlayContext, StoryCanvas } from './state-stories';

/** What a list's stories share: the requests it sent, what it wrote to the URL, its handler. */
export interface ListKit<T> {
  requests: RequestLog;
  url: SearchLog;
  /** Answers `GET path` with `items` like the API (paged, filtered by `match`), logging requests. */
  handler: (items: readonly T[] | (() => readonly T[])) => HttpHandler;
  /** Forgets the requests and the URL writes (the meta's `beforeEach`). */
  clear: () => void;
  /** `paginatedStory` with this list's logs. */
  paginated: (
    handlers: HttpHandler[],
    options: PaginatedOptions,
  ) => ReturnType<typeof paginatedStory>;
  /** `searchFoundStory` with this list's requests. */
  searchFound: (
    options: Omit<SearchFoundOptions, 'requests'>,
  ) => ReturnType<typeof searchFoundStory>;
}

export function listKit<T>(path: ApiPath, match?: PagedHandlerOptions<T>['match']): ListKit<T> {
  const requests = requestLog();
  const url = searchLog();
  return {
    requests,
    url,
    handler: (items) => pagedHandler(path, items, { log: requests, match }),
    clear: () => {
      requests.clear();
      url.clear();
    },
    paginated: (handlers, options) => paginatedStory({ requests, url }, handlers, options),
    searchFound: (options) => searchFoundStory({ ...options, requests }),
  };
}

/** `count` copies of `base` (45 by default: three pages of 20), ids from 100, named `name(n)`. */
export function manyOf<T extends { id: number }>(
  base: T,
  name: (n: number) => Partial<T>,
  count = 45,
): T[] {
  return Array.from({ length: count }, (_, index) => ({
    ...base,
    id: 100 + index,
    ...name(index + 1),
  }));
}

/** Waits until the list is loaded: a link of that name, or the story's own check. */
type Ready = string | ((canvas: StoryCanvas) => Promise<unknown>);

async function whenReady(canvas: StoryCanvas, ready: Ready) {
  if (typeof ready === 'string') await canvas.findByRole('link', { name: ready });
  else await ready(canvas);
}

export interface PaginatedOptions {
  first: string;
  second: string;
  count?: string;
  asText?: boolean;
}

/**
 * More than a page of items, 20 a page (`handlers` answer them): the first page shows `first`
 * (and `count`, e.g. "45 users"); Next is a link to `?page=2`, asks for page 2, shows `second`
 * and writes the URL. `first` and `second` are links, or with `asText` plain text.
 */
export function paginatedStory(
  kit: Pick<ListKit<unknown>, 'requests' | 'url'>,
  handlers: HttpHandler[],
  { first, second, count, asText = false }: PaginatedOptions,
) {
  const find = (canvas: StoryCanvas, name: string) =>
    asText ? canvas.findByText(name) : canvas.findByRole('link', { name });
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: PlayContext) => {
      await find(canvas, first);
      if (count) await expect(canvas.getByText(count)).toBeVisible();
      const next = canvas.getByRole('link', { name: /Next/ });
      await expect(next).toHaveAttribute('href', '?page=2');
      await userEvent.click(next);
      await expect(await find(canvas, second)).toBeVisible();
      await expect(kit.requests.seen.at(-1)?.get('page')).toBe('2');
      await expect(kit.url.writes).toEqual(['page=2']);
    },
  };
}

export interface SearchNoMatchOptions {
  ready: Ready;
  /** The search box's name, e.g. "Search users". */
  searchbox: string;
  /** What is typed; with `enter`, sent at once with Enter. */
  text: string;
  enter?: boolean;
  /** The no-match heading, e.g. "No users match". */
  heading: string;
  /** The words say what matched nothing: `Nothing matches “text”`. */
  saysText?: boolean;
  /** The requests log: a request for the page, then one for the whole word. */
  requests?: RequestLog;
  /** The URL log: the search is written there once. */
  url?: SearchLog;
  /** The button that clears, e.g. "Clear filters". */
  clear?: string;
  /** A link that shows again once cleared. */
  back: string;
}

/**
 * Typing waits for a pause, then searches once; nothing matches (the heading says so), and the
 * clear button brings the list back with an empty search box.
 */
export function searchNoMatchStory(options: SearchNoMatchOptions) {
  const { ready, searchbox, text, heading, requests, url, back } = options;
  return {
    play: async ({ canvas }: PlayContext) => {
      await whenReady(canvas, ready);
      await userEvent.type(
        canvas.getByRole('searchbox', { name: searchbox }),
        options.enter ? `${text}{Enter}` : text,
      );
      await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
      if (options.saysText ?? true)
        await expect(canvas.getByText(new RegExp(`Nothing matches “${text}”`))).toBeVisible();
      // One request for the page, one for the whole word: none per keystroke.
      if (requests) await expect(requests.values('search')).toEqual([null, text]);
      if (url) await expect(url.writes).toEqual([`search=${text}`]);
      await userEvent.click(canvas.getByRole('button', { name: options.clear ?? 'Clear filters' }));
      await expect(await canvas.findByRole('link', { name: back })).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: searchbox })).toHaveValue('');
    },
  };
}

/**
 * A search sent at once with Enter: `gone` leaves, `found` shows, and the last request asked
 * for `text`.
 */
export interface SearchFoundOptions {
  ready: Ready;
  searchbox: string;
  text: string;
  gone: string;
  found: string;
  requests: RequestLog;
}

export function searchFoundStory({
  ready,
  searchbox,
  text,
  gone,
  found,
  requests,
}: SearchFoundOptions) {
  return {
    play: async ({ canvas }: PlayContext) => {
      await whenReady(canvas, ready);
      await userEvent.type(canvas.getByRole('searchbox', { name: searchbox }), `${text}{Enter}`);
      await waitFor(() => expect(canvas.queryByRole('link', { name: gone })).toBeNull());
      await expect(canvas.getByRole('link', { name: found })).toBeVisible();
      await expect(requests.seen.at(-1)?.get('search')).toBe(text);
    },
  };
}
