import { z } from 'zod';
import { useSearchState, type SearchSchema } from '../../lib/search-state';

/**
 * Field schemas for a list's URL query, each with its default (a missing or malformed value
 * takes it): `z.object({ search: listParams.text(), status: listParams.oneOf(['all', 'sent'],
 * 'all'), page: listParams.page() })`.
 */
export const listParams = {
  /** Free text; '' when absent. */
  text: () => z.string().catch(''),
  /** A page from 1; 1 when absent or malformed. */
  page: () => z.coerce.number().int().min(1).catch(1),
  /** One of `values`; `fallback` otherwise. */
  oneOf: <const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) =>
    z.enum(values).catch(fallback),
  /** A positive whole number such as an id; null (no filter) otherwise. */
  id: () => z.coerce.number().int().positive().nullable().catch(null),
};

/** A list's query in the URL, and what its controls call. */
export interface ListSearch<Q> {
  /** The query, parsed from the URL. */
  query: Q;
  /** Changes filters or the search, and goes back to page 1. */
  filter: (patch: Partial<Q>) => void;
  /** Every filter, the search and the page back to their defaults. */
  clear: () => void;
  /** Goes to a page (for `ListScreen`'s `onPageChange`). */
  onPageChange: (page: number) => void;
  /** A page's URL (`?…`), for `ListScreen`'s `pageHref`. */
  pageHref: (page: number) => string;
}

/**
 * The one way a list keeps its query: in the URL, read and written through `schema` (which has a
 * `page` field, see `listParams`). Containers pass `query` to the request and the rest to the
 * view; there is no `query`/`onQueryChange` prop.
 */
export function useListSearch<S extends SearchSchema>(schema: S): ListSearch<z.output<S>> {
  type Q = z.output<S>;
  const { value, set, href } = useSearchState(schema);
  // The schema has a `page` field (see above); TypeScript cannot see it through the generic.
  const atPage = (page: number) => ({ page }) as unknown as Partial<Q>;
  return {
    query: value,
    filter: (patch) => set({ ...patch, ...atPage(1) }),
    clear: () => set(schema.parse({}) as Q),
    onPageChange: (page) => set(atPage(page)),
    pageHref: (page) => href(atPage(page)),
  };
}
