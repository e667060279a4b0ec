import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, delay, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEYS, createAuthStorage } from './auth-storage';
import { createCollaClient } from './client';
import { ApiError, RequestTimeoutError } from './errors';
import { REQUEST_TIMEOUT_MS, readCookie, setRequestLanguage } from './middleware';
import { bindApiClient } from './data-layer';
import { getPublicProposalOptions } from './operations.gen';
import { callApi } from './query';
import { MemoryStorage, adminUser, brandUser } from './test-support';

const BASE = 'http://colla.test';
const server = setupServer();
const seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function capture(status = 200, body: JsonBodyType = { ok: true }) {
  return ({ request }: { request: Request }) => {
    seen.push(request.clone());
    return status === 204
      ? new HttpResponse(null, { status })
      : HttpResponse.json(body, { status });
  };
}

function setup(options: { cookies?: string; timeoutMs?: number } = {}) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const auth = createAuthStorage(local, session);
  const onUnauthorized = vi.fn();
  const client = createCollaClient({
    auth,
    baseUrl: BASE,
    onUnauthorized,
    getCookies: () => options.cookies ?? '',
    timeoutMs: options.timeoutMs,
  });
  return { auth, client, onUnauthorized, local };
}

describe('every request (spec §7)', () => {
  beforeEach(() => {
    server.use(
      http.get(`${BASE}/api/me`, capture(200, brandUser)),
      http.post(`${BASE}/api/login`, capture(200, { token: 't', user: brandUser })),
    );
  });

  it('carries the bearer token from storage', async () => {
    const { auth, client } = setup();
    auth.setSession({ token: 'tok-123', user: brandUser });
    await client.GET('/api/me');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('says the language set by setRequestLanguage (Accept-Language), and none when unset', async () => {
    const { client } = setup();
    try {
      setRequestLanguage('ca');
      await client.GET('/api/me');
      expect(seen.at(-1)?.headers.get('Accept-Language')).toBe('ca');
      setRequestLanguage(null);
      await client.GET('/api/me');
      expect(seen.at(-1)?.headers.get('Accept-Language')).toBeNull();
    } finally {
      setRequestLanguage(null);
    }
  });

  it('carries no Authorization header when signed out', async () => {
    const { client } = setup();
    await client.GET('/api/me');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('carries the CSRF token from the XSRF-TOKEN cookie, decoded, when there is one', async () => {
    const { client } = setup({ cookies: 'theme=light; XSRF-TOKEN=abc%3D%3D; other=1' });
    await client.GET('/api/me');
    expect(seen[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc==');

    const { client: noCookie } = setup({ cookies: 'theme=light' });
    await noCookie.GET('/api/me');
    expect(seen[1]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('carries the XMLHttpRequest marker and JSON headers', async () => {
    const { client } = setup();
    await client.POST('/api/login', {
      body: { email: 'laia@example.com', password: 'secret-pass' },
    });
    const request = seen[0];
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.json()).toEqual({ email: 'laia@example.com', password: 'secret-pass' });
  });

  it("sends the original user's id while impersonating, and not otherwise", async () => {
    const { auth, client } = setup();
    auth.setSession({ token: 'admin', user: adminUser });
    await client.GET('/api/me');
    expect(seen[0]?.headers.has('X-Original-User-Id')).toBe(false);

    auth.startImpersonation({ token: 'brand', user: brandUser }, adminUser);
    await client.GET('/api/me');
    expect(seen[1]?.headers.get('X-Original-User-Id')).toBe(String(adminUser.id));
    expect(seen[1]?.headers.get('Authorization')).toBe('Bearer brand');
  });
});

describe('a 401 (spec §8)', () => {
  it('clears auth and sends the user to sign in', async () => {
    server.use(http.get(`${BASE}/api/me`, capture(401, { message: 'Unauthenticated.' })));
    const { auth, client, onUnauthorized, local } = setup();
    auth.setSession({ token: 'revoked', user: brandUser });
    const { error, response } = await client.GET('/api/me');
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Unauthenticated.' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(local.getItem(AUTH_KEYS.token)).toBeNull();
  });

  it('from the health check changes nothing', async () => {
    server.use(http.get(`${BASE}/health-check`, capture(401, { message: 'Unauthenticated.' })));
    const { auth, client, onUnauthorized } = setup();
    auth.setSession({ token: 'tok', user: brandUser });
    await client.GET('/health-check');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(auth.getToken()).toBe('tok');
  });

  it('is the only status that signs out', async () => {
    server.use(http.get(`${BASE}/api/me`, capture(403, { message: 'Forbidden.' })));
    const { auth, client, onUnauthorized } = setup();
    auth.setSession({ token: 'tok', user: brandUser });
    await client.GET('/api/me');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(auth.getToken()).toBe('tok');
  });
});

describe('the request time-out (spec §9)', () => {
  it('is 15 seconds by default', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    server.use(http.get(`${BASE}/api/me`, capture(200, brandUser)));
    await setup().client.GET('/api/me');
    expect(timeout).toHaveBeenCalledWith(15_000);
    timeout.mockRestore();
  });

  it('fails a call that takes longer with a clear error', async () => {
    server.use(
      http.get(`${BASE}/api/me`, async () => {
        await delay('infinite');
        return HttpResponse.json(brandUser);
      }),
    );
    const { client } = setup({ timeoutMs: 50 });
    await expect(client.GET('/api/me')).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('lets a call that answers in time through', async () => {
    server.use(
      http.get(`${BASE}/api/me`, async () => {
        await delay(10);
        return HttpResponse.json(brandUser);
      }),
    );
    const { data } = await setup({ timeoutMs: 1_000 }).client.GET('/api/me');
    expect(data).toEqual(brandUser);
  });

  it('does not apply to an event stream, which stays open on purpose', async () => {
    const encoder = new TextEncoder();
    server.use(
      http.get(`${BASE}/api/conversations/:id/stream`, ({ request }) => {
        seen.push(request.clone());
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(': connected\n\n'));
            // Longer than the time-out: a timed request would be aborted by now.
            await delay(120);
            controller.enqueue(encoder.encode(': keep-alive\n\n'));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { client } = setup({ timeoutMs: 50 });
    const { data, response } = await client.GET('/api/conversations/{id}/stream', {
      params: { path: { id: 5 } },
      headers: { Accept: 'text/event-stream' },
      parseAs: 'stream',
    });
    expect(timeout).not.toHaveBeenCalled();
    timeout.mockRestore();
    expect(response.status).toBe(200);
    expect(seen[0]?.headers.get('Accept')).toBe('text/event-stream');
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    const text = data ? await new Response(data).text() : '';
    expect(text).toBe(': connected\n\n: keep-alive\n\n');
  });
});

describe('the query layer', () => {
  it('rejects with an ApiError that carries the status and the error body', async () => {
    server.use(
      http.get(`${BASE}/api/proposals/slug/:slug`, () =>
        HttpResponse.json({ message: 'Proposal not found.' }, { status: 404 }),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    bindApiClient(queryClient, setup().client);
    const options = getPublicProposalOptions({ slug: 'gone' });
    const failure = await queryClient.fetchQuery(options).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('Proposal not found.');
    expect(options.queryKey).toEqual(['Proposals', 'getPublicProposal', { slug: 'gone' }]);
  });

  it('rejects with an ApiError even when the server sent no error body', async () => {
    server.use(http.get(`${BASE}/api/me`, () => new HttpResponse(null, { status: 502 })));
    const { client } = setup();
    const failure = await callApi(client, 'get', '/api/me', undefined).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect((failure as ApiError).body).toBeNull();
  });

  it('rejects with an ApiError that carries the answer’s Retry-After', async () => {
    server.use(
      http.post(`${BASE}/api/login`, () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    const { client } = setup();
    const failure = await callApi(client, 'post', '/api/login', {
      body: { email: 'a@b.c', password: 'x' },
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(429);
    expect((failure as ApiError).retryAfterSeconds).toBe(120);
  });

  it('gives the first message of a field error', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.', 'Second message.'] },
    });
    expect(error.fieldError('email')).toBe('The email has already been taken.');
    expect(error.fieldError('name')).toBeUndefined();
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%2By; b=2', 'XSRF-TOKEN')).toBe('x+y');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});
