import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityLogs, notifications, scheduledNotifications } from '../db/schema';
import { createNotification } from '../domain/notifications';
import { createTestApp } from '../test/harness';
import { issueToken } from '../auth/context';
import { createTenantDeal } from '../test/deal-fixtures';
import {
  withOps,
  unchecked,
  expectStatus,
  urlOf,
  type As,
  type ContractApp,
  type OpBody,
} from '../test/op';
import { eventsNamed, openStream, streamResult, waitForStreams } from '../test/sse';
import {
  callCase,
  defineContract,
  forbiddenFor,
  invalidField,
  oncePerApp,
  unknownId,
  withoutToken,
} from './define';
import { badQuery } from './lists';
import { rowsWhere } from '../test/rows';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Notifications for creatorA (three, one read) and creatorB (one), made once per server. */
const seeded = new WeakMap<ContractApp, Promise<{ mine: number[]; theirs: number }>>();
function seedNotifications(t: ContractApp) {
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
async function schedule(t: ContractApp, body: OpBody<'createScheduledNotification'> = {}) {
  const result = await t.op(
    'createScheduledNotification',
    {
      body: {
        title: 'La Mercè collaborations are open',
        body: 'Brands are looking for creators for La Mercè weekend.',
        audience: 'creators',
        send_at: future(10),
        ...body,
      },
    },
    { as: 'admin' },
  );
  return expectStatus(result, 201).body;
}

const scheduledRow = async (t: ContractApp, id: number) =>
  (
    await t.database.db
      .select()
      .from(scheduledNotifications)
      .where(eq(scheduledNotifications.id, id))
  )[0];

const dealA = oncePerApp((t) => createTenantDeal(t.database.db, t.world, 'A'));

const openMyEvents = (t: ContractApp, as: As) => openStream(t, urlOf('streamMyEvents'), as);
/** The unread counts a user event stream sent, in order. */
const counts = (text: string) =>
  eventsNamed<{ count: number }>(text, 'notification').map((e) => e.data.count);
/** The conversations a user event stream said changed, in order. */
const conversationsIn = (text: string) =>
  eventsNamed<{ conversation_id: number }>(text, 'conversation').map((e) => e.data.conversation_id);

const TEST_VAPID = {
  publicKey:
    'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  privateKey: 'tUxbf-Mz5ekqGtrVG8Dyy-tS1c8wJt_dkhU0ePTYQeU',
  subject: 'mailto:hola@colla.test',
};

export default defineContract('notifications', [
  // ---------------------------------------------------------------- getPushPublicKey
  callCase(
    'getPushPublicKey',
    200,
    'null when the server sends no web push',
    {},
    { as: 'creatorA', check: (result) => expect(result.body).toEqual({ public_key: null }) },
  ),
  {
    operationId: 'getPushPublicKey',
    status: 200,
    name: 'the configured VAPID public key, for any signed-in user',
    async run() {
      const server = withOps(
        await createTestApp({
          push: {
            vapid: TEST_VAPID,
            subject: TEST_VAPID.subject,
            worker: false,
            intervalMs: 60_000,
          },
        }),
      );
      try {
        const admin = await server.op('getPushPublicKey', {}, { as: server.world.admin });
        expect(admin.body).toEqual({ public_key: TEST_VAPID.publicKey });
        return await server.op('getPushPublicKey', {}, { as: server.world.brandUserA });
      } finally {
        await server.close();
      }
    },
    check: (result) => {
      expect(result.body).toEqual({ public_key: TEST_VAPID.publicKey });
      expect(result.text).not.toContain(TEST_VAPID.privateKey);
    },
  },
  withoutToken('getPushPublicKey'),
  // ---------------------------------------------------------------- listNotifications
  callCase(
    'listNotifications',
    200,
    "the caller's own notifications, newest first",
    {},
    {
      before: seedNotifications,
      as: 'creatorA',
      async check(result, t) {
        const { mine } = await seedNotifications(t);
        expect(result.body.data.map((n) => n.id)).toEqual([...mine].reverse());
        expect(result.text).not.toContain('Only for Marc');
      },
    },
  ),
  callCase(
    'listNotifications',
    200,
    'only unread ones, paginated',
    { query: { unread: true, per_page: 1 } },
    {
      before: seedNotifications,
      as: 'creatorA',
      check: (result) => {
        const page = result.body;
        expect(page.data.map((n) => n.title)).toEqual(['Task completed']);
        expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
      },
    },
  ),
  badQuery('listNotifications', 'creatorA', 'unread must be true or false', { unread: 'maybe' }),
  ...forbiddenFor('listNotifications', ['admin'], {}, { name: 'admins receive no notifications' }),
  withoutToken('listNotifications'),

  // ---------------------------------------------------------------- getUnreadNotificationCount
  callCase(
    'getUnreadNotificationCount',
    200,
    "counts the caller's unread notifications only",
    {},
    {
      before: seedNotifications,
      as: 'creatorA',
      async check(result, t) {
        expect(result.body).toEqual({ count: 2 });
        const other = await t.op('getUnreadNotificationCount', {}, { as: 'creatorB' });
        expect(other.body).toEqual({ count: 1 });
      },
    },
  ),
  ...forbiddenFor(
    'getUnreadNotificationCount',
    ['admin'],
    {},
    { name: 'admins receive no notifications' },
  ),
  withoutToken('getUnreadNotificationCount'),

  // ---------------------------------------------------------------- markNotificationRead
  {
    operationId: 'markNotificationRead',
    status: 200,
    name: 'marks one read; again keeps the first read time',
    async run(t) {
      const { mine } = await seedNotifications(t);
      return t.op('markNotificationRead', { path: { id: mine[2] } }, { as: 'creatorA' });
    },
    async check(result, t) {
      const { mine } = await seedNotifications(t);
      const first = result.body;
      expect(first.read_at).not.toBeNull();
      const again = await t.op(
        'markNotificationRead',
        { path: { id: mine[2] } },
        { as: 'creatorA' },
      );
      expect(expectStatus(again, 200).body.read_at).toBe(first.read_at);
      const count = await t.op('getUnreadNotificationCount', {}, { as: 'creatorA' });
      expect(count.body).toEqual({ count: 1 });
    },
  },
  {
    operationId: 'markNotificationRead',
    status: 404,
    name: "another user's notification stays unread (cross-tenant)",
    async run(t) {
      const { theirs } = await seedNotifications(t);
      return t.op('markNotificationRead', { path: { id: theirs } }, { as: 'creatorA' });
    },
    async check(_result, t) {
      const { theirs } = await seedNotifications(t);
      const [row] = await rowsWhere(t, notifications, notifications.id, theirs);
      expect(row?.readAt).toBeNull();
    },
  },
  unknownId('markNotificationRead', 'creatorA', 'an unknown notification'),
  ...forbiddenFor('markNotificationRead', ['admin'], () => ({ path: { id: 1 } }), {
    name: 'admins receive no notifications',
  }),
  withoutToken('markNotificationRead', { path: { id: 1 } }),

  // ---------------------------------------------------------------- markAllNotificationsRead
  callCase(
    'markAllNotificationsRead',
    200,
    "marks the caller's unread notifications and no one else's",
    {},
    {
      before: seedNotifications,
      as: 'creatorA',
      async check(result, t) {
        expect(result.body).toEqual({ updated: 1 });
        const mine = await t.op('getUnreadNotificationCount', {}, { as: 'creatorA' });
        expect(mine.body).toEqual({ count: 0 });
        const theirs = await t.op('getUnreadNotificationCount', {}, { as: 'creatorB' });
        expect(theirs.body).toEqual({ count: 1 });
      },
    },
  ),
  ...forbiddenFor(
    'markAllNotificationsRead',
    ['admin'],
    {},
    { name: 'admins receive no notifications' },
  ),
  withoutToken('markAllNotificationsRead'),

  // ---------------------------------------------------------------- streamMyEvents
  {
    operationId: 'streamMyEvents',
    status: 200,
    name: "a brand user hears their new message, its notification and its read; the other tenant's stream hears none of it",
    async run(t) {
      const conversation = (await dealA(t)).conversation.id;
      const mine = await openMyEvents(t, 'brandUserA');
      const theirs = await openMyEvents(t, 'creatorB');
      try {
        expect(mine.response.headers.get('content-type')).toContain('text/event-stream');
        expect(mine.response.headers.get('cache-control')).toBe('no-store');
        // First the current unread count.
        const opened = await mine.readUntil((text) => counts(text).length >= 1);
        const before = counts(opened)[0] ?? -1;
        expect(before).toBeGreaterThanOrEqual(0);
        await theirs.readUntil((text) => counts(text).length >= 1);

        const sent = await t.op(
          'sendMessage',
          { path: { id: conversation }, body: { body: 'Live to the bell' } },
          { as: 'creatorA' },
        );
        expect(sent.status).toBe(201);
        let text = await mine.readUntil(
          (received) => counts(received).length >= 2 && conversationsIn(received).length >= 1,
        );
        expect(conversationsIn(text)).toEqual([conversation]);
        expect(counts(text).at(-1)).toBe(before + 1);

        // Reading the conversation reads its notification: the count drops, the inbox updates.
        const read = await t.op(
          'markConversationRead',
          { path: { id: conversation } },
          { as: 'brandUserA' },
        );
        expect(read.status).toBe(204);
        text = await mine.readUntil((received) => conversationsIn(received).length >= 2);
        text = await mine.readUntil((received) => counts(received).at(-1) === before);

        // The other tenant heard only its own count: a notification of theirs comes next.
        await createNotification(t.database.db, {
          userId: t.world.creatorB.user.id,
          type: 'announcement',
          title: 'Only for Marc',
          body: 'Private.',
        });
        const other = await theirs.readUntil((received) => counts(received).length >= 2);
        expect(conversationsIn(other)).toEqual([]);
        expect(counts(other)).toHaveLength(2);
        return streamResult(mine);
      } finally {
        await mine.close();
        await theirs.close();
      }
    },
    async check(_result, t) {
      await waitForStreams(() => t.app.colla.userEvents.count());
    },
  },
  {
    operationId: 'streamMyEvents',
    status: 200,
    name: 'a stream ends within a second when its session signs out',
    async run(t) {
      const token = await issueToken(t.database.db, t.world.creatorA.user.id);
      const stream = await openMyEvents(t, { token });
      const other = await openMyEvents(t, 'creatorA');
      const started = Date.now();
      expect((await t.op('logout', {}, { as: { token } })).status).toBe(204);
      await expect(stream.readUntil(() => false)).rejects.toThrow('stream ended');
      expect(Date.now() - started).toBeLessThan(1_000);
      // The same user's other session keeps its stream.
      expect(t.app.colla.userEvents.count()).toBe(1);
      await other.close();
      return streamResult(stream);
    },
    async check(_result, t) {
      await waitForStreams(() => t.app.colla.userEvents.count());
    },
  },
  ...forbiddenFor('streamMyEvents', ['admin'], {}, { name: 'admins receive no notifications' }),
  withoutToken('streamMyEvents'),
  {
    operationId: 'streamMyEvents',
    status: 429,
    name: 'one session holds at most 10 open streams; the 11th waits, with Retry-After',
    async run(t) {
      const token = await issueToken(t.database.db, t.world.creatorA.user.id);
      const open = [];
      try {
        for (let i = 0; i < 10; i += 1) open.push(await openMyEvents(t, { token }));
        return await t.op('streamMyEvents', {}, { as: { token } });
      } finally {
        for (const stream of open) await stream.close();
      }
    },
    async check(result, t) {
      expect(Number(result.headers['retry-after'])).toBeGreaterThan(0);
      await waitForStreams(() => t.app.colla.userEvents.count());
    },
  },
  {
    operationId: 'streamMyEvents',
    status: 503,
    name: 'while the server cannot hear changes (LISTEN lost): retry, nothing hijacked',
    async run(t) {
      await t.app.colla.live.stop();
      try {
        return await t.op('streamMyEvents', {}, { as: 'creatorA' });
      } finally {
        await t.app.colla.live.start();
      }
    },
    check(result, t) {
      expect(result.headers['retry-after']).toBe('2');
      expect(t.app.colla.userEvents.count()).toBe(0);
    },
  },

  // ---------------------------------------------------------------- createScheduledNotification
  callCase(
    'createScheduledNotification',
    201,
    'an admin schedules an announcement to creators',
    {
      body: {
        title: '  La Mercè collaborations are open ',
        body: 'Brands are looking for creators for La Mercè weekend.',
        audience: 'creators',
        send_at: '2099-09-15T07:00:00Z',
      },
    },
    {
      as: 'admin',
      async check(result, t) {
        const body = result.body;
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
        const logs = await rowsWhere(
          t,
          activityLogs,
          activityLogs.action,
          'scheduled_notification.created',
        );
        expect(logs.map((log) => log.subjectId)).toContain(body.id);
      },
    },
  ),
  callCase(
    'createScheduledNotification',
    201,
    'to one user',
    (t) => ({
      body: {
        title: 'Your profile is featured',
        body: 'Forn Sant Pau liked your portfolio.',
        audience: 'user',
        user_id: t.world.creatorA.user.id,
        send_at: future(2),
      },
    }),
    {
      as: 'admin',
      check: (result, t) => expect(result.body.user?.id).toBe(t.world.creatorA.user.id),
    },
  ),
  {
    operationId: 'createScheduledNotification',
    status: 422,
    name: 'send_at in the past, a blank title',
    async run(t) {
      const before = await t.database.db.select().from(scheduledNotifications);
      const result = await t.op(
        'createScheduledNotification',
        { body: { title: '   ', body: 'Hi', audience: 'all', send_at: '2020-01-01T00:00:00Z' } },
        { as: 'admin' },
      );
      expect(await t.database.db.select().from(scheduledNotifications)).toHaveLength(before.length);
      return result;
    },
    check: (result) => expect(Object.keys(result.body.errors).sort()).toEqual(['send_at', 'title']),
  },
  {
    operationId: 'createScheduledNotification',
    status: 422,
    name: 'audience user without a user, and with an unknown user',
    async run(t) {
      const missing = await t.op(
        'createScheduledNotification',
        { body: { title: 'Hi', body: 'Hi', audience: 'user', send_at: future(1) } },
        { as: 'admin' },
      );
      expect(Object.keys(expectStatus(missing, 422).body.errors)).toEqual(['user_id']);
      return t.op(
        'createScheduledNotification',
        {
          body: { title: 'Hi', body: 'Hi', audience: 'user', user_id: 999999, send_at: future(1) },
        },
        { as: 'admin' },
      );
    },
    check: (result) =>
      expect(result.body.errors.user_id).toEqual(['The selected user id is invalid.']),
  },
  invalidField(
    'createScheduledNotification',
    'user_id',
    (t) => ({
      body: {
        title: 'Hi',
        body: 'Hi',
        audience: 'brands',
        user_id: t.world.brandUserA.user.id,
        send_at: future(1),
      },
    }),
    { as: 'admin', name: 'a user_id with another audience' },
  ),
  callCase(
    'createScheduledNotification',
    422,
    'an unknown field and an unknown audience',
    () => ({
      body: unchecked({
        title: 'Hi',
        body: 'Hi',
        audience: 'everyone',
        send_at: future(1),
        priority: 'high',
      }),
    }),
    {
      as: 'admin',
      check: (result) =>
        expect(Object.keys(result.body.errors).sort()).toEqual(['audience', 'priority']),
    },
  ),
  ...forbiddenFor(
    'createScheduledNotification',
    ['brandUserA'],
    () => ({ body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) } }),
    { name: 'only admins schedule notifications' },
  ),
  withoutToken('createScheduledNotification', () => ({
    body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
  })),

  // ---------------------------------------------------------------- listScheduledNotifications
  {
    operationId: 'listScheduledNotifications',
    status: 200,
    name: 'latest send_at first, filtered by status',
    async run(t) {
      await schedule(t, { title: 'Soon', send_at: future(1) });
      const later = await schedule(t, { title: 'Later', send_at: future(400) });
      const cancel = await t.op(
        'cancelScheduledNotification',
        { path: { id: later.id } },
        { as: 'admin' },
      );
      expect(cancel.status).toBe(200);
      return t.op(
        'listScheduledNotifications',
        { query: { status: 'scheduled' } },
        { as: 'admin' },
      );
    },
    async check(result, t) {
      const items = result.body.data;
      expect(items.every((n) => n.status === 'scheduled')).toBe(true);
      expect(items.map((n) => n.title)).not.toContain('Later');
      const sendAts = items.map((n) => n.send_at);
      expect(sendAts).toEqual([...sendAts].sort().reverse());
      const cancelled = await t.op(
        'listScheduledNotifications',
        { query: { status: 'cancelled' } },
        { as: 'admin' },
      );
      expect(expectStatus(cancelled, 200).body.data.map((n) => n.title)).toEqual(['Later']);
    },
  },
  badQuery('listScheduledNotifications', 'admin', 'an unknown status', { status: 'queued' }),
  ...forbiddenFor(
    'listScheduledNotifications',
    ['creatorA'],
    {},
    { name: 'creators cannot see them' },
  ),
  withoutToken('listScheduledNotifications'),

  // ---------------------------------------------------------------- getScheduledNotification
  {
    operationId: 'getScheduledNotification',
    status: 200,
    name: 'an admin reads one',
    async run(t) {
      const made = await schedule(t, { audience: 'user', user_id: t.world.brandUserB.user.id });
      return t.op('getScheduledNotification', { path: { id: made.id } }, { as: 'admin' });
    },
    check: (result, t) =>
      expect(result.body).toMatchObject({
        audience: 'user',
        user: { id: t.world.brandUserB.user.id },
      }),
  },
  unknownId('getScheduledNotification', 'admin', 'an unknown one'),
  {
    operationId: 'getScheduledNotification',
    status: 403,
    name: 'brand users cannot read them',
    async run(t) {
      const made = await schedule(t);
      return t.op('getScheduledNotification', { path: { id: made.id } }, { as: 'brandUserA' });
    },
  },
  withoutToken('getScheduledNotification', { path: { id: 1 } }),

  // ---------------------------------------------------------------- updateScheduledNotification
  {
    operationId: 'updateScheduledNotification',
    status: 200,
    name: 'replaces a scheduled one',
    async run(t) {
      const made = await schedule(t);
      return t.op(
        'updateScheduledNotification',
        {
          path: { id: made.id },
          body: {
            title: 'Sant Joan week on Colla',
            body: 'Brands are posting summer proposals.',
            audience: 'all',
            user_id: null,
            send_at: '2099-06-01T08:00:00Z',
          },
        },
        { as: 'admin' },
      );
    },
    async check(result, t) {
      const body = result.body;
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
      await t.op('cancelScheduledNotification', { path: { id: made.id } }, { as: 'admin' });
      return t.op(
        'updateScheduledNotification',
        {
          path: { id: made.id },
          body: { title: 'Changed', body: 'Changed', audience: 'all', send_at: future(3) },
        },
        { as: 'admin' },
      );
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
      const result = await t.op(
        'updateScheduledNotification',
        {
          path: { id: made.id },
          body: {
            title: 'Changed',
            body: 'Changed',
            audience: 'all',
            send_at: '2020-01-01T00:00:00Z',
          },
        },
        { as: 'admin' },
      );
      expect((await scheduledRow(t, made.id))?.title).toBe('Unchanged');
      return result;
    },
  },
  callCase(
    'updateScheduledNotification',
    404,
    'an unknown one',
    () => ({
      path: { id: 999999 },
      body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
    }),
    { as: 'admin' },
  ),
  ...forbiddenFor(
    'updateScheduledNotification',
    ['creatorA'],
    () => ({
      path: { id: 1 },
      body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
    }),
    { name: 'creators cannot change them' },
  ),
  withoutToken('updateScheduledNotification', () => ({
    path: { id: 1 },
    body: { title: 'Hi', body: 'Hi', audience: 'all', send_at: future(1) },
  })),

  // ---------------------------------------------------------------- cancelScheduledNotification
  {
    operationId: 'cancelScheduledNotification',
    status: 200,
    name: 'cancels a scheduled one',
    async run(t) {
      const made = await schedule(t);
      return t.op('cancelScheduledNotification', { path: { id: made.id } }, { as: 'admin' });
    },
    async check(result, t) {
      const body = result.body;
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
      return t.op('cancelScheduledNotification', { path: { id: made.id } }, { as: 'admin' });
    },
  },
  unknownId('cancelScheduledNotification', 'admin', 'an unknown one'),
  {
    operationId: 'cancelScheduledNotification',
    status: 403,
    name: 'brand users cannot cancel them',
    async run(t) {
      const made = await schedule(t);
      const result = await t.op(
        'cancelScheduledNotification',
        { path: { id: made.id } },
        { as: 'brandUserA' },
      );
      expect((await scheduledRow(t, made.id))?.status).toBe('scheduled');
      return result;
    },
  },
  withoutToken('cancelScheduledNotification', { path: { id: 1 } }),

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
      return t.op('listActivityLogs', { query: { user_id: brandUserA.user.id } }, { as: admin });
    },
    async check(result, t) {
      const logs = result.body.data;
      expect(logs.map((log) => log.action)).toEqual(['application.accepted', 'proposal.updated']);
      expect(logs[1]?.impersonator?.id).toBe(t.world.admin.user.id);
      expect(logs[1]?.user?.id).toBe(t.world.brandUserA.user.id);
      expect(logs[0]?.impersonator).toBeNull();
      const byAction = await t.op(
        'listActivityLogs',
        { query: { action: 'application.created' } },
        { as: 'admin' },
      );
      expect(expectStatus(byAction, 200).body.data.map((log) => log.user?.id)).toEqual([
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
      return t.op(
        'listActivityLogs',
        { query: { from: '2026-06-10', to: '2026-06-10' } },
        { as: 'admin' },
      );
    },
    check: (result) =>
      expect(result.body.data.map((log) => log.action)).toEqual(['edge.last', 'edge.in']),
  },
  badQuery('listActivityLogs', 'admin', 'a from that is not a date', { from: 'yesterday' }),
  badQuery('listActivityLogs', 'admin', 'to before from', { from: '2026-06-10', to: '2026-06-01' }),
  ...forbiddenFor(
    'listActivityLogs',
    ['brandUserA'],
    {},
    { name: 'brand users cannot read the logs' },
  ),
  withoutToken('listActivityLogs'),

  // ---------------------------------------------------------------- listActivityActions
  {
    operationId: 'listActivityActions',
    status: 200,
    name: 'every action in the log once, sorted',
    async run(t) {
      await t.database.db.insert(activityLogs).values([
        {
          action: 'proposal.updated',
          description: 'a',
          createdAt: new Date('2026-05-25T16:12:00Z'),
        },
        { action: 'auth.login', description: 'b', createdAt: new Date('2026-05-26T16:12:00Z') },
        {
          action: 'proposal.updated',
          description: 'c',
          createdAt: new Date('2026-05-27T16:12:00Z'),
        },
      ]);
      return t.op('listActivityActions', {}, { as: 'admin' });
    },
    check(result) {
      // (Other cases share the log: theirs are in the list too.)
      const actions = result.body.data;
      expect(actions.filter((action) => action === 'proposal.updated')).toHaveLength(1);
      expect(actions).toContain('auth.login');
      expect(actions).toEqual([...new Set(actions)].sort());
    },
  },
  ...forbiddenFor(
    'listActivityActions',
    ['brandUserA', 'creatorA'],
    {},
    { name: 'only admins read which actions the log holds' },
  ),
  withoutToken('listActivityActions'),
]);
