import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushDeliveries } from '../db/schema';
import { createNotification } from '../domain/notifications';
import { createTestApp, type TestApp } from '../test/harness';
import {
  fakeSender,
  pushWith,
  quietLogger,
  registerDevice,
  subscription,
  type FakeSender,
} from '../test/push';
import { BACKOFF_MS, LEASE_MS, MAX_ATTEMPTS, createPushWorker, type PushWorker } from './worker';

const start = new Date('2026-06-01T08:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('the push worker', () => {
  let t: TestApp;
  let sender: FakeSender;
  let clock = start;

  beforeAll(async () => {
    sender = fakeSender();
    t = await createTestApp({ push: pushWith(sender) });
    const { creatorA, creatorB } = t.world;
    await registerDevice(t, creatorA.token, 'a-laptop', 'web');
    await registerDevice(t, creatorA.token, 'a-desktop', 'web');
    await registerDevice(t, creatorB.token, 'b-laptop', 'web');
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    // Each test starts with an empty queue and a fresh sender.
    await t.database.db.delete(pushDeliveries);
    sender.sent.length = 0;
    sender.calls = 0;
    sender.respond = async () => 'sent';
  });

  const setClock = (date: Date) => {
    clock = date;
    t.setNow(date);
  };

  /** A second worker on the same database, as another server process would run. */
  const otherWorker = (): PushWorker =>
    createPushWorker({
      db: t.database.db,
      config: { production: false, push: pushWith(sender) },
      now: () => clock,
      logger: quietLogger,
    });

  /** `count` notifications for both creators (3 web devices: 3 pushes each), in one transaction. */
  async function notify(count: number): Promise<number[]> {
    const { creatorA, creatorB } = t.world;
    return t.app.colla.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i += 1) {
        for (const userId of [creatorA.user.id, creatorB.user.id]) {
          const row = await createNotification(tx, {
            userId,
            type: 'announcement',
            title: `Announcement ${i}`,
            body: 'Brands are looking for creators.',
            createdAt: clock,
          });
          ids.push(row.id);
        }
      }
      return ids;
    });
  }

  const rows = () => t.database.db.select().from(pushDeliveries).orderBy(asc(pushDeliveries.id));
  /** Each (notification, token) pair sent, counted. */
  const sentPairs = () => {
    const counts = new Map<string, number>();
    for (const push of sender.sent) {
      const key = `${push.payload.id}|${push.token}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };

  it('a rolled-back write queues nothing', async () => {
    setClock(start);
    await expect(
      t.app.colla.db.transaction(async (tx) => {
        await createNotification(tx, {
          userId: t.world.creatorA.user.id,
          type: 'announcement',
          title: 'Never',
          body: 'Rolled back.',
          createdAt: clock,
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await rows()).toEqual([]);
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.title, 'Never')),
    ).toEqual([]);
  });

  it('two workers running at the same time send each push exactly once', async () => {
    setClock(start);
    await notify(40); // 80 notifications, 120 pushes: more than one batch each
    const first = t.app.colla.push;
    const second = otherWorker();
    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    expect(a.sent + b.sent).toBe(120);
    const counts = sentPairs();
    expect(counts.size).toBe(120);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('a worker that dies after claiming loses nothing: the rows go out once its lease expires', async () => {
    setClock(start);
    const ids = await notify(2); // 4 notifications, 6 pushes
    // The crash: rows claimed (lease set), the process gone before sending anything.
    const crashed = otherWorker();
    const { rows: claimed } = await crashed.claim();
    expect(claimed).toHaveLength(6);
    expect(sender.calls).toBe(0);

    // While the lease lasts nobody else takes them.
    setClock(after(LEASE_MS - 1000));
    expect((await t.app.colla.push.drain()).claimed).toBe(0);

    // Once it has expired, they are claimed again and each is sent once.
    setClock(after(LEASE_MS));
    expect((await t.app.colla.push.drain()).sent).toBe(6);
    const counts = sentPairs();
    expect(counts.size).toBe(6);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(sender.sent.map((push) => push.payload.id))).toEqual(new Set(ids));
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual(
      ids.flatMap((_id, index) =>
        index % 2 === 0
          ? [
              ['sent', 2],
              ['sent', 2],
            ]
          : [['sent', 2]],
      ),
    );
    // The dead worker's late answer would change nothing: its claim is no longer valid.
    expect((await t.app.colla.push.drain()).claimed).toBe(0);
  });

  it('a worker that dies after sending, before recording it, sends again with the same tag', async () => {
    setClock(start);
    const [id] = await notify(1);
    const crashed = otherWorker();
    const { rows: claimed } = await crashed.claim();
    // It sent the first push, then died.
    const first = claimed[0];
    if (!first) throw new Error('nothing claimed');
    await sender.send(first.token, JSON.stringify(first.payload));
    setClock(after(LEASE_MS));
    await t.app.colla.push.drain();
    const repeated = sender.sent.filter(
      (push) => push.token === first.token && push.payload.id === first.payload.id,
    );
    // At least once: delivered twice, with one tag, so the browser shows it once.
    expect(repeated).toHaveLength(2);
    expect(new Set(repeated.map((push) => push.payload.tag))).toEqual(
      new Set([`colla-notification-${id}`]),
    );
  });

  it('failures back off (30 s, 2 min, 10 min, 1 h) and succeed on a later attempt', async () => {
    setClock(start);
    const { creatorB } = t.world;
    const row = await t.app.colla.db.transaction((tx) =>
      createNotification(tx, {
        userId: creatorB.user.id,
        type: 'announcement',
        title: 'Flaky',
        body: 'The push service is down for a while.',
        createdAt: clock,
      }),
    );
    let failures = 3;
    sender.respond = async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('push service answered 503');
      }
      return 'sent';
    };
    const delivery = async () => {
      const [one] = await t.database.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.notificationId, row.id));
      return one;
    };

    expect((await t.app.colla.push.drain()).retried).toBe(1);
    let state = await delivery();
    expect(state).toMatchObject({ status: 'pending', attempts: 1 });
    expect(state?.lastError).toContain('503');
    expect(state?.nextAttemptAt).toEqual(after(BACKOFF_MS[0]));

    let elapsed = BACKOFF_MS[0];
    for (const [attempt, wait] of [
      [2, BACKOFF_MS[1]],
      [3, BACKOFF_MS[2]],
    ] as const) {
      // Not before its time…
      setClock(after(elapsed - 1));
      expect((await t.app.colla.push.drain()).claimed).toBe(0);
      // …then retried, and failing again waits longer.
      setClock(after(elapsed));
      expect((await t.app.colla.push.drain()).retried).toBe(1);
      state = await delivery();
      expect(state).toMatchObject({ status: 'pending', attempts: attempt });
      expect(state?.nextAttemptAt).toEqual(after(elapsed + wait));
      elapsed += wait;
    }
    setClock(after(elapsed));
    expect((await t.app.colla.push.drain()).sent).toBe(1);
    expect(await delivery()).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(sender.sent).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts (status failed), waiting at most an hour between them`, async () => {
    setClock(start);
    const row = await t.app.colla.db.transaction((tx) =>
      createNotification(tx, {
        userId: t.world.creatorB.user.id,
        type: 'announcement',
        title: 'Never delivered',
        body: 'The push service keeps failing.',
        createdAt: clock,
      }),
    );
    sender.respond = async () => {
      throw new Error('push service answered 500');
    };
    let elapsed = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      setClock(after(elapsed));
      await t.app.colla.push.drain();
      const [state] = await t.database.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.notificationId, row.id));
      expect(state?.attempts).toBe(attempt);
      expect(state?.status).toBe(attempt === MAX_ATTEMPTS ? 'failed' : 'pending');
      const wait = (state?.nextAttemptAt.getTime() ?? 0) - clock.getTime();
      expect(wait).toBeLessThanOrEqual(3_600_000);
      elapsed += wait;
    }
    expect(sender.calls).toBe(MAX_ATTEMPTS);
    setClock(after(elapsed + 86_400_000));
    expect((await t.app.colla.push.drain()).claimed).toBe(0);
  });

  it('a device removed by its user leaves its queued pushes unsent (gone)', async () => {
    setClock(start);
    await notify(1);
    const removed = await t.call('DELETE', '/api/device-tokens', {
      token: t.world.creatorB.token,
      body: { token: subscription('b-laptop') },
    });
    expect(removed.status).toBe(204);
    const result = await t.app.colla.push.drain();
    expect(result.sent).toBe(2);
    expect(sender.sent.some((push) => push.token === subscription('b-laptop'))).toBe(false);
    expect((await rows()).map((row) => row.status).sort()).toEqual(['gone', 'sent', 'sent']);
    // Registered again for the next test.
    await registerDevice(t, t.world.creatorB.token, 'b-laptop', 'web');
  });
});
