import type { Middleware } from 'openapi-fetch';
import type { AuthStorage } from './auth-storage';
import { RequestTimeoutError } from './errors';

/** The request time-out: every request times out after 15 seconds (docs/decisions.md). */
export const REQUEST_TIMEOUT_MS = 15_000;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const ORIGINAL_USER_HEADER = 'X-Original-User-Id';
/** The one call whose 401 does not sign the user out (the 401 rule). */
export const HEALTH_CHECK_PATH = '/health-check';

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function isMultipart(request: Request): boolean {
  return request.headers.get('Content-Type')?.startsWith('multipart/form-data') ?? false;
}

/** A request for a Server-Sent Events stream (`Accept: text/event-stream`), e.g. a chat's live feed. */
export function isEventStream(request: Request): boolean {
  return request.headers.get('Accept')?.includes('text/event-stream') ?? false;
}

let requestLanguage: string | null = null;

/**
 * The language the API answers in before sign-in (and for a signed-out page): every request
 * then says `Accept-Language: <locale>`, and the server writes its messages in it (`en`, `ca`
 * or `es`; anything else answers in English). A signed-in account's own `locale` wins on the
 * server. `null` sends no header, leaving the browser's own. The portal calls it when it picks
 * or changes its language: `setRequestLanguage(locale)`.
 */
export function setRequestLanguage(locale: string | null): void {
  requestLanguage = locale;
}

/** The language set by `setRequestLanguage`, or null. */
export function getRequestLanguage(): string | null {
  return requestLanguage;
}

/** Sends `Accept-Language` with the language `setRequestLanguage` set, when one is set. */
export function languageMiddleware(language: () => string | null = getRequestLanguage): Middleware {
  return {
    onRequest({ request }) {
      const locale = language();
      if (locale) request.headers.set('Accept-Language', locale);
      return request;
    },
  };
}

/**
 * Headers every request carries (docs/decisions.md): the bearer token from storage, the CSRF token
 * from the `XSRF-TOKEN` cookie when present, the XMLHttpRequest marker, JSON Accept and
 * Content-Type, and the original user's id while impersonating.
 */
export function headersMiddleware(auth: AuthStorage, getCookies: () => string): Middleware {
  return {
    onRequest({ request }) {
      const { headers } = request;
      // An event stream keeps its own Accept; everything else asks for JSON.
      if (!isEventStream(request)) headers.set('Accept', 'application/json');
      headers.set('X-Requested-With', 'XMLHttpRequest');
      if (request.body !== null && !headers.has('Content-Type')) {
        headers.set('Content-Type', 'application/json');
      }
      const token = auth.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const xsrf = readCookie(getCookies(), XSRF_COOKIE);
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
      const original = auth.isImpersonating() ? auth.getOriginalUser() : null;
      if (original) headers.set(ORIGINAL_USER_HEADER, String(original.id));
      return request;
    },
  };
}

/**
 * The request time-out. Uploads (multipart bodies) are exempt here: the upload transport applies
 * the same limit to the time without progress instead, so a large video on a slow phone link can
 * finish while a stalled one still fails. Event streams are exempt too: they stay open on
 * purpose, and their reader reconnects when one drops.
 */
export function timeoutMiddleware(timeoutMs: number): Middleware {
  return {
    onRequest({ request }) {
      if (isMultipart(request) || isEventStream(request)) return request;
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(request, { signal });
    },
    onError({ error }) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        return new RequestTimeoutError(timeoutMs);
      }
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}

/**
 * Any 401, except from the health check, clears auth and sends the user to sign in (the 401 rule).
 * Nothing else does: a 502, 503 or 504, a time-out or a network failure means Colla could not be
 * reached (`connectionMiddleware`), and the session is kept.
 */
export function unauthorizedMiddleware(auth: AuthStorage, onUnauthorized: () => void): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && schemaPath !== HEALTH_CHECK_PATH) {
        auth.clear();
        onUnauthorized();
      }
      return response;
    },
  };
}
