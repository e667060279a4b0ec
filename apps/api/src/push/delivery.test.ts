import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, notifications } from '../db/schema';
import { createDealFixture } from '../test/deal-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { startPushEndpoint, testVapidDetails, type PushEndpoint } from '../test/push-endpoint';
import {
  applyOverHttp,
  fakeSender,
  lastNotificationId,
  notificationsSince,
  pushWith,
  registerDevice,
} from '../test/push';
import { PUSH_TTL_SECONDS } from './sender';

describe('web push through the real sender to a local push service', () => {
  let endpoint: PushEndpoint;
  let t: TestApp;

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    const vapid = testVapidDetails();
    // What a browser e2e needs: VAPID keys and the worker on; the web-push sender posts to the
    // subscription's endpoint (plain http is allowed outside production).
    t = await createTestApp({
      push: { vapid, subject: vapid.subject, worker: true, intervalMs: 1_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  it('delivers each notification, encrypted and VAPID-signed, once per web device', async () => {
    const { creatorA, brandUserA, brandA } = t.world;
    const laptop = endpoint.newSubscription();
    const desktop = endpoint.newSubscription();
    for (const device of [laptop, desktop]) {
      const registered = await t.call('POST', '/api/device-tokens', {
        token: brandUserA.token,
        body: { token: JSON.stringify(device), platform: 'web' },
      });
      expect(registered.status).toBe(201);
    }
    const key = await t.call('GET', '/api/push/public-key', { token: brandUserA.token });
    expect(key.body).toEqual({ public_key: testVapidDetails().publicKey });

    const fixture = await createDealFixture(t.database.db, {
      brandId: brandA.id,
      creatorId: t.world.creatorB.user.id,
    });
    const before = await lastNotificationId(t);
    const appliedId = await applyOverHttp(t, fixture.proposalId, creatorA.token, 'Hola!');
    const [notification] = await notificationsSince(t, before);
    if (!notification) throw new Error('no notification');

    // The commit kicked the worker: both devices get it without waiting for the interval.
    const expected = {
      id: notification.id,
      title: 'New application',
      body: notification.body,
      url: notification.link,
      tag: `colla-notification-${notification.id}`,
    };
    for (const device of [laptop, desktop]) {
      const push = await endpoint.waitFor((p) => p.endpoint === device.endpoint);
      expect(push.payload).toEqual(expected);
      expect(push.ttl).toBe(PUSH_TTL_SECONDS);
      expect(push.vapid.sub).toBe(testVapidDetails().subject);
    }
    await t.app.colla.push.idle();
    expect(endpoint.received).toHaveLength(2);

    // The laptop unsubscribed: the push service answers 410 and its token is removed.
    endpoint.gone(laptop.endpoint);
    await t.call('PATCH', `/api/applications/${appliedId}/status`, {
      token: brandUserA.token,
      body: { status: 'rejected' },
    });
    const message = await t.call('POST', `/api/conversations/${fixture.conversation.id}/messages`, {
      token: t.world.creatorB.token,
      body: { body: 'Bon dia!' },
    });
    expect(message.status).toBe(201);
    await endpoint.waitFor(
      (p) =>
        p.endpoint === desktop.endpoint && (p.payload as { id: number }).id !== notification.id,
    );
    await t.app.colla.push.idle();
    const tokens = await t.database.db
      .select({ token: deviceTokens.token })
      .from(deviceTokens)
      .where(eq(deviceTokens.userId, brandUserA.user.id));
    expect(tokens.map((row) => row.token)).toEqual([JSON.stringify(desktop)]);
  });
});

describe('delivery never slows down the request', () => {
  it('the request answers while the push is still on its way', async () => {
    const sender = fakeSender();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    sender.respond = async () => {
      started();
      await gate;
      return 'sent';
    };
    const t = await createTestApp({ push: pushWith(sender, true) });
    try {
      const { creatorA, brandUserA, brandA } = t.world;
      await registerDevice(t, brandUserA.token, 'slow', 'web');
      const fixture = await createDealFixture(t.database.db, {
        brandId: brandA.id,
        creatorId: creatorA.user.id,
      });
      const result = await t.call(
        'POST',
        `/api/conversations/${fixture.conversation.id}/messages`,
        {
          token: creatorA.token,
          body: { body: 'Hola!' },
        },
      );
      // Answered, though the push service has not answered yet.
      expect(result.status).toBe(201);
      await sending;
      expect(sender.sent).toHaveLength(0);
      release();
      await t.app.colla.push.idle();
      expect(sender.sent).toHaveLength(1);
    } finally {
      release();
      await t.close();
    }
  });
});

describe('chat notifications while reading', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ push: pushWith(fakeSender()) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('someone with the conversation open gets no notification; after closing it they do', async () => {
    const { creatorA, brandUserA, brandA } = t.world;
    await registerDevice(t, brandUserA.token, 'reader', 'web');
    const fixture = await createDealFixture(t.database.db, {
      brandId: brandA.id,
      creatorId: creatorA.user.id,
    });
    const conversation = fixture.conversation.id;
    const send = async (body: string) => {
      const result = await t.call('POST', `/api/conversations/${conversation}/messages`, {
        token: creatorA.token,
        body: { body },
      });
      expect(result.status).toBe(201);
    };
    const brandMessages = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, brandUserA.user.id));

    const controller = new AbortController();
    const response = await fetch(`${base}/api/conversations/${conversation}/stream`, {
      headers: { authorization: `Bearer ${brandUserA.token}` },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    await reader.read(); // ': connected'

    await send('Are you there?');
    expect(await brandMessages()).toEqual([]);

    controller.abort();
    await reader.cancel().catch(() => undefined);
    // The server sees the stream close.
    for (let i = 0; i < 50; i += 1) {
      await send(`After closing ${i}`);
      if ((await brandMessages()).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const after = await brandMessages();
    expect(after).toHaveLength(1);
    expect(after[0]?.type).toBe('message_received');
  });
});
