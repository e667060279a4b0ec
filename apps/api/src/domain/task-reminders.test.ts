import { and, asc, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushDeliveries } from '../db/schema';
import { fakeSender, pushWith, registerDevice, type FakeSender } from '../test/push';
import { createTestApp, type TestApp } from '../test/harness';
import { createDealFixture } from '../test/deal-fixtures';
import { sendTaskReminders } from './task-reminders';

describe('task reminders', () => {
  let t: TestApp;
  let sender: FakeSender;

  beforeAll(async () => {
    sender = fakeSender();
    t = await createTestApp({ push: pushWith(sender) });
    await registerDevice(t, t.world.creatorA.token, 'a-laptop', 'web');
    await registerDevice(t, t.world.creatorA.token, 'a-phone', 'ios');
    await registerDevice(t, t.world.brandUserA.token, 'brand-a-laptop', 'web');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The reminders created after notification `afterId`, as [user, type, title, task]. */
  async function remindersSince(afterId: number) {
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          gt(notifications.id, afterId),
          inArray(notifications.type, ['task_due_soon', 'task_overdue']),
        ),
      )
      .orderBy(asc(notifications.id));
    return rows.map((row) => [row.userId, row.type, row.title, row.data?.task_id, row.link]);
  }
  async function lastId() {
    const rows = await t.database.db.select({ id: notifications.id }).from(notifications);
    return Math.max(0, ...rows.map((row) => row.id));
  }

  it('due in 2 days and overdue: once each, to the assignee side, with a push per web device', async () => {
    const { creatorA, brandUserA, brandA } = t.world;
    const fixture = await createDealFixture(t.database.db, {
      brandId: brandA.id,
      creatorId: creatorA.user.id,
      tasks: [
        { name: 'Book your visit', assigneeType: 'creator', dueDate: '2026-06-03' },
        { name: 'Reserve a table', assigneeType: 'brand', dueDate: '2026-06-03' },
        { name: 'Send the brief', assigneeType: 'brand', dueDate: '2026-05-31' },
        // Done by its assignee: no reminder.
        { name: 'Sign up', assigneeType: 'creator', dueDate: '2026-06-03', creatorCompleted: true },
        // Done by the other side only: still the assignee's to do.
        { name: 'Film', assigneeType: 'creator', dueDate: '2026-06-10', brandCompleted: true },
      ],
    });
    // A cancelled deal's tasks get none.
    await createDealFixture(t.database.db, {
      brandId: brandA.id,
      creatorId: creatorA.user.id,
      status: 'cancelled',
      tasks: [{ name: 'Cancelled', assigneeType: 'creator', dueDate: '2026-06-03' }],
    });
    const [visit, table, brief, , film] = fixture.tasks;
    const dealId = fixture.deal.id;
    const before = await lastId();

    // 1 June, 10:00 in Barcelona.
    const june1 = new Date('2026-06-01T08:00:00Z');
    expect(await sendTaskReminders(t.app.colla, june1)).toEqual({
      dueSoon: 2,
      overdue: 1,
      notifications: 3,
    });
    expect(await remindersSince(before)).toEqual([
      [
        creatorA.user.id,
        'task_due_soon',
        'Task due in 2 days',
        visit?.id,
        `/app/creator/deals/${dealId}`,
      ],
      [
        brandUserA.user.id,
        'task_due_soon',
        'Task due in 2 days',
        table?.id,
        `/app/brand/deals/${dealId}`,
      ],
      [brandUserA.user.id, 'task_overdue', 'Task overdue', brief?.id, `/app/brand/deals/${dealId}`],
    ]);
    // One push per web device (creatorA's phone gets none).
    const created = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(gt(notifications.id, before));
    const queued = await t.database.db
      .select()
      .from(pushDeliveries)
      .where(
        inArray(
          pushDeliveries.notificationId,
          created.map((row) => row.id),
        ),
      );
    expect(queued).toHaveLength(3);
    t.setNow(june1);
    expect((await t.app.colla.push.drain()).sent).toBe(3);

    // Running again, later the same day or the next, sends nothing new.
    expect(await sendTaskReminders(t.app.colla, june1)).toEqual({
      dueSoon: 0,
      overdue: 0,
      notifications: 0,
    });
    expect(await sendTaskReminders(t.app.colla, new Date('2026-06-02T20:00:00Z'))).toEqual({
      dueSoon: 0,
      overdue: 0,
      notifications: 0,
    });

    // 4 June: the two due on the 3rd are now overdue (once each).
    const mid = await lastId();
    const june4 = new Date('2026-06-04T07:00:00Z');
    expect(await sendTaskReminders(t.app.colla, june4)).toMatchObject({ dueSoon: 0, overdue: 2 });
    expect(await remindersSince(mid)).toEqual([
      [creatorA.user.id, 'task_overdue', 'Task overdue', visit?.id, `/app/creator/deals/${dealId}`],
      [brandUserA.user.id, 'task_overdue', 'Task overdue', table?.id, `/app/brand/deals/${dealId}`],
    ]);
    expect(await sendTaskReminders(t.app.colla, june4)).toMatchObject({ dueSoon: 0, overdue: 0 });

    // 8 June: the film (due the 10th) is due in 2 days, for the creator only.
    const late = await lastId();
    await sendTaskReminders(t.app.colla, new Date('2026-06-08T09:00:00Z'));
    expect(await remindersSince(late)).toEqual([
      [
        creatorA.user.id,
        'task_due_soon',
        'Task due in 2 days',
        film?.id,
        `/app/creator/deals/${dealId}`,
      ],
    ]);
  });

  it('uses the calendar day in Barcelona, not UTC', async () => {
    const { creatorA, brandA } = t.world;
    const fixture = await createDealFixture(t.database.db, {
      brandId: brandA.id,
      creatorId: creatorA.user.id,
      tasks: [{ name: 'Midnight task', assigneeType: 'creator', dueDate: '2026-07-04' }],
    });
    const before = await lastId();
    // 1 July 23:30 UTC is already 2 July in Barcelona: the 4th is 2 days ahead.
    await sendTaskReminders(t.app.colla, new Date('2026-07-01T21:30:00Z'));
    expect(await remindersSince(before)).toEqual([]);
    await sendTaskReminders(t.app.colla, new Date('2026-07-01T22:30:00Z'));
    expect((await remindersSince(before)).map((row) => row[3])).toEqual([fixture.tasks[0]?.id]);
  });

  it('two runs at the same time send each reminder once', async () => {
    const { creatorA, brandA } = t.world;
    await createDealFixture(t.database.db, {
      brandId: brandA.id,
      creatorId: creatorA.user.id,
      tasks: [
        { name: 'Concurrent soon', assigneeType: 'creator', dueDate: '2026-09-03' },
        { name: 'Concurrent late', assigneeType: 'brand', dueDate: '2026-08-30' },
      ],
    });
    const before = await lastId();
    const now = new Date('2026-09-01T08:00:00Z');
    const results = await Promise.all([
      sendTaskReminders(t.app.colla, now),
      sendTaskReminders(t.app.colla, now),
      sendTaskReminders(t.app.colla, now),
    ]);
    expect(results.reduce((sum, r) => sum + r.dueSoon, 0)).toBe(1);
    expect(results.reduce((sum, r) => sum + r.overdue, 0)).toBe(1);
    expect((await remindersSince(before)).map((row) => [row[1], row[2]])).toEqual([
      ['task_due_soon', 'Task due in 2 days'],
      ['task_overdue', 'Task overdue'],
    ]);
  });
});
