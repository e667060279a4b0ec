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

/** A failed call: the HTTP status and, when the server sent one, its error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: unknown) {
    const parsed = isErrorBody(body) ? body : null;
    super(parsed?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = parsed;
  }

  /** The first message for a field (spec §5: "first message of each"). */
  fieldError(field: string): string | undefined {
    return this.body?.errors?.[field]?.[0];
  }
}

/** Raised when a call takes longer than the request time-out (spec §9: 15 seconds). */
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
