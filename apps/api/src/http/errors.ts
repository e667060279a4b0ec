import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, bearerToken } from '../auth/context';
import type { Db } from '../db/client';
import { requesterLocale, type Locale } from '../i18n/language';
import { english, translate, type ServerMessage } from '../i18n/messages';

export type { ServerMessage };

/** Per-field messages, written in the requester's language when answered. */
export type FieldErrors = Record<string, ServerMessage[]>;

/**
 * An error answered in openapi.yaml's Laravel shape: `{message, errors?}`, in the requester's
 * language (the signed-in account's, else Accept-Language's). `message` (Error's) is English,
 * for logs.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: ServerMessage,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(english(text));
  }

  /** The answer's body in a language. */
  bodyIn(locale: Locale): { message: string; errors?: Record<string, string[]> } {
    const message = translate(locale, this.text);
    if (!this.errors) return { message };
    const errors = Object.fromEntries(
      Object.entries(this.errors).map(([field, list]) => [
        field,
        list.map((item) => translate(locale, item)),
      ]),
    );
    return { message, errors };
  }
}

export const UNAUTHENTICATED: ServerMessage = /*i18n*/ { id: 'Unauthenticated.' };
export const TOO_MANY_REQUESTS: ServerMessage = /*i18n*/ {
  id: 'Too many requests. Please wait a moment and try again.',
};

export const unauthenticated = () => new HttpError(401, UNAUTHENTICATED);
export const forbidden = (
  message: ServerMessage = /*i18n*/ { id: 'This action is unauthorized.' },
) => new HttpError(403, message);
/** A 404 saying what was not found: `notFound(/*i18n*\/ { id: 'Proposal not found.' })`. */
export const notFound = (message: ServerMessage = /*i18n*/ { id: 'Record not found.' }) =>
  new HttpError(404, message);
export const conflict = (message: ServerMessage) => new HttpError(409, message);
export const payloadTooLarge = (message: ServerMessage) => new HttpError(413, message);

/** A 422 with per-field messages; the message is the first one, as Laravel does. */
export function validationFailed(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? /*i18n*/ { id: 'The given data was invalid.' };
  const others = Object.values(errors).reduce((n, list) => n + list.length, 0) - 1;
  const message =
    others > 0
      ? /*i18n*/ {
          id: '{first} (and {others, plural, one {# more error} other {# more errors}})',
          values: { first, others },
        }
      : first;
  return new HttpError(422, message, errors);
}

export function fieldError(field: string, message: ServerMessage): HttpError {
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

/** "The {attribute} field must be …" for a JSON type (or several, `string,null`). */
function typeMessage(attribute: string, type: string): ServerMessage {
  switch (type) {
    case 'integer':
      return /*i18n*/ {
        id: 'The {attribute} field must be a whole number.',
        values: { attribute },
      };
    case 'string':
      return /*i18n*/ { id: 'The {attribute} field must be text.', values: { attribute } };
    case 'boolean':
      return /*i18n*/ { id: 'The {attribute} field must be true or false.', values: { attribute } };
    case 'array':
      return /*i18n*/ { id: 'The {attribute} field must be a list.', values: { attribute } };
    case 'object':
      return /*i18n*/ { id: 'The {attribute} field must be an object.', values: { attribute } };
    default: {
      // Another type, or several ("text,null"), named as the English always did.
      const types = type
        .replace('integer', 'a whole number')
        .replace('string', 'text')
        .replace('boolean', 'true or false')
        .replace('array', 'a list')
        .replace('object', 'an object');
      return /*i18n*/ {
        id: 'The {attribute} field must be {types}.',
        values: { attribute, types },
      };
    }
  }
}

function formatMessage(attribute: string, format: string): ServerMessage {
  switch (format) {
    case 'email':
      return /*i18n*/ {
        id: 'The {attribute} field must be a valid email.',
        values: { attribute },
      };
    case 'date':
      return /*i18n*/ { id: 'The {attribute} field must be a valid date.', values: { attribute } };
    case 'date-time':
      return /*i18n*/ {
        id: 'The {attribute} field must be a valid date and time.',
        values: { attribute },
      };
    default:
      return /*i18n*/ {
        id: 'The {attribute} field must be a valid {format}.',
        values: { attribute, format },
      };
  }
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
    let message: ServerMessage;
    const params = issue.params ?? {};
    switch (issue.keyword) {
      case 'required': {
        field = [pointer, String(params.missingProperty ?? '')].filter(Boolean).join('.');
        const attribute = humanField(field);
        message = /*i18n*/ { id: 'The {attribute} field is required.', values: { attribute } };
        break;
      }
      case 'additionalProperties': {
        field = [pointer, String(params.additionalProperty ?? '')].filter(Boolean).join('.');
        const attribute = humanField(field);
        message = /*i18n*/ { id: 'The {attribute} field is not allowed.', values: { attribute } };
        break;
      }
      case 'type': {
        const attribute = humanField(field || context || 'value');
        message = typeMessage(attribute, String(params.type));
        break;
      }
      case 'enum': {
        const attribute = humanField(field || 'value');
        message = /*i18n*/ { id: 'The selected {attribute} is invalid.', values: { attribute } };
        break;
      }
      case 'minLength': {
        const attribute = humanField(field);
        const min = String(params.limit);
        message =
          params.limit === 1
            ? /*i18n*/ { id: 'The {attribute} field is required.', values: { attribute } }
            : /*i18n*/ {
                id: 'The {attribute} field must be at least {min} characters.',
                values: { attribute, min },
              };
        break;
      }
      case 'maxLength': {
        const attribute = humanField(field);
        const max = String(params.limit);
        message = /*i18n*/ {
          id: 'The {attribute} field must not be greater than {max} characters.',
          values: { attribute, max },
        };
        break;
      }
      case 'minimum': {
        const attribute = humanField(field);
        const min = String(params.limit);
        message = /*i18n*/ {
          id: 'The {attribute} field must be at least {min}.',
          values: { attribute, min },
        };
        break;
      }
      case 'maximum': {
        const attribute = humanField(field);
        const max = String(params.limit);
        message = /*i18n*/ {
          id: 'The {attribute} field must not be greater than {max}.',
          values: { attribute, max },
        };
        break;
      }
      case 'format':
        message = formatMessage(humanField(field), String(params.format));
        break;
      default: {
        const attribute = humanField(field || context || 'request');
        const detail = issue.message;
        message = detail
          ? /*i18n*/ { id: 'The {attribute} is invalid: {detail}.', values: { attribute, detail } }
          : /*i18n*/ { id: 'The {attribute} is invalid.', values: { attribute } };
      }
    }
    const key = field || context || 'request';
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** PostgreSQL error classes caused by the request's values, never by a bug on our side. */
const DATABASE_INPUT_ERRORS: Record<string, [number, ServerMessage]> = {
  '22001': [422, /*i18n*/ { id: 'A value is too long.' }],
  '22003': [422, /*i18n*/ { id: 'A number is out of range.' }],
  '22007': [422, /*i18n*/ { id: 'A date or time is not valid.' }],
  '22008': [422, /*i18n*/ { id: 'A date or time is out of range.' }],
  '22021': [422, /*i18n*/ { id: 'The request contains characters that are not allowed.' }],
  '22P02': [422, /*i18n*/ { id: 'A value has the wrong format.' }],
  '23503': [422, /*i18n*/ { id: 'A referenced record does not exist.' }],
  '23505': [409, /*i18n*/ { id: 'This record already exists.' }],
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

export const SERVICE_UNAVAILABLE_MESSAGE: ServerMessage = /*i18n*/ {
  id: 'Colla is unavailable for a moment. Please try again shortly.',
};

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Adds `Accept-Language` to the answer's `Vary` when its words came from that header (a
 * signed-out caller): a shared cache never serves a Catalan answer to an English client.
 */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(', ') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (list.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) return;
  void reply.header('Vary', [...list, 'Accept-Language'].join(', '));
}

/** The requester's language for an answer in words, saying `Vary` when it came from the header. */
export function answerLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const { locale, fromHeader } = requesterLocale(request);
  if (fromHeader) varyOnLanguage(reply);
  return locale;
}

/**
 * Every error in openapi.yaml's shape, in the requester's language. Schema validation answers
 * 422 with field errors; client mistakes Fastify detects (malformed JSON, oversize or
 * unsupported bodies) keep their 4xx; anything unexpected is logged and answered 500 without
 * details.
 */
export async function errorHandler(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Schema validation runs before the bearer token is checked: a signed-in caller's account
  // still decides the language (unless the database is what failed).
  if (!request.auth && !(error instanceof HttpError) && error.validation) {
    const token = bearerToken(request);
    const db = (request.server as { colla?: { db: Db } }).colla?.db;
    if (token && db) request.auth = await authenticate(db, token).catch(() => null);
  }
  const locale = answerLocale(request, reply);
  const say = (message: ServerMessage) => translate(locale, message);
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    return reply.code(error.status).send(error.bodyIn(locale));
  }
  if (error.validation && error.validationContext === 'params') {
    // A malformed id in the path names nothing that exists.
    return reply.code(404).send({ message: say(/*i18n*/ { id: 'Not found.' }) });
  }
  if (error.validation) {
    return reply
      .code(422)
      .send(
        new HttpError(
          422,
          /*i18n*/ { id: 'The given data was invalid.' },
          fieldErrorsFromValidation(error.validation, error.validationContext),
        ).bodyIn(locale),
      );
  }
  // The database is down or restarting (the security handler's failure too): never 401 or 500.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ message: say(SERVICE_UNAVAILABLE_MESSAGE) });
  }
  const dbCode = databaseCode(error);
  const dbError = dbCode ? DATABASE_INPUT_ERRORS[dbCode] : undefined;
  if (dbError) {
    request.log.warn({ err: error }, 'request rejected by the database');
    const [status, text] = dbError;
    const message = say(text);
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
    const message = say(
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? /*i18n*/ {
            id: 'This content type is not supported: send JSON (Content-Type: application/json).',
          }
        : /*i18n*/ { id: 'The request body is not valid JSON.' },
    );
    return reply.code(422).send({ message, errors: { body: [message] } });
  }
  const status = statusOf(error);
  if (status === 401) {
    return reply.code(401).send({ message: say(UNAUTHENTICATED) });
  }
  if (status === 429) {
    return reply.code(429).send({ message: say(TOO_MANY_REQUESTS) });
  }
  if (status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? say(/*i18n*/ { id: 'The request body is too large.' })
        : error.message;
    return reply.code(status).send({ message });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: say(/*i18n*/ { id: 'Server Error' }) });
}
