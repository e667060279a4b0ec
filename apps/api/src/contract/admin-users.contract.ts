import { and, eq, isNull } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { impersonationToken, insertUser, userById } from '../test/auth';
import { sha256 } from '../auth/secrets';
import {
  activityLogs,
  apiTokens,
  applications,
  deals,
  proposals,
  tasks,
  type ProposalSettingsRow,
} from '../db/schema/index';
import { unchecked, expectStatus, type ContractApp, type Answer } from '../test/op';
import { TEST_PASSWORD } from '../test/world';
import { defineContract, type ContractCase, forbiddenFor } from './define';

const names = (r: Answer<'listAdminUsers', 200>) => r.body.data.map((u) => u.name);

const state = {
  dealA: 0,
  applicationA: 0,
  proposalA: 0,
  impersonationToken: '',
};

const settings: ProposalSettingsRow = {
  age_min: null,
  age_max: null,
  gender: 'any',
  platform: 'instagram',
  interest: null,
  min_followers: null,
  content_type: 'video',
  deliverables: null,
  tags: null,
  visual_guidelines: null,
  compensation_type: null,
  submission_timeline: null,
  posting_deadline: null,
  key_message: null,
};

/** For each tenant: a proposal by its brand user, an accepted application and a deal with tasks. */
async function seedDeals(t: ContractApp) {
  const db = t.database.db;
  const w = t.world;
  const made: { proposal: number; application: number; deal: number }[] = [];
  for (const [brand, brandUser, creator, slug] of [
    [w.brandA, w.brandUserA, w.creatorA, 'sourdough-mornings'],
    [w.brandB, w.brandUserB, w.creatorB, 'ride-the-coast'],
  ] as const) {
    const [proposal] = await db
      .insert(proposals)
      .values({
        name: slug.replaceAll('-', ' '),
        slug,
        secretSlug: `${slug}-secret`,
        status: 'active',
        brandId: brand.id,
        userId: brandUser.user.id,
        settings,
      })
      .returning();
    if (!proposal) throw new Error('proposal not inserted');
    const [application] = await db
      .insert(applications)
      .values({
        proposalId: proposal.id,
        creatorId: creator.user.id,
        status: 'accepted',
        message: 'Hola!',
      })
      .returning();
    if (!application) throw new Error('application not inserted');
    const [deal] = await db
      .insert(deals)
      .values({
        applicationId: application.id,
        proposalId: proposal.id,
        brandId: brand.id,
        creatorId: creator.user.id,
      })
      .returning();
    if (!deal) throw new Error('deal not inserted');
    await db.insert(tasks).values([
      {
        dealId: deal.id,
        name: 'Visit',
        assigneeType: 'creator',
        dueDate: '2026-06-10',
        sortOrder: 0,
        brandCompleted: true,
        creatorCompleted: true,
      },
      {
        dealId: deal.id,
        name: 'Post',
        assigneeType: 'creator',
        dueDate: '2026-06-17',
        sortOrder: 1,
        brandCompleted: true,
      },
      {
        dealId: deal.id,
        name: 'Review',
        assigneeType: 'brand',
        dueDate: '2026-06-24',
        sortOrder: 2,
      },
    ]);
    made.push({ proposal: proposal.id, application: application.id, deal: deal.id });
  }
  return made;
}

async function logsOf(t: ContractApp, action: string, subjectId: number) {
  return t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, action), eq(activityLogs.subjectId, subjectId)));
}

const list: ContractCase[] = [
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'every user, newest first',
    run: (t) => t.op('listAdminUsers', {}, { as: 'admin' }),
    check(result, t) {
      const page = result.body;
      expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
      const ids = page.data.map((u) => u.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(ids).toContain(t.world.admin.user.id);
      expect(result.text).not.toContain('argon2');
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'search is case-insensitive over names',
    run: (t) => t.op('listAdminUsers', { query: { search: 'PUIG' } }, { as: 'admin' }),
    check(result) {
      expect(names(result).sort()).toEqual(['Laia Puig', 'Marta Puig']);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'search with a type filter',
    run: (t) =>
      t.op('listAdminUsers', { query: { search: 'puig', type: 'creator' } }, { as: 'admin' }),
    check(result) {
      expect(names(result)).toEqual(['Laia Puig']);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'search by email and by full name',
    async run(t) {
      const byFullName = await t.op(
        'listAdminUsers',
        { query: { search: 'marc soler' } },
        { as: 'admin' },
      );
      expect(names(expectStatus(byFullName, 200))).toEqual(['Marc Soler']);
      return t.op('listAdminUsers', { query: { search: 'FornSantPau.example' } }, { as: 'admin' });
    },
    check(result) {
      expect(names(result)).toEqual(['Jordi Ferrer']);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'wildcards in the search are literal',
    run: (t) => t.op('listAdminUsers', { query: { search: '%_' } }, { as: 'admin' }),
    check(result) {
      expect(result.body.meta.total).toBe(0);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'pagination',
    run: (t) => t.op('listAdminUsers', { query: { page: 3, per_page: 2 } }, { as: 'admin' }),
    check(result, t) {
      const page = result.body;
      expect(page.meta).toEqual({ current_page: 3, per_page: 2, total: 5, last_page: 3 });
      // The oldest user comes last.
      expect(page.data.map((u) => u.id)).toEqual([t.world.admin.user.id]);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 422,
    name: 'an unknown type',
    run: (t) => t.op('listAdminUsers', { query: { type: 'owner' } }, { as: 'admin' }),
  },
  {
    operationId: 'listAdminUsers',
    status: 422,
    name: 'a NUL character in the search',
    run: (t) => t.op('listAdminUsers', { query: { search: 'pu\u0000ig' } }, { as: 'admin' }),
  },
  {
    operationId: 'listAdminUsers',
    status: 422,
    name: 'per_page over 100',
    run: (t) => t.op('listAdminUsers', { query: { per_page: 500 } }, { as: 'admin' }),
  },
  ...forbiddenFor('listAdminUsers', ['brandUserA'], {}, { name: 'brand users may not list users' }),
  ...forbiddenFor('listAdminUsers', ['creatorA'], {}, { name: 'creators may not list users' }),
  {
    operationId: 'listAdminUsers',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('listAdminUsers'),
  },
];

const detail: ContractCase[] = [
  {
    operationId: 'getAdminUser',
    status: 200,
    name: "a creator with their own applications and deals only (not the other creator's)",
    async run(t) {
      const [a] = await seedDeals(t);
      state.dealA = a?.deal ?? 0;
      state.applicationA = a?.application ?? 0;
      state.proposalA = a?.proposal ?? 0;
      return t.op('getAdminUser', { path: { id: t.world.creatorA.user.id } }, { as: 'admin' });
    },
    check(result, t) {
      const body = result.body;
      expect(body).toMatchObject({
        id: t.world.creatorA.user.id,
        type: 'creator',
        status: 'active',
      });
      expect(body.proposals).toEqual([]);
      expect(body.brands).toEqual([]);
      expect(body.applications.map((a) => a.id)).toEqual([state.applicationA]);
      expect(body.applications[0]?.deal?.id).toBe(state.dealA);
      expect(body.applications[0]?.deal?.tasks).toHaveLength(3);
      expect(body.deals.map((d) => d.id)).toEqual([state.dealA]);
      // The first task is done by both sides; the next one due is the second.
      expect(body.deals[0]?.next_due_date).toBe('2026-06-17');
    },
  },
  {
    operationId: 'getAdminUser',
    status: 200,
    name: "a brand user with their proposals, brands and their brand's deals only",
    run: (t) => t.op('getAdminUser', { path: { id: t.world.brandUserA.user.id } }, { as: 'admin' }),
    check(result, t) {
      const body = result.body;
      expect(body.brands).toEqual([{ id: t.world.brandA.id, name: 'Forn Sant Pau' }]);
      expect(body.proposals.map((p) => p.id)).toEqual([state.proposalA]);
      expect(body.deals.map((d) => d.id)).toEqual([state.dealA]);
      expect(body.deals.every((d) => d.brand.id === t.world.brandA.id)).toBe(true);
      expect(body.applications).toEqual([]);
    },
  },
  {
    operationId: 'getAdminUser',
    status: 404,
    name: 'an unknown id',
    run: (t) => t.op('getAdminUser', { path: { id: 999999 } }, { as: 'admin' }),
  },
  {
    operationId: 'getAdminUser',
    status: 404,
    name: 'an id beyond the database range',
    run: (t) => t.op('getAdminUser', { path: { id: 99999999999 } }, { as: 'admin' }),
  },
  {
    operationId: 'getAdminUser',
    status: 404,
    name: 'a malformed id',
    run: (t) => t.op('getAdminUser', { path: { id: 'abc' } }, { as: 'admin' }),
  },
  ...forbiddenFor(
    'getAdminUser',
    ['brandUserA'],
    (t) => ({ path: { id: t.world.brandUserB.user.id } }),
    { name: "a brand user cannot read another user's record" },
  ),
  {
    operationId: 'getAdminUser',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('getAdminUser', { path: { id: t.world.creatorA.user.id } }),
  },
];

const update: ContractCase[] = [
  {
    operationId: 'updateAdminUser',
    status: 200,
    name: 'renames a user and logs user.updated',
    run: (t) =>
      t.op(
        'updateAdminUser',
        {
          path: { id: t.world.creatorB.user.id },
          body: { first_name: 'Marc', last_name: 'Soler i Vidal' },
        },
        { as: 'admin' },
      ),
    async check(result, t) {
      expect(result.body.name).toBe('Marc Soler i Vidal');
      expect((await userById(t, t.world.creatorB.user.id)).lastName).toBe('Soler i Vidal');
      const logs = await logsOf(t, 'user.updated', t.world.creatorB.user.id);
      expect(logs.map((l) => l.userId)).toEqual([t.world.admin.user.id]);
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 200,
    name: 'disabling revokes every token; the user can no longer sign in',
    async run(t) {
      // A second session of the user, to see every token revoked.
      await t.op('login', {
        body: { email: t.world.creatorB.user.email, password: TEST_PASSWORD },
      });
      return t.op(
        'updateAdminUser',
        { path: { id: t.world.creatorB.user.id }, body: { status: 'disabled' } },
        { as: 'admin' },
      );
    },
    async check(result, t) {
      expect(result.body.status).toBe('disabled');
      expect((await t.op('getMe', {}, { as: 'creatorB' })).status).toBe(401);
      const live = await t.database.db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, t.world.creatorB.user.id), isNull(apiTokens.revokedAt)));
      expect(live).toHaveLength(0);
      const login = await t.op('login', {
        body: { email: t.world.creatorB.user.email, password: TEST_PASSWORD },
      });
      expect(login.status).toBe(422);
      const logs = await logsOf(t, 'user.disabled', t.world.creatorB.user.id);
      expect(logs).toHaveLength(1);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'the status filter finds the disabled user',
    run: (t) => t.op('listAdminUsers', { query: { status: 'disabled' } }, { as: 'admin' }),
    check(result, t) {
      expect(result.body.data.map((u) => u.id)).toEqual([t.world.creatorB.user.id]);
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 409,
    name: 'an admin cannot disable themself',
    run: (t) =>
      t.op(
        'updateAdminUser',
        { path: { id: t.world.admin.user.id }, body: { status: 'disabled' } },
        { as: 'admin' },
      ),
    async check(_result, t) {
      expect((await userById(t, t.world.admin.user.id)).status).toBe('active');
      expect((await t.op('getMe', {}, { as: 'admin' })).status).toBe(200);
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 404,
    name: 'an unknown id',
    run: (t) =>
      t.op(
        'updateAdminUser',
        { path: { id: 999999 }, body: { status: 'disabled' } },
        { as: 'admin' },
      ),
  },
  {
    operationId: 'updateAdminUser',
    status: 422,
    name: 'an empty body',
    run: (t) =>
      t.op(
        'updateAdminUser',
        { path: { id: t.world.creatorA.user.id }, body: {} },
        { as: 'admin' },
      ),
  },
  {
    operationId: 'updateAdminUser',
    status: 422,
    name: 'an unknown status and a field admins may not set (email)',
    run: (t) =>
      t.op(
        'updateAdminUser',
        {
          path: { id: t.world.creatorA.user.id },
          body: unchecked({ status: 'banned', email: 'other@example.com' }),
        },
        { as: 'admin' },
      ),
    async check(_result, t) {
      const row = await userById(t, t.world.creatorA.user.id);
      expect([row.status, row.email]).toEqual(['active', 'laia.puig@example.com']);
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 422,
    name: 'a blank last name',
    run: (t) =>
      t.op(
        'updateAdminUser',
        { path: { id: t.world.creatorA.user.id }, body: { last_name: '  ' } },
        { as: 'admin' },
      ),
    async check(_result, t) {
      expect((await userById(t, t.world.creatorA.user.id)).lastName).toBe('Puig');
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 403,
    name: 'a brand user cannot disable a creator',
    run: (t) =>
      t.op(
        'updateAdminUser',
        { path: { id: t.world.creatorA.user.id }, body: { status: 'disabled' } },
        { as: 'brandUserA' },
      ),
    async check(_result, t) {
      expect((await userById(t, t.world.creatorA.user.id)).status).toBe('active');
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.op('updateAdminUser', {
        path: { id: t.world.creatorA.user.id },
        body: { status: 'disabled' },
      }),
  },
];

const impersonation: ContractCase[] = [
  {
    operationId: 'impersonateUser',
    status: 200,
    name: 'a token that acts as the brand user, marked with the admin',
    run: (t) =>
      t.op('impersonateUser', { path: { id: t.world.brandUserA.user.id } }, { as: 'admin' }),
    async check(result, t) {
      const body = result.body;
      expect(body.user).toMatchObject({ id: t.world.brandUserA.user.id, type: 'brand' });
      expect(body.original_user).toMatchObject({ id: t.world.admin.user.id, type: 'admin' });
      state.impersonationToken = body.token;
      const [row] = await t.database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, sha256(body.token)));
      expect(row?.userId).toBe(t.world.brandUserA.user.id);
      expect(row?.impersonatorId).toBe(t.world.admin.user.id);
      const logs = await logsOf(t, 'impersonation.started', t.world.brandUserA.user.id);
      expect(logs.map((l) => l.userId)).toEqual([t.world.admin.user.id]);
    },
  },
  {
    operationId: 'getMe',
    status: 200,
    name: 'while impersonating, the token acts as the brand user',
    run: (t) => t.op('getMe', {}, { as: { token: state.impersonationToken } }),
    check(result, t) {
      expect(result.body).toMatchObject({ id: t.world.brandUserA.user.id, type: 'brand' });
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 403,
    name: 'while impersonating a brand user, admin operations are closed',
    run: (t) => t.op('listAdminUsers', {}, { as: { token: state.impersonationToken } }),
  },
  {
    operationId: 'updateMyCreatorProfile',
    status: 200,
    name: 'a write made while impersonating is logged with the admin as impersonator',
    async run(t) {
      const token = await impersonationToken(t, t.world.creatorA.user.id);
      return t.op(
        'updateMyCreatorProfile',
        {
          body: {
            bio: 'Set up with help from the Colla team.',
            city: 'Barcelona',
            instagram_handle: null,
            instagram_followers: null,
            tiktok_handle: null,
            tiktok_followers: null,
            gender: null,
            birth_date: null,
            category_ids: [t.world.food.id],
          },
        },
        { as: { token } },
      );
    },
    async check(result, t) {
      expect(result.body).toMatchObject({ bio: 'Set up with help from the Colla team.' });
      // The log is written in the onResponse hook, after the answer has gone out: wait for it.
      await vi.waitFor(async () => {
        const logs = await t.database.db
          .select()
          .from(activityLogs)
          .where(eq(activityLogs.action, 'impersonation.write'));
        const write = logs.find((l) => l.description.includes('PUT /api/me/creator-profile'));
        expect(write?.userId).toBe(t.world.creatorA.user.id);
        expect(write?.impersonatorId).toBe(t.world.admin.user.id);
      });
    },
  },
  {
    operationId: 'impersonateUser',
    status: 409,
    name: 'an admin cannot impersonate themself',
    run: (t) => t.op('impersonateUser', { path: { id: t.world.admin.user.id } }, { as: 'admin' }),
  },
  {
    operationId: 'impersonateUser',
    status: 409,
    name: 'another admin cannot be impersonated',
    async run(t) {
      const other = await insertUser(t, {
        type: 'admin',
        firstName: 'Jaume',
        lastName: 'Bosch',
        email: 'jaume.bosch@colla.test',
      });
      return t.op('impersonateUser', { path: { id: other.user.id } }, { as: 'admin' });
    },
  },
  {
    operationId: 'impersonateUser',
    status: 409,
    name: 'a disabled user cannot be impersonated',
    run: (t) =>
      t.op('impersonateUser', { path: { id: t.world.creatorB.user.id } }, { as: 'admin' }),
    async check(_result, t) {
      const issued = await t.database.db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, t.world.creatorB.user.id), isNull(apiTokens.revokedAt)));
      expect(issued).toHaveLength(0);
    },
  },
  {
    operationId: 'impersonateUser',
    status: 404,
    name: 'an unknown id',
    run: (t) => t.op('impersonateUser', { path: { id: 999999 } }, { as: 'admin' }),
  },
  ...forbiddenFor(
    'impersonateUser',
    ['brandUserA'],
    (t) => ({ path: { id: t.world.creatorA.user.id } }),
    { name: 'a brand user cannot impersonate a creator' },
  ),
  {
    operationId: 'impersonateUser',
    status: 403,
    name: 'an impersonation token cannot start another impersonation',
    run: (t) =>
      t.op(
        'impersonateUser',
        { path: { id: t.world.creatorA.user.id } },
        { as: { token: state.impersonationToken } },
      ),
  },
  {
    operationId: 'impersonateUser',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('impersonateUser', { path: { id: t.world.creatorA.user.id } }),
  },
  {
    operationId: 'exitImpersonation',
    status: 403,
    name: 'a normal token is not an impersonation token',
    run: (t) => t.op('exitImpersonation', {}, { as: 'admin' }),
    async check(_result, t) {
      expect((await t.op('getMe', {}, { as: 'admin' })).status).toBe(200);
    },
  },
  {
    operationId: 'exitImpersonation',
    status: 200,
    name: 'revokes the impersonation token and returns a fresh admin token',
    run: (t) => t.op('exitImpersonation', {}, { as: { token: state.impersonationToken } }),
    async check(result, t) {
      const body = result.body;
      expect(body.user).toMatchObject({ id: t.world.admin.user.id, type: 'admin' });
      expect(body.token).not.toBe(state.impersonationToken);
      const asAdmin = await t.op('getMe', {}, { as: body });
      expect(asAdmin.body).toMatchObject({ id: t.world.admin.user.id, type: 'admin' });
      const [fresh] = await t.database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, sha256(body.token)));
      expect(fresh?.impersonatorId).toBeNull();
      const stale = await t.op('getMe', {}, { as: { token: state.impersonationToken } });
      expect(stale.status).toBe(401);
      const logs = await logsOf(t, 'impersonation.ended', t.world.brandUserA.user.id);
      expect(logs.map((l) => [l.userId, l.impersonatorId])).toEqual([
        [t.world.admin.user.id, null],
      ]);
    },
  },
  {
    operationId: 'exitImpersonation',
    status: 401,
    name: 'the impersonation token no longer works after exiting',
    run: (t) => t.op('exitImpersonation', {}, { as: { token: state.impersonationToken } }),
  },
  {
    operationId: 'exitImpersonation',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('exitImpersonation'),
  },
];

export default defineContract('admin-users', [...list, ...detail, ...update, ...impersonation]);
