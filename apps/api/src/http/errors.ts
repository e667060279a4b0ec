import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export type FieldErrors = Record<string, string[]>;

/** An error answered in openapi.yaml's Laravel shape: `{message, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);

/** A 422 with per-field messages; the message is the first one, as Laravel does. */
export function validationFailed(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const others = Object.values(errors).reduce((n, list) => n + list.length, 0) - 1;
  const message =
    others > 0 ? `${first} (and ${others} more error${others > 1 ? 's' : ''})` : first;
  return new HttpError(422, message, errors);
}

export function fieldError(field: string, message: string): HttpError {
  return validationFailed({ [field]: [message] });
}

interface AjvError {
  instancePath?: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

function humanField(path: string): string {
  return path.replaceAll('_', ' ').replaceAll('.', ' ');
}

/** Turns Fastify's schema validation errors into Laravel-style field errors. */
export function fieldErrorsFromValidation(
  validation: readonly AjvError[],
  context: string | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const pointer = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    let field = pointer;
    let message: string;
    const params = issue.params ?? {};
    switch (issue.keyword) {
      case 'required':
        field = [pointer, String(params.missingProperty ?? '')].filter(Boolean).join('.');
        message = `The ${humanField(field)} field is required.`;
        break;
      case 'additionalProperties':
        field = [pointer, String(params.additionalProperty ?? '')].filter(Boolean).join('.');
        message = `The ${humanField(field)} field is not allowed.`;
        break;
      case 'type':
        message = `The ${humanField(field || context || 'value')} field must be ${String(params.type).replace('integer', 'a whole number').replace('string', 'text').replace('boolean', 'true or false').replace('array', 'a list').replace('object', 'an object')}.`;
        break;
      case 'enum':
        message = `The selected ${humanField(field || 'value')} is invalid.`;
        break;
      case 'minLength':
        message =
          params.limit === 1
            ? `The ${humanField(field)} field is required.`
            : `The ${humanField(field)} field must be at least ${String(params.limit)} characters.`;
        break;
      case 'maxLength':
        message = `The ${humanField(field)} field must not be greater than ${String(params.limit)} characters.`;
        break;
      case 'minimum':
        message = `The ${humanField(field)} field must be at least ${String(params.limit)}.`;
        break;
      case 'maximum':
        message = `The ${humanField(field)} field must not be greater than ${String(params.limit)}.`;
        break;
      case 'format':
        message = `The ${humanField(field)} field must be a valid ${String(params.format).replace('date-time', 'date and time')}.`;
        break;
      default:
        message = `The ${humanField(field || context || 'request')} is invalid${issue.message ? `: ${issue.message}` : ''}.`;
    }
    const key = field || context || 'request';
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** PostgreSQL error classes caused by the request's values, never by a bug on our side. */
const DATABASE_INPUT_ERRORS: Record<string, [number, string]> = {
  '22001': [422, 'A value is too long.'],
  '22003': [422, 'A number is out of range.'],
  '22007': [422, 'A date or time is not valid.'],
  '22008': [422, 'A date or time is out of range.'],
  '22021': [422, 'The request contains characters that are not allowed.'],
  '22P02': [422, 'A value has the wrong format.'],
  '23503': [422, 'A referenced record does not exist.'],
  '23505': [409, 'This record already exists.'],
};

function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Driver and server codes of a database that is down, restarting or out of connections. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the server is restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|Connection ended|the database system is (starting up|shutting down)/i;

/**
 * Whether an error (or its cause, or an error it gathers) says the database could not be
 * reached: such a request fails with 503 and the process lives on.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'Colla is unavailable for a moment. Please try again shortly.';

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Every error in openapi.yaml's shape. Schema validation answers 422 with field errors; client
 * mistakes Fastify detects (malformed JSON, oversize or unsupported bodies) keep their 4xx;
 * anything unexpected is logged and answered 500 without details.
 */
export function errorHandler(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    return reply
      .code(error.status)
      .send(
        error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message },
      );
  }
  if (error.validation && error.validationContext === 'params') {
    // A malformed id in the path names nothing that exists.
    return reply.code(404).send({ message: 'Not found.' });
  }
  if (error.validation) {
    return reply.code(422).send({
      message: 'The given data was invalid.',
      errors: fieldErrorsFromValidation(error.validation, error.validationContext),
    });
  }
  // The database is down or restarting (the security handler's failure too): never 401 or 500.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ message: SERVICE_UNAVAILABLE_MESSAGE });
  }
  const dbCode = databaseCode(error);
  const dbError = dbCode ? DATABASE_INPUT_ERRORS[dbCode] : undefined;
  if (dbError) {
    request.log.warn({ err: error }, 'request rejected by the database');
    const [status, message] = dbError;
    // A 422 always names what was wrong (openapi.yaml's ValidationError requires `errors`).
    return reply
      .code(status)
      .send(status === 422 ? { message, errors: { request: [message] } } : { message });
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
  ) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'This content type is not supported: send JSON (Content-Type: application/json).'
        : 'The request body is not valid JSON.';
    return reply.code(422).send({ message, errors: { body: [message] } });
  }
  const status = statusOf(error);
  if (status === 401) {
    return reply.code(401).send({ message: 'Unauthenticated.' });
  }
  if (status === 429) {
    return reply
      .code(429)
      .send({ message: 'Too many requests. Please wait a moment and try again.' });
  }
  if (status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request body is too large.'
        : error.message;
    return reply.code(status).send({ message });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: 'Server Error' });
}
