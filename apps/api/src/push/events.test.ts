import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeliveries, scheduledNotifications } from '../db/schema';
import { createDealFixture, type DealFixture } from '../test/deal-fixtures';
import { deliverDueScheduledNotifications } from '../domain/scheduled-notifications';
import { createTestApp, type TestApp } from '../test/harness';
import {
  applyOverHttp,
  deliveriesOf,
  fakeSender,
  lastNotificationId,
  notificationsSince,
  pushWith,
  registerDevice,
  webTokens,
  type FakeSender,
} from '../test/push';
import { notificationTag } from './worker';

/**
 * Each event makes exactly one in-app notification for each recipient and one web push per web
 * device of theirs (none for ios/android tokens), and the worker sends each push once.
 */
describe('events become notifications and web pushes', () => {
  let t: TestApp;
  let sender: FakeSender;
  let deal: DealFixture;
  const now = new Date('2026-06-01T08:00:00Z');

  beforeAll(async () => {
    sender = fakeSender();
    t = await createTestApp({ push: pushWith(sender) });
    t.setNow(now);
    const { brandUserA, creatorA, creatorB, brandUserB } = t.world;
    // brandUserA: two browsers and a phone; creatorA: a browser and a phone; creatorB: a browser.
    await registerDevice(t, brandUserA.token, 'brand-a-laptop', 'web');
    await registerDevice(t, brandUserA.token, 'brand-a-desktop', 'web');
    await registerDevice(t, brandUserA.token, 'brand-a-phone', 'ios');
    await registerDevice(t, creatorA.token, 'creator-a-laptop', 'web');
    await registerDevice(t, creatorA.token, 'creator-a-phone', 'ios');
    await registerDevice(t, creatorB.token, 'creator-b-laptop', 'web');
    await registerDevice(t, brandUserB.token, 'brand-b-android', 'android');
    deal = await createDealFixture(t.database.db, {
      brandId: t.world.brandA.id,
      creatorId: creatorA.user.id,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Runs `event`, then checks: one notification per expected recipient, of `type`; one queued
   * push per web device of each; after delivery, each device got exactly that push once.
   */
  async function expectEvent(
    event: () => Promise<void>,
    type: string,
    recipients: number[],
  ): Promise<number[]> {
    const before = await lastNotificationId(t);
    const sentBefore = sender.sent.length;
    await event();
    const created = await notificationsSince(t, before);
    expect(created.map((n) => [n.userId, n.type])).toEqual(recipients.map((id) => [id, type]));

    const expected: { token: string; id: number }[] = [];
    for (const notification of created) {
      const tokens = await webTokens(t, notification.userId);
      const rows = await deliveriesOf(t, notification.id);
      expect(rows).toHaveLength(tokens.length);
      expect(rows.every((row) => row.status === 'pending')).toBe(true);
      for (const token of tokens) expected.push({ token, id: notification.id });
    }

    const result = await t.app.colla.push.drain();
    expect(result.sent).toBe(expected.length);
    const sent = sender.sent.slice(sentBefore);
    expect(
      sent.map((push) => ({ token: push.token, id: push.payload.id })).sort(byTokenAndId),
    ).toEqual(expected.sort(byTokenAndId));
    for (const push of sent) {
      const notification = created.find((n) => n.id === push.payload.id);
      expect(push.payload).toEqual({
        id: notification?.id,
        title: notification?.title,
        body: notification?.body,
        url: notification?.link ?? '/app',
        tag: notificationTag(push.payload.id),
      });
    }
    for (const notification of created) {
      const rows = await deliveriesOf(t, notification.id);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['sent', 1]));
    }
    // Nothing is sent twice.
    expect((await t.app.colla.push.drain()).claimed).toBe(0);
    return created.map((n) => n.id);
  }

  const byTokenAndId = (a: { token: string; id: number }, b: { token: string; id: number }) =>
    a.token === b.token ? a.id - b.id : a.token < b.token ? -1 : 1;

  let applicationId = 0;

  it('a new application notifies the brand (two browsers: two pushes, the phone none)', async () => {
    const { creatorB, brandUserA } = t.world;
    await expectEvent(
      async () => {
        applicationId = await applyOverHttp(
          t,
          deal.proposalId,
          creatorB.token,
          'Vermut is my Sunday ritual.',
        );
      },
      'application_received',
      [brandUserA.user.id],
    );
  });

  it('an accepted application notifies the creator', async () => {
    const { brandUserA, creatorB } = t.world;
    await expectEvent(
      async () => {
        const result = await t.call('PATCH', `/api/applications/${applicationId}/status`, {
          token: brandUserA.token,
          body: { status: 'accepted' },
        });
        expect(result.status).toBe(200);
      },
      'application_accepted',
      [creatorB.user.id],
    );
  });

  it('a rejected application notifies the creator (one browser: one push, the phone none)', async () => {
    const { brandUserA, creatorA, creatorB } = t.world;
    const other = await createDealFixture(t.database.db, {
      brandId: t.world.brandA.id,
      creatorId: creatorB.user.id,
    });
    const appliedId = await applyOverHttp(t, other.proposalId, creatorA.token, 'Count me in.');
    await t.app.colla.push.drain();
    await expectEvent(
      async () => {
        const result = await t.call('PATCH', `/api/applications/${appliedId}/status`, {
          token: brandUserA.token,
          body: { status: 'rejected' },
        });
        expect(result.status).toBe(200);
      },
      'application_rejected',
      [creatorA.user.id],
    );
  });

  it('a chat message notifies the other side; a second unread one replaces it and pushes again', async () => {
    const { creatorA, brandUserA } = t.world;
    const send = async (body: string) => {
      const result = await t.call('POST', `/api/conversations/${deal.conversation.id}/messages`, {
        token: creatorA.token,
        body: { body },
      });
      expect(result.status).toBe(201);
    };
    const [id] = await expectEvent(() => send('Hola! Is Saturday fine?'), 'message_received', [
      brandUserA.user.id,
    ]);
    // Still unread: the same notification now shows the newest message, and its pushes go out
    // again (same id and tag: the browser replaces what it shows).
    // Two days later (older pushes are no longer sent; this one is new).
    t.setNow(new Date(now.getTime() + 2 * 86_400_000));
    const sentBefore = sender.sent.length;
    const before = await lastNotificationId(t);
    await send('Or Sunday at noon?');
    expect(await notificationsSince(t, before)).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.notificationId, id ?? 0));
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
    await t.app.colla.push.drain();
    const again = sender.sent.slice(sentBefore);
    t.setNow(now);
    expect(again).toHaveLength(2);
    expect(
      again.every((push) => push.payload.id === id && push.payload.body.includes('Sunday at noon')),
    ).toBe(true);
  });

  it('a completed task notifies the other side', async () => {
    const { creatorA, brandUserA } = t.world;
    const task = deal.tasks.find((row) => row.assigneeType === 'creator');
    await expectEvent(
      async () => {
        const result = await t.call('PATCH', `/api/deals/${deal.deal.id}/tasks/${task?.id ?? 0}`, {
          token: creatorA.token,
          body: { completed: true },
        });
        expect(result.status).toBe(200);
      },
      'task_completed',
      [brandUserA.user.id],
    );
  });

  it("an admin's scheduled notification reaches each recipient once, with a push per web device", async () => {
    const { admin, creatorA, creatorB } = t.world;
    await t.database.db.insert(scheduledNotifications).values({
      title: 'La Mercè collaborations are open',
      body: 'Brands are looking for creators.',
      audience: 'creators',
      sendAt: new Date(now.getTime() - 60_000),
      createdBy: admin.user.id,
    });
    await expectEvent(
      async () => {
        const result = await deliverDueScheduledNotifications(t.app.colla, t.app.colla.now());
        expect(result.sent).toBe(1);
      },
      'announcement',
      [creatorA.user.id, creatorB.user.id],
    );
  });

  it('a push service that forgot a device (410) removes its token; the other devices still get theirs', async () => {
    const { creatorB, brandUserA } = t.world;
    const [gone] = await webTokens(t, brandUserA.user.id);
    sender.respond = async (token) => (token === gone ? 'gone' : 'sent');
    try {
      const before = await lastNotificationId(t);
      const result = await t.call('POST', `/api/conversations/${deal.conversation.id}/messages`, {
        token: creatorB.token,
        body: { body: 'not part of this deal' },
      });
      // creatorB is not in this conversation: nothing happens.
      expect(result.status).toBe(404);
      const other = await createDealFixture(t.database.db, {
        brandId: t.world.brandA.id,
        creatorId: creatorB.user.id,
      });
      const sent = await t.call('POST', `/api/conversations/${other.conversation.id}/messages`, {
        token: creatorB.token,
        body: { body: 'Hola from Poblenou!' },
      });
      expect(sent.status).toBe(201);
      const [notification] = await notificationsSince(t, before);
      const outcome = await t.app.colla.push.drain();
      expect(outcome).toMatchObject({ claimed: 2, sent: 1, gone: 1 });
      expect(await webTokens(t, brandUserA.user.id)).toHaveLength(1);
      expect(await webTokens(t, brandUserA.user.id)).not.toContain(gone);
      const rows = await deliveriesOf(t, notification?.id ?? 0);
      expect(rows.map((row) => row.status).sort()).toEqual(['gone', 'sent']);
      expect(rows.find((row) => row.status === 'gone')?.deviceTokenId).toBeNull();
    } finally {
      sender.respond = async () => 'sent';
    }
  });
});
