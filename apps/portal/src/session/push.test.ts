import type { CollaClient } from '@colla/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TOKEN_KEY, registerPush, unregisterPush, type PushEnvironment } from './push';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };

function environment(permission: NotificationPermission, options: { failWorker?: boolean } = {}) {
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const subscribe = vi.fn(async () => subscription);
  const register = vi.fn(async () => {
    if (options.failWorker) throw new Error('no worker');
    return { pushManager: { getSubscription: async () => null, subscribe } };
  });
  const storage = new MemoryStorage();
  const env = {
    publicKey:
      'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    navigator: { serviceWorker: { register, ready: Promise.resolve() } } as unknown as Navigator,
    Notification: { permission, requestPermission } as unknown as typeof Notification,
    storage: storage as unknown as Storage,
  } satisfies PushEnvironment;
  return { env, storage, register, subscribe, requestPermission };
}

const SERVER_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

function fakeClient(status = 201, serverKey: string | null = SERVER_KEY) {
  const POST = vi.fn(async () => ({ response: new Response(null, { status }) }));
  const DELETE = vi.fn(async () => ({ response: new Response(null, { status: 204 }) }));
  const GET = vi.fn(async () => ({
    data: { public_key: serverKey },
    response: new Response(null, { status: 200 }),
  }));
  return { client: { GET, POST, DELETE } as unknown as CollaClient, GET, POST, DELETE };
}

afterEach(() => vi.restoreAllMocks());

describe('registerPush (spec §4, §7, §8)', () => {
  it('with permission: registers /sw.js, subscribes user-visible only and sends the subscription', async () => {
    const { env, register, subscribe, storage } = environment('granted');
    const { client, POST } = fakeClient();
    await expect(registerPush(client, env)).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(POST).toHaveBeenCalledWith('/api/device-tokens', {
      body: { token: expect.stringContaining('https://push.example/abc'), platform: 'web' },
    });
    expect(storage.getItem(PUSH_TOKEN_KEY)).toContain('https://push.example/abc');
  });

  it('asks for permission when undecided, and registers only if granted', async () => {
    const { env, requestPermission, register } = environment('default');
    requestPermission.mockResolvedValueOnce('denied');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(registerPush(fakeClient().client, env)).resolves.toBe(false);
    expect(requestPermission).toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('gives false when denied, unsupported, without a key, or when the worker fails', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, POST } = fakeClient();
    await expect(registerPush(client, environment('denied').env)).resolves.toBe(false);
    await expect(
      registerPush(client, { ...environment('granted').env, Notification: undefined }),
    ).resolves.toBe(false);
    await expect(
      registerPush(fakeClient(201, null).client, {
        ...environment('granted').env,
        publicKey: undefined,
      }),
    ).resolves.toBe(false);
    await expect(
      registerPush(client, environment('granted', { failWorker: true }).env),
    ).resolves.toBe(false);
    expect(POST).not.toHaveBeenCalled();
  });

  it('logs and rethrows a failure to send the subscription', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { env } = environment('granted');
    await expect(registerPush(fakeClient(500).client, env)).rejects.toThrow('500');
    expect(error).toHaveBeenCalled();
  });
});

describe('the public key', () => {
  it("is the server's (GET /api/push/public-key) unless one is given", async () => {
    const { env, subscribe } = environment('granted');
    const { client, GET } = fakeClient();
    await expect(registerPush(client, { ...env, publicKey: undefined })).resolves.toBe(true);
    expect(GET).toHaveBeenCalledWith('/api/push/public-key');
    const [options] = subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }];
    // base64url decodes to the 65-byte uncompressed P-256 point.
    expect(options.applicationServerKey).toHaveLength(65);
  });
});

describe('unregisterPush', () => {
  it("removes this device's token on the server and forgets it; errors are swallowed", async () => {
    const { env, storage } = environment('granted');
    storage.setItem(PUSH_TOKEN_KEY, '{"endpoint":"x"}');
    const { client, DELETE } = fakeClient();
    await unregisterPush(client, env);
    expect(DELETE).toHaveBeenCalledWith('/api/device-tokens', {
      body: { token: '{"endpoint":"x"}' },
    });
    expect(storage.getItem(PUSH_TOKEN_KEY)).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.setItem(PUSH_TOKEN_KEY, 'y');
    DELETE.mockRejectedValueOnce(new Error('offline'));
    await expect(unregisterPush(client, env)).resolves.toBeUndefined();
  });
});
