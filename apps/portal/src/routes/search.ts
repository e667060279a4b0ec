import { formatSearch, parseSearch, type SearchSchema } from '@colla/ui/lib/search-state';
import type { z } from 'zod';

/**
 * A link to a list with part of its query, written by the list's own schema (defaults left
 * out): `listHref('/app/admin/users', adminUsersSearch, { type: 'brand' })` →
 * `/app/admin/users?type=brand`.
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
