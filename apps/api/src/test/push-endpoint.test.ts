// The local push service stand-in, driven by the real web-push library: what it decrypts is what
// was sent, a gone subscription answers 410 and bad VAPID tokens are refused.
import { createECDH } from 'node:crypto';
import webpush, { WebPushError } from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebPush, startPushEndpoint, verifyVapid, type PushEndpoint } from './push-endpoint';

let endpoint: PushEndpoint;
const vapidKeys = webpush.generateVAPIDKeys();
const vapidDetails = {
  subject: 'mailto:hola@colla.test',
  publicKey: vapidKeys.publicKey,
  privateKey: vapidKeys.privateKey,
};

beforeAll(async () => {
  // web-push's sendNotification speaks HTTPS only.
  endpoint = await startPushEndpoint({ https: true });
});

afterAll(async () => {
  await endpoint?.close();
});

describe('the local push endpoint', () => {
  it('hands out browser-like subscriptions, one key pair and auth secret per device', () => {
    const a = endpoint.newSubscription();
    const b = endpoint.newSubscription();
    expect(endpoint.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(a.endpoint.startsWith(`${endpoint.url}/push/`)).toBe(true);
    expect(a.endpoint).not.toBe(b.endpoint);
    expect(Buffer.from(a.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(a.keys.auth, 'base64url')).toHaveLength(16);
    expect(a.keys.p256dh).not.toBe(b.keys.p256dh);
    expect(a.keys.auth).not.toBe(b.keys.auth);
  });

  it('answers 201 to web-push and decrypts exactly what was sent', async () => {
    const subscription = endpoint.newSubscription();
    const other = endpoint.newSubscription();
    const payload = {
      id: 'b1d3c2a0-0000-4000-8000-000000000001',
      title: 'Application accepted',
      body: 'Forn Sant Pau accepted your application — «Esmorzar de forquilla»',
      url: '/app/creator/deals',
      tag: 'colla-notification-b1d3c2a0-0000-4000-8000-000000000001',
    };
    const result = await webpush.sendNotification(subscription, JSON.stringify(payload), {
      vapidDetails,
      TTL: 3600,
      urgency: 'high',
      topic: 'application',
      agent: endpoint.agent,
    });
    expect(result.statusCode).toBe(201);
    const push = await endpoint.waitFor((p) => p.endpoint === subscription.endpoint);
    expect(push.payload).toEqual(payload);
    expect(push.ttl).toBe(3600);
    expect(push.urgency).toBe('high');
    expect(push.topic).toBe('application');
    expect(push.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(push.vapid).toMatchObject({
      aud: endpoint.url,
      sub: vapidDetails.subject,
      publicKey: vapidKeys.publicKey,
    });
    // Nothing arrived for the other device.
    expect(endpoint.received.some((p) => p.endpoint === other.endpoint)).toBe(false);
  });

  it('waits for a push that has not arrived yet, and times out when none comes', async () => {
    const subscription = endpoint.newSubscription();
    const waiting = endpoint.waitFor(
      (p) => p.endpoint === subscription.endpoint && p.payload === 'plain text',
      5_000,
    );
    await webpush.sendNotification(subscription, 'plain text', {
      vapidDetails,
      TTL: 60,
      agent: endpoint.agent,
    });
    expect((await waiting).ttl).toBe(60);
    await expect(endpoint.waitFor(() => false, 50)).rejects.toThrow(/no matching push/);
  });

  it('answers 410 for a gone subscription, and web-push rejects with statusCode 410', async () => {
    const subscription = endpoint.newSubscription();
    endpoint.gone(subscription.endpoint);
    const before = endpoint.received.length;
    const error: unknown = await webpush
      .sendNotification(subscription, JSON.stringify({ title: 'x' }), {
        vapidDetails,
        TTL: 60,
        agent: endpoint.agent,
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(WebPushError);
    expect((error as WebPushError).statusCode).toBe(410);
    expect(endpoint.received.length).toBe(before);
  });

  it('refuses a push it cannot decrypt (keys of another device) and unknown endpoints', async () => {
    const subscription = endpoint.newSubscription();
    const wrongKeys = createECDH('prime256v1');
    wrongKeys.generateKeys();
    const forged = {
      endpoint: subscription.endpoint,
      keys: { ...subscription.keys, p256dh: wrongKeys.getPublicKey('base64url') },
    };
    const send = (target: typeof subscription) =>
      webpush.sendNotification(target, 'hola', { vapidDetails, agent: endpoint.agent }).then(
        () => 0,
        (e: unknown) => (e instanceof WebPushError ? e.statusCode : -1),
      );
    expect(await send(forged)).toBe(400);
    expect(await send({ ...subscription, endpoint: `${endpoint.url}/push/unknown` })).toBe(404);
  });
});

describe('over plain HTTP (the default)', () => {
  it('takes web-push’s request details sent with fetch, as a server-side sender does', async () => {
    const plain = await startPushEndpoint();
    try {
      expect(plain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const subscription = plain.newSubscription();
      const send = (payload: unknown) =>
        sendWebPush(subscription, payload, { vapidDetails, ttl: 86_400 });
      expect(await send({ id: 'n1', title: 'Hola' })).toBe(201);
      const push = await plain.waitFor((p) => p.endpoint === subscription.endpoint);
      expect(push).toMatchObject({
        payload: { id: 'n1', title: 'Hola' },
        ttl: 86_400,
        urgency: 'normal',
        topic: undefined,
      });
      expect(push.vapid).toMatchObject({ aud: plain.url, publicKey: vapidKeys.publicKey });
      plain.gone(subscription.endpoint);
      expect(await send('again')).toBe(410);
      expect(plain.received).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});

describe('VAPID verification', () => {
  const audience = 'https://127.0.0.1:4430';
  const headerFor = (details = vapidDetails, expiration?: number) =>
    webpush.getVapidHeaders(
      audience,
      details.subject,
      details.publicKey,
      details.privateKey,
      'aes128gcm',
      expiration,
    ).Authorization;

  it('accepts a token signed by its k key for this audience', () => {
    expect(verifyVapid(headerFor(), audience)).toMatchObject({ aud: audience });
  });

  it('refuses another audience, a missing header, a foreign signature and an expired token', () => {
    expect(verifyVapid(headerFor(), 'https://push.example')).toMatch(/aud/);
    expect(verifyVapid(undefined, audience)).toMatch(/no vapid/);
    const other = webpush.generateVAPIDKeys();
    const token = /t=([^,]+)/.exec(headerFor())?.[1];
    expect(verifyVapid(`vapid t=${token}, k=${other.publicKey}`, audience)).toBe('bad signature');
    const soon = Math.floor(Date.now() / 1000) + 60;
    expect(verifyVapid(headerFor(vapidDetails, soon), audience, soon + 1)).toBe('token expired');
  });

  it('makes web-push fail with 401 when the token is for another service', async () => {
    const subscription = endpoint.newSubscription();
    // A VAPID key pair whose token is signed, but announced with someone else's public key.
    const other = webpush.generateVAPIDKeys();
    const status = await webpush
      .sendNotification(subscription, 'hola', {
        vapidDetails: { ...vapidDetails, publicKey: other.publicKey },
        agent: endpoint.agent,
      })
      .then(
        () => 0,
        (e: unknown) => (e instanceof WebPushError ? e.statusCode : -1),
      );
    expect(status).toBe(401);
  });
});
