import { and, eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { issueToken } from '../auth/context';
import {
  activityLogs,
  brandManagers,
  brands,
  deals,
  media,
  notifications,
  proposals,
  tasks,
  users,
} from '../db/schema';
import {
  brandUserWithoutBrand,
  createDealFixture,
  createTenantDeal,
  mp4Bytes,
  multipartBody,
  pngBytes,
  type DealFixture,
} from '../test/deal-fixtures';
import { createTestApp, type CallResult } from '../test/harness';
import { withOps, unchecked, expectStatus, type ContractApp } from '../test/op';
import {
  callCase,
  defineContract,
  errorFor,
  forbiddenFor,
  invalidField,
  oncePerApp,
  unknownId,
  withoutToken,
} from './define';
import { badQuery } from './lists';
import { rowsWhere } from '../test/rows';

/** Deals made once per server with direct inserts, as accepting an application would. */
const fixtures = oncePerApp(async (t) => {
  const { brandA, creatorA, creatorB } = t.world;
  const db = t.database.db;
  return {
    /** brandA × creatorA, active, two open tasks. */
    dealA: await createTenantDeal(db, t.world, 'A', {
      postingDeadline: '2026-07-10',
      endDate: '2026-07-15',
    }),
    /** brandB × creatorB, active, one open task. */
    dealB: await createTenantDeal(db, t.world, 'B', {
      tasks: [{ name: 'Pick up the bike', dueDate: '2026-06-12' }],
    }),
    /** brandA × creatorA, already completed. */
    dealDone: await createDealFixture(db, {
      brandId: brandA.id,
      creatorId: creatorA.user.id,
      proposalName: 'Sourdough mornings at Forn Sant Pau',
      status: 'completed',
      tasks: [
        {
          name: 'Film the morning bake',
          dueDate: '2026-05-20',
          brandCompleted: true,
          creatorCompleted: true,
        },
      ],
      createdAt: new Date('2026-05-12T09:00:00Z'),
    }),
    /** brandA × creatorB, active, one task the brand already ticked. */
    dealLast: await createDealFixture(db, {
      brandId: brandA.id,
      creatorId: creatorB.user.id,
      proposalName: 'Coca de Sant Joan tasting',
      tasks: [{ name: 'Post the coca Reel', dueDate: '2026-06-23', brandCompleted: true }],
      createdAt: new Date('2026-06-10T09:00:00Z'),
    }),
  };
});

const firstTask = (fx: DealFixture) => {
  const task = fx.tasks[0];
  if (!task) throw new Error('fixture deal has no task');
  return task;
};

type DealName = keyof Awaited<ReturnType<typeof fixtures>>;

/** Active deals made to be cancelled, one per canceller, each with one open task. */
const cancelFixtures = oncePerApp(async (t) => {
  const { brandA, creatorA, brandB, creatorB } = t.world;
  const db = t.database.db;
  const make = (brandId: number, creatorId: number, proposalName: string) =>
    createDealFixture(db, {
      brandId,
      creatorId,
      proposalName,
      tasks: [{ name: 'Film the terrace', dueDate: '2026-06-20' }],
    });
  return {
    byCreator: await make(brandA.id, creatorA.user.id, 'Cava brunch in Poblenou'),
    byBrand: await make(brandA.id, creatorA.user.id, 'Paella Sunday in Barceloneta'),
    byAdmin: await make(brandB.id, creatorB.user.id, 'Bike tour of Montjuïc'),
  };
});

type CancelName = keyof Awaited<ReturnType<typeof cancelFixtures>>;

const REASON = 'The terrace closes for renovation this summer.';

/** cancelDeal's input on a cancel fixture deal (or a main fixture deal). */
const cancelInput =
  (deal: CancelName | DealName, reason = REASON) =>
  async (t: ContractApp) => {
    const cancel = await cancelFixtures(t);
    const main = await fixtures(t);
    const fx = deal in cancel ? cancel[deal as CancelName] : main[deal as DealName];
    return { path: { id: fx.deal.id }, body: { reason } };
  };

/** The notifications of type deal_cancelled a user has, about a deal. */
async function cancelNotes(t: ContractApp, userId: number, dealId: number) {
  const notes = await rowsWhere(t, notifications, notifications.userId, userId);
  return notes.filter((n) => n.type === 'deal_cancelled' && n.link?.endsWith(`/deals/${dealId}`));
}

/** updateDealTask's input: the first task of `taskOf` (the deal's own by default) under `deal`. */
const taskInput =
  (deal: DealName, completed: boolean, taskOf: DealName = deal) =>
  async (t: ContractApp) => {
    const fx = await fixtures(t);
    return {
      path: { id: fx[deal].deal.id, task_id: firstTask(fx[taskOf]).id },
      body: { completed },
    };
  };

/** A check that the first task of a fixture deal has this flag as stored. */
const taskFlagIs =
  (deal: DealName, flag: 'brandCompleted' | 'creatorCompleted', value: boolean) =>
  async (_result: unknown, t: ContractApp) => {
    const fx = await fixtures(t);
    const [task] = await rowsWhere(t, tasks, tasks.id, firstTask(fx[deal]).id);
    expect(task?.[flag]).toBe(value);
  };

/** A check that a fixture deal has this status as stored. */
const dealStatusIs = async (t: ContractApp, deal: DealName, status: string) => {
  const fx = await fixtures(t);
  const [row] = await rowsWhere(t, deals, deals.id, fx[deal].deal.id);
  expect(row?.status).toBe(status);
};

/** Input on a fixture deal's path (`{ id }`), with more input (a body, a multipart payload). */
const onDeal =
  <M extends object>(deal: DealName, more: M = {} as M) =>
  async (t: ContractApp) => ({ path: { id: (await fixtures(t))[deal].deal.id }, ...more });

/** A multipart body of one file part (a PNG named a.png unless said). */
const filePart = (file: { filename?: string; contentType?: string; data?: Buffer | string } = {}) =>
  multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes(), ...file }]);

/** Runs a call on a server of its own with small upload limits (1 KiB images, 4 KiB videos). */
async function withSmallUploads(run: (small: ContractApp) => Promise<CallResult>) {
  const small = withOps(
    await createTestApp({ uploads: { imageMaxBytes: 1024, videoMaxBytes: 4096 } }),
  );
  try {
    return await run(small);
  } finally {
    await small.close();
  }
}

const ids = (result: { body: { data: { id: number }[] } }) =>
  result.body.data.map((item) => item.id);

async function mediaRow(t: ContractApp, id: number) {
  const [row] = await rowsWhere(t, media, media.id, id);
  return row;
}

/** Media stored with a direct insert (no file), for listing and cross-tenant cases. */
async function insertMedia(
  t: ContractApp,
  brandId: number,
  uploadedBy: number,
  dealId: number | null,
  createdAt?: Date,
) {
  const [row] = await t.database.db
    .insert(media)
    .values({
      brandId,
      uploadedBy,
      dealId,
      ...(createdAt && { createdAt }),
      type: dealId ? 'video' : 'image',
      path: `/storage/media/fixture-${brandId}-${Date.now()}.${dealId ? 'mp4' : 'jpg'}`,
      mimeType: dealId ? 'video/mp4' : 'image/jpeg',
      sizeBytes: 2048,
      originalName: dealId ? 'reel.mp4' : 'terrace.jpg',
    })
    .returning();
  if (!row) throw new Error('media not inserted');
  return row;
}

/** The path of a new file in brandA's library (no deal), uploaded by its brand user. */
const brandALibraryFile = async (t: ContractApp) => {
  const row = await insertMedia(t, t.world.brandA.id, t.world.brandUserA.user.id, null);
  return { path: { id: row.id } };
};

/** The file on disk behind a stored file's address (a signed link's query dropped). */
const storedFile = (t: ContractApp, url: string) =>
  join(t.app.colla.config.storageDir, (url.split('?')[0] ?? '').replace(/^\/storage\//, ''));

export default defineContract('deals', [
  // ---------------------------------------------------------------- listDeals
  callCase(
    'listDeals',
    200,
    "a brand user sees only their brands' deals, newest first, with task progress",
    {},
    {
      before: fixtures,
      as: 'brandUserA',
      async check(result, t) {
        const fx = await fixtures(t);
        expect(ids(result)).toEqual([fx.dealLast.deal.id, fx.dealA.deal.id, fx.dealDone.deal.id]);
        expect(ids(result)).not.toContain(fx.dealB.deal.id);
        const body = result.body;
        const a = body.data.find((d) => d.id === fx.dealA.deal.id);
        expect(a?.tasks).toHaveLength(2);
        expect(a?.next_due_date).toBe('2026-06-06');
        expect(a?.brand.id).toBe(t.world.brandA.id);
        expect(body.data.find((d) => d.id === fx.dealDone.deal.id)?.next_due_date).toBeNull();
      },
    },
  ),
  callCase(
    'listDeals',
    200,
    'a creator sees only their own deals',
    {},
    {
      before: fixtures,
      as: 'creatorB',
      async check(result, t) {
        const fx = await fixtures(t);
        expect(ids(result).sort()).toEqual([fx.dealB.deal.id, fx.dealLast.deal.id].sort());
      },
    },
  ),
  callCase(
    'listDeals',
    200,
    'an admin sees every deal and can filter by status',
    { query: { status: 'completed' } },
    {
      as: 'admin',
      async check(result, t) {
        const fx = await fixtures(t);
        expect(ids(result)).toEqual([fx.dealDone.deal.id]);
        const all = expectStatus(
          await t.op('listDeals', { query: { per_page: 2 } }, { as: 'admin' }),
          200,
        );
        expect(all.body.meta.total).toBe(4);
        expect(ids(all)).toHaveLength(2);
      },
    },
  ),
  {
    operationId: 'listDeals',
    status: 403,
    name: 'a brand user who manages no brand has no brand area',
    async run(t) {
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.op('listDeals', {}, { as: orphan });
    },
    check: (result) => expect(result.body).toEqual({ message: 'You do not manage any brand.' }),
  },
  withoutToken('listDeals'),
  badQuery('listDeals', 'creatorA', 'an unknown status filter', { status: 'paused' }),

  // ---------------------------------------------------------------- getDeal
  {
    operationId: 'getDeal',
    status: 200,
    name: 'the creator reads their deal with tasks, conversation and posting deadline',
    run: async (t) => t.op('getDeal', await onDeal('dealA')(t), { as: 'creatorA' }),
    async check(result, t) {
      const fx = await fixtures(t);
      const body = result.body;
      expect(body.id).toBe(fx.dealA.deal.id);
      expect(body.conversation_id).toBe(fx.dealA.conversation.id);
      expect(body.application_id).toBe(fx.dealA.application.id);
      expect(body.proposal.posting_deadline).toBe('2026-07-10');
      expect(body.tasks.map((task) => task.name)).toEqual([
        'Book your tasting visit',
        'Reserve a terrace table',
      ]);
    },
  },
  {
    operationId: 'getDeal',
    status: 200,
    name: "an admin reads any deal; the brand user of the deal's brand too",
    run: async (t) => t.op('getDeal', await onDeal('dealB')(t), { as: 'admin' }),
    async check(result, t) {
      const fx = await fixtures(t);
      expect(result.body.id).toBe(fx.dealB.deal.id);
      const brand = await t.op('getDeal', { path: { id: fx.dealB.deal.id } }, { as: 'brandUserB' });
      expect(brand.status).toBe(200);
    },
  },
  callCase('getDeal', 404, "another brand's deal is not found (cross-tenant)", onDeal('dealA'), {
    as: 'brandUserB',
    check: (result) => expect(JSON.stringify(result.body)).not.toContain('vermut'),
  }),
  callCase('getDeal', 404, "another creator's deal is not found (cross-tenant)", onDeal('dealA'), {
    as: 'creatorB',
  }),
  unknownId('getDeal', 'admin', 'an unknown deal'),
  {
    operationId: 'getDeal',
    status: 403,
    name: 'a brand user who manages no brand',
    async run(t) {
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.op('getDeal', await onDeal('dealA')(t), { as: orphan });
    },
  },
  withoutToken('getDeal', { path: { id: 1 } }),

  // ---------------------------------------------------------------- updateDealTask
  callCase(
    'updateDealTask',
    200,
    "the creator ticks only the creator's flag; the brand is notified",
    taskInput('dealA', true),
    {
      as: 'creatorA',
      async check(result, t) {
        const fx = await fixtures(t);
        const body = result.body;
        expect(body.creator_completed).toBe(true);
        expect(body.brand_completed).toBe(false);
        expect(body.creator_completed_at).not.toBeNull();
        const notes = await rowsWhere(
          t,
          notifications,
          notifications.userId,
          t.world.brandUserA.user.id,
        );
        expect(notes.map((n) => n.type)).toContain('task_completed');
        expect(notes.find((n) => n.type === 'task_completed')?.link).toBe(
          `/app/brand/deals/${fx.dealA.deal.id}`,
        );
        const logs = await rowsWhere(t, activityLogs, activityLogs.action, 'task.completed');
        expect(logs.map((log) => log.subjectId)).toContain(firstTask(fx.dealA).id);
        // Ticking again keeps the first time.
        const again = await t.op('updateDealTask', await taskInput('dealA', true)(t), {
          as: 'creatorA',
        });
        expect(expectStatus(again, 200).body.creator_completed_at).toBe(body.creator_completed_at);
      },
    },
  ),
  callCase(
    'updateDealTask',
    200,
    'the brand ticks its flag: the task is done on both sides, the deal stays active',
    taskInput('dealA', true),
    {
      as: 'brandUserA',
      async check(result, t) {
        const fx = await fixtures(t);
        expect(result.body).toMatchObject({ brand_completed: true, creator_completed: true });
        await dealStatusIs(t, 'dealA', 'active');
        const creatorNotes = await t.database.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, t.world.creatorA.user.id),
              eq(notifications.type, 'task_completed'),
            ),
          );
        expect(creatorNotes[0]?.link).toBe(`/app/creator/deals/${fx.dealA.deal.id}`);
      },
    },
  ),
  callCase(
    'updateDealTask',
    200,
    'unticking clears only the caller’s flag and its time',
    taskInput('dealA', false),
    {
      as: 'brandUserA',
      check: (result) =>
        expect(result.body).toMatchObject({
          brand_completed: false,
          brand_completed_at: null,
          creator_completed: true,
        }),
    },
  ),
  callCase(
    'updateDealTask',
    200,
    'the last flag of the last task completes the deal',
    taskInput('dealLast', true),
    {
      as: 'creatorB',
      async check(result, t) {
        expect(result.body).toMatchObject({ brand_completed: true, creator_completed: true });
        await dealStatusIs(t, 'dealLast', 'completed');
      },
    },
  ),
  ...(
    [
      // [status, name, input, as, check]
      [
        409,
        'a task of a deal that is no longer active',
        taskInput('dealDone', false),
        'brandUserA',
        taskFlagIs('dealDone', 'brandCompleted', true),
      ],
      [403, 'admins are on neither side of a deal', taskInput('dealA', true), 'admin', undefined],
      [
        404,
        'a task of another deal',
        taskInput('dealA', true, 'dealB'),
        'creatorA',
        taskFlagIs('dealB', 'creatorCompleted', false),
      ],
      [
        404,
        "another brand's deal (cross-tenant)",
        taskInput('dealB', true),
        'brandUserA',
        taskFlagIs('dealB', 'brandCompleted', false),
      ],
    ] as const
  ).map(([status, name, input, as, check]) =>
    callCase('updateDealTask', status, name, input, { as, ...(check ? { check } : {}) }),
  ),
  callCase(
    'updateDealTask',
    404,
    'an unknown deal',
    { path: { id: 999999, task_id: 1 }, body: { completed: true } },
    { as: 'creatorA' },
  ),
  callCase(
    'updateDealTask',
    422,
    'completed must be a boolean',
    async (t) => ({
      path: (await taskInput('dealA', true)(t)).path,
      body: unchecked({ completed: 'yes', brand_completed: true }),
    }),
    {
      as: 'creatorA',
      check: (result) =>
        expect(Object.keys(result.body.errors).sort()).toEqual(['brand_completed', 'completed']),
    },
  ),
  withoutToken('updateDealTask', { path: { id: 1, task_id: 1 }, body: { completed: true } }),

  // ---------------------------------------------------------------- cancelDeal
  callCase(
    'cancelDeal',
    200,
    "the creator cancels with a reason: the brand's managers are told, it is logged, tasks are closed",
    cancelInput('byCreator', `  ${REASON}  `),
    {
      as: 'creatorA',
      async check(result, t) {
        const fx = await cancelFixtures(t);
        const id = fx.byCreator.deal.id;
        expect(result.body.status).toBe('cancelled');
        expect(result.body.cancellation).toMatchObject({
          cancelled_by: { id: t.world.creatorA.user.id },
          side: 'creator',
          reason: REASON,
        });
        const [row] = await rowsWhere(t, deals, deals.id, id);
        expect(row).toMatchObject({ status: 'cancelled', cancelReason: REASON });
        expect(row?.cancelledBy).toBe(t.world.creatorA.user.id);
        expect(row?.cancelledAt).not.toBeNull();
        const brandNotes = await cancelNotes(t, t.world.brandUserA.user.id, id);
        expect(brandNotes.map((n) => n.link)).toEqual([`/app/brand/deals/${id}`]);
        expect(brandNotes[0]?.body).toContain(REASON);
        expect(await cancelNotes(t, t.world.creatorA.user.id, id)).toEqual([]);
        const logs = await rowsWhere(t, activityLogs, activityLogs.action, 'deal.cancelled');
        expect(logs.map((log) => log.subjectId)).toContain(id);
        // The brand reads who cancelled, when and why.
        const read = expectStatus(
          await t.op('getDeal', { path: { id } }, { as: 'brandUserA' }),
          200,
        );
        expect(read.body.cancellation).toEqual(result.body.cancellation);
        // Its tasks can no longer be ticked.
        const tick = await t.op(
          'updateDealTask',
          { path: { id, task_id: firstTask(fx.byCreator).id }, body: { completed: true } },
          { as: 'creatorA' },
        );
        expect(expectStatus(tick, 409).body.message).toBe(
          'This deal is cancelled; its tasks can no longer be changed.',
        );
      },
    },
  ),
  callCase(
    'cancelDeal',
    200,
    'a manager of the brand cancels: the creator is told',
    cancelInput('byBrand'),
    {
      as: 'brandUserA',
      async check(result, t) {
        const id = (await cancelFixtures(t)).byBrand.deal.id;
        expect(result.body.cancellation?.side).toBe('brand');
        const notes = await cancelNotes(t, t.world.creatorA.user.id, id);
        expect(notes.map((n) => n.link)).toEqual([`/app/creator/deals/${id}`]);
        expect(await cancelNotes(t, t.world.brandUserA.user.id, id)).toEqual([]);
      },
    },
  ),
  callCase('cancelDeal', 200, 'an admin cancels: both sides are told', cancelInput('byAdmin'), {
    as: 'admin',
    async check(result, t) {
      const id = (await cancelFixtures(t)).byAdmin.deal.id;
      expect(result.body.cancellation?.side).toBe('admin');
      expect(await cancelNotes(t, t.world.creatorB.user.id, id)).toHaveLength(1);
      expect(await cancelNotes(t, t.world.brandUserB.user.id, id)).toHaveLength(1);
    },
  }),
  callCase('cancelDeal', 409, 'a deal already cancelled', cancelInput('byCreator'), {
    as: 'brandUserA',
    check: (result) => expect(result.body.message).toBe('This deal is already cancelled.'),
  }),
  callCase('cancelDeal', 409, 'a completed deal', cancelInput('dealDone'), {
    as: 'creatorA',
    async check(result, t) {
      expect(result.body.message).toBe('This deal is completed; it can no longer be cancelled.');
      await dealStatusIs(t, 'dealDone', 'completed');
    },
  }),
  callCase(
    'cancelDeal',
    422,
    'a reason shorter than 10 characters once trimmed',
    cancelInput('dealA', '  Too short  '.slice(0, 11)),
    {
      as: 'creatorA',
      async check(result, t) {
        expect(result.body.errors.reason).toEqual(['Say why in at least 10 characters.']);
        await dealStatusIs(t, 'dealA', 'active');
      },
    },
  ),
  callCase(
    'cancelDeal',
    422,
    'a reason longer than 500 characters',
    cancelInput('dealA', 'x'.repeat(501)),
    {
      as: 'brandUserA',
      check: errorFor('reason'),
    },
  ),
  callCase('cancelDeal', 404, "another brand's deal (cross-tenant)", cancelInput('dealB'), {
    as: 'brandUserA',
    check: () => undefined,
  }),
  callCase('cancelDeal', 404, "another creator's deal", cancelInput('dealB'), {
    as: 'creatorA',
    async check(_result, t) {
      await dealStatusIs(t, 'dealB', 'active');
    },
  }),
  callCase(
    'cancelDeal',
    404,
    'an unknown deal',
    { path: { id: 999999 }, body: { reason: REASON } },
    {
      as: 'admin',
    },
  ),
  {
    operationId: 'cancelDeal',
    status: 403,
    name: 'a brand user who manages no brand',
    async run(t) {
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.op('cancelDeal', await cancelInput('dealA')(t), { as: orphan });
    },
  },
  withoutToken('cancelDeal', { path: { id: 1 }, body: { reason: REASON } }),

  // ---------------------------------------------------------------- listBrandMedia
  {
    operationId: 'listBrandMedia',
    status: 200,
    name: "a brand user sees only their brands' files, filtered by type and deal",
    async run(t) {
      const fx = await fixtures(t);
      const { brandA, brandB, brandUserA, brandUserB, creatorA } = t.world;
      await insertMedia(t, brandA.id, brandUserA.user.id, null);
      await insertMedia(t, brandA.id, creatorA.user.id, fx.dealA.deal.id);
      await insertMedia(t, brandB.id, brandUserB.user.id, null);
      return t.op('listBrandMedia', {}, { as: brandUserA });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      const body = result.body;
      const rows = await Promise.all(body.data.map((item) => mediaRow(t, item.id)));
      expect(rows.every((row) => row?.brandId === t.world.brandA.id)).toBe(true);
      expect(body.data).toHaveLength(2);
      const videos = await t.op(
        'listBrandMedia',
        { query: { type: 'video' } },
        { as: 'brandUserA' },
      );
      const videoList = expectStatus(videos, 200).body.data;
      expect(videoList.map((m) => m.deal_id)).toEqual([fx.dealA.deal.id]);
      // Deal content names its proposal and creator; a library file has no deal.
      const [proposal] = await t.database.db
        .select({ name: proposals.name })
        .from(proposals)
        .where(eq(proposals.id, fx.dealA.deal.proposalId));
      expect(videoList[0]?.deal).toEqual({
        id: fx.dealA.deal.id,
        proposal_name: proposal?.name,
        creator_name: `${t.world.creatorA.user.firstName} ${t.world.creatorA.user.lastName}`,
      });
      expect(body.data.find((item) => item.deal_id === null)?.deal).toBeNull();
      const byDeal = await t.op(
        'listBrandMedia',
        { query: { deal_id: fx.dealA.deal.id } },
        { as: 'brandUserA' },
      );
      expect(ids(expectStatus(byDeal, 200))).toHaveLength(1);
      const foreignDeal = await t.op(
        'listBrandMedia',
        { query: { deal_id: fx.dealB.deal.id } },
        { as: 'brandUserA' },
      );
      expect(ids(expectStatus(foreignDeal, 200))).toEqual([]);
    },
  },
  {
    operationId: 'listBrandMedia',
    status: 200,
    name: "deal content carries its proposal's usage rights, expiring months after delivery",
    async run(t) {
      const { brandA, creatorA, brandUserA } = t.world;
      const db = t.database.db;
      const paid = await createDealFixture(db, {
        brandId: brandA.id,
        creatorId: creatorA.user.id,
        usage: { scope: 'paid_ads', months: 6 },
      });
      const forever = await createDealFixture(db, {
        brandId: brandA.id,
        creatorId: creatorA.user.id,
        usage: { scope: 'own_channels', months: null },
      });
      const delivered = new Date('2026-08-31T10:00:00Z');
      await insertMedia(t, brandA.id, creatorA.user.id, paid.deal.id, delivered);
      await insertMedia(t, brandA.id, creatorA.user.id, forever.deal.id, delivered);
      return t.op('listBrandMedia', { query: { per_page: 100 } }, { as: brandUserA });
    },
    check(result) {
      const rights = result.body.data.map((item) => item.rights);
      expect(rights).toContainEqual({ scope: 'own_channels', expires_at: null });
      expect(rights).toContainEqual({ scope: 'paid_ads', expires_at: '2027-02-28T10:00:00.000Z' });
      // Files outside a deal have no rights; deal files always do.
      for (const item of result.body.data) expect(item.rights === null).toBe(item.deal === null);
    },
  },
  withoutToken('listBrandMedia'),
  ...forbiddenFor('listBrandMedia', ['creatorA'], {}, { name: 'creators have no media library' }),
  badQuery('listBrandMedia', 'brandUserA', 'an unknown type filter', { type: 'audio' }),

  // ---------------------------------------------------------------- uploadBrandMedia
  callCase(
    'uploadBrandMedia',
    201,
    'a brand user uploads an image to their brand library, typed by its content',
    () => ({
      ...multipartBody([
        {
          name: 'file',
          filename: 'terrace-verdi.gif',
          contentType: 'image/gif',
          data: pngBytes(),
        },
      ]),
    }),
    {
      as: 'brandUserA',
      async check(result, t) {
        const body = result.body;
        expect(body.mime_type).toBe('image/png');
        expect(result.body).toMatchObject({ width: 1, height: 1, type: 'image' });
        expect(body.original_name).toBe('terrace-verdi.gif');
        expect(body.deal_id).toBeNull();
        // A library file is private: a signed link that expires.
        expect(body.url).toMatch(/^\/storage\/media\/[\w-]+\.png\?exp=\d+&sig=[\w-]{43}$/);
        expect(existsSync(storedFile(t, body.url))).toBe(true);
        expect((await mediaRow(t, body.id))?.brandId).toBe(t.world.brandA.id);
      },
    },
  ),
  {
    operationId: 'uploadBrandMedia',
    status: 201,
    name: "attached to one of the brand's deals (field order does not matter)",
    async run(t) {
      const fx = await fixtures(t);
      return t.op(
        'uploadBrandMedia',
        {
          ...multipartBody([
            { name: 'file', filename: 'reel.mp4', contentType: 'video/mp4', data: mp4Bytes(512) },
            { name: 'deal_id', data: String(fx.dealA.deal.id) },
          ]),
        },
        { as: 'brandUserA' },
      );
    },
    async check(result, t) {
      const fx = await fixtures(t);
      expect(result.body).toMatchObject({ type: 'video', mime_type: 'video/mp4' });
      expect(result.body.deal_id).toBe(fx.dealA.deal.id);
    },
  },
  {
    operationId: 'uploadBrandMedia',
    status: 201,
    name: 'an admin uploads to a deal: the file goes to that deal’s brand',
    async run(t) {
      const fx = await fixtures(t);
      return t.op(
        'uploadBrandMedia',
        {
          ...multipartBody([
            { name: 'deal_id', data: String(fx.dealB.deal.id) },
            { name: 'file', filename: 'bike.png', data: pngBytes() },
          ]),
        },
        { as: 'admin' },
      );
    },
    async check(result, t) {
      const row = await mediaRow(t, result.body.id);
      expect(row?.brandId).toBe(t.world.brandB.id);
    },
  },
  {
    operationId: 'uploadBrandMedia',
    status: 201,
    name: 'without a deal, a user managing several brands uploads to the first one',
    async run(t) {
      const db = t.database.db;
      const [brandC] = await db
        .insert(brands)
        .values({ name: 'Sal de Mar', slug: 'sal-de-mar' })
        .returning();
      const [user] = await db
        .insert(users)
        .values({
          type: 'brand',
          firstName: 'Núria',
          lastName: 'Mas',
          email: 'nuria@saldemar.example',
          passwordHash: 'x',
        })
        .returning();
      if (!brandC || !user) throw new Error('not inserted');
      await db.insert(brandManagers).values([
        { brandId: brandC.id, userId: user.id },
        { brandId: t.world.brandB.id, userId: user.id },
      ]);
      const token = await issueToken(db, user.id);
      return t.op(
        'uploadBrandMedia',
        { ...multipartBody([{ name: 'file', filename: 'salt.png', data: pngBytes() }]) },
        { as: { token } },
      );
    },
    async check(result, t) {
      const row = await mediaRow(t, result.body.id);
      expect(row?.brandId).toBe(t.world.brandB.id);
    },
  },
  invalidField('uploadBrandMedia', 'deal_id', () => filePart(), {
    as: 'admin',
    name: 'an admin must name the deal',
  }),
  {
    operationId: 'uploadBrandMedia',
    status: 422,
    name: "another brand's deal is an invalid deal_id (cross-tenant)",
    async run(t) {
      const fx = await fixtures(t);
      const brandB = () =>
        t.database.db.select().from(media).where(eq(media.brandId, t.world.brandB.id));
      const before = (await brandB()).length;
      const result = await t.op(
        'uploadBrandMedia',
        {
          ...multipartBody([
            { name: 'deal_id', data: String(fx.dealB.deal.id) },
            { name: 'file', filename: 'a.png', contentType: 'image/png', data: pngBytes() },
          ]),
        },
        { as: 'brandUserA' },
      );
      expect(await brandB()).toHaveLength(before);
      return result;
    },
    check: (result) => expect(Object.keys(result.body.errors)).toEqual(['deal_id']),
  },
  callCase(
    'uploadBrandMedia',
    422,
    'a file that is not an image or a video',
    () => ({
      ...multipartBody([
        {
          name: 'file',
          filename: 'photo.png',
          contentType: 'image/png',
          data: '<?php echo 1; ?>',
        },
      ]),
    }),
    {
      as: 'brandUserA',
      check: (result) => expect(result.body.errors.file?.[0]).toContain('image'),
    },
  ),
  callCase(
    'uploadBrandMedia',
    422,
    'a JSON body has no file',
    () => ({ body: unchecked({ file: 'x' }) }),
    {
      as: 'brandUserA',
      check: (result) =>
        expect(result.body).toEqual({
          message: 'The file field is required.',
          errors: { file: ['The file field is required.'] },
        }),
    },
  ),
  invalidField(
    'uploadBrandMedia',
    'caption',
    () => multipartBody([{ name: 'caption', data: 'Terrace' }]),
    { as: 'brandUserA', name: 'a multipart body without a file part, with an unknown field' },
  ),
  {
    operationId: 'uploadBrandMedia',
    status: 413,
    name: 'an image over the image limit',
    run: () =>
      withSmallUploads((small) =>
        small.op(
          'uploadBrandMedia',
          { ...filePart({ filename: 'big.png', data: pngBytes(2048) }) },
          { as: small.world.brandUserA },
        ),
      ),
  },
  {
    operationId: 'uploadBrandMedia',
    status: 413,
    name: 'a file over the upload limit is cut off while streaming',
    run: () =>
      withSmallUploads(async (small) => {
        const result = await small.op(
          'uploadBrandMedia',
          { ...filePart({ filename: 'long.mp4', data: mp4Bytes(10_000) }) },
          { as: small.world.brandUserA },
        );
        expect(await small.database.db.select().from(media)).toEqual([]);
        return result;
      }),
    check: (result) => expect(result.body.message).toContain('MB'),
  },
  ...forbiddenFor('uploadBrandMedia', ['creatorA'], () => ({ ...filePart() }), {
    name: 'creators cannot upload to a brand library',
  }),
  withoutToken('uploadBrandMedia', () => ({
    ...filePart(),
  })),

  // ---------------------------------------------------------------- getBrandMedia
  callCase('getBrandMedia', 200, "a file of the user's brand", brandALibraryFile, {
    as: 'brandUserA',
    check: (result) =>
      expect(result.body).toMatchObject({
        original_name: 'terrace.jpg',
        uploaded_by: { name: 'Jordi Ferrer' },
      }),
  }),
  callCase('getBrandMedia', 404, "another brand's file (cross-tenant)", brandALibraryFile, {
    as: 'brandUserB',
  }),
  unknownId('getBrandMedia', 'admin', 'an unknown file'),
  ...forbiddenFor('getBrandMedia', ['creatorA'], () => ({ path: { id: 1 } }), {
    name: 'creators have no media library',
  }),
  withoutToken('getBrandMedia', { path: { id: 1 } }),

  // ---------------------------------------------------------------- deleteBrandMedia
  {
    operationId: 'deleteBrandMedia',
    status: 204,
    name: 'deletes the record and its file',
    async run(t) {
      const upload = await t.op(
        'uploadBrandMedia',
        { ...multipartBody([{ name: 'file', filename: 'bike.png', data: pngBytes() }]) },
        { as: 'brandUserB' },
      );
      const body = expectStatus(upload, 201).body;
      expect(existsSync(storedFile(t, body.url))).toBe(true);
      const result = await t.op(
        'deleteBrandMedia',
        { path: { id: body.id } },
        { as: 'brandUserB' },
      );
      expect(await mediaRow(t, body.id)).toBeUndefined();
      expect(existsSync(storedFile(t, body.url))).toBe(false);
      return result;
    },
  },
  {
    operationId: 'deleteBrandMedia',
    status: 404,
    name: "another brand's file stays (cross-tenant)",
    async run(t) {
      const row = await insertMedia(t, t.world.brandA.id, t.world.brandUserA.user.id, null);
      const result = await t.op('deleteBrandMedia', { path: { id: row.id } }, { as: 'brandUserB' });
      expect(await mediaRow(t, row.id)).toBeDefined();
      return result;
    },
  },
  unknownId('deleteBrandMedia', 'brandUserA', 'an unknown file'),
  ...forbiddenFor('deleteBrandMedia', ['creatorA'], () => ({ path: { id: 1 } }), {
    name: 'creators cannot delete library files',
  }),
  withoutToken('deleteBrandMedia', { path: { id: 1 } }),

  // ---------------------------------------------------------------- uploadDealMedia
  {
    operationId: 'uploadDealMedia',
    status: 201,
    name: "the creator delivers content: it lands in the brand's library",
    async run(t) {
      const fx = await fixtures(t);
      return t.op(
        'uploadDealMedia',
        {
          path: { id: fx.dealA.deal.id },
          ...multipartBody([
            {
              name: 'file',
              filename: 'vermut-reel-final.mp4',
              contentType: 'video/mp4',
              data: mp4Bytes(900),
            },
          ]),
        },
        { as: 'creatorA' },
      );
    },
    async check(result, t) {
      const fx = await fixtures(t);
      const body = result.body;
      expect(body.deal_id).toBe(fx.dealA.deal.id);
      expect(body.uploaded_by.id).toBe(t.world.creatorA.user.id);
      expect((await mediaRow(t, body.id))?.brandId).toBe(t.world.brandA.id);
      const library = await t.op(
        'listBrandMedia',
        { query: { deal_id: fx.dealA.deal.id, type: 'video' } },
        { as: 'brandUserA' },
      );
      expect(ids(expectStatus(library, 200))).toContain(body.id);
      // The brand's manager has content to review, linked to the deal's media; nobody else.
      const review = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.type, 'content_uploaded'),
            eq(notifications.link, `/app/brand/deals/${fx.dealA.deal.id}#deal-media`),
          ),
        );
      expect(review.map((n) => n.userId)).toContain(t.world.brandUserA.user.id);
      expect(review.every((n) => n.userId === t.world.brandUserA.user.id)).toBe(true);
      expect(review.at(-1)?.title).toBe('New content to review');
      expect(review.at(-1)?.body).toMatch(/^Laia Puig uploaded content for .+\.$/);
    },
  },
  {
    operationId: 'uploadDealMedia',
    status: 201,
    name: 'the brand adds content to a deal: nobody is asked to review it',
    async run(t) {
      const fx = await fixtures(t);
      const reviews = () =>
        t.database.db.$count(notifications, eq(notifications.type, 'content_uploaded'));
      const before = await reviews();
      const result = await t.op(
        'uploadDealMedia',
        { path: { id: fx.dealA.deal.id }, ...filePart({ filename: 'brand-shot.png' }) },
        { as: 'brandUserA' },
      );
      expect(await reviews()).toBe(before);
      return result;
    },
  },
  callCase(
    'uploadDealMedia',
    404,
    "another creator's deal (cross-tenant)",
    onDeal('dealA', filePart()),
    { as: 'creatorB' },
  ),
  callCase(
    'uploadDealMedia',
    404,
    'an unknown deal',
    () => ({ path: { id: 999999 }, ...filePart() }),
    {
      as: 'creatorA',
    },
  ),
  callCase('uploadDealMedia', 422, 'no file part', onDeal('dealA', { body: unchecked({}) }), {
    as: 'creatorA',
    check: (result) => expect(result.body.errors.file).toEqual(['The file field is required.']),
  }),
  {
    operationId: 'uploadDealMedia',
    status: 413,
    name: 'a file over the limit',
    run: () =>
      withSmallUploads(async (small) => {
        const fx = await createDealFixture(small.database.db, {
          brandId: small.world.brandA.id,
          creatorId: small.world.creatorA.user.id,
        });
        return small.op(
          'uploadDealMedia',
          { path: { id: fx.deal.id }, ...filePart({ filename: 'long.mp4', data: mp4Bytes(8192) }) },
          { as: small.world.creatorA },
        );
      }),
  },
  callCase('uploadDealMedia', 403, 'admins do not deliver content', onDeal('dealA', filePart()), {
    as: 'admin',
  }),
  callCase('uploadDealMedia', 401, 'without a token', () => ({ path: { id: 1 }, ...filePart() })),
]);
