/**
 * The SQL helpers every data module shares: LIKE patterns, integer bounds, unique violations and
 * the rows-plus-count page of a list.
 */
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The cheapest query: whether the database answers at all (the health check). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

// ---- LIKE patterns ----

/** `text` with LIKE's wildcards (`%`, `_`) and its escape character (`\`) escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching `text` anywhere, literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching slugs `base-<anything>`, literally. */
export function suffixPattern(base: string): string {
  return `${escapeLike(base)}-%`;
}

// ---- Integer bounds ----

/** The largest value of a PostgreSQL `integer` column (ids, counts, sort orders). */
export const PG_INT_MAX = 2_147_483_647;

/** Whether a number fits an `integer` column (a larger id names nothing that exists). */
export const fitsInteger = (value: number) => Number.isSafeInteger(value) && value <= PG_INT_MAX;

/** `column = id`, or a condition no row meets when `id` cannot be stored in an integer column. */
export const idIs = (column: Column, id: number): SQL =>
  fitsInteger(id) ? eq(column, id) : sql`false`;

// ---- Unique violations ----

/** PostgreSQL's error code for a unique violation. */
const UNIQUE_VIOLATION = '23505';

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * Whether an error (or its cause: Drizzle wraps driver errors) is a unique violation, optionally
 * of the named constraint (index).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (e.code === UNIQUE_VIOLATION) {
      if (!constraint) return true;
      if (e.constraint === constraint) return true;
      // Some drivers only name the constraint in the message.
      return current instanceof Error && current.message.includes(constraint);
    }
    current = e.cause;
  }
  return false;
}

// ---- Pages ----

/** A list's page parameters as the spec names them. */
export interface PageQuery {
  page?: number;
  per_page?: number;
}

/** The page asked for (`page` from 1, `per_page` 1..100, default 20) and its rows' window. */
export interface PageWindow {
  page: number;
  perPage: number;
  limit: number;
  offset: number;
}

/** A page in the one shape of the spec. */
export interface Page<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export function pageWindow(query: PageQuery): PageWindow {
  const page = Math.max(1, query.page ?? 1);
  const perPage = Math.min(100, Math.max(1, query.per_page ?? 20));
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** `data` as page `page` of `total` items. */
export function toPage<T>(
  data: T[],
  total: number,
  window: { page: number; perPage: number },
): Page<T> {
  return {
    data,
    meta: {
      current_page: window.page,
      per_page: window.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / window.perPage)),
    },
  };
}

/**
 * One page of a list: the matching rows' count and the rows of the window asked for (already
 * serialized by `rows`), in openapi.yaml's shape.
 */
export async function listPage<T>(
  query: PageQuery,
  source: {
    count: () => Promise<number>;
    rows: (window: PageWindow) => Promise<T[]>;
  },
): Promise<Page<T>> {
  const window = pageWindow(query);
  const [total, data] = await Promise.all([source.count(), source.rows(window)]);
  return toPage(data, total, window);
}

/** A select (already filtered and ordered) that can be cut to a window: a Drizzle query. */
interface Windowable<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * One page of a table's rows matching `where`: counted with `$count`, the window cut from
 * `select` (the same rows, ordered), and serialized by `serialize`.
 */
export function tablePage<R, T>(
  db: Db,
  query: PageQuery,
  table: Parameters<Db['$count']>[0],
  where: SQL | undefined,
  select: Windowable<R>,
  serialize: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  return listPage(query, {
    count: () => db.$count(table, where),
    rows: async ({ limit, offset }) => serialize(await select.limit(limit).offset(offset)),
  });
}

/** The page of an empty list (a caller who may see nothing). */
export function emptyPage<T>(query: PageQuery): Page<T> {
  return toPage<T>([], 0, pageWindow(query));
}
