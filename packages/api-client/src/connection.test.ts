import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_KEYS, createAuthStorage } from './auth-storage';
import { createCollaClient } from './client';
import {
  createConnectionMonitor,
  isUnreachableError,
  type ConnectionMonitor,
  type ConnectionState,
} from './connection';
import { bindApiClient } from './data-layer';
import { ApiError, RequestTimeoutError } from './errors';
import { getMeOptions } from './operations.gen';
import {
  UNREACHABLE_QUERY_RETRIES,
  queryRetryDelay,
  refetchFailedQueries,
  shouldRetryQuery,
} from './query';
import { createCollaApp } from './react';
import { MemoryStorage, brandUser } from './test-support';

const BASE = 'http://colla.test';
const server = setupServer();
const UNAVAILABLE = { message: 'Service unavailable.' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** A monitor that never probes by itself (the tests call `check()`), and records its states. */
function recordingMonitor(probe: () => Promise<unknown> = async () => undefined) {
  const monitor = createConnectionMonitor({ probe, probeDelaysMs: [60_000], target: null });
  const states: ConnectionState[] = [];
  monitor.subscribe(() => states.push(monitor.getSnapshot()));
  return { monitor, states };
}

function signedIn(connection: ConnectionMonitor, timeoutMs?: number) {
  const local = new MemoryStorage();
  const auth = createAuthStorage(local, new MemoryStorage());
  auth.setSession({ token: 'tok', user: brandUser });
  const onUnauthorized = vi.fn();
  const client = createCollaClient({
    auth,
    baseUrl: BASE,
    onUnauthorized,
    getCookies: () => '',
    connection,
    timeoutMs,
  });
  return { auth, client, onUnauthorized, local };
}

describe('who signs out (spec §8 and issue 23)', () => {
  it('a real 401 clears auth and goes to sign in', async () => {
    server.use(
      http.get(`${BASE}/api/me`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { monitor, states } = recordingMonitor();
    const { client, onUnauthorized, local } = signedIn(monitor);
    await client.GET('/api/me');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(local.getItem(AUTH_KEYS.token)).toBeNull();
    // The server answered: Colla is reachable.
    expect(monitor.getSnapshot()).toBe('reachable');
    expect(states).toEqual([]);
  });

  it.each([503, 502, 504])('a %i keeps the session and marks Colla unreachable', async (status) => {
    server.use(http.get(`${BASE}/api/me`, () => HttpResponse.json(UNAVAILABLE, { status })));
    const { monitor } = recordingMonitor();
    const { auth, client, onUnauthorized } = signedIn(monitor);
    const { response } = await client.GET('/api/me');
    expect(response.status).toBe(status);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(auth.getToken()).toBe('tok');
    expect(auth.getUser()).toEqual(brandUser);
    expect(monitor.getSnapshot()).toBe('unreachable');
    monitor.stop();
  });

  it('a network failure (fetch rejects) keeps the session and marks Colla unreachable', async () => {
    server.use(http.get(`${BASE}/api/me`, () => HttpResponse.error()));
    const { monitor } = recordingMonitor();
    const { auth, client, onUnauthorized } = signedIn(monitor);
    await expect(client.GET('/api/me')).rejects.toBeInstanceOf(TypeError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(auth.getToken()).toBe('tok');
    expect(monitor.getSnapshot()).toBe('unreachable');
    monitor.stop();
  });

  it('a time-out keeps the session and marks Colla unreachable', async () => {
    server.use(
      http.get(`${BASE}/api/me`, async () => {
        await delay('infinite');
        return HttpResponse.json(brandUser);
      }),
    );
    const { monitor } = recordingMonitor();
    const { auth, client, onUnauthorized } = signedIn(monitor, 50);
    await expect(client.GET('/api/me')).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(auth.getToken()).toBe('tok');
    expect(monitor.getSnapshot()).toBe('unreachable');
    monitor.stop();
  });

  it('a call the app cancels says nothing about the connection', async () => {
    server.use(
      http.get(`${BASE}/api/me`, async () => {
        await delay('infinite');
        return HttpResponse.json(brandUser);
      }),
    );
    const { monitor, states } = recordingMonitor();
    const { client } = signedIn(monitor);
    const controller = new AbortController();
    const call = client.GET('/api/me', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(states).toEqual([]);
  });

  it("an event stream's 503 (live messages paused) does not mark Colla unreachable", async () => {
    server.use(
      http.get(`${BASE}/api/conversations/:id/stream`, () =>
        HttpResponse.json(
          { message: 'Live messages are unavailable for a moment. Please try again.' },
          { status: 503, headers: { 'Retry-After': '2' } },
        ),
      ),
    );
    const { monitor, states } = recordingMonitor();
    const { client } = signedIn(monitor);
    await client.GET('/api/conversations/{id}/stream', {
      params: { path: { id: 5 } },
      headers: { Accept: 'text/event-stream' },
      parseAs: 'stream',
    });
    expect(states).toEqual([]);
  });

  it('any other answer marks Colla reachable again', async () => {
    let status = 503;
    server.use(
      http.get(`${BASE}/api/me`, () =>
        status === 503
          ? HttpResponse.json(UNAVAILABLE, { status })
          : HttpResponse.json({ message: 'Forbidden.' }, { status }),
      ),
    );
    const { monitor, states } = recordingMonitor();
    const { client } = signedIn(monitor);
    await client.GET('/api/me');
    status = 403;
    await client.GET('/api/me');
    expect(states).toEqual(['unreachable', 'reachable']);
  });
});

describe('the connection monitor', () => {
  it('probes after 3, 5, 10, then every 15 seconds while unreachable, and stops once reachable', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async () => undefined);
    const monitor = createConnectionMonitor({ probe, target: null });
    monitor.reportUnreachable();
    const probesAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return probe.mock.calls.length;
    };
    expect(await probesAfter(2_999)).toBe(0);
    expect(await probesAfter(1)).toBe(1);
    expect(await probesAfter(5_000)).toBe(2);
    expect(await probesAfter(10_000)).toBe(3);
    expect(await probesAfter(15_000)).toBe(4);
    expect(await probesAfter(15_000)).toBe(5);
    monitor.reportReachable();
    expect(await probesAfter(60_000)).toBe(5);
    // A new outage starts from the first delay again.
    monitor.reportUnreachable();
    expect(await probesAfter(3_000)).toBe(6);
    monitor.stop();
    expect(await probesAfter(60_000)).toBe(6);
  });

  it('probes the health check through the client, and a healthy answer ends the outage', async () => {
    let healthy = false;
    server.use(
      http.get(`${BASE}/health-check`, () =>
        healthy
          ? HttpResponse.json({ status: 'ok', time: '2026-11-21T13:05:42Z' })
          : HttpResponse.json(UNAVAILABLE, { status: 503 }),
      ),
      http.get(`${BASE}/api/me`, () => HttpResponse.json(UNAVAILABLE, { status: 503 })),
    );
    const app = createCollaApp({
      auth: createAuthStorage(new MemoryStorage(), new MemoryStorage()),
      baseUrl: BASE,
      getCookies: () => '',
    });
    await app.client.GET('/api/me');
    expect(app.connection.getSnapshot()).toBe('unreachable');
    await app.connection.check();
    expect(app.connection.getSnapshot()).toBe('unreachable');
    healthy = true;
    await app.connection.check();
    expect(app.connection.getSnapshot()).toBe('reachable');
    app.connection.stop();
  });

  it('probes at once when the browser is back online', async () => {
    const target = new EventTarget();
    const probe = vi.fn(async () => undefined);
    const monitor = createConnectionMonitor({ probe, probeDelaysMs: [60_000], target });
    target.dispatchEvent(new Event('online'));
    expect(probe).not.toHaveBeenCalled();
    monitor.reportUnreachable();
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(probe).toHaveBeenCalledOnce());
    monitor.stop();
  });

  it('runs one probe at a time', async () => {
    let finish = () => {};
    const probe = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const monitor = createConnectionMonitor({ probe, probeDelaysMs: [60_000], target: null });
    monitor.reportUnreachable();
    const first = monitor.check();
    const second = monitor.check();
    await vi.waitFor(() => expect(probe).toHaveBeenCalledOnce());
    finish();
    await Promise.all([first, second]);
    expect(probe).toHaveBeenCalledOnce();
    monitor.stop();
  });
});

describe('queries while Colla is unreachable', () => {
  it('retry with backoff: unreachable 4 times, other 5xx twice, a 4xx never', () => {
    const unavailable = new ApiError(503, UNAVAILABLE);
    expect(UNREACHABLE_QUERY_RETRIES).toBe(4);
    expect([0, 1, 2, 3, 4].map((n) => shouldRetryQuery(n, unavailable))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(3, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(3, new RequestTimeoutError(15_000))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, null))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(500, null))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, null))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(401, null))).toBe(false);
    expect([0, 1, 2, 3, 5].map((n) => queryRetryDelay(n, unavailable))).toEqual([
      1_000, 2_000, 4_000, 8_000, 30_000,
    ]);
    // A Retry-After longer than the backoff is respected.
    const later = new ApiError(503, UNAVAILABLE, new Headers({ 'Retry-After': '20' }));
    expect(queryRetryDelay(0, later)).toBe(20_000);
  });

  it('tells unreachable failures from answers', () => {
    expect(isUnreachableError(new ApiError(502, null))).toBe(true);
    expect(isUnreachableError(new ApiError(504, null))).toBe(true);
    expect(isUnreachableError(new ApiError(500, null))).toBe(false);
    expect(isUnreachableError(new ApiError(401, null))).toBe(false);
    expect(isUnreachableError(new DOMException('Aborted', 'AbortError'))).toBe(false);
    expect(isUnreachableError(new DOMException('Timed out', 'TimeoutError'))).toBe(true);
  });

  it('failed queries on screen are fetched again once Colla answers', async () => {
    let up = false;
    server.use(
      http.get(`${BASE}/api/me`, () =>
        up ? HttpResponse.json(brandUser) : HttpResponse.json(UNAVAILABLE, { status: 503 }),
      ),
    );
    const { monitor } = recordingMonitor();
    const { client } = signedIn(monitor);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    bindApiClient(queryClient, client);
    const observer = new QueryObserver(queryClient, getMeOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    up = true;
    await refetchFailedQueries(queryClient);
    expect(observer.getCurrentResult().data).toEqual(brandUser);
    unsubscribe();
  });
});
