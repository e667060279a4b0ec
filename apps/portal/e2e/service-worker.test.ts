// The portal's real service worker (/sw.js from the built portal, served by the API server) in
// Chromium (issue 9): a delivered push shows a notification (title, body, icon, tag; one per
// tag), and a click brings Colla forward at the notification's screen — focusing and navigating
// an open Colla tab, or opening a window when there is none.
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebPush, startPushEndpoint } from '../../api/src/test/push-endpoint';
import {
  clickNotification,
  deliverPush,
  relayPush,
  serviceWorkerFor,
  shownNotifications,
  waitForNotification,
  creatorUnderServiceWorker,
} from './push-bridge';
import { startPortal, type Portal } from './support';

let portal: Portal | undefined;
let origin: string;
let context: BrowserContext;
/** Signed in as creatorA, at the creator dashboard, controlled by /sw.js. */
let home: Page;
let pushes = 0;

beforeAll(async () => {
  portal = await startPortal();
  ({ origin } = portal);
  ({ context, page: home } = await creatorUnderServiceWorker(portal, { width: 1280, height: 900 }));
});

afterAll(async () => {
  await portal?.close();
});

/** A payload like the server's, for a fresh notification id. */
function payload(url = '/app/creator/deals') {
  pushes += 1;
  const id = `00000000-0000-4000-8000-${String(pushes).padStart(12, '0')}`;
  return {
    id,
    title: 'Application accepted',
    body: `Forn Sant Pau accepted your application (${pushes})`,
    url,
    tag: `colla-notification-${id}`,
  };
}

async function openTab(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(origin + path);
  return page;
}

/** Closes every notification shown, so each test counts its own. */
async function clearNotifications() {
  await home.evaluate(async () => {
    for (const n of await (await navigator.serviceWorker.ready).getNotifications()) n.close();
  });
}

describe('a push', () => {
  it('shows a notification with the payload’s title, body, tag and url, and Colla’s icon', async () => {
    await clearNotifications();
    const push = payload();
    await deliverPush(home, push);
    const shown = await waitForNotification(home, push.tag, 25_000, () => deliverPush(home, push));
    expect(shown).toEqual({
      title: push.title,
      body: push.body,
      icon: `${origin}/favicon.svg`,
      badge: `${origin}/favicon.svg`,
      tag: push.tag,
      data: { url: push.url, id: push.id },
    });
  });

  it('repeated with the same tag leaves one notification, showing the latest', async () => {
    await clearNotifications();
    const push = payload();
    await deliverPush(home, push);
    await waitForNotification(home, push.tag, 25_000, () => deliverPush(home, push));
    await deliverPush(home, { ...push, body: 'Updated' });
    await expect
      .poll(async () => (await shownNotifications(home)).map((n) => [n.tag, n.body]))
      .toEqual([[push.tag, 'Updated']]);
  });

  it('of an older shape (no tag, no id, no url) still shows, linking to the portal home', async () => {
    await clearNotifications();
    await deliverPush(home, { title: 'New message', body: 'Hola!' });
    await expect
      .poll(async () => (await shownNotifications(home)).map((n) => [n.title, n.tag, n.data]))
      .toEqual([['New message', '', { url: '/app' }]]);
  });
});

describe('the relay from the local push endpoint', () => {
  it('shows what web-push encrypted for a device, once the endpoint decrypted it', async () => {
    await clearNotifications();
    const endpoint = await startPushEndpoint();
    try {
      const device = endpoint.newSubscription();
      const push = payload();
      expect(await sendWebPush(device, push)).toBe(201);
      const received = await relayPush(home, endpoint, (p) => p.endpoint === device.endpoint);
      expect(received.payload).toEqual(push);
      expect(
        await waitForNotification(home, push.tag, 25_000, () => deliverPush(home, push)),
      ).toMatchObject({
        title: push.title,
        body: push.body,
        data: { url: push.url, id: push.id },
      });
    } finally {
      await endpoint.close();
    }
  });
});

describe('a click on a notification', () => {
  it('focuses the open Colla tab and takes it to the notification’s screen', async () => {
    await clearNotifications();
    const site = await openTab('/about-us');
    const push = payload('/app/creator/deals');
    await deliverPush(home, push);
    await waitForNotification(home, push.tag, 25_000, () => deliverPush(home, push));
    const click = await clickNotification(home, push.tag);
    expect(click).toEqual({ focused: [`${origin}/app/creator/deals`], opened: [] });
    await home.waitForURL(`${origin}/app/creator/deals`);
    expect(site.url()).toBe(`${origin}/about-us`);
    // The clicked notification is closed.
    expect(await shownNotifications(home, push.tag)).toEqual([]);
    await site.close();
  });

  it('prefers a Colla tab already at the screen, leaving the others where they are', async () => {
    await home.goto(`${origin}/app/creator/dashboard`);
    const calendar = await openTab('/app/creator/calendar');
    await serviceWorkerFor(calendar);
    const push = payload('/app/creator/calendar');
    await deliverPush(home, push);
    await waitForNotification(home, push.tag, 25_000, () => deliverPush(home, push));
    const click = await clickNotification(home, push.tag);
    expect(click).toEqual({ focused: [`${origin}/app/creator/calendar`], opened: [] });
    expect(home.url()).toBe(`${origin}/app/creator/dashboard`);
    expect(calendar.url()).toBe(`${origin}/app/creator/calendar`);
    await calendar.close();
  });

  it('with no Colla tab open, opens a window at the notification’s screen', async () => {
    const site = await openTab('/about-us');
    await serviceWorkerFor(site);
    const push = payload('/app/creator/chat');
    await deliverPush(site, push);
    await waitForNotification(site, push.tag, 25_000, () => deliverPush(site, push));
    await home.goto(`${origin}/about-us`);
    const click = await clickNotification(site, push.tag);
    expect(click).toEqual({ focused: [], opened: [`${origin}/app/creator/chat`] });
    expect(site.url()).toBe(`${origin}/about-us`);
    expect(home.url()).toBe(`${origin}/about-us`);
    await site.close();
  });
});
