// Web push end to end (issue 9): a signed-in creator with notifications granted receives a push
// when a brand accepts their application. The real API server queues the push in the same
// transaction as the notification, its worker encrypts and sends it with web-push (VAPID) to a
// local stand-in for the push service, and the stand-in's decrypted payload is handed to the
// portal's real /sw.js in Chromium, which shows it. Nothing leaves the machine.
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../api/src/test/harness';
import { PUBLISHABLE } from '../../api/src/test/publishable';
import {
  startPushEndpoint,
  testVapidDetails,
  type PushEndpoint,
  type TestPushSubscription,
} from '../../api/src/test/push-endpoint';
import {
  clickNotification,
  deliverPush,
  relayPush,
  waitForNotification,
  creatorUnderServiceWorker,
} from './push-bridge';
import { startPortal, type Portal } from './support';

let portal: Portal | undefined;
let t: TestApp;
let origin: string;
let page: Page;
let pushService: PushEndpoint;
let device: TestPushSubscription;

beforeAll(async () => {
  pushService = await startPushEndpoint();
  const vapid = testVapidDetails();
  portal = await startPortal({
    push: { vapid, subject: vapid.subject, worker: true, intervalMs: 1_000 },
  });
  ({ t, origin } = portal);
  ({ page } = await creatorUnderServiceWorker(portal, { width: 375, height: 800 }));
});

afterAll(async () => {
  await portal?.close();
  await pushService?.close();
});

describe('web push', () => {
  it('brings a creator the accepted application as a notification, once, opening the deal', async () => {
    // This phone's subscription, registered as the portal does after sign-in (Chromium here
    // cannot reach a real push service, so the stand-in's subscription takes its place).
    device = pushService.newSubscription();
    const registered = await page.evaluate(
      async ({ token }) => {
        const auth = localStorage.getItem('auth_token') ?? '';
        const response = await fetch('/api/device-tokens', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${auth}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({ token, platform: 'web' }),
        });
        return response.status;
      },
      { token: JSON.stringify(device) },
    );
    expect(registered).toBe(201);

    const proposal = await t.call('POST', '/api/brand/proposals', {
      token: t.world.brandUserA.token,
      body: {
        name: 'Sourdough mornings at Forn Sant Pau',
        brand_id: t.world.brandA.id,
        status: 'active',
        ...PUBLISHABLE,
        description: 'Film the first loaves of the day.',
        requirements: '',
        settings: {},
      },
    });
    expect(proposal.status).toBe(201);
    const proposalId = (proposal.body as { id: number }).id;
    const applied = await t.call('POST', `/api/creator/proposals/${proposalId}/applications`, {
      token: t.world.creatorA.token,
      body: {},
    });
    const applicationId = (applied.body as { id: number }).id;

    const accepted = await t.call('PATCH', `/api/applications/${applicationId}/status`, {
      token: t.world.brandUserA.token,
      body: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    const dealId = (accepted.body as { deal: { id: number } }).deal.id;

    // The server's worker sends it (VAPID-signed, encrypted); Chromium's /sw.js shows it.
    const push = await relayPush(page, pushService, (p) => p.endpoint === device.endpoint);
    const sent = push.payload as {
      id: number;
      title: string;
      body: string;
      url: string;
      tag: string;
    };
    expect(sent.title).toBe('Application accepted');
    expect(sent.url).toBe(`/app/creator/deals/${dealId}`);
    expect(sent.tag).toBe(`colla-notification-${sent.id}`);
    const shown = await waitForNotification(page, sent.tag, 25_000, () =>
      deliverPush(page, push.payload),
    );
    expect(shown.title).toBe('Application accepted');
    expect(shown.body).toContain('Forn Sant Pau accepted your application');
    expect(shown.icon).toMatch(/\/favicon\.svg$/);

    // It is the same notification the creator finds in the app.
    const inApp = (await t.call('GET', '/api/notifications', { token: t.world.creatorA.token }))
      .body as { data: { id: number; type: string }[] };
    expect(inApp.data.filter((n) => n.type === 'application_accepted').map((n) => n.id)).toEqual([
      sent.id,
    ]);

    // Sent once: nothing more arrives for this device after the worker has run again.
    await t.app.colla.push.drain();
    expect(pushService.received.filter((p) => p.endpoint === device.endpoint)).toHaveLength(1);

    // A click brings the open Colla tab to the deal.
    const click = await clickNotification(page, sent.tag);
    expect(click.opened).toEqual([]);
    await page.waitForURL(`${origin}/app/creator/deals/${dealId}`);
  });
});
