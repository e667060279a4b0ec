import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';

/**
 * Where a screen's query lives: the portal gives the router's URL search; without a provider
 * (Storybook, a test) it is kept in memory, starting from `initial`.
 */
export interface SearchParamsAdapter {
  /** The current search, e.g. `search=forn&page=2`. */
  params: URLSearchParams;
  /** Writes a new search; a list replaces the entry rather than piling up history. */
  setParams: (next: URLSearchParams, options?: { replace?: boolean }) => void;
}

const SearchParamsContext = createContext<SearchParamsAdapter | null>(null);

export function SearchParamsProvider({
  value,
  children,
}: {
  value: SearchParamsAdapter;
  children: ReactNode;
}) {
  return <SearchParamsContext.Provider value={value}>{children}</SearchParamsContext.Provider>;
}

/**
 * A search kept in memory, for stories and tests: starts at `initial` and tells `onChange` of
 * every write (so a story can check what the URL would become).
 */
export function MemorySearchParams({
  initial = '',
  onChange,
  children,
}: {
  initial?: string;
  onChange?: (search: string) => void;
  children: ReactNode;
}) {
  const [params, setState] = useState(() => new URLSearchParams(initial));
  const value = useMemo<SearchParamsAdapter>(
    () => ({
      params,
      setParams: (next) => {
        setState(next);
        onChange?.(next.toString());
      },
    }),
    [params, onChange],
  );
  return <SearchParamsProvider value={value}>{children}</SearchParamsProvider>;
}

/**
 * An object schema whose every field has a default (`.catch(...)`/`.default(...)`), read from
 * strings: `z.object({ search: z.string().catch(''), page: z.coerce.number().int().min(1).catch(1) })`.
 */
export type SearchSchema = z.ZodObject<z.ZodRawShape>;

/** Reads `params` through `schema`: a missing or malformed value takes the field's default. */
export function parseSearch<S extends SearchSchema>(
  schema: S,
  params: URLSearchParams,
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return schema.parse(raw);
}

/**
 * Writes `value` as a search: fields equal to their default are left out (so the first page of
 * an unfiltered list is its bare URL); other parameters already there are kept.
 */
export function formatSearch<S extends SearchSchema>(
  schema: S,
  value: z.output<S>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const next = new URLSearchParams(base);
  for (const key of Object.keys(schema.shape)) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined || field === null || field === '' || field === defaults[key]) {
      next.delete(key);
    } else {
      next.set(key, String(field));
    }
  }
  return next;
}

export interface SearchState<T> {
  /** The query, parsed from the URL. */
  value: T;
  /** Changes some fields (the URL entry is replaced). */
  set: (patch: Partial<T>) => void;
  /** The URL search (`?…`) the query would have with `patch`, for real links (pages). */
  href: (patch: Partial<T>) => string;
}

/** The one way a screen's query lives in the URL: parsed by a zod schema, written back by it. */
export function useSearchState<S extends SearchSchema>(schema: S): SearchState<z.output<S>> {
  const adapter = useContext(SearchParamsContext);
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const params = adapter?.params ?? ownParams;
  const setParams = adapter?.setParams ?? ((next: URLSearchParams) => setOwnParams(next));
  const value = useMemo(() => parseSearch(schema, params), [schema, params]);
  const set = (patch: Partial<z.output<S>>) =>
    setParams(formatSearch(schema, { ...value, ...patch }, params), { replace: true });
  const href = (patch: Partial<z.output<S>>) =>
    `?${formatSearch(schema, { ...value, ...patch }, params).toString()}`;
  return { value, set, href };
}
