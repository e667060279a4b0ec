// Live features across processes: what one process hears, every process hears. Chat fans out
// through PostgreSQL LISTEN/NOTIFY, readers and throttling counters are rows every process
// sees, scheduled notifications and pushes go out once with several processes running, and a
// process killed in the middle of a burst loses no acknowledged message.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUSH_ENDPOINT_CA, startPushEndpoint, type PushEndpoint } from '../src/test/push-endpoint';
import { setupCluster, type EventStream, type Session } from './support';

// The processes send web pushes to the test's local push service over HTTPS: trust its CA.
const caFile = join(mkdtempSync(join(tmpdir(), 'colla-cluster-ca-')), 'push-ca.pem');
writeFileSync(caFile, PUSH_ENDPOINT_CA);

const c = setupCluster({
  processes: 2,
  env: {
    NODE_EXTRA_CA_CERTS: caFile,
    SCHEDULER_INTERVAL_MS: '300',
    PUSH_INTERVAL_MS: '300',
    // The default sign-in throttles: the counters must be shared.
    THROTTLE_SIGN_IN_ACCOUNT_ADDRESS: '5/15m',
  },
});

let pushes: PushEndpoint;
beforeAll(async () => {
  pushes = await startPushEndpoint({ https: true });
});
afterAll(() => pushes?.close());

interface NotificationPage {
  data: { id: number; type: string; title: string; body: string; link: string | null }[];
}

async function notificationsOf(session: Session, target: 0 | 1 | 'nginx' = 'nginx') {
  const answer = await c.call<NotificationPage>(target, 'GET', '/api/notifications?per_page=100', {
    token: session.token,
  });
  expect(answer.status).toBe(200);
  return answer.json.data;
}

describe('live features across processes', () => {
  it('a chat message sent through one process reaches a stream opened on another within a second', async () => {
    const brand = await c.signIn('brand', 0);
    const creator = await c.signIn('creator', 1);
    const conversation = await c.sharedConversation(brand, creator);
    const stream = await c.openStream(1, conversation, { session: creator });
    expect(stream.status).toBe(200);
    await stream.waitFor((s) => s.comments.some((line) => line.text.includes('connected')));
    for (let i = 0; i < 5; i += 1) {
      const sentAt = performance.now();
      const message = await c.send(0, brand, conversation, `From process 0, #${i}`);
      const event = await stream.waitForMessage(message.id, 5_000);
      expect(event.at - sentAt).toBeLessThan(1_000);
    }
    // In order, once each.
    const ids = stream.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a user's own event stream on one process hears a message sent through another; the sender's hears no notification", async () => {
    const brand = await c.signIn('brand', 0);
    const creator = await c.signIn('creator', 1);
    const conversation = await c.sharedConversation(brand, creator);
    const brandEvents = await c.openMyEvents(1, { session: brand });
    const creatorEvents = await c.openMyEvents(0, { session: creator });
    expect([brandEvents.status, creatorEvents.status]).toEqual([200, 200]);
    const named = (s: EventStream, name: string) => s.events.filter((e) => e.event === name);
    // Each starts with its own unread count.
    await brandEvents.waitFor((s) => named(s, 'notification').length === 1);
    await creatorEvents.waitFor((s) => named(s, 'notification').length === 1);
    const creatorCounts = named(creatorEvents, 'notification').length;

    const message = await c.send(0, creator, conversation, 'Heard on the other process?');
    const isThis = (e: { json?: unknown }) =>
      (e.json as { conversation_id?: number } | undefined)?.conversation_id === conversation;
    await brandEvents.waitFor((s) => named(s, 'conversation').some(isThis), 5_000, 'the change');
    await creatorEvents.waitFor((s) => named(s, 'conversation').some(isThis), 5_000, 'the change');
    // A message notification for the brand (or its unread one replaced): the count is sent again.
    await brandEvents.waitFor((s) => named(s, 'notification').length >= 2, 5_000, 'a new count');
    expect(message.id).toBeGreaterThan(0);
    // The sender is told nothing new about notifications; nobody hears anyone else's count.
    expect(named(creatorEvents, 'notification')).toHaveLength(creatorCounts);
  });

  it('a reader on one process holds back the notification of a message sent on another', async () => {
    const brand = await c.signIn('brand', 0);
    const creator = await c.signIn('creator', 1);
    const conversation = await c.sharedConversation(brand, creator);
    const chatNotifications = async () =>
      (await notificationsOf(creator)).filter(
        (n) => n.type === 'message_received' && n.link === `/app/creator/chat/${conversation}`,
      );
    // Start from a read conversation: no unread message notification to update.
    expect(
      (
        await c.call(1, 'POST', `/api/conversations/${conversation}/read`, {
          token: creator.token,
        })
      ).status,
    ).toBe(204);
    await c.call(1, 'POST', '/api/notifications/read-all', { token: creator.token });
    const before = (await chatNotifications()).length;

    const stream = await c.openStream(1, conversation, { session: creator });
    await stream.waitFor((s) => s.comments.length > 0);
    const seen = await c.send(0, brand, conversation, 'The creator is reading on process 1');
    await stream.waitForMessage(seen.id);
    expect((await chatNotifications()).length).toBe(before);

    // Once the stream is closed, the next message notifies.
    stream.close();
    await vi.waitFor(
      async () => {
        await c.send(0, brand, conversation, `Nobody is reading now ${Date.now()}`);
        expect((await chatNotifications()).length).toBe(before + 1);
      },
      { timeout: 10_000, interval: 500 },
    );
  });

  it('a scheduled notification, and its push, are delivered once with both processes running', async () => {
    const admin = await c.signIn('admin', 0);
    const creator = await c.signIn('creator', 1);
    const subscription = pushes.newSubscription();
    const registered = await c.call(1, 'POST', '/api/device-tokens', {
      token: creator.token,
      body: { token: JSON.stringify(subscription), platform: 'web' },
    });
    expect([200, 201]).toContain(registered.status);

    const title = `Colla meetup ${Date.now()}`;
    const scheduled = await c.call(0, 'POST', '/api/admin/scheduled-notifications', {
      token: admin.token,
      body: {
        title,
        body: 'Drinks at the Gràcia bakery on Friday.',
        audience: 'user',
        user_id: creator.user.id,
        send_at: new Date(Date.now() + 2_000).toISOString(),
      },
    });
    expect(scheduled.status).toBe(201);

    const push = await pushes.waitFor(
      (received) =>
        received.endpoint === subscription.endpoint &&
        (received.payload as { title?: string }).title === title,
      20_000,
    );
    expect(push.vapid.sub).toMatch(/^mailto:|^https:/);
    // Both schedulers and both push workers had time to run again: still once each.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const delivered = (await notificationsOf(creator)).filter((n) => n.title === title);
    expect(delivered).toHaveLength(1);
    const received = pushes.received.filter(
      (r) =>
        r.endpoint === subscription.endpoint && (r.payload as { title?: string }).title === title,
    );
    expect(received).toHaveLength(1);
  });

  it('failed sign-ins count on every process: the sixth gets a 429 wherever it lands', async () => {
    const email = `guess-${Date.now()}@cluster.example`;
    const attempt = (target: 0 | 1) =>
      c.call(target, 'POST', '/api/login', { body: { email, password: 'wrong-password' } });
    const statuses = [];
    for (const target of [0, 1, 0, 1, 0] as const) statuses.push((await attempt(target)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const sixth = await attempt(1);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(0)).status).toBe(429);
  });

  it('through nginx, a spoofed X-Forwarded-For gets no fresh counter (nginx sets it; the API trusts only nginx)', async () => {
    const email = `spoof-${Date.now()}@cluster.example`;
    const statuses = [];
    for (let i = 1; i <= 7; i += 1) {
      const answer = await c.call('nginx', 'POST', '/api/login', {
        body: { email, password: 'wrong-password' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });

  it('twenty people signing in correctly from one address within a minute all get in', async () => {
    // The demo accounts again and again, as many people at one venue would: successes never count.
    const who = ['brand', 'creator', 'admin'] as const;
    for (let i = 0; i < 20; i += 1) {
      const session = await c.signIn(who[i % who.length] ?? 'creator', 'nginx');
      expect(session.token).toBeTruthy();
    }
  });
});

describe('a process killed in the middle of a burst of chat messages', () => {
  it('every acknowledged message is stored once and reaches the surviving stream after its reconnect', async () => {
    const brand = await c.signIn('brand', 0);
    const creator = await c.signIn('creator', 1);
    const conversation = await c.sharedConversation(brand, creator);
    const victim = c.processAt(0);

    // The creator reads through process 0, which is about to die.
    let stream = await c.openStream(0, conversation, { session: creator });
    await stream.waitFor((s) => s.comments.length > 0);

    const burst = 40;
    const acknowledged = new Map<string, number>();
    const clientIds: string[] = Array.from({ length: burst }, () => randomUUID());
    const sendVia = async (target: 0 | 1, i: number) => {
      const clientId = clientIds[i] ?? '';
      const message = await c.send(target, brand, conversation, `Burst #${i}`, clientId);
      acknowledged.set(clientId, message.id);
    };
    // Messages go through both processes, a few at a time; process 0 dies half way.
    const failed: number[] = [];
    const sending = (async () => {
      for (let i = 0; i < burst; i += 4) {
        const batch = [i, i + 1, i + 2, i + 3].filter((n) => n < burst);
        const results = await Promise.allSettled(batch.map((n) => sendVia(n % 2 === 0 ? 0 : 1, n)));
        results.forEach((result, k) => {
          if (result.status === 'rejected') failed.push(batch[k] ?? -1);
        });
      }
    })();
    await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(burst / 2), {
      timeout: 20_000,
      interval: 20,
    });
    await victim.kill('SIGKILL');
    await sending;
    // The portal retries what failed, with the same client id, through the survivor.
    for (const i of failed) await sendVia(1, i);
    expect(acknowledged.size).toBe(burst);

    // The stream dropped with its process: reconnect (to the survivor) from the last id it got.
    await stream.waitFor((s) => s.closed, 10_000, 'the stream to end with its process');
    const lastSeen = stream.events.filter((e) => e.event === 'message').at(-1)?.id;
    const before = stream.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    stream = await c.openStream(1, conversation, {
      session: creator,
      ...(lastSeen ? { lastEventId: Number(lastSeen) } : {}),
    });
    expect(stream.status).toBe(200);
    for (const id of acknowledged.values()) {
      if (!before.includes(id)) await stream.waitForMessage(id, 10_000);
    }
    const after = stream.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    // Together the two streams got every acknowledged message, and none twice.
    const all = [...before, ...after];
    expect(new Set(all).size).toBe(all.length);
    for (const id of acknowledged.values()) expect(all).toContain(id);

    // Stored once each: the history holds each client id once.
    const history = await c.call<{ data: { client_id: string | null }[] }>(
      1,
      'GET',
      `/api/conversations/${conversation}/messages?per_page=100`,
      { token: creator.token },
    );
    expect(history.status).toBe(200);
    const stored = history.json.data
      .map((m) => m.client_id)
      .filter((id) => clientIds.includes(id ?? ''));
    expect(stored.sort()).toEqual([...clientIds].sort());

    await victim.start();
  });
});
