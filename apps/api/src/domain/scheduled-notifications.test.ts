import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, scheduledNotifications, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { deliverDueScheduledNotifications } from './scheduled-notifications';

describe('deliverDueScheduledNotifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const now = new Date('2026-06-01T08:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  async function schedule(
    values: Partial<typeof scheduledNotifications.$inferInsert> & { title: string },
  ) {
    const [row] = await t.database.db
      .insert(scheduledNotifications)
      .values({
        body: 'Brands are posting summer proposals.',
        audience: 'all',
        sendAt: at(-1),
        createdBy: t.world.admin.user.id,
        ...values,
      })
      .returning();
    if (!row) throw new Error('not scheduled');
    return row;
  }

  const announcements = async (title: string) =>
    t.database.db.select().from(notifications).where(eq(notifications.title, title));
  const row = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(scheduledNotifications)
        .where(eq(scheduledNotifications.id, id))
    )[0];

  it('delivers due rows once per recipient, marks them sent, and never twice', async () => {
    const { brandUserA, brandUserB, creatorA, creatorB } = t.world;
    // A disabled creator receives nothing.
    const [disabled] = await t.database.db
      .insert(users)
      .values({
        type: 'creator',
        firstName: 'Pau',
        lastName: 'Vidal',
        email: 'pau@example.com',
        passwordHash: 'x',
        status: 'disabled',
      })
      .returning();
    const all = await schedule({ title: 'Sant Joan week on Colla' });
    const creators = await schedule({ title: 'Creators only', audience: 'creators' });
    const brands = await schedule({ title: 'Brands only', audience: 'brands', sendAt: now });
    const one = await schedule({ title: 'Just Laia', audience: 'user', userId: creatorA.user.id });
    const future = await schedule({ title: 'Not yet', sendAt: at(1) });
    const cancelled = await schedule({ title: 'Cancelled', status: 'cancelled' });

    const first = await deliverDueScheduledNotifications(t.app.colla, now);
    expect(first).toEqual({ sent: 4, notifications: 4 + 2 + 2 + 1 });

    const recipients = async (title: string) =>
      (await announcements(title)).map((n) => n.userId).sort((a, b) => a - b);
    expect(await recipients('Sant Joan week on Colla')).toEqual(
      [brandUserA, brandUserB, creatorA, creatorB].map((a) => a.user.id).sort((a, b) => a - b),
    );
    expect(await recipients('Creators only')).toEqual([creatorA.user.id, creatorB.user.id]);
    expect(await recipients('Brands only')).toEqual([brandUserA.user.id, brandUserB.user.id]);
    expect(await recipients('Just Laia')).toEqual([creatorA.user.id]);
    expect(await recipients('Not yet')).toEqual([]);
    expect(await recipients('Cancelled')).toEqual([]);
    expect((await announcements('Creators only')).map((n) => n.userId)).not.toContain(disabled?.id);
    expect((await announcements('Just Laia'))[0]).toMatchObject({
      type: 'announcement',
      body: 'Brands are posting summer proposals.',
      link: null,
    });

    expect(await row(all.id)).toMatchObject({ status: 'sent', sentAt: now, recipientsCount: 4 });
    expect(await row(creators.id)).toMatchObject({ status: 'sent', recipientsCount: 2 });
    expect(await row(brands.id)).toMatchObject({ status: 'sent', recipientsCount: 2 });
    expect(await row(one.id)).toMatchObject({ status: 'sent', recipientsCount: 1 });
    expect(await row(future.id)).toMatchObject({ status: 'scheduled', sentAt: null });
    expect(await row(cancelled.id)).toMatchObject({ status: 'cancelled', sentAt: null });

    // Called again at the same time: nothing more is sent.
    const total = (await t.database.db.select().from(notifications)).length;
    expect(await deliverDueScheduledNotifications(t.app.colla, now)).toEqual({
      sent: 0,
      notifications: 0,
    });
    expect((await t.database.db.select().from(notifications)).length).toBe(total);

    // Later, the one that was not due yet goes out, and only it.
    expect(await deliverDueScheduledNotifications(t.app.colla, at(5))).toEqual({
      sent: 1,
      notifications: 4,
    });
    expect(await recipients('Sant Joan week on Colla')).toHaveLength(4);
  });

  it('two runs at once deliver each row once', async () => {
    const made = await schedule({ title: 'Concurrent', audience: 'creators', sendAt: at(10) });
    const results = await Promise.all([
      deliverDueScheduledNotifications(t.app.colla, at(11)),
      deliverDueScheduledNotifications(t.app.colla, at(11)),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(await announcements('Concurrent')).toHaveLength(2);
    expect(await row(made.id)).toMatchObject({ status: 'sent', recipientsCount: 2 });
  });
});
