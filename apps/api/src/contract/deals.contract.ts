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
  tasks,
  users,
} from '../db/schema/index';
import {
  brandUserWithoutBrand,
  createDealFixture,
  mp4Bytes,
  multipartBody,
  pngBytes,
  type DealFixture,
} from '../test/deal-fixtures';
import { createTestApp, type CallResult, type TestApp } from '../test/harness';
import { defineContract } from './define';

interface Fixtures {
  /** brandA × creatorA, active, two open tasks. */
  dealA: DealFixture;
  /** brandB × creatorB, active, one open task. */
  dealB: DealFixture;
  /** brandA × creatorA, already completed. */
  dealDone: DealFixture;
  /** brandA × creatorB, active, one task the brand already ticked. */
  dealLast: DealFixture;
}

const cache = new WeakMap<TestApp, Promise<Fixtures>>();

/** Deals made once per server with direct inserts, as accepting an application would. */
function fixtures(t: TestApp): Promise<Fixtures> {
  let made = cache.get(t);
  if (!made) {
    const { brandA, brandB, creatorA, creatorB } = t.world;
    const db = t.database.db;
    made = (async () => ({
      dealA: await createDealFixture(db, {
        brandId: brandA.id,
        creatorId: creatorA.user.id,
        postingDeadline: '2026-07-10',
        endDate: '2026-07-15',
        createdAt: new Date('2026-06-03T10:02:00Z'),
      }),
      dealB: await createDealFixture(db, {
        brandId: brandB.id,
        creatorId: creatorB.user.id,
        proposalName: 'Ride the Poblenou seafront',
        tasks: [{ name: 'Pick up the bike', dueDate: '2026-06-12' }],
        createdAt: new Date('2026-06-04T09:00:00Z'),
      }),
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
      dealLast: await createDealFixture(db, {
        brandId: brandA.id,
        creatorId: creatorB.user.id,
        proposalName: 'Coca de Sant Joan tasting',
        tasks: [{ name: 'Post the coca Reel', dueDate: '2026-06-23', brandCompleted: true }],
        createdAt: new Date('2026-06-10T09:00:00Z'),
      }),
    }))();
    cache.set(t, made);
  }
  return made;
}

const firstTask = (fx: DealFixture) => {
  const task = fx.tasks[0];
  if (!task) throw new Error('fixture deal has no task');
  return task;
};

type Page = { data: { id: number }[]; meta: { total: number } };
const ids = (result: CallResult) => (result.body as Page).data.map((item) => item.id);

async function mediaRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(media).where(eq(media.id, id));
  return row;
}

/** Media stored with a direct insert (no file), for listing and cross-tenant cases. */
async function insertMedia(t: TestApp, brandId: number, uploadedBy: number, dealId: number | null) {
  const [row] = await t.database.db
    .insert(media)
    .values({
      brandId,
      uploadedBy,
      dealId,
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

/** The file on disk behind a stored file's address (a signed link's query dropped). */
const storedFile = (t: TestApp, url: string) =>
  join(t.app.colla.config.storageDir, (url.split('?')[0] ?? '').replace(/^\/storage\//, ''));

export default defineContract('deals', [
  // ---------------------------------------------------------------- listDeals
  {
    operationId: 'listDeals',
    status: 200,
    name: "a brand user sees only their brands' deals, newest first, with task progress",
    async run(t) {
      await fixtures(t);
      return t.call('GET', '/api/deals', { token: t.world.brandUserA.token });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      expect(ids(result)).toEqual([fx.dealLast.deal.id, fx.dealA.deal.id, fx.dealDone.deal.id]);
      expect(ids(result)).not.toContain(fx.dealB.deal.id);
      const body = result.body as {
        data: {
          id: number;
          next_due_date: string | null;
          tasks: unknown[];
          brand: { id: number };
        }[];
      };
      const a = body.data.find((d) => d.id === fx.dealA.deal.id);
      expect(a?.tasks).toHaveLength(2);
      expect(a?.next_due_date).toBe('2026-06-06');
      expect(a?.brand.id).toBe(t.world.brandA.id);
      expect(body.data.find((d) => d.id === fx.dealDone.deal.id)?.next_due_date).toBeNull();
    },
  },
  {
    operationId: 'listDeals',
    status: 200,
    name: 'a creator sees only their own deals',
    async run(t) {
      await fixtures(t);
      return t.call('GET', '/api/deals', { token: t.world.creatorB.token });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      expect(ids(result).sort()).toEqual([fx.dealB.deal.id, fx.dealLast.deal.id].sort());
    },
  },
  {
    operationId: 'listDeals',
    status: 200,
    name: 'an admin sees every deal and can filter by status',
    run: (t) =>
      t.call('GET', '/api/deals', { token: t.world.admin.token, query: { status: 'completed' } }),
    async check(result, t) {
      const fx = await fixtures(t);
      expect(ids(result)).toEqual([fx.dealDone.deal.id]);
      const all = await t.call('GET', '/api/deals', {
        token: t.world.admin.token,
        query: { per_page: 2 },
      });
      expect((all.body as Page).meta.total).toBe(4);
      expect(ids(all)).toHaveLength(2);
    },
  },
  {
    operationId: 'listDeals',
    status: 403,
    name: 'a brand user who manages no brand has no brand area',
    async run(t) {
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.call('GET', '/api/deals', { token: orphan.token });
    },
    check: (result) => expect(result.body).toEqual({ message: 'You do not manage any brand.' }),
  },
  {
    operationId: 'listDeals',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/deals'),
  },
  {
    operationId: 'listDeals',
    status: 422,
    name: 'an unknown status filter',
    run: (t) =>
      t.call('GET', '/api/deals', { token: t.world.creatorA.token, query: { status: 'paused' } }),
  },

  // ---------------------------------------------------------------- getDeal
  {
    operationId: 'getDeal',
    status: 200,
    name: 'the creator reads their deal with tasks, conversation and posting deadline',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('GET', `/api/deals/${fx.dealA.deal.id}`, { token: t.world.creatorA.token });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      const body = result.body as {
        id: number;
        conversation_id: number;
        application_id: number;
        proposal: { posting_deadline: string | null };
        tasks: { id: number; name: string }[];
      };
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
    async run(t) {
      const fx = await fixtures(t);
      return t.call('GET', `/api/deals/${fx.dealB.deal.id}`, { token: t.world.admin.token });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      expect((result.body as { id: number }).id).toBe(fx.dealB.deal.id);
      const brand = await t.call('GET', `/api/deals/${fx.dealB.deal.id}`, {
        token: t.world.brandUserB.token,
      });
      expect(brand.status).toBe(200);
    },
  },
  {
    operationId: 'getDeal',
    status: 404,
    name: "another brand's deal is not found (cross-tenant)",
    async run(t) {
      const fx = await fixtures(t);
      return t.call('GET', `/api/deals/${fx.dealA.deal.id}`, { token: t.world.brandUserB.token });
    },
    check: (result) => expect(JSON.stringify(result.body)).not.toContain('vermut'),
  },
  {
    operationId: 'getDeal',
    status: 404,
    name: "another creator's deal is not found (cross-tenant)",
    async run(t) {
      const fx = await fixtures(t);
      return t.call('GET', `/api/deals/${fx.dealA.deal.id}`, { token: t.world.creatorB.token });
    },
  },
  {
    operationId: 'getDeal',
    status: 404,
    name: 'an unknown deal',
    run: (t) => t.call('GET', '/api/deals/999999', { token: t.world.admin.token }),
  },
  {
    operationId: 'getDeal',
    status: 403,
    name: 'a brand user who manages no brand',
    async run(t) {
      const fx = await fixtures(t);
      const orphan = await brandUserWithoutBrand(t.database.db);
      return t.call('GET', `/api/deals/${fx.dealA.deal.id}`, { token: orphan.token });
    },
  },
  {
    operationId: 'getDeal',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/deals/1'),
  },

  // ---------------------------------------------------------------- updateDealTask
  {
    operationId: 'updateDealTask',
    status: 200,
    name: "the creator ticks only the creator's flag; the brand is notified",
    async run(t) {
      const fx = await fixtures(t);
      return t.call('PATCH', `/api/deals/${fx.dealA.deal.id}/tasks/${firstTask(fx.dealA).id}`, {
        token: t.world.creatorA.token,
        body: { completed: true },
      });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      const body = result.body as {
        creator_completed: boolean;
        brand_completed: boolean;
        creator_completed_at: string | null;
      };
      expect(body.creator_completed).toBe(true);
      expect(body.brand_completed).toBe(false);
      expect(body.creator_completed_at).not.toBeNull();
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, t.world.brandUserA.user.id));
      expect(notes.map((n) => n.type)).toContain('task_completed');
      expect(notes.find((n) => n.type === 'task_completed')?.link).toBe(
        `/app/brand/deals/${fx.dealA.deal.id}`,
      );
      const logs = await t.database.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.action, 'task.completed'));
      expect(logs.map((log) => log.subjectId)).toContain(firstTask(fx.dealA).id);
      // Ticking again keeps the first time.
      const again = await t.call(
        'PATCH',
        `/api/deals/${fx.dealA.deal.id}/tasks/${firstTask(fx.dealA).id}`,
        { token: t.world.creatorA.token, body: { completed: true } },
      );
      expect((again.body as typeof body).creator_completed_at).toBe(body.creator_completed_at);
    },
  },
  {
    operationId: 'updateDealTask',
    status: 200,
    name: 'the brand ticks its flag: the task is done on both sides, the deal stays active',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('PATCH', `/api/deals/${fx.dealA.deal.id}/tasks/${firstTask(fx.dealA).id}`, {
        token: t.world.brandUserA.token,
        body: { completed: true },
      });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      expect(result.body).toMatchObject({ brand_completed: true, creator_completed: true });
      const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, fx.dealA.deal.id));
      expect(deal?.status).toBe('active');
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
  {
    operationId: 'updateDealTask',
    status: 200,
    name: 'unticking clears only the caller’s flag and its time',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('PATCH', `/api/deals/${fx.dealA.deal.id}/tasks/${firstTask(fx.dealA).id}`, {
        token: t.world.brandUserA.token,
        body: { completed: false },
      });
    },
    check: (result) =>
      expect(result.body).toMatchObject({
        brand_completed: false,
        brand_completed_at: null,
        creator_completed: true,
      }),
  },
  {
    operationId: 'updateDealTask',
    status: 200,
    name: 'the last flag of the last task completes the deal',
    async run(t) {
      const fx = await fixtures(t);
      return t.call(
        'PATCH',
        `/api/deals/${fx.dealLast.deal.id}/tasks/${firstTask(fx.dealLast).id}`,
        { token: t.world.creatorB.token, body: { completed: true } },
      );
    },
    async check(result, t) {
      const fx = await fixtures(t);
      expect(result.body).toMatchObject({ brand_completed: true, creator_completed: true });
      const [deal] = await t.database.db
        .select()
        .from(deals)
        .where(eq(deals.id, fx.dealLast.deal.id));
      expect(deal?.status).toBe('completed');
    },
  },
  {
    operationId: 'updateDealTask',
    status: 409,
    name: 'a task of a deal that is no longer active',
    async run(t) {
      const fx = await fixtures(t);
      return t.call(
        'PATCH',
        `/api/deals/${fx.dealDone.deal.id}/tasks/${firstTask(fx.dealDone).id}`,
        { token: t.world.brandUserA.token, body: { completed: false } },
      );
    },
    async check(_result, t) {
      const fx = await fixtures(t);
      const [task] = await t.database.db
        .select()
        .from(tasks)
        .where(eq(tasks.id, firstTask(fx.dealDone).id));
      expect(task?.brandCompleted).toBe(true);
    },
  },
  {
    operationId: 'updateDealTask',
    status: 403,
    name: 'admins are on neither side of a deal',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('PATCH', `/api/deals/${fx.dealA.deal.id}/tasks/${firstTask(fx.dealA).id}`, {
        token: t.world.admin.token,
        body: { completed: true },
      });
    },
  },
  {
    operationId: 'updateDealTask',
    status: 404,
    name: 'a task of another deal',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('PATCH', `/api/deals/${fx.dealA.deal.id}/tasks/${firstTask(fx.dealB).id}`, {
        token: t.world.creatorA.token,
        body: { completed: true },
      });
    },
    async check(_result, t) {
      const fx = await fixtures(t);
      const [task] = await t.database.db
        .select()
        .from(tasks)
        .where(eq(tasks.id, firstTask(fx.dealB).id));
      expect(task?.creatorCompleted).toBe(false);
    },
  },
  {
    operationId: 'updateDealTask',
    status: 404,
    name: "another brand's deal (cross-tenant)",
    async run(t) {
      const fx = await fixtures(t);
      return t.call('PATCH', `/api/deals/${fx.dealB.deal.id}/tasks/${firstTask(fx.dealB).id}`, {
        token: t.world.brandUserA.token,
        body: { completed: true },
      });
    },
    async check(_result, t) {
      const fx = await fixtures(t);
      const [task] = await t.database.db
        .select()
        .from(tasks)
        .where(eq(tasks.id, firstTask(fx.dealB).id));
      expect(task?.brandCompleted).toBe(false);
    },
  },
  {
    operationId: 'updateDealTask',
    status: 404,
    name: 'an unknown deal',
    run: (t) =>
      t.call('PATCH', '/api/deals/999999/tasks/1', {
        token: t.world.creatorA.token,
        body: { completed: true },
      }),
  },
  {
    operationId: 'updateDealTask',
    status: 422,
    name: 'completed must be a boolean',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('PATCH', `/api/deals/${fx.dealA.deal.id}/tasks/${firstTask(fx.dealA).id}`, {
        token: t.world.creatorA.token,
        body: { completed: 'yes', brand_completed: true },
      });
    },
    check: (result) =>
      expect(Object.keys((result.body as { errors: object }).errors).sort()).toEqual([
        'brand_completed',
        'completed',
      ]),
  },
  {
    operationId: 'updateDealTask',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('PATCH', '/api/deals/1/tasks/1', { body: { completed: true } }),
  },

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
      return t.call('GET', '/api/brand/media', { token: brandUserA.token });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      const body = result.body as { data: { id: number; deal_id: number | null }[] };
      const rows = await Promise.all(body.data.map((item) => mediaRow(t, item.id)));
      expect(rows.every((row) => row?.brandId === t.world.brandA.id)).toBe(true);
      expect(body.data).toHaveLength(2);
      const videos = await t.call('GET', '/api/brand/media', {
        token: t.world.brandUserA.token,
        query: { type: 'video' },
      });
      expect((videos.body as { data: { deal_id: number }[] }).data.map((m) => m.deal_id)).toEqual([
        fx.dealA.deal.id,
      ]);
      const byDeal = await t.call('GET', '/api/brand/media', {
        token: t.world.brandUserA.token,
        query: { deal_id: fx.dealA.deal.id },
      });
      expect(ids(byDeal)).toHaveLength(1);
      const foreignDeal = await t.call('GET', '/api/brand/media', {
        token: t.world.brandUserA.token,
        query: { deal_id: fx.dealB.deal.id },
      });
      expect(ids(foreignDeal)).toEqual([]);
    },
  },
  {
    operationId: 'listBrandMedia',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/brand/media'),
  },
  {
    operationId: 'listBrandMedia',
    status: 403,
    name: 'creators have no media library',
    run: (t) => t.call('GET', '/api/brand/media', { token: t.world.creatorA.token }),
  },
  {
    operationId: 'listBrandMedia',
    status: 422,
    name: 'an unknown type filter',
    run: (t) =>
      t.call('GET', '/api/brand/media', {
        token: t.world.brandUserA.token,
        query: { type: 'audio' },
      }),
  },

  // ---------------------------------------------------------------- uploadBrandMedia
  {
    operationId: 'uploadBrandMedia',
    status: 201,
    name: 'a brand user uploads an image to their brand library, typed by its content',
    run: (t) =>
      t.call('POST', '/api/brand/media', {
        token: t.world.brandUserA.token,
        ...multipartBody([
          {
            name: 'file',
            filename: 'terrace-verdi.gif',
            contentType: 'image/gif',
            data: pngBytes(),
          },
        ]),
      }),
    async check(result, t) {
      const body = result.body as {
        id: number;
        url: string;
        mime_type: string;
        original_name: string;
        deal_id: number | null;
      };
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
  {
    operationId: 'uploadBrandMedia',
    status: 201,
    name: "attached to one of the brand's deals (field order does not matter)",
    async run(t) {
      const fx = await fixtures(t);
      return t.call('POST', '/api/brand/media', {
        token: t.world.brandUserA.token,
        ...multipartBody([
          { name: 'file', filename: 'reel.mp4', contentType: 'video/mp4', data: mp4Bytes(512) },
          { name: 'deal_id', data: String(fx.dealA.deal.id) },
        ]),
      });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      expect(result.body).toMatchObject({ type: 'video', mime_type: 'video/mp4' });
      expect((result.body as { deal_id: number }).deal_id).toBe(fx.dealA.deal.id);
    },
  },
  {
    operationId: 'uploadBrandMedia',
    status: 201,
    name: 'an admin uploads to a deal: the file goes to that deal’s brand',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('POST', '/api/brand/media', {
        token: t.world.admin.token,
        ...multipartBody([
          { name: 'deal_id', data: String(fx.dealB.deal.id) },
          { name: 'file', filename: 'bike.png', data: pngBytes() },
        ]),
      });
    },
    async check(result, t) {
      const row = await mediaRow(t, (result.body as { id: number }).id);
      expect(row?.brandId).toBe(t.world.brandB.id);
    },
  },
  {
    operationId: 'uploadBrandMedia',
    status: 201,
    name: 'without a deal, a user managing several brands uploads to the first one',
    async run(t) {
      const db = t.database.db;
      const [brandC] = await db.insert(brands).values({ name: 'Sal de Mar' }).returning();
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
      return t.call('POST', '/api/brand/media', {
        token,
        ...multipartBody([{ name: 'file', filename: 'salt.png', data: pngBytes() }]),
      });
    },
    async check(result, t) {
      const row = await mediaRow(t, (result.body as { id: number }).id);
      expect(row?.brandId).toBe(t.world.brandB.id);
    },
  },
  {
    operationId: 'uploadBrandMedia',
    status: 422,
    name: 'an admin must name the deal',
    run: (t) =>
      t.call('POST', '/api/brand/media', {
        token: t.world.admin.token,
        ...multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes() }]),
      }),
    check: (result) =>
      expect(Object.keys((result.body as { errors: object }).errors)).toEqual(['deal_id']),
  },
  {
    operationId: 'uploadBrandMedia',
    status: 422,
    name: "another brand's deal is an invalid deal_id (cross-tenant)",
    async run(t) {
      const fx = await fixtures(t);
      const brandB = () =>
        t.database.db.select().from(media).where(eq(media.brandId, t.world.brandB.id));
      const before = (await brandB()).length;
      const result = await t.call('POST', '/api/brand/media', {
        token: t.world.brandUserA.token,
        ...multipartBody([
          { name: 'deal_id', data: String(fx.dealB.deal.id) },
          { name: 'file', filename: 'a.png', contentType: 'image/png', data: pngBytes() },
        ]),
      });
      expect(await brandB()).toHaveLength(before);
      return result;
    },
    check: (result) =>
      expect(Object.keys((result.body as { errors: object }).errors)).toEqual(['deal_id']),
  },
  {
    operationId: 'uploadBrandMedia',
    status: 422,
    name: 'a file that is not an image or a video',
    run: (t) =>
      t.call('POST', '/api/brand/media', {
        token: t.world.brandUserA.token,
        ...multipartBody([
          {
            name: 'file',
            filename: 'photo.png',
            contentType: 'image/png',
            data: '<?php echo 1; ?>',
          },
        ]),
      }),
    check: (result) =>
      expect((result.body as { errors: { file: string[] } }).errors.file[0]).toContain('image'),
  },
  {
    operationId: 'uploadBrandMedia',
    status: 422,
    name: 'a JSON body has no file',
    run: (t) =>
      t.call('POST', '/api/brand/media', { token: t.world.brandUserA.token, body: { file: 'x' } }),
    check: (result) =>
      expect(result.body).toEqual({
        message: 'The file field is required.',
        errors: { file: ['The file field is required.'] },
      }),
  },
  {
    operationId: 'uploadBrandMedia',
    status: 422,
    name: 'a multipart body without a file part, with an unknown field',
    run: (t) =>
      t.call('POST', '/api/brand/media', {
        token: t.world.brandUserA.token,
        ...multipartBody([{ name: 'caption', data: 'Terrace' }]),
      }),
    check: (result) =>
      expect(Object.keys((result.body as { errors: object }).errors)).toEqual(['caption']),
  },
  {
    operationId: 'uploadBrandMedia',
    status: 413,
    name: 'an image over the image limit',
    async run() {
      const small = await createTestApp({ uploads: { imageMaxBytes: 1024, videoMaxBytes: 4096 } });
      try {
        return await small.call('POST', '/api/brand/media', {
          token: small.world.brandUserA.token,
          ...multipartBody([{ name: 'file', filename: 'big.png', data: pngBytes(2048) }]),
        });
      } finally {
        await small.close();
      }
    },
  },
  {
    operationId: 'uploadBrandMedia',
    status: 413,
    name: 'a file over the upload limit is cut off while streaming',
    async run() {
      const small = await createTestApp({ uploads: { imageMaxBytes: 1024, videoMaxBytes: 4096 } });
      try {
        const result = await small.call('POST', '/api/brand/media', {
          token: small.world.brandUserA.token,
          ...multipartBody([{ name: 'file', filename: 'long.mp4', data: mp4Bytes(10_000) }]),
        });
        expect(await small.database.db.select().from(media)).toEqual([]);
        return result;
      } finally {
        await small.close();
      }
    },
    check: (result) => expect((result.body as { message: string }).message).toContain('MB'),
  },
  {
    operationId: 'uploadBrandMedia',
    status: 403,
    name: 'creators cannot upload to a brand library',
    run: (t) =>
      t.call('POST', '/api/brand/media', {
        token: t.world.creatorA.token,
        ...multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes() }]),
      }),
  },
  {
    operationId: 'uploadBrandMedia',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.call('POST', '/api/brand/media', {
        ...multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes() }]),
      }),
  },

  // ---------------------------------------------------------------- getBrandMedia
  {
    operationId: 'getBrandMedia',
    status: 200,
    name: "a file of the user's brand",
    async run(t) {
      const row = await insertMedia(t, t.world.brandA.id, t.world.brandUserA.user.id, null);
      return t.call('GET', `/api/brand/media/${row.id}`, { token: t.world.brandUserA.token });
    },
    check: (result) =>
      expect(result.body).toMatchObject({
        original_name: 'terrace.jpg',
        uploaded_by: { name: 'Jordi Ferrer' },
      }),
  },
  {
    operationId: 'getBrandMedia',
    status: 404,
    name: "another brand's file (cross-tenant)",
    async run(t) {
      const row = await insertMedia(t, t.world.brandA.id, t.world.brandUserA.user.id, null);
      return t.call('GET', `/api/brand/media/${row.id}`, { token: t.world.brandUserB.token });
    },
  },
  {
    operationId: 'getBrandMedia',
    status: 404,
    name: 'an unknown file',
    run: (t) => t.call('GET', '/api/brand/media/999999', { token: t.world.admin.token }),
  },
  {
    operationId: 'getBrandMedia',
    status: 403,
    name: 'creators have no media library',
    run: (t) => t.call('GET', '/api/brand/media/1', { token: t.world.creatorA.token }),
  },
  {
    operationId: 'getBrandMedia',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/brand/media/1'),
  },

  // ---------------------------------------------------------------- deleteBrandMedia
  {
    operationId: 'deleteBrandMedia',
    status: 204,
    name: 'deletes the record and its file',
    async run(t) {
      const upload = await t.call('POST', '/api/brand/media', {
        token: t.world.brandUserB.token,
        ...multipartBody([{ name: 'file', filename: 'bike.png', data: pngBytes() }]),
      });
      expect(upload.status).toBe(201);
      const body = upload.body as { id: number; url: string };
      expect(existsSync(storedFile(t, body.url))).toBe(true);
      const result = await t.call('DELETE', `/api/brand/media/${body.id}`, {
        token: t.world.brandUserB.token,
      });
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
      const result = await t.call('DELETE', `/api/brand/media/${row.id}`, {
        token: t.world.brandUserB.token,
      });
      expect(await mediaRow(t, row.id)).toBeDefined();
      return result;
    },
  },
  {
    operationId: 'deleteBrandMedia',
    status: 404,
    name: 'an unknown file',
    run: (t) => t.call('DELETE', '/api/brand/media/999999', { token: t.world.brandUserA.token }),
  },
  {
    operationId: 'deleteBrandMedia',
    status: 403,
    name: 'creators cannot delete library files',
    run: (t) => t.call('DELETE', '/api/brand/media/1', { token: t.world.creatorA.token }),
  },
  {
    operationId: 'deleteBrandMedia',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('DELETE', '/api/brand/media/1'),
  },

  // ---------------------------------------------------------------- uploadDealMedia
  {
    operationId: 'uploadDealMedia',
    status: 201,
    name: "the creator delivers content: it lands in the brand's library",
    async run(t) {
      const fx = await fixtures(t);
      return t.call('POST', `/api/deals/${fx.dealA.deal.id}/media`, {
        token: t.world.creatorA.token,
        ...multipartBody([
          {
            name: 'file',
            filename: 'vermut-reel-final.mp4',
            contentType: 'video/mp4',
            data: mp4Bytes(900),
          },
        ]),
      });
    },
    async check(result, t) {
      const fx = await fixtures(t);
      const body = result.body as { id: number; deal_id: number; uploaded_by: { id: number } };
      expect(body.deal_id).toBe(fx.dealA.deal.id);
      expect(body.uploaded_by.id).toBe(t.world.creatorA.user.id);
      expect((await mediaRow(t, body.id))?.brandId).toBe(t.world.brandA.id);
      const library = await t.call('GET', '/api/brand/media', {
        token: t.world.brandUserA.token,
        query: { deal_id: fx.dealA.deal.id, type: 'video' },
      });
      expect(ids(library)).toContain(body.id);
    },
  },
  {
    operationId: 'uploadDealMedia',
    status: 404,
    name: "another creator's deal (cross-tenant)",
    async run(t) {
      const fx = await fixtures(t);
      return t.call('POST', `/api/deals/${fx.dealA.deal.id}/media`, {
        token: t.world.creatorB.token,
        ...multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes() }]),
      });
    },
  },
  {
    operationId: 'uploadDealMedia',
    status: 404,
    name: 'an unknown deal',
    run: (t) =>
      t.call('POST', '/api/deals/999999/media', {
        token: t.world.creatorA.token,
        ...multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes() }]),
      }),
  },
  {
    operationId: 'uploadDealMedia',
    status: 422,
    name: 'no file part',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('POST', `/api/deals/${fx.dealA.deal.id}/media`, {
        token: t.world.creatorA.token,
        body: {},
      });
    },
    check: (result) =>
      expect((result.body as { errors: { file: string[] } }).errors.file).toEqual([
        'The file field is required.',
      ]),
  },
  {
    operationId: 'uploadDealMedia',
    status: 413,
    name: 'a file over the limit',
    async run() {
      const small = await createTestApp({ uploads: { imageMaxBytes: 1024, videoMaxBytes: 4096 } });
      try {
        const fx = await createDealFixture(small.database.db, {
          brandId: small.world.brandA.id,
          creatorId: small.world.creatorA.user.id,
        });
        return await small.call('POST', `/api/deals/${fx.deal.id}/media`, {
          token: small.world.creatorA.token,
          ...multipartBody([{ name: 'file', filename: 'long.mp4', data: mp4Bytes(8192) }]),
        });
      } finally {
        await small.close();
      }
    },
  },
  {
    operationId: 'uploadDealMedia',
    status: 403,
    name: 'admins do not deliver content',
    async run(t) {
      const fx = await fixtures(t);
      return t.call('POST', `/api/deals/${fx.dealA.deal.id}/media`, {
        token: t.world.admin.token,
        ...multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes() }]),
      });
    },
  },
  {
    operationId: 'uploadDealMedia',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.call('POST', '/api/deals/1/media', {
        ...multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes() }]),
      }),
  },
]);
