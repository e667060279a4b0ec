// Web push in Chromium without a push service. A real `PushManager.subscribe` needs Google's
// servers, which tests never reach; instead the server sends its encrypted pushes to the local
// stand-in (apps/api/src/test/push-endpoint.ts), which decrypts them, and these helpers hand the
// payload to the portal's real service worker (/sw.js) through the Chrome DevTools Protocol
// (`ServiceWorker.deliverPushMessage`, the same call as DevTools' "Push" button), then read and
// click the notifications it showed.
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright';
import type { PushEndpoint, ReceivedPush } from '../../api/src/test/push-endpoint';
import { signIn, type Portal } from './support';

/** A notification the service worker showed, as `registration.getNotifications()` sees it. */
export interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  badge: string;
  tag: string;
  data: unknown;
}

/** What the service worker did with a click (see clickNotification). */
export interface NotificationClick {
  /** The URL of each window client focused, as it was when focused. */
  focused: string[];
  /** Each URL the worker asked to open a window at (absolute). */
  opened: string[];
}

const originOf = (page: Page) => new URL(page.url()).origin;

/** Allows notifications for the origin, as a user answering "Allow" would. */
export async function grantNotifications(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(['notifications'], { origin });
}

/**
 * Makes sure /sw.js is registered, active and controlling the page (the portal registers it
 * itself after sign-in only when the server sends push; registering again is harmless) and
 * returns its worker.
 */
export async function serviceWorkerFor(page: Page, timeoutMs = 10_000): Promise<Worker> {
  const scriptUrl = `${originOf(page)}/sw.js`;
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    // The worker claims open pages when it activates: wait for that to reach this page.
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
  const context = page.context();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const worker = context.serviceWorkers().find((w) => w.url() === scriptUrl);
    if (worker) return worker;
    if (Date.now() > deadline) throw new Error(`no service worker ${scriptUrl} in the browser`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Registrations {
  session: CDPSession;
  /** scope URL → registration id, for live registrations. */
  byScope: Map<string, string>;
}

const sessions = new WeakMap<Page, Promise<Registrations>>();

/** A DevTools session on the page that follows the origin's service worker registrations. */
function registrationsOf(page: Page): Promise<Registrations> {
  let pending = sessions.get(page);
  if (!pending) {
    pending = (async () => {
      const session = await page.context().newCDPSession(page);
      const byScope = new Map<string, string>();
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        for (const { scopeURL, registrationId, isDeleted } of registrations) {
          if (isDeleted) byScope.delete(scopeURL);
          else byScope.set(scopeURL, registrationId);
        }
      });
      await session.send('ServiceWorker.enable');
      return { session, byScope };
    })();
    sessions.set(page, pending);
  }
  return pending;
}

/**
 * Delivers a push to the page's /sw.js as if the push service had: the worker's `push` event
 * gets `payload` (JSON-encoded unless it is a string) as `event.data`.
 */
export async function deliverPush(page: Page, payload: unknown, timeoutMs = 10_000): Promise<void> {
  await serviceWorkerFor(page, timeoutMs);
  const origin = originOf(page);
  const { session, byScope } = await registrationsOf(page);
  const deadline = Date.now() + timeoutMs;
  let registrationId = byScope.get(`${origin}/`);
  while (registrationId === undefined) {
    if (Date.now() > deadline) throw new Error(`no service worker registration for ${origin}/`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    registrationId = byScope.get(`${origin}/`);
  }
  const data = typeof payload === 'string' ? payload : JSON.stringify(payload);
  await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
}

/**
 * Waits for the next push the local push endpoint receives that matches (for the device
 * `subscription` when given), then delivers its decrypted payload to the page's service worker:
 * the path a push takes from the server's sender to the screen. Returns the received push.
 */
export async function relayPush(
  page: Page,
  endpoint: PushEndpoint,
  predicate: (push: ReceivedPush) => boolean,
  timeoutMs = 25_000,
): Promise<ReceivedPush> {
  const push = await endpoint.waitFor(predicate, timeoutMs);
  await deliverPush(page, push.payload, timeoutMs);
  return push;
}

/** The notifications the page's service worker registration shows now (optionally one tag). */
export function shownNotifications(page: Page, tag?: string): Promise<ShownNotification[]> {
  return page.evaluate(async (tag) => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications(tag ? { tag } : undefined);
    return notifications.map(({ title, body, icon, badge, tag, data }) => ({
      title,
      body,
      icon,
      badge,
      tag,
      data: data as unknown,
    }));
  }, tag);
}

/**
 * Waits until a notification with `tag` is shown, and returns it. With `redeliver`, a push that
 * is not shown within 5 s is delivered again, as a push service does: DevTools' delivery to a
 * worker that is starting on a loaded machine is sometimes lost (the tag makes a second showing
 * replace the first, never add one).
 */
export async function waitForNotification(
  page: Page,
  tag: string,
  timeoutMs = 25_000,
  redeliver?: () => Promise<void>,
): Promise<ShownNotification> {
  const deadline = Date.now() + timeoutMs;
  let nextDelivery = Date.now() + 5_000;
  for (;;) {
    const [shown] = await shownNotifications(page, tag);
    if (shown) return shown;
    if (Date.now() > deadline) throw new Error(`no notification with tag ${tag} was shown`);
    if (redeliver && Date.now() > nextDelivery) {
      await redeliver();
      nextDelivery = Date.now() + 5_000;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Clicks the shown notification with `tag`: dispatches a `notificationclick` for it in the
 * real /sw.js and waits for what the worker's handler waits on.
 *
 * A script-made click has no permission to open or focus windows (Chromium grants that only to
 * clicks on the notification itself, which DevTools cannot make), so for the click
 * `clients.openWindow` and `WindowClient.focus` are replaced by recorders — what the worker
 * asked for comes back in the result — while everything else is real: the client list, the
 * tab chosen, `WindowClient.navigate` (watch the page's URL) and closing the notification.
 */
export async function clickNotification(page: Page, tag: string): Promise<NotificationClick> {
  const worker = await serviceWorkerFor(page);
  return worker.evaluate(async (tag) => {
    interface WindowClientLike {
      url: string;
    }
    interface WorkerScope {
      registration: ServiceWorkerRegistration;
      clients: { openWindow(url: string): Promise<WindowClientLike | null> };
      WindowClient: { prototype: { focus(): Promise<WindowClientLike> } };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      location: Location;
      dispatchEvent(event: Event): boolean;
    }
    const scope = globalThis as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification with tag ${tag} to click`);
    const click: { focused: string[]; opened: string[] } = { focused: [], opened: [] };
    const { clients } = scope;
    const prototype = scope.WindowClient.prototype;
    const focus = Object.getOwnPropertyDescriptor(prototype, 'focus');
    clients.openWindow = async (url) => {
      click.opened.push(new URL(url, scope.location.origin).href);
      return null;
    };
    prototype.focus = async function (this: WindowClientLike) {
      click.focused.push(this.url);
      return this;
    };
    try {
      const event = new scope.NotificationEvent('notificationclick', { notification });
      // waitUntil refuses script-made events: collect what the handler waits on instead.
      const pending: Promise<unknown>[] = [];
      Object.defineProperty(event, 'waitUntil', {
        value: (promise: Promise<unknown>) => pending.push(promise),
      });
      scope.dispatchEvent(event);
      await Promise.all(pending);
    } finally {
      Reflect.deleteProperty(clients, 'openWindow');
      if (focus) Object.defineProperty(prototype, 'focus', focus);
    }
    return click;
  }, tag);
}

/**
 * Creator A in a fresh browser profile of `width` × `height` with notifications granted: signed
 * in at their dashboard, and the page controlled by /sw.js.
 */
export async function creatorUnderServiceWorker(
  portal: Portal,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const { browser, origin, t } = portal;
  const context = await browser.newContext({ viewport });
  await grantNotifications(context, origin);
  const page = await context.newPage();
  await signIn(page, origin, t.world.creatorA.user.email, `${origin}/app/creator/dashboard`);
  await serviceWorkerFor(page);
  return { context, page };
}
