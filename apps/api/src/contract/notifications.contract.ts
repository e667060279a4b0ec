import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityLogs, notifications, scheduledNotifications } from '../db/schema/index';
import { createNotification } from '../domain/notifications';
import { createTestApp, type CallResult, type TestApp } from '../test/harness';
import { defineContract } from './define';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

interface NotificationBody {
  id: number;
  type: string;
  title: string;
  read_at: string | null;
}
interface ScheduledBody {
  id: number;
  status: string;
  audience: string;
  user: { id: number } | null;
  created_by: { id: number };
  send_at: string;
  title: string;
}
interface LogBody {
  id: number;
  action: string;
  user: { id: number } | null;
  impersonator: { id: number } | null;
}

const dataOf = <T>(result: CallResult) => (result.body as { data: T[] }).data;

/** Notifications for creatorA (three, one read) and creatorB (one), made once per server. */
const seeded = new WeakMap<TestApp, Promise<{ mine: number[]; theirs: number }>>();
function seedNotifications(t: TestApp) {
  let made = seeded.get(t);
  if (!made) {
    const db = t.database.db;
    const { creatorA, creatorB } = t.world;
    made = (async () => {
      const mine: number[] = [];
      const base = Date.parse('2026-06-01T08:00:00Z');
      for (const [i, title] of [
        'Sant Joan week on Colla',
        'Application accepted',
        'Task completed',
      ].entries()) {
        const row = await createNotification(db, {
          userId: creatorA.user.id,
          type: i === 0 ? 'announcement' : i === 1 ? 'application_accepted' : 'task_completed',
          title,
          body: `${title}.`,
          link: i === 0 ? null : '/app/creator/deals/8',
          createdAt: new Date(base + i * 3_600_000),
        });
        mine.push(row.id);
      }
      await db
        .update(notifications)
        .set({ readAt: new Date(base) })
        .where(eq(notifications.id, mine[0] ?? 0));
      const theirs = await createNotification(db, {
        userId: creatorB.user.id,
        type: 'announcement',
        title: 'Only for Marc',
        body: 'Private.',
      });
      return { mine, theirs: theirs.id };
    })();
    seeded.set(t, made);
  }
  return made;
}

/** A scheduled notification made through the API. */
async function schedule(t: TestApp, body: Record<string, unknown> = {}) {
  const result = await t.call('POST', '/api/admin/scheduled-notifications', {
    token: t.world.admin.token,
    body: {
      title: 'La Mercè collaborations are open',
      body: 'Brands are looking for creators for La Mercè weekend.',
      audience: 'creators',
      send_at: future(10),
      ...body,
    },
  });
  expect(result.status).toBe(201);
  return result.body as ScheduledBody;
}

const scheduledRow = async (t: TestApp, id: number) =>
  (
    await t.database.db
      .select()
      .from(scheduledNotifications)
      .where(eq(scheduledNotifications.id, id))
  )[0];

const TEST_VAPID = {
  publicKey:
    'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  privateKey: 'tUxbf-Mz5ekqGtrVG8Dyy-tS1c8wJt_dkhU0ePTYQeU',
  subject: 'mailto:hola@colla.test',
};

export default defineContract('notifications', [
  // ---------------------------------------------------------------- getPushPublicKey
  {
    operationId: 'getPushPublicKey',
    status: 200,
    name: 'null when the server sends no web push',
    run: (t) => t.call('GET', '/api/push/public-key', { token: t.world.creatorA.token }),
    check: (result) => expect(result.body).toEqual({ public_key: null }),
  },
  {
    operationId: 'getPushPublicKey',
    status: 200,
    name: 'the configured VAPID public key, for any signed-in user',
    async run() {
      const server = await createTestApp({
        push: { vapid: TEST_VAPID, subject: TEST_VAPID.subject, worker: false, intervalMs: 60_000 },
      });
      try {
        const admin = await server.call('GET', '/api/push/public-key', {
          token: server.world.admin.token,
        });
        expect(admin.body).toEqual({ public_key: TEST_VAPID.publicKey });
        return await server.call('GET', '/api/push/public-key', {
          token: server.world.brandUserA.token,
        });
      } finally {
        await server.close();
      }
    },
    check: (result) => {
      expect(result.body).toEqual({ public_key: TEST_VAPID.publicKey });
      expect(result.text).not.toContain(TEST_VAPID.privateKey);
    },
  },
  {
    operationId: 'getPushPublicKey',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/push/public-key'),
  },
  // ---------------------------------------------------------------- listNotifications
  {
    operationId: 'listNotifications',
    status: 200,
    name: "the caller's own notifications, newest first",
    async run(t) {
      await seedNotifications(t);
      return t.call('GET', '/api/notifications', { token: t.world.creatorA.token });
    },
    async check(result, t) {
      const { mine } = await seedNotifications(t);
      expect(dataOf<NotificationBody>(result).map((n) => n.id)).toEqual([...mine].reverse());
      expect(result.text).not.toContain('Only for Marc');
    },
  },
  {
    operationId: 'listNotifications',
    status: 200,
    name: 'only unread ones, paginated',
    async run(t) {
      await seedNotifications(t);
      return t.call('GET', '/api/notifications', {
        token: t.world.creatorA.token,
        query: { unread: true, per_page: 1 },
      });
    },
    check: (result) => {
      const page = result.body as {
        data: NotificationBody[];
        meta: { total: number; last_page: number };
      };
      expect(page.data.map((n) => n.title)).toEqual(['Task completed']);
      expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
    },
  },
  {
    operationId: 'listNotifications',
    status: 422,
    name: 'unread must be true or false',
    run: (t) =>
      t.call('GET', '/api/notifications', {
        token: t.world.creatorA.token,
        query: { unread: 'maybe' },
      }),
  },
  {
    operationId: 'listNotifications',
    status: 403,
    name: 'admins receive no notifications',
    run: (t) => t.call('GET', '/api/notifications', { token: t.world.admin.token }),
  },
  {
    operationId: 'listNotifications',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/notifications'),
  },

  // ---------------------------------------------------------------- getUnreadNotificationCount
  {
    operationId: 'getUnreadNotificationCount',
    status: 200,
    name: "counts the caller's unread notifications only",
    async run(t) {
      await seedNotifications(t);
      return t.call('GET', '/api/notifications/unread-count', { token: t.world.creatorA.token });
    },
    async check(result, t) {
      expect(result.body).toEqual({ count: 2 });
      const other = await t.call('GET', '/api/notifications/unread-count', {
        token: t.world.creatorB.token,
      });
      expect(other.body).toEqual({ count: 1 });
    },
  },
  {
    operationId: 'getUnreadNotificationCount',
    status: 403,
    name: 'admins receive no notifications',
    run: (t) => t.call('GET', '/api/notifications/unread-count', { token: t.world.admin.token }),
  },
  {
    operationId: 'getUnreadNotificationCount',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/notifications/unread-count'),
  },

  // ---------------------------------------------------------------- markNotificationRead
  {
    operationId: 'markNotificationRead',
    status: 200,
    name: 'marks one read; again keeps the first read time',
    async run(t) {
      const { mine } = await seedNotifications(t);
      return t.call('POST', `/api/notifications/${mine[2]}/read`, {
        token: t.world.creatorA.token,
      });
    },
    async check(result, t) {
      const { mine } = await seedNotifications(t);
      const first = result.body as NotificationBody;
      expect(first.read_at).not.toBeNull();
      const again = await t.call('POST', `/api/notifications/${mine[2]}/read`, {
        token: t.world.creatorA.token,
      });
      expect((again.body as NotificationBody).read_at).toBe(first.read_at);
      const count = await t.call('GET', '/api/notifications/unread-count', {
        token: t.world.creatorA.token,
      });
      expect(count.body).toEqual({ count: 1 });
    },
  },
  {
    operationId: 'markNotificationRead',
    status: 404,
    name: "another user's notification stays unread (cross-tenant)",
    async run(t) {
      const { theirs } = await seedNotifications(t);
      return t.call('POST', `/api/notifications/${theirs}/read`, { token: t.world.creatorA.token });
    },
    async check(_result, t) {
      const { theirs } = await seedNotifications(t);
      const [row] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, theirs));
      expect(row?.readAt).toBeNull();
    },
  },
  {
    operationId: 'markNotificationRead',
    status: 404,
    name: 'an unknown notification',
    run: (t) => t.call('POST', '/api/notifications/999999/read', { token: t.world.creatorA.token }),
  },
  {
    operationId: 'markNotificationRead',
    status: 403,
    name: 'admins receive no notifications',
    run: (t) => t.call('POST', '/api/notifications/1/read', { token: t.world.admin.token }),
  },
  {
    operationId: 'markNotificationRead',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('POST', '/api/notifications/1/read'),
  },

  // ---------------------------------------------------------------- markAllNotificationsRead
  {
    operationId: 'markAllNotificationsRead',
    status: 200,
    name: "marks the caller's unread notifications and no one else's",
    async run(t) {
      await seedNotifications(t);
      return t.call('POST', '/api/notifications/read-all', { token: t.world.creatorA.token });
    },
    async check(result, t) {
      expect(result.body).toEqual({ updated: 1 });
      const mine = await t.call('GET', '/api/notifications/unread-count', {
        token: t.world.creatorA.token,
      });
      expect(mine.body).toEqual({ count: 0 });
      const theirs = await t.call('GET', '/api/notifications/unread-count', {
        token: t.world.creatorB.token,
      });
      expect(theirs.body).toEqual({ count: 1 });
    },
  },
  {
    operationId: 'markAllNotificationsRead',
    status: 403,
    name: 'admins receive no notifications',
    run: (t) => t.call('POST', '/api/notifications/read-all', { token: t.world.admin.token }),
  },
  {
    operationId: 'markAllNotificationsRead',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('POST', '/api/notifications/read-all'),
  },

  // ---------------------------------------------------------------- createScheduledNotification
  {
    operationId: 'createScheduledNotification',
    status: 201,
    name: 'an admin schedules an announcement to creators',
    run: (t) =>
      t.call('POST', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        body: {
          title: '  La Mercè collaborations are open ',
          body: 'Brands are looking for creators for La Mercè weekend.',
          audience: 'creators',
          send_at: '2099-09-15T07:00:00Z',
        },
      }),
    async check(result, t) {
      const body = result.body as ScheduledBody;
      expect(body).toMatchObject({
        title: 'La Mercè collaborations are open',
        audience: 'creators',
        status: 'scheduled',
        user: null,
        send_at: '2099-09-15T07:00:00.000Z',
        created_by: { id: t.world.admin.user.id },
      });
      const row = await scheduledRow(t, body.id);
      expect(row?.status).toBe('scheduled');
      const logs = await t.database.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.action, 'scheduled_notification.created'));
      expect(logs.map((log) => log.subjectId)).toContain(body.id);
    },
  },
  {
    operationId: 'createScheduledNotification',
    status: 201,
    name: 'to one user',
    run: (t) =>
      t.call('POST', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        body: {
          title: 'Your profile is featured',
          body: 'Forn Sant Pau liked your portfolio.',
          audience: 'user',
          user_id: t.world.creatorA.user.id,
          send_at: future(2),
        },
      }),
    check: (result, t) =>
      expect((result.body as ScheduledBody).user?.id).toBe(t.world.creatorA.user.id),
  },
  {
    operationId: 'createScheduledNotification',
    status: 422,
    name: 'send_at in the past, a blank title',
    async run(t) {
      const before = await t.database.db.select().from(scheduledNotifications);
      const result = await t.call('POST', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        body: { title: '   ', body: 'Hi', audience: 'all', send_at: '2020-01-01T00:00:00Z' },
      });
      expect(await t.database.db.select().from(scheduledNotifications)).toHaveLength(before.length);
      return result;
    },
    check: (result) =>
      expect(Object.keys((result.body as { errors: object }).errors).sort()).toEqual([
        'send_at',
        'title',
      ]),
  },
  {
    operationId: 'createScheduledNotification',
    status: 422,
    name: 'audience user without a user, and with an unknown user',
    async run(t) {
      const missing = await t.call('POST', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        body: { title: 'Hi', body: 'Hi', audience: 'user', send_at: future(1) },
      });
      expect(missing.status).toBe(422);
      expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(['user_id']);
      return t.call('POST', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        body: { title: 'Hi', body: 'Hi', audience: 'user', user_id: 999999, send_at: future(1) },
      });
    },
    check: (result) =>
      expect((result.body as { errors: Record<string, string[]> }).errors.user_id).toEqual([
        'The selected user id is invalid.',
      ]),
  },
  {
    operationId: 'createScheduledNotification',
    status: 422,
    name: 'a user_id with another audience',
    run: (t) =>
      t.call('POST', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        body: {
          title: 'Hi',
          body: 'Hi',
          audience: 'brands',
          user_id: t.world.brandUserA.user.id,
          send_at: future(1),
        },
      }),
    check: (result) =>
      expect(Object.keys((result.body as { errors: object }).errors)).toEqual(['user_id']),
  },
  {
    operationId: 'createScheduledNotification',
    status: 422,
    name: 'an unknown field and an unknown audience',
    run: (t) =>
      t.call('POST', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        body: {
          title: 'Hi',
          body: 'Hi',
          audience: 'everyone',
          send_at: future(1),
          priority: 'high',
        },
      }),
    check: (result) =>
      expect(Object.keys((result.body as { errors: object }).errors).sort()).toEqual([
        'audience',
        'priority',
      ]),
  },
  {
    operationId: 'createScheduledNotification',
    status: 403,
    name: 'only admins schedule notifications',
    run: (t) =>
      t.call('POST', '/api/admin/scheduled-notifications', {
        token: t.world.brandUserA.token,
        body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
      }),
  },
  {
    operationId: 'createScheduledNotification',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.call('POST', '/api/admin/scheduled-notifications', {
        body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
      }),
  },

  // ---------------------------------------------------------------- listScheduledNotifications
  {
    operationId: 'listScheduledNotifications',
    status: 200,
    name: 'latest send_at first, filtered by status',
    async run(t) {
      await schedule(t, { title: 'Soon', send_at: future(1) });
      const later = await schedule(t, { title: 'Later', send_at: future(400) });
      const cancel = await t.call('POST', `/api/admin/scheduled-notifications/${later.id}/cancel`, {
        token: t.world.admin.token,
      });
      expect(cancel.status).toBe(200);
      return t.call('GET', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        query: { status: 'scheduled' },
      });
    },
    async check(result, t) {
      const items = dataOf<ScheduledBody>(result);
      expect(items.every((n) => n.status === 'scheduled')).toBe(true);
      expect(items.map((n) => n.title)).not.toContain('Later');
      const sendAts = items.map((n) => n.send_at);
      expect(sendAts).toEqual([...sendAts].sort().reverse());
      const cancelled = await t.call('GET', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        query: { status: 'cancelled' },
      });
      expect(dataOf<ScheduledBody>(cancelled).map((n) => n.title)).toEqual(['Later']);
    },
  },
  {
    operationId: 'listScheduledNotifications',
    status: 422,
    name: 'an unknown status',
    run: (t) =>
      t.call('GET', '/api/admin/scheduled-notifications', {
        token: t.world.admin.token,
        query: { status: 'queued' },
      }),
  },
  {
    operationId: 'listScheduledNotifications',
    status: 403,
    name: 'creators cannot see them',
    run: (t) =>
      t.call('GET', '/api/admin/scheduled-notifications', { token: t.world.creatorA.token }),
  },
  {
    operationId: 'listScheduledNotifications',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/admin/scheduled-notifications'),
  },

  // ---------------------------------------------------------------- getScheduledNotification
  {
    operationId: 'getScheduledNotification',
    status: 200,
    name: 'an admin reads one',
    async run(t) {
      const made = await schedule(t, { audience: 'user', user_id: t.world.brandUserB.user.id });
      return t.call('GET', `/api/admin/scheduled-notifications/${made.id}`, {
        token: t.world.admin.token,
      });
    },
    check: (result, t) =>
      expect(result.body).toMatchObject({
        audience: 'user',
        user: { id: t.world.brandUserB.user.id },
      }),
  },
  {
    operationId: 'getScheduledNotification',
    status: 404,
    name: 'an unknown one',
    run: (t) =>
      t.call('GET', '/api/admin/scheduled-notifications/999999', { token: t.world.admin.token }),
  },
  {
    operationId: 'getScheduledNotification',
    status: 403,
    name: 'brand users cannot read them',
    async run(t) {
      const made = await schedule(t);
      return t.call('GET', `/api/admin/scheduled-notifications/${made.id}`, {
        token: t.world.brandUserA.token,
      });
    },
  },
  {
    operationId: 'getScheduledNotification',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/admin/scheduled-notifications/1'),
  },

  // ---------------------------------------------------------------- updateScheduledNotification
  {
    operationId: 'updateScheduledNotification',
    status: 200,
    name: 'replaces a scheduled one',
    async run(t) {
      const made = await schedule(t);
      return t.call('PUT', `/api/admin/scheduled-notifications/${made.id}`, {
        token: t.world.admin.token,
        body: {
          title: 'Sant Joan week on Colla',
          body: 'Brands are posting summer proposals.',
          audience: 'all',
          user_id: null,
          send_at: '2099-06-01T08:00:00Z',
        },
      });
    },
    async check(result, t) {
      const body = result.body as ScheduledBody;
      expect(body).toMatchObject({ title: 'Sant Joan week on Colla', audience: 'all' });
      const row = await scheduledRow(t, body.id);
      expect(row?.sendAt.toISOString()).toBe('2099-06-01T08:00:00.000Z');
    },
  },
  {
    operationId: 'updateScheduledNotification',
    status: 409,
    name: 'a cancelled one cannot change',
    async run(t) {
      const made = await schedule(t, { title: 'Will be cancelled' });
      await t.call('POST', `/api/admin/scheduled-notifications/${made.id}/cancel`, {
        token: t.world.admin.token,
      });
      return t.call('PUT', `/api/admin/scheduled-notifications/${made.id}`, {
        token: t.world.admin.token,
        body: { title: 'Changed', body: 'Changed', audience: 'all', send_at: future(3) },
      });
    },
    check: (result) =>
      expect(result.body).toEqual({
        message: 'Only scheduled notifications can be changed or cancelled.',
      }),
  },
  {
    operationId: 'updateScheduledNotification',
    status: 422,
    name: 'send_at in the past',
    async run(t) {
      const made = await schedule(t, { title: 'Unchanged' });
      const result = await t.call('PUT', `/api/admin/scheduled-notifications/${made.id}`, {
        token: t.world.admin.token,
        body: {
          title: 'Changed',
          body: 'Changed',
          audience: 'all',
          send_at: '2020-01-01T00:00:00Z',
        },
      });
      expect((await scheduledRow(t, made.id))?.title).toBe('Unchanged');
      return result;
    },
  },
  {
    operationId: 'updateScheduledNotification',
    status: 404,
    name: 'an unknown one',
    run: (t) =>
      t.call('PUT', '/api/admin/scheduled-notifications/999999', {
        token: t.world.admin.token,
        body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
      }),
  },
  {
    operationId: 'updateScheduledNotification',
    status: 403,
    name: 'creators cannot change them',
    run: (t) =>
      t.call('PUT', '/api/admin/scheduled-notifications/1', {
        token: t.world.creatorA.token,
        body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
      }),
  },
  {
    operationId: 'updateScheduledNotification',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.call('PUT', '/api/admin/scheduled-notifications/1', {
        body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
      }),
  },

  // ---------------------------------------------------------------- cancelScheduledNotification
  {
    operationId: 'cancelScheduledNotification',
    status: 200,
    name: 'cancels a scheduled one',
    async run(t) {
      const made = await schedule(t);
      return t.call('POST', `/api/admin/scheduled-notifications/${made.id}/cancel`, {
        token: t.world.admin.token,
      });
    },
    async check(result, t) {
      const body = result.body as ScheduledBody;
      expect(body.status).toBe('cancelled');
      expect((await scheduledRow(t, body.id))?.status).toBe('cancelled');
    },
  },
  {
    operationId: 'cancelScheduledNotification',
    status: 409,
    name: 'a sent one cannot be cancelled',
    async run(t) {
      const made = await schedule(t);
      await t.database.db
        .update(scheduledNotifications)
        .set({ status: 'sent', sentAt: new Date(), recipientsCount: 2 })
        .where(eq(scheduledNotifications.id, made.id));
      return t.call('POST', `/api/admin/scheduled-notifications/${made.id}/cancel`, {
        token: t.world.admin.token,
      });
    },
  },
  {
    operationId: 'cancelScheduledNotification',
    status: 404,
    name: 'an unknown one',
    run: (t) =>
      t.call('POST', '/api/admin/scheduled-notifications/999999/cancel', {
        token: t.world.admin.token,
      }),
  },
  {
    operationId: 'cancelScheduledNotification',
    status: 403,
    name: 'brand users cannot cancel them',
    async run(t) {
      const made = await schedule(t);
      const result = await t.call('POST', `/api/admin/scheduled-notifications/${made.id}/cancel`, {
        token: t.world.brandUserA.token,
      });
      expect((await scheduledRow(t, made.id))?.status).toBe('scheduled');
      return result;
    },
  },
  {
    operationId: 'cancelScheduledNotification',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('POST', '/api/admin/scheduled-notifications/1/cancel'),
  },

  // ---------------------------------------------------------------- listActivityLogs
  {
    operationId: 'listActivityLogs',
    status: 200,
    name: 'newest first with the user and the impersonating admin, filtered by user and action',
    async run(t) {
      const { admin, brandUserA, creatorA } = t.world;
      await t.database.db.insert(activityLogs).values([
        {
          userId: brandUserA.user.id,
          impersonatorId: admin.user.id,
          action: 'proposal.updated',
          description: 'Jordi Ferrer updated Summer vermut tasting in Gràcia.',
          subjectType: 'proposal',
          subjectId: 4,
          ipAddress: '88.12.7.201',
          createdAt: new Date('2026-05-25T16:12:00Z'),
        },
        {
          userId: brandUserA.user.id,
          action: 'application.accepted',
          description: "Jordi Ferrer accepted Laia Puig's application.",
          subjectType: 'application',
          subjectId: 31,
          createdAt: new Date('2026-06-03T10:02:00Z'),
        },
        {
          userId: creatorA.user.id,
          action: 'application.created',
          description: 'Laia Puig applied.',
          createdAt: new Date('2026-06-02T09:00:00Z'),
        },
      ]);
      return t.call('GET', '/api/admin/activity-logs', {
        token: admin.token,
        query: { user_id: brandUserA.user.id },
      });
    },
    async check(result, t) {
      const logs = dataOf<LogBody>(result);
      expect(logs.map((log) => log.action)).toEqual(['application.accepted', 'proposal.updated']);
      expect(logs[1]?.impersonator?.id).toBe(t.world.admin.user.id);
      expect(logs[1]?.user?.id).toBe(t.world.brandUserA.user.id);
      expect(logs[0]?.impersonator).toBeNull();
      const byAction = await t.call('GET', '/api/admin/activity-logs', {
        token: t.world.admin.token,
        query: { action: 'application.created' },
      });
      expect(dataOf<LogBody>(byAction).map((log) => log.user?.id)).toEqual([
        t.world.creatorA.user.id,
      ]);
    },
  },
  {
    operationId: 'listActivityLogs',
    status: 200,
    name: 'from and to are whole days in Barcelona',
    async run(t) {
      await t.database.db.insert(activityLogs).values([
        // 23:30 UTC on 9 June is 01:30 on 10 June in Barcelona.
        { action: 'edge.in', description: 'in', createdAt: new Date('2026-06-09T23:30:00Z') },
        { action: 'edge.out', description: 'out', createdAt: new Date('2026-06-09T21:30:00Z') },
        { action: 'edge.last', description: 'last', createdAt: new Date('2026-06-10T21:59:00Z') },
        { action: 'edge.after', description: 'after', createdAt: new Date('2026-06-10T22:00:00Z') },
      ]);
      return t.call('GET', '/api/admin/activity-logs', {
        token: t.world.admin.token,
        query: { from: '2026-06-10', to: '2026-06-10' },
      });
    },
    check: (result) =>
      expect(dataOf<LogBody>(result).map((log) => log.action)).toEqual(['edge.last', 'edge.in']),
  },
  {
    operationId: 'listActivityLogs',
    status: 422,
    name: 'a from that is not a date',
    run: (t) =>
      t.call('GET', '/api/admin/activity-logs', {
        token: t.world.admin.token,
        query: { from: 'yesterday' },
      }),
  },
  {
    operationId: 'listActivityLogs',
    status: 422,
    name: 'to before from',
    run: (t) =>
      t.call('GET', '/api/admin/activity-logs', {
        token: t.world.admin.token,
        query: { from: '2026-06-10', to: '2026-06-01' },
      }),
  },
  {
    operationId: 'listActivityLogs',
    status: 403,
    name: 'brand users cannot read the logs',
    run: (t) => t.call('GET', '/api/admin/activity-logs', { token: t.world.brandUserA.token }),
  },
  {
    operationId: 'listActivityLogs',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/admin/activity-logs'),
  },
]);
