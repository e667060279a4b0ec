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

/** The largest value of a PostgreSQL `integer` column (ids, counts, sort orders). */
export const PG_INT_MAX = 2_147_483_647;

/** Whether a number fits an `integer` column (a larger id names nothing that exists). */
export const fitsInteger = (value: number) => Number.isSafeInteger(value) && value <= PG_INT_MAX;
