import type { components } from './schema';

/** The Laravel error shape every failing call answers with: `{message, errors?}`. */
export type ErrorBody = components['schemas']['Error'];

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof (value as { message: unknown }).message === 'string'
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = `(${MONTHS.join('|')})`;
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';
/** `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate, what servers send). */
const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`);
/** `Sunday, 06-Nov-94 08:49:37 GMT` (obsolete RFC 850 date, still to be accepted). */
const RFC850_DATE = new RegExp(`^${LONG_DAY}, (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`);
/** `Sun Nov  6 08:49:37 1994` (obsolete asctime date, still to be accepted). */
const ASCTIME_DATE = new RegExp(`^${DAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);

interface DateParts {
  day: string;
  month: string;
  year: number;
  hour: string;
  minute: string;
  second: string;
}

/** The parts of an HTTP-date in any of its three forms (RFC 9110 §5.6.7), or null. */
function httpDateParts(value: string, now: number): DateParts | null {
  let match = IMF_FIXDATE.exec(value);
  if (match) {
    const [, day = '', month = '', year = '', hour = '', minute = '', second = ''] = match;
    return { day, month, year: Number(year), hour, minute, second };
  }
  match = RFC850_DATE.exec(value);
  if (match) {
    const [, day = '', month = '', yy = '', hour = '', minute = '', second = ''] = match;
    // A two-digit year more than 50 years ahead is the most recent past year with those digits.
    const thisYear = new Date(now).getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + Number(yy);
    if (year > thisYear + 50) year -= 100;
    return { day, month, year, hour, minute, second };
  }
  match = ASCTIME_DATE.exec(value);
  if (match) {
    const [, month = '', day = '', hour = '', minute = '', second = '', year = ''] = match;
    return { day: day.trim(), month, year: Number(year), hour, minute, second };
  }
  return null;
}

/** Milliseconds since the epoch of an HTTP-date, or null for anything else. */
function parseHttpDate(value: string, now: number): number | null {
  const parts = httpDateParts(value, now);
  if (!parts) return null;
  const [day, hour, minute, second] = [parts.day, parts.hour, parts.minute, parts.second].map(
    Number,
  ) as [number, number, number, number];
  const time = Date.UTC(parts.year, MONTHS.indexOf(parts.month), day, hour, minute, second);
  // Dates that do not exist (31 Feb, 25:00:00) are unreadable, not rolled over by Date.UTC.
  const date = new Date(time);
  const exists =
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return exists ? time : null;
}

/**
 * A `Retry-After` value (RFC 9110 §10.2.3) as whole seconds to wait: delta-seconds (`120`) as
 * they are, an HTTP-date as the seconds from `now` until then, rounded up (0 once it has passed).
 * Null when the header is absent or is neither.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  const date = parseHttpDate(text, now);
  return date === null ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A failed call: the HTTP status and, when the server sent one, its error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | null;
  /**
   * How long the server asked to wait before trying again (its `Retry-After`, e.g. on a 429), in
   * whole seconds; null when it did not say or said something unreadable.
   */
  readonly retryAfterSeconds: number | null;

  /** `headers` are the answer's headers (for `Retry-After`); pass `response.headers`. */
  constructor(status: number, body: unknown, headers?: Headers | null) {
    const parsed = isErrorBody(body) ? body : null;
    super(parsed?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = parsed;
    this.retryAfterSeconds = parseRetryAfter(headers?.get('Retry-After'));
  }

  /** The first message for a field (form errors: the first message the server gave). */
  fieldError(field: string): string | undefined {
    return this.body?.errors?.[field]?.[0];
  }
}

/** Raised when a call takes longer than the request time-out (15 seconds, docs/decisions.md). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(
      `The request took longer than ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
    );
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
