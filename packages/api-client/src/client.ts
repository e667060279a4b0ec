import createClient, { type Client } from 'openapi-fetch';
import type { AuthStorage } from './auth-storage';
import { connectionMiddleware, type ConnectionMonitor } from './connection';
import {
  REQUEST_TIMEOUT_MS,
  headersMiddleware,
  languageMiddleware,
  timeoutMiddleware,
  unauthorizedMiddleware,
} from './middleware';
import type { paths } from './schema';

export type CollaClient = Client<paths>;

export interface CollaClientOptions {
  auth: AuthStorage;
  /** Where the API lives; the product is one origin, so the default is the page's own. */
  baseUrl?: string;
  /** Called after a 401 has cleared auth; the default goes to /app-login. */
  onUnauthorized?: () => void;
  /**
   * Told whether each call reached Colla (`connectionMiddleware`): a 502, 503 or 504, a time-out
   * or a network failure keeps the session and marks Colla unreachable instead.
   */
  connection?: Pick<ConnectionMonitor, 'reportReachable' | 'reportUnreachable'>;
  /** The cookie string to read `XSRF-TOKEN` from; the default is `document.cookie`. */
  getCookies?: () => string;
  timeoutMs?: number;
  /** The transport; the default looks up `globalThis.fetch` per call so MSW sees every request. */
  fetch?: (request: Request) => Promise<Response>;
}

function defaultBaseUrl(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

let leaving = false;

/**
 * Leaves for the sign-in page, once: when several calls get their 401 together, a second
 * navigation would abort the first.
 */
export function goToAppLogin(): void {
  if (leaving) return;
  leaving = true;
  window.location.assign('/app-login');
}

/** Creates the one typed client. Apps create it once and inject it (see `ApiProvider`). */
export function createCollaClient(options: CollaClientOptions): CollaClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? defaultBaseUrl(),
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  client.use(
    headersMiddleware(
      options.auth,
      options.getCookies ?? (() => globalThis.document?.cookie ?? ''),
    ),
  );
  // Accept-Language, once the app has said which language it wants (setRequestLanguage).
  client.use(languageMiddleware());
  // Before the time-out in the list, so its error handler sees the time-out's RequestTimeoutError.
  if (options.connection) client.use(connectionMiddleware(options.connection));
  client.use(
    timeoutMiddleware(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    unauthorizedMiddleware(options.auth, options.onUnauthorized ?? goToAppLogin),
  );
  return client;
}
