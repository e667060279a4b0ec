import { formatSearch, parseSearch, type SearchSchema } from '@colla/ui/lib/search-state';
import { z } from 'zod';

/** A page number in the URL: a whole number from 1, else the first page. */
export const pageParam = z.coerce.number().int().min(1).catch(1);

/** An id in the URL: a whole number from 1, else none. */
export const idParam = z.coerce.number().int().min(1).optional().catch(undefined);

/** One of `values`, else `fallback`. */
export const oneOfParam = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) => z.enum(values).catch(fallback);

/** Free text, else empty. */
export const textParam = z.string().catch('');

/**
 * A link to a list with part of its query, written by the list's own schema (defaults left
 * out): `listHref('/app/admin/users', usersSearch, { type: 'brand' })` → `/app/admin/users?type=brand`.
 */
export function listHref<S extends SearchSchema>(
  path: string,
  schema: S,
  patch: Partial<z.output<S>>,
): string {
  const value = { ...parseSearch(schema, new URLSearchParams()), ...patch };
  const search = formatSearch(schema, value).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A list's whole new query (optional filters left out when unset) as a patch for
 * `useSearchState(...).set`: every field it leaves out is cleared from the URL.
 */
export function wholeQuery<S extends SearchSchema>(
  schema: S,
  next: Partial<z.output<S>>,
): Partial<z.output<S>> {
  const cleared = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, undefined]));
  return { ...cleared, ...next } as Partial<z.output<S>>;
}
