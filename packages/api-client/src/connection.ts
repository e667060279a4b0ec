import type { Middleware } from 'openapi-fetch';
import { ApiError, RequestTimeoutError } from './errors';
import { isEventStream } from './middleware';

/**
 * Answers that mean Colla cannot be reached right now rather than "no": 503 from the server when
 * its database is down, 502 and 504 from a proxy in front of it. They never sign anyone out.
 */
export const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Delays between health-check probes while Colla is unreachable; the last one repeats. */
export const PROBE_DELAYS_MS: readonly number[] = [3_000, 5_000, 10_000, 15_000];

export type ConnectionState = 'reachable' | 'unreachable';

function errorName(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null;
}

/**
 * Whether a failed call means Colla could not be reached: a 502, 503 or 504 answer, the request
 * time-out, or `fetch` rejecting (the network). A call the app cancelled is not.
 */
export function isUnreachableError(error: unknown): boolean {
  if (error instanceof ApiError) return UNREACHABLE_STATUSES.has(error.status);
  if (error instanceof RequestTimeoutError) return true;
  if (errorName(error) === 'TimeoutError') return true;
  return error instanceof TypeError;
}

/** The app (or TanStack Query) cancelled the call: it says nothing about the connection. */
function isCancelled(error: unknown, request: Request): boolean {
  if (error instanceof RequestTimeoutError || errorName(error) === 'TimeoutError') return false;
  if (errorName(error) === 'AbortError') return true;
  return request.signal.aborted && errorName(request.signal.reason) !== 'TimeoutError';
}

export interface ConnectionMonitor {
  getSnapshot(): ConnectionState;
  subscribe(listener: () => void): () => void;
  /** A call got an answer from Colla (any status but 502, 503 or 504). */
  reportReachable(): void;
  /** A call could not reach Colla: the state turns unreachable and probing starts. */
  reportUnreachable(): void;
  /** Probes at once (e.g. "Try now", or the browser coming back online); resolves after it. */
  check(): Promise<void>;
  /** Stops probing and listening (tests, teardown). */
  stop(): void;
}

export interface ConnectionMonitorOptions {
  /**
   * One probe, e.g. `GET /health-check` through the client: its answer reaches the monitor
   * through `connectionMiddleware` like any other call's. Its failures are swallowed.
   */
  probe: () => Promise<unknown>;
  /** Delays between probes while unreachable; defaults to `PROBE_DELAYS_MS`. */
  probeDelaysMs?: readonly number[];
  /** Where the browser's `online` event arrives (a probe at once); default `window`. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/**
 * Whether Colla can be reached, for the "can't reach Colla" banner: unreachable after a call that
 * could not reach it, reachable again after any call that gets an answer. While unreachable it
 * probes (`probe`) after 3, 5, 10, then every 15 seconds, and at once when the browser reports
 * it is back online.
 */
export function createConnectionMonitor(options: ConnectionMonitorOptions): ConnectionMonitor {
  const delays =
    options.probeDelaysMs && options.probeDelaysMs.length > 0
      ? options.probeDelaysMs
      : PROBE_DELAYS_MS;
  const target = options.target === undefined ? (globalThis.window ?? null) : options.target;
  const listeners = new Set<() => void>();
  let state: ConnectionState = 'reachable';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let probing: Promise<void> | null = null;
  let stopped = false;

  function cancelTimer() {
    clearTimeout(timer);
    timer = undefined;
  }
  function schedule() {
    cancelTimer();
    if (stopped || state !== 'unreachable') return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 15_000;
    attempt += 1;
    timer = setTimeout(() => void check(), delay);
  }
  function check(): Promise<void> {
    cancelTimer();
    probing ??= Promise.resolve()
      .then(options.probe)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        probing = null;
        schedule();
      });
    return probing;
  }
  function onOnline() {
    void check();
  }
  function set(next: ConnectionState) {
    if (next === state) return;
    state = next;
    // The browser's `online` event is only listened to while it matters.
    if (next === 'unreachable') target?.addEventListener('online', onOnline);
    else target?.removeEventListener('online', onOnline);
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportReachable() {
      cancelTimer();
      attempt = 0;
      set('reachable');
    },
    reportUnreachable() {
      if (state === 'unreachable') return;
      set('unreachable');
      if (!probing) schedule();
    },
    check,
    stop() {
      stopped = true;
      cancelTimer();
      target?.removeEventListener('online', onOnline);
    },
  };
}

/**
 * Tells the monitor what each call found (the 401 rule is `unauthorizedMiddleware`'s, and
 * stays there): a 502, 503 or 504, a time-out or a network failure is "unreachable"; any other
 * answer is "reachable". Event streams are left out: they reconnect on their own, and their 503
 * only means live messages are paused for a moment.
 */
export function connectionMiddleware(
  monitor: Pick<ConnectionMonitor, 'reportReachable' | 'reportUnreachable'>,
): Middleware {
  return {
    onResponse({ request, response }) {
      if (isEventStream(request)) return undefined;
      if (UNREACHABLE_STATUSES.has(response.status)) monitor.reportUnreachable();
      else monitor.reportReachable();
      return undefined;
    },
    onError({ request, error }) {
      if (!isEventStream(request) && !isCancelled(error, request)) monitor.reportUnreachable();
      return undefined;
    },
  };
}
