import { and, count, eq, sql } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  activityLogs,
  applications,
  deals,
  proposalCategories,
  proposals,
  taskTemplates,
  type ProposalSettingsRow,
} from '../db/schema';
import { unchecked, expectStatus, type ContractApp } from '../test/op';
import { callCase, defineContract, forbiddenFor, unknownId, withoutToken } from './define';
import { badQuery } from './lists';
import { rowsWhere } from '../test/rows';
import { PUBLISHABLE, WEBP_1PX, proposalBody } from '../test/publishable';

// ---- Helpers shared with the applications and dashboards cases ----

export const EMPTY_SETTINGS: Required<ProposalSettingsRow> = {
  age_min: null,
  age_max: null,
  gender: 'any',
  platform: 'any',
  interest: null,
  min_followers: null,
  content_type: 'any',
  content_language: 'any',
  deliverables: null,
  tags: null,
  visual_guidelines: null,
  compensation_type: null,
  submission_timeline: null,
  posting_deadline: null,
  key_message: null,
};

/** The field errors of a publish refused for missing everything it needs. */
const ALL_MISSING = {
  image: ['Add a picture before publishing.'],
  start_date: ['Add a start date before publishing.'],
  end_date: ['Add an end date before publishing.'],
  task_templates: ['Add at least one task before publishing.'],
};

let inserted = 0;

/** Inserts a proposal straight into the database. */
export async function insertProposal(
  t: ContractApp,
  values: {
    brandId: number;
    name?: string;
    status?: 'draft' | 'active' | 'inactive';
    settings?: Partial<ProposalSettingsRow>;
    description?: string;
    endDate?: string | null;
    createdAt?: Date;
    categoryIds?: number[];
    templates?: { name: string; assigneeType: 'brand' | 'creator'; daysToComplete: number }[];
  },
) {
  inserted += 1;
  const name = values.name ?? `Test proposal ${inserted}`;
  const [row] = await t.database.db
    .insert(proposals)
    .values({
      name,
      slug: `test-proposal-${inserted}-${Math.random().toString(36).slice(2, 8)}`,
      secretSlug: `secret-${inserted}-${Math.random().toString(36).slice(2, 12)}`,
      status: values.status ?? 'active',
      brandId: values.brandId,
      description: values.description ?? '',
      endDate: values.endDate ?? null,
      settings: { ...EMPTY_SETTINGS, ...values.settings },
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('proposal not inserted');
  if (values.categoryIds?.length) {
    await t.database.db
      .insert(proposalCategories)
      .values(values.categoryIds.map((categoryId) => ({ proposalId: row.id, categoryId })));
  }
  if (values.templates?.length) {
    await t.database.db.insert(taskTemplates).values(
      values.templates.map((tpl, i) => ({
        proposalId: row.id,
        name: tpl.name,
        assigneeType: tpl.assigneeType,
        daysToComplete: tpl.daysToComplete,
        sortOrder: i,
      })),
    );
  }
  return row;
}

export async function activityCount(t: ContractApp, action: string, subjectId?: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.action, action),
        subjectId === undefined ? undefined : eq(activityLogs.subjectId, subjectId),
      ),
    );
  return row?.n ?? 0;
}

async function proposalCount(t: ContractApp) {
  const [row] = await t.database.db.select({ n: count() }).from(proposals);
  return row?.n ?? 0;
}

function storedFiles(t: ContractApp): string[] {
  const dir = join(t.app.colla.config.storageDir, 'proposals');
  return existsSync(dir) ? readdirSync(dir) : [];
}

const fileOnDisk = (t: ContractApp, path: string) =>
  existsSync(join(t.app.colla.config.storageDir, path.replace(/^\/storage\//, '')));

// ---- State shared by the cases below (they run in order on one server) ----

let fullId = 0;
let fullSlug = '';
let fullSecret = '';
let fullImage = '';
let draftId = 0;
let draftImage = '';
let adminProposalId = 0;

const fullInput = (brandId: number, categoryIds: number[]) =>
  proposalBody(brandId, {
    status: 'active',
    description: 'Spend a Sunday noon on our terrace on Carrer de Verdi.',
    requirements: 'Based in Barcelona, 5,000+ Instagram followers.',
    start_date: '2026-06-01',
    end_date: '2026-07-15',
    settings: {
      age_min: 21,
      age_max: 40,
      platform: 'instagram',
      min_followers: 5000,
      content_language: 'ca',
    },
    usage_rights: { scope: 'paid_ads', months: 6 },
    task_templates: [
      { name: 'Post the Reel', assignee_type: 'creator', days_to_complete: 14, sort_order: 2 },
      { name: 'Book your visit', assignee_type: 'creator', sort_order: 0, days_to_complete: 3 },
      { name: 'Reserve a table', assignee_type: 'brand', days_to_complete: 5, sort_order: 1 },
    ],
    categories: categoryIds,
    image_base64: WEBP_1PX,
  });

export default defineContract('proposals', [
  // ---------------- createBrandProposal ----------------
  callCase(
    'createBrandProposal',
    201,
    'a brand user creates a full proposal for their brand',
    (t) => ({ body: fullInput(t.world.brandA.id, [t.world.food.id, t.world.sports.id]) }),
    {
      as: 'brandUserA',
      check: async (res, t) => {
        const p = res.body;
        fullId = p.id;
        fullSlug = p.slug;
        fullSecret = p.secret_slug;
        fullImage = p.image ?? '';
        expect(p.slug).toBe('summer-vermut-tasting-in-gracia');
        expect(p.secret_slug.length).toBeGreaterThanOrEqual(24);
        expect(p.status).toBe('active');
        expect(p.user?.id).toBe(t.world.brandUserA.user.id);
        // Every settings key is present; missing ones are null or 'any'.
        expect(p.settings).toEqual({
          ...EMPTY_SETTINGS,
          age_min: 21,
          age_max: 40,
          platform: 'instagram',
          min_followers: 5000,
          content_language: 'ca',
        });
        expect(p.usage_rights).toEqual({ scope: 'paid_ads', months: 6 });
        expect(p.task_templates.map((x) => [x.name, x.days_to_complete, x.sort_order])).toEqual([
          ['Book your visit', 3, 0],
          ['Reserve a table', 5, 1],
          ['Post the Reel', 14, 2],
        ]);
        expect(p.categories.map((c) => c.id).sort()).toEqual(
          [t.world.food.id, t.world.sports.id].sort(),
        );
        expect(p.image).toMatch(/^\/storage\/proposals\/[\w-]+\.webp$/);
        expect(fileOnDisk(t, fullImage)).toBe(true);
        expect(await activityCount(t, 'proposal.created', p.id)).toBe(1);
      },
    },
  ),
  callCase(
    'createBrandProposal',
    201,
    'a minimal draft: its slug gets -2 on a clash, templates default to 7 days',
    (t) => ({
      body: {
        ...proposalBody(t.world.brandA.id),
        task_templates: [{ name: 'Visit', assignee_type: 'creator', sort_order: 0 }],
      },
    }),
    {
      as: 'brandUserA',
      check: async (res) => {
        const p = res.body;
        draftId = p.id;
        expect(p.status).toBe('draft');
        expect(p.slug).toBe('summer-vermut-tasting-in-gracia-2');
        expect(p.image).toBeNull();
        expect(p.task_templates[0]?.days_to_complete).toBe(7);
        expect(p.settings).toEqual(EMPTY_SETTINGS);
        // Without usage rights: own channels for 12 months.
        expect(p.usage_rights).toEqual({ scope: 'own_channels', months: 12 });
      },
    },
  ),
  {
    operationId: 'createBrandProposal',
    status: 422,
    name: "another brand's id is invalid and nothing is written",
    run: async (t) => {
      const before = await proposalCount(t);
      const res = await t.op(
        'createBrandProposal',
        { body: proposalBody(t.world.brandB.id, { image_base64: WEBP_1PX }) },
        { as: 'brandUserA' },
      );
      expect(await proposalCount(t)).toBe(before);
      return res;
    },
    check: (res) => {
      expect(res.body.errors).toEqual({ brand_id: ['The selected brand id is invalid.'] });
    },
  },
  callCase(
    'createBrandProposal',
    422,
    'end date before start date, age min above age max, unknown category: all reported',
    (t) => ({
      body: proposalBody(t.world.brandA.id, {
        start_date: '2026-07-01',
        end_date: '2026-06-01',
        settings: { age_min: 40, age_max: 21 },
        categories: [999999],
      }),
    }),
    {
      as: 'brandUserA',
      check: (res) => {
        const errors = res.body.errors;
        expect(Object.keys(errors).sort()).toEqual(['categories', 'end_date', 'settings.age_max']);
      },
    },
  ),
  callCase(
    'createBrandProposal',
    422,
    'negative ages, days to complete below 1, an unknown language, usage rights and unknown fields fail the schema',
    (t) => ({
      body: unchecked({
        ...proposalBody(t.world.brandA.id, {
          task_templates: [
            { name: 'Visit', assignee_type: 'creator', days_to_complete: 0, sort_order: 0 },
          ],
        }),
        settings: { age_min: -1, min_followers: -5, content_language: 'fr' },
        usage_rights: { scope: 'billboards', months: 24 },
        secret_slug: 'mine',
      }),
    }),
    {
      as: 'brandUserA',
      check: (res) => {
        const errors = res.body.errors;
        expect(errors).toHaveProperty(['settings.age_min']);
        expect(errors).toHaveProperty(['settings.min_followers']);
        expect(errors).toHaveProperty(['settings.content_language']);
        expect(errors).toHaveProperty(['task_templates.0.days_to_complete']);
        expect(errors).toHaveProperty(['secret_slug']);
        expect(errors).toHaveProperty(['usage_rights.scope']);
        expect(errors).toHaveProperty(['usage_rights.months']);
      },
    },
  ),
  callCase(
    'createBrandProposal',
    422,
    'a task due more than ten years after acceptance is refused',
    (t) => ({
      body: proposalBody(t.world.brandA.id, {
        task_templates: [
          {
            name: 'Visit',
            assignee_type: 'creator',
            days_to_complete: 99999999,
            sort_order: 0,
          },
        ],
      }),
    }),
    {
      as: 'brandUserA',
      check: (res) => {
        const errors = res.body.errors;
        expect(Object.keys(errors)).toEqual(['task_templates.0.days_to_complete']);
      },
    },
  ),
  {
    operationId: 'createBrandProposal',
    status: 422,
    name: 'an image that is not an image is refused and no file is kept',
    run: async (t) => {
      const before = storedFiles(t).length;
      const res = await t.op(
        'createBrandProposal',
        {
          body: proposalBody(t.world.brandA.id, {
            image_base64: Buffer.from('<?php echo "hi"; ?>').toString('base64'),
          }),
        },
        { as: 'brandUserA' },
      );
      expect(storedFiles(t).length).toBe(before);
      return res;
    },
    check: (res) => {
      expect(res.body.errors.image_base64?.[0]).toMatch(/image/);
    },
  },
  {
    operationId: 'createBrandProposal',
    status: 422,
    name: 'an image over the size limit is a 422 (the spec declares no 413 here)',
    run: async (t) => {
      const uploads = t.app.colla.config.uploads;
      const limit = uploads.imageMaxBytes;
      uploads.imageMaxBytes = 200;
      try {
        const png = Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(400),
        ]);
        return await t.op(
          'createBrandProposal',
          { body: proposalBody(t.world.brandA.id, { image_base64: png.toString('base64') }) },
          { as: 'brandUserA' },
        );
      } finally {
        uploads.imageMaxBytes = limit;
      }
    },
    check: (res) => {
      expect(res.body.errors.image_base64).toBeDefined();
    },
  },
  {
    operationId: 'createBrandProposal',
    status: 422,
    name: 'publishing without a picture, dates or a task: each is named and nothing is written',
    run: async (t) => {
      const before = await proposalCount(t);
      const res = await t.op(
        'createBrandProposal',
        { body: proposalBody(t.world.brandA.id, { status: 'active' }) },
        { as: 'brandUserA' },
      );
      expect(await proposalCount(t)).toBe(before);
      return res;
    },
    check: (res) => expect(res.body.errors).toEqual(ALL_MISSING),
  },
  callCase(
    'createBrandProposal',
    422,
    'publishing with only the end date missing names only the end date',
    (t) => ({
      body: proposalBody(t.world.brandA.id, { status: 'active', ...PUBLISHABLE, end_date: null }),
    }),
    {
      as: 'brandUserA',
      check: (res) => expect(res.body.errors).toEqual({ end_date: [ALL_MISSING.end_date[0]] }),
    },
  ),
  withoutToken('createBrandProposal', (t) => ({ body: proposalBody(t.world.brandA.id) })),
  ...forbiddenFor(
    'createBrandProposal',
    ['creatorA'],
    (t) => ({ body: proposalBody(t.world.brandA.id) }),
    { name: 'a creator cannot create proposals' },
  ),

  // ---------------- getBrandProposal ----------------
  {
    operationId: 'getBrandProposal',
    status: 200,
    name: 'the brand user sees their proposal with its applications',
    run: async (t) => {
      await t.database.db
        .insert(applications)
        .values({ proposalId: fullId, creatorId: t.world.creatorA.user.id, message: 'Hola!' });
      return t.op('getBrandProposal', { path: { id: fullId } }, { as: 'brandUserA' });
    },
    check: (res, t) => {
      const p = res.body;
      expect(p.id).toBe(fullId);
      expect(p.applications_count).toBe(1);
      expect(p.applications?.map((a) => a.creator.id)).toEqual([t.world.creatorA.user.id]);
    },
  },
  callCase(
    'getBrandProposal',
    404,
    "another brand's proposal is not found",
    () => ({ path: { id: fullId } }),
    { as: 'brandUserB', check: (res) => expect(res.text).not.toContain('vermut') },
  ),
  unknownId('getBrandProposal', 'brandUserA'),
  withoutToken('getBrandProposal', { path: { id: 1 } }),
  ...forbiddenFor('getBrandProposal', ['admin'], () => ({ path: { id: fullId } }), {
    name: 'an admin uses the admin route',
  }),

  // ---------------- updateBrandProposal ----------------
  callCase(
    'updateBrandProposal',
    200,
    'replaces fields, templates and the image (the old file is removed), keeps categories when omitted',
    (t) => ({
      path: { id: fullId },
      body: proposalBody(t.world.brandA.id, {
        name: 'Autumn vermut tasting in Gràcia',
        status: 'active',
        remove_image: true,
        image_base64: WEBP_1PX,
        start_date: '2026-09-01',
        end_date: '2026-10-15',
        settings: { gender: 'woman' },
        task_templates: [
          { name: 'Only task', assignee_type: 'creator', days_to_complete: 2, sort_order: 0 },
        ],
      }),
    }),
    {
      as: 'brandUserA',
      check: async (res, t) => {
        const p = res.body;
        expect(p.name).toBe('Autumn vermut tasting in Gràcia');
        // An active proposal keeps its public slug (shared links keep working).
        expect(p.slug).toBe(fullSlug);
        expect(p.secret_slug).toBe(fullSecret);
        expect(p.image).not.toBeNull();
        expect(p.image).not.toBe(fullImage);
        expect(fileOnDisk(t, fullImage)).toBe(false);
        expect(p.settings).toEqual({ ...EMPTY_SETTINGS, gender: 'woman' });
        // Omitted usage rights stay as stored.
        expect(p.usage_rights).toEqual({ scope: 'paid_ads', months: 6 });
        expect(p.task_templates.map((x) => x.name)).toEqual(['Only task']);
        const rows = await rowsWhere(t, taskTemplates, taskTemplates.proposalId, fullId);
        expect(rows).toHaveLength(1);
        expect(p.categories).toHaveLength(2);
        expect(await activityCount(t, 'proposal.updated', fullId)).toBe(1);
      },
    },
  ),
  callCase(
    'updateBrandProposal',
    200,
    'renaming a draft moves its slug to the new name; a new image is stored',
    (t) => ({
      path: { id: draftId },
      body: proposalBody(t.world.brandA.id, {
        name: 'Sourdough mornings',
        image_base64: WEBP_1PX,
      }),
    }),
    {
      as: 'brandUserA',
      check: (res, t) => {
        const p = res.body;
        draftImage = p.image ?? '';
        expect(p.slug).toBe('sourdough-mornings');
        expect(p.image).not.toBeNull();
        expect(fileOnDisk(t, p.image ?? '')).toBe(true);
        // Templates were not sent: the stored ones are kept.
        expect(p.task_templates.map((x) => x.name)).toEqual(['Visit']);
      },
    },
  ),
  callCase(
    'updateBrandProposal',
    422,
    "moving a proposal to another brand's id is invalid; nothing changes",
    (t) => ({ path: { id: fullId }, body: proposalBody(t.world.brandB.id, { name: 'Hijacked' }) }),
    {
      as: 'brandUserA',
      check: async (res, t) => {
        expect(res.body.errors).toEqual({ brand_id: ['The selected brand id is invalid.'] });
        const [row] = await rowsWhere(t, proposals, proposals.id, fullId);
        expect(row?.name).toBe('Autumn vermut tasting in Gràcia');
        expect(row?.brandId).toBe(t.world.brandA.id);
      },
    },
  ),
  callCase(
    'updateBrandProposal',
    404,
    "another brand's user cannot update it",
    (t) => ({ path: { id: fullId }, body: proposalBody(t.world.brandB.id, { name: 'Hijacked' }) }),
    {
      as: 'brandUserB',
      check: async (_res, t) => {
        const [row] = await rowsWhere(t, proposals, proposals.id, fullId);
        expect(row?.name).toBe('Autumn vermut tasting in Gràcia');
      },
    },
  ),
  callCase(
    'updateBrandProposal',
    422,
    'publishing a draft reads its kept picture and task: only the dates are missing',
    (t) => ({
      path: { id: draftId },
      body: proposalBody(t.world.brandA.id, { name: 'Sourdough mornings', status: 'active' }),
    }),
    {
      as: 'brandUserA',
      check: async (res, t) => {
        expect(res.body.errors).toEqual({
          start_date: ALL_MISSING.start_date,
          end_date: ALL_MISSING.end_date,
        });
        const [row] = await rowsWhere(t, proposals, proposals.id, draftId);
        expect(row?.status).toBe('draft');
      },
    },
  ),
  callCase(
    'updateBrandProposal',
    422,
    'removing the picture of an active proposal is refused',
    (t) => ({
      path: { id: fullId },
      body: proposalBody(t.world.brandA.id, {
        name: 'Autumn vermut tasting in Gràcia',
        status: 'active',
        start_date: '2026-09-01',
        end_date: '2026-10-15',
        remove_image: true,
      }),
    }),
    {
      as: 'brandUserA',
      check: (res) => expect(res.body.errors).toEqual({ image: ALL_MISSING.image }),
    },
  ),
  withoutToken('updateBrandProposal', (t) => ({
    path: { id: fullId },
    body: proposalBody(t.world.brandA.id),
  })),
  ...forbiddenFor(
    'updateBrandProposal',
    ['creatorA'],
    (t) => ({ path: { id: fullId }, body: proposalBody(t.world.brandA.id) }),
    { name: 'a creator' },
  ),

  // ---------------- listBrandProposals ----------------
  callCase(
    'listBrandProposals',
    200,
    "brand A sees only its brand's proposals, newest first, with counts",
    {},
    {
      as: 'brandUserA',
      check: (res) => {
        const page = res.body;
        expect(page.data.map((p) => p.id)).toEqual([draftId, fullId]);
        expect(page.meta.total).toBe(2);
        expect(page.data[1]?.pending_applications_count).toBe(1);
      },
    },
  ),
  {
    operationId: 'listBrandProposals',
    status: 200,
    name: "brand B does not see brand A's proposals; status and search filter",
    run: async (t) => {
      await insertProposal(t, {
        brandId: t.world.brandB.id,
        name: 'Sunset rides',
        status: 'active',
      });
      await insertProposal(t, {
        brandId: t.world.brandB.id,
        name: 'Winter rides',
        status: 'draft',
      });
      return t.op(
        'listBrandProposals',
        { query: { status: 'active', search: 'RIDES' } },
        { as: 'brandUserB' },
      );
    },
    check: (res) => {
      const page = res.body;
      expect(page.data.map((p) => p.name)).toEqual(['Sunset rides']);
    },
  },
  withoutToken('listBrandProposals'),
  ...forbiddenFor('listBrandProposals', ['creatorA'], {}, { name: 'a creator' }),
  badQuery('listBrandProposals', 'brandUserA', 'an unknown status filter', { status: 'archived' }),

  // ---------------- Admin ----------------
  callCase(
    'createAdminProposal',
    201,
    'an admin creates a proposal for any brand',
    (t) => ({
      body: proposalBody(t.world.brandB.id, {
        name: 'Bike tour of Poblenou',
        status: 'active',
        ...PUBLISHABLE,
      }),
    }),
    {
      as: 'admin',
      check: (res, t) => {
        const p = res.body;
        adminProposalId = p.id;
        expect(p.brand_id).toBe(t.world.brandB.id);
        expect(p.user?.id).toBe(t.world.admin.user.id);
      },
    },
  ),
  callCase('createAdminProposal', 422, 'an unknown brand', () => ({ body: proposalBody(999999) }), {
    as: 'admin',
    check: (res) =>
      expect(res.body.errors).toEqual({ brand_id: ['The selected brand id is invalid.'] }),
  }),
  callCase(
    'createAdminProposal',
    422,
    'an admin publishing without a picture, dates or a task is refused too',
    (t) => ({ body: proposalBody(t.world.brandA.id, { status: 'active' }) }),
    { as: 'admin', check: (res) => expect(res.body.errors).toEqual(ALL_MISSING) },
  ),
  withoutToken('createAdminProposal', (t) => ({ body: proposalBody(t.world.brandA.id) })),
  ...forbiddenFor(
    'createAdminProposal',
    ['brandUserA'],
    (t) => ({ body: proposalBody(t.world.brandA.id) }),
    { name: 'a brand user' },
  ),
  callCase(
    'listAdminProposals',
    200,
    'every brand, filtered by brand and status',
    (t) => ({ query: { brand_id: t.world.brandB.id, status: 'active', per_page: 1 } }),
    {
      as: 'admin',
      check: (res) => {
        const page = res.body;
        expect(page.data.map((p) => p.name)).toEqual(['Bike tour of Poblenou']);
        expect(page.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
      },
    },
  ),
  callCase(
    'listAdminProposals',
    200,
    'search matches names case-insensitively across brands',
    { query: { search: 'gràcia' } },
    {
      as: 'admin',
      check: (res) => {
        const page = res.body;
        expect(page.data.map((p) => p.id)).toEqual([fullId]);
      },
    },
  ),
  withoutToken('listAdminProposals'),
  ...forbiddenFor('listAdminProposals', ['brandUserA'], {}, { name: 'a brand user' }),
  badQuery('listAdminProposals', 'admin', 'per_page above 100', { per_page: 500 }),
  callCase(
    'getAdminProposal',
    200,
    'any proposal with its applications',
    () => ({ path: { id: fullId } }),
    { as: 'admin', check: (res) => expect(res.body.applications).toHaveLength(1) },
  ),
  unknownId('getAdminProposal', 'admin'),
  withoutToken('getAdminProposal', { path: { id: 1 } }),
  ...forbiddenFor('getAdminProposal', ['brandUserA'], () => ({ path: { id: fullId } }), {
    name: 'a brand user, even for their own proposal',
  }),
  callCase(
    'updateAdminProposal',
    200,
    'an admin moves a proposal to another brand and replaces its categories',
    (t) => ({
      path: { id: adminProposalId },
      body: proposalBody(t.world.brandA.id, {
        name: 'Bike tour of Poblenou',
        status: 'inactive',
        categories: [t.world.sports.id],
      }),
    }),
    {
      as: 'admin',
      check: (res, t) => {
        const p = res.body;
        expect(p.brand_id).toBe(t.world.brandA.id);
        expect(p.status).toBe('inactive');
        expect(p.categories.map((c) => c.id)).toEqual([t.world.sports.id]);
      },
    },
  ),
  callCase(
    'updateAdminProposal',
    404,
    'an unknown id',
    (t) => ({ path: { id: 999999 }, body: proposalBody(t.world.brandA.id) }),
    { as: 'admin' },
  ),
  callCase(
    'updateAdminProposal',
    422,
    'a missing name',
    (t) => ({
      path: { id: adminProposalId },
      body: { ...proposalBody(t.world.brandA.id), name: undefined },
    }),
    { as: 'admin', check: (res) => expect(res.body.errors).toHaveProperty('name') },
  ),
  callCase(
    'updateAdminProposal',
    422,
    'an admin making a proposal active without its dates: both named, nothing changes',
    (t) => ({
      path: { id: adminProposalId },
      body: proposalBody(t.world.brandA.id, { name: 'Bike tour of Poblenou', status: 'active' }),
    }),
    {
      as: 'admin',
      check: async (res, t) => {
        expect(res.body.errors).toEqual({
          start_date: ALL_MISSING.start_date,
          end_date: ALL_MISSING.end_date,
        });
        const [row] = await rowsWhere(t, proposals, proposals.id, adminProposalId);
        expect(row?.status).toBe('inactive');
      },
    },
  ),
  withoutToken('updateAdminProposal', (t) => ({
    path: { id: adminProposalId },
    body: proposalBody(t.world.brandA.id),
  })),
  ...forbiddenFor(
    'updateAdminProposal',
    ['brandUserA'],
    (t) => ({ path: { id: adminProposalId }, body: proposalBody(t.world.brandA.id) }),
    { name: 'a brand user' },
  ),

  // ---------------- Public and secret links ----------------
  callCase(
    'getPublicProposal',
    200,
    'an active proposal by its slug, without secret fields',
    () => ({ path: { slug: fullSlug } }),
    {
      check: (res) => {
        const p = res.body;
        expect(p.status).toBe('active');
        expect(p.usage_rights).toEqual({ scope: 'paid_ads', months: 6 });
        expect(p).not.toHaveProperty('secret_slug');
        expect(p).not.toHaveProperty('task_templates');
        expect(res.text).not.toContain(fullSecret);
      },
    },
  ),
  {
    operationId: 'getPublicProposal',
    status: 200,
    name: 'an inactive proposal is public too, shown as inactive',
    run: async (t) => {
      const [row] = await rowsWhere(t, proposals, proposals.id, adminProposalId);
      return t.op('getPublicProposal', { path: { slug: row?.slug ?? '' } });
    },
    check: (res) => expect(res.body.status).toBe('inactive'),
  },
  callCase('getPublicProposal', 404, 'a draft is not public', {
    path: { slug: 'sourdough-mornings' },
  }),
  callCase('getPublicProposal', 404, 'an unknown slug', { path: { slug: 'no-such-proposal' } }),
  {
    operationId: 'getProposalBySecretSlug',
    status: 200,
    name: 'any signed-in user holding the secret link reads even a draft',
    run: async (t) => {
      const [row] = await rowsWhere(t, proposals, proposals.id, draftId);
      return t.op(
        'getProposalBySecretSlug',
        { path: { secret_slug: row?.secretSlug ?? '' } },
        { as: 'creatorB' },
      );
    },
    check: (res) => {
      const p = res.body;
      expect(p.id).toBe(draftId);
      expect(p.status).toBe('draft');
    },
  },
  callCase(
    'getProposalBySecretSlug',
    404,
    'an unknown secret (the public slug is not the secret)',
    () => ({ path: { secret_slug: fullSlug } }),
    { as: 'creatorB' },
  ),
  withoutToken('getProposalBySecretSlug', () => ({ path: { secret_slug: fullSecret } })),

  // ---------------- Creator browse ----------------
  callCase(
    'listCreatorProposals',
    200,
    'only active proposals, with my application',
    { query: { per_page: 100 } },
    {
      as: 'creatorA',
      check: (res, t) => {
        const page = res.body;
        expect(page.data.every((p) => p.status === 'active')).toBe(true);
        expect(page.data.map((p) => p.id)).not.toContain(draftId);
        expect(page.data.map((p) => p.id)).not.toContain(adminProposalId);
        const mine = page.data.find((p) => p.id === fullId);
        expect(mine?.my_application?.creator.id).toBe(t.world.creatorA.user.id);
      },
    },
  ),
  {
    operationId: 'listCreatorProposals',
    status: 200,
    name: 'platform, content type, category, brand, search and sort filters',
    run: async (t) => {
      const b = t.world.brandB.id;
      const ids = {
        tiktok: await insertProposal(t, {
          brandId: b,
          name: 'Zeta TikTok only',
          settings: { platform: 'tiktok', content_type: 'video' },
          endDate: '2026-09-01',
          categoryIds: [t.world.sports.id],
        }),
        both: await insertProposal(t, {
          brandId: b,
          name: 'Alpha both platforms',
          settings: { platform: 'both', content_type: 'pictures' },
          endDate: '2026-08-01',
          description: 'Ride along the SEAFRONT at dusk',
        }),
      };
      const call = (query: Record<string, string | number>) =>
        t.op('listCreatorProposals', { query }, { as: 'creatorA' });
      const names = async (query: Record<string, string | number>) =>
        expectStatus(await call(query), 200).body.data.map((p) => p.name);
      expect(await names({ brand_id: b, platform: 'tiktok', sort: 'name' })).toEqual([
        'Alpha both platforms',
        'Sunset rides',
        'Zeta TikTok only',
      ]);
      expect(await names({ brand_id: b, platform: 'instagram', sort: 'name' })).toEqual([
        'Alpha both platforms',
        'Sunset rides',
      ]);
      expect(await names({ brand_id: b, content_type: 'video' })).toEqual([
        'Zeta TikTok only',
        'Sunset rides',
      ]);
      expect(await names({ category_id: t.world.sports.id, brand_id: b })).toEqual([
        'Zeta TikTok only',
      ]);
      expect(await names({ search: 'seafront' })).toEqual(['Alpha both platforms']);
      expect(await names({ brand_id: b, sort: 'ending_soon' })).toEqual([
        'Alpha both platforms',
        'Zeta TikTok only',
        'Sunset rides',
      ]);
      void ids;
      return call({ brand_id: b });
    },
  },
  {
    operationId: 'listCreatorProposals',
    status: 200,
    name: 'the content language filter: that language or any (also settings stored before it)',
    run: async (t) => {
      const b = t.world.brandB.id;
      await insertProposal(t, {
        brandId: b,
        name: 'Lingo in Catalan',
        settings: { content_language: 'ca' },
      });
      await insertProposal(t, {
        brandId: b,
        name: 'Lingo in Spanish',
        settings: { content_language: 'es' },
      });
      await insertProposal(t, { brandId: b, name: 'Lingo in any language' });
      const legacy = await insertProposal(t, { brandId: b, name: 'Lingo stored before languages' });
      await t.database.db
        .update(proposals)
        .set({ settings: sql`${proposals.settings} - 'content_language'` })
        .where(eq(proposals.id, legacy.id));
      const call = (query: Record<string, string | number>) =>
        t.op('listCreatorProposals', { query }, { as: 'creatorA' });
      const names = async (query: Record<string, string | number>) =>
        expectStatus(await call(query), 200).body.data.map((p) => p.name);
      // Only this case's proposals (the brand has others from earlier cases).
      const sorted = { brand_id: b, search: 'lingo', sort: 'name' };
      expect(await names({ ...sorted, content_language: 'ca' })).toEqual([
        'Lingo in any language',
        'Lingo in Catalan',
        'Lingo stored before languages',
      ]);
      expect(await names({ ...sorted, content_language: 'en' })).toEqual([
        'Lingo in any language',
        'Lingo stored before languages',
      ]);
      const all = expectStatus(await call(sorted), 200).body.data;
      expect(
        all.find((p) => p.name === 'Lingo stored before languages')?.settings.content_language,
      ).toBe('any');
      expect(all.find((p) => p.name === 'Lingo in Spanish')?.settings.content_language).toBe('es');
      return call({ ...sorted, content_language: 'es' });
    },
  },
  badQuery('listCreatorProposals', 'creatorA', 'a language Colla does not speak', {
    content_language: 'fr',
  }),
  badQuery('listCreatorProposals', 'creatorA', 'ids beyond the integer range', {
    brand_id: 99999999999,
    category_id: 99999999999,
  }),
  withoutToken('listCreatorProposals'),
  ...forbiddenFor('listCreatorProposals', ['brandUserA'], {}, { name: 'a brand user' }),
  badQuery('listCreatorProposals', 'creatorA', 'an unknown sort', { sort: 'random' }),
  callCase(
    'getCreatorProposal',
    200,
    'an active proposal with my application',
    () => ({ path: { id: fullId } }),
    {
      as: 'creatorA',
      check: (res, t) => {
        const p = res.body;
        expect(p.my_application?.creator.id).toBe(t.world.creatorA.user.id);
        expect(res.text).not.toContain(fullSecret);
        // What the creator will be asked to do, before deciding to apply (an earlier update case
        // replaced the three templates with one).
        expect(p.task_templates.map((x) => [x.name, x.assignee_type, x.days_to_complete])).toEqual([
          ['Only task', 'creator', 2],
        ]);
      },
    },
  ),
  callCase(
    'getCreatorProposal',
    200,
    "another creator sees it without anyone else's application",
    () => ({ path: { id: fullId } }),
    {
      as: 'creatorB',
      check: (res) => {
        expect(res.body.my_application).toBeNull();
        expect(res.text).not.toContain('laia.puig@example.com');
      },
    },
  ),
  callCase(
    'getCreatorProposal',
    404,
    'a draft is not visible to creators',
    () => ({ path: { id: draftId } }),
    { as: 'creatorA' },
  ),
  callCase(
    'getCreatorProposal',
    404,
    'an inactive proposal the creator did not apply to',
    () => ({ path: { id: adminProposalId } }),
    { as: 'creatorA' },
  ),
  {
    operationId: 'getCreatorProposal',
    status: 200,
    name: 'an inactive proposal the creator applied to stays visible with the application',
    run: async (t) => {
      await t.database.db
        .insert(applications)
        .values({ proposalId: adminProposalId, creatorId: t.world.creatorB.user.id });
      return t.op('getCreatorProposal', { path: { id: adminProposalId } }, { as: 'creatorB' });
    },
    check: (res, t) => {
      const p = res.body;
      expect(p.status).toBe('inactive');
      expect(p.my_application?.creator.id).toBe(t.world.creatorB.user.id);
    },
  },
  withoutToken('getCreatorProposal', { path: { id: 1 } }),
  ...forbiddenFor('getCreatorProposal', ['brandUserA'], () => ({ path: { id: fullId } }), {
    name: 'a brand user',
  }),

  // ---------------- deleteAdminProposal ----------------
  unknownId('deleteAdminProposal', 'admin'),
  withoutToken('deleteAdminProposal', () => ({ path: { id: draftId } })),
  callCase(
    'deleteAdminProposal',
    403,
    'a brand user cannot delete, even their own',
    () => ({ path: { id: draftId } }),
    {
      as: 'brandUserA',
      check: async (_res, t) => {
        const rows = await rowsWhere(t, proposals, proposals.id, draftId);
        expect(rows).toHaveLength(1);
      },
    },
  ),
  {
    operationId: 'deleteAdminProposal',
    status: 204,
    name: 'without deals: the proposal, its templates, applications and image are gone',
    run: async (t) => {
      await t.database.db
        .insert(applications)
        .values({ proposalId: draftId, creatorId: t.world.creatorB.user.id });
      return t.op('deleteAdminProposal', { path: { id: draftId } }, { as: 'admin' });
    },
    check: async (_res, t) => {
      const db = t.database.db;
      expect(await db.select().from(proposals).where(eq(proposals.id, draftId))).toHaveLength(0);
      expect(
        await db.select().from(taskTemplates).where(eq(taskTemplates.proposalId, draftId)),
      ).toHaveLength(0);
      expect(
        await db.select().from(applications).where(eq(applications.proposalId, draftId)),
      ).toHaveLength(0);
      expect(await activityCount(t, 'proposal.deleted', draftId)).toBe(1);
      expect(fileOnDisk(t, draftImage)).toBe(false);
    },
  },
  {
    operationId: 'deleteAdminProposal',
    status: 204,
    name: 'with a deal: the deal keeps its proposal, which disappears from every lookup',
    run: async (t) => {
      const db = t.database.db;
      const [accepted] = await db
        .select()
        .from(applications)
        .where(eq(applications.proposalId, fullId));
      if (!accepted) throw new Error('no application');
      const accept = await t.op(
        'updateApplicationStatus',
        { path: { id: accepted.id }, body: { status: 'accepted' } },
        { as: 'brandUserA' },
      );
      expect(accept.status).toBe(200);
      await db
        .insert(applications)
        .values({ proposalId: fullId, creatorId: t.world.creatorB.user.id });
      return t.op('deleteAdminProposal', { path: { id: fullId } }, { as: 'admin' });
    },
    check: async (_res, t) => {
      const db = t.database.db;
      const dealRows = await db.select().from(deals).where(eq(deals.proposalId, fullId));
      expect(dealRows).toHaveLength(1);
      const apps = await db.select().from(applications).where(eq(applications.proposalId, fullId));
      expect(apps.map((a) => a.status)).toEqual(['accepted']);
      // Gone from every read, whoever asks.
      const reads = {
        getAdminProposal: () => t.op('getAdminProposal', { path: { id: fullId } }, { as: 'admin' }),
        getBrandProposal: () =>
          t.op('getBrandProposal', { path: { id: fullId } }, { as: 'brandUserA' }),
        getCreatorProposal: () =>
          t.op('getCreatorProposal', { path: { id: fullId } }, { as: 'creatorA' }),
        getPublicProposal: () => t.op('getPublicProposal', { path: { slug: fullSlug } }),
        getProposalBySecretSlug: () =>
          t.op(
            'getProposalBySecretSlug',
            { path: { secret_slug: fullSecret } },
            { as: 'creatorA' },
          ),
      };
      for (const [operationId, read] of Object.entries(reads)) {
        expect((await read()).status, operationId).toBe(404);
      }
      const list = await t.op('listBrandProposals', {}, { as: 'brandUserA' });
      expect(expectStatus(list, 200).body.data.map((p) => p.id)).not.toContain(fullId);
    },
  },
]);
