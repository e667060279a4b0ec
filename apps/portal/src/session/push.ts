import { operationRoutes, type CollaClient } from '@colla/api-client';

/** Where this device's push subscription is remembered, to unregister it on logout. */
export const PUSH_TOKEN_KEY = 'push_device_token';

export interface PushEnvironment {
  /**
   * The application server (VAPID) public key, base64url; left out, the server is asked
   * (`GET /api/push/public-key`), so the key lives in one place: the server's configuration.
   */
  publicKey?: string | undefined;
  navigator: Navigator;
  Notification: typeof Notification | undefined;
  storage: Storage;
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    navigator: window.navigator,
    Notification: 'Notification' in window ? window.Notification : undefined,
    storage: window.localStorage,
  };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replaceAll('-', '+')
    .replaceAll('_', '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

async function subscribe(env: PushEnvironment, publicKey: string): Promise<string | null> {
  try {
    const registration = await env.navigator.serviceWorker.register('/sw.js');
    await env.navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    return JSON.stringify(subscription);
  } catch (error) {
    console.error('Push: registering the service worker or subscribing failed.', error);
    return null;
  }
}

/** The server's web push key, or null when it sends no push or cannot be asked. */
async function serverPublicKey(client: CollaClient): Promise<string | null> {
  try {
    const { data, response } = await client.GET(operationRoutes.getPushPublicKey.path);
    return response.ok ? (data?.public_key ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Push registration on sign-in (docs/decisions.md): with permission granted (asked for when not yet
 * decided) the service worker `/sw.js` is registered and subscribed (user-visible only), and the
 * subscription is sent with `POST /api/device-tokens` (platform web). Denied permission, no
 * support, no key or a failing worker give `false` (console only); a failure sending the
 * subscription is logged and rethrown.
 */
export async function registerPush(client: CollaClient, env: PushEnvironment): Promise<boolean> {
  const { Notification: Notifications } = env;
  if (!Notifications || !('serviceWorker' in env.navigator)) {
    console.info('Push: not supported here (no notifications or service workers).');
    return false;
  }
  const publicKey = env.publicKey ?? (await serverPublicKey(client));
  if (!publicKey) {
    console.info('Push: the server sends no web push (no key).');
    return false;
  }
  let permission = Notifications.permission;
  if (permission === 'default') permission = await Notifications.requestPermission();
  if (permission !== 'granted') {
    console.info('Push: permission not granted.');
    return false;
  }
  const token = await subscribe(env, publicKey);
  if (!token) return false;
  try {
    const { response } = await client.POST(operationRoutes.registerDeviceToken.path, {
      body: { token, platform: 'web' },
    });
    if (!response.ok) throw new Error(`Registering the device answered ${response.status}.`);
  } catch (error) {
    console.error('Push: sending the subscription failed.', error);
    throw error;
  }
  env.storage.setItem(PUSH_TOKEN_KEY, token);
  return true;
}

/** On logout: this device's token is removed from the server; errors are logged and swallowed. */
export async function unregisterPush(client: CollaClient, env: Pick<PushEnvironment, 'storage'>) {
  const token = env.storage.getItem(PUSH_TOKEN_KEY);
  if (!token) return;
  env.storage.removeItem(PUSH_TOKEN_KEY);
  try {
    await client.DELETE(operationRoutes.deleteDeviceToken.path, { body: { token } });
  } catch (error) {
    console.error('Push: unregistering the device failed.', error);
  }
}
