import { and, eq, isNull } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { insertUser, userById } from '../test/auth';
import { sha256 } from '../auth/secrets';
import {
  activityLogs,
  apiTokens,
  applications,
  deals,
  proposals,
  tasks,
  type ProposalSettingsRow,
} from '../db/schema';
import { unchecked, expectStatus, type ContractApp, type Answer } from '../test/op';
import { TEST_PASSWORD } from '../test/world';
import { EMPTY_PROFILE } from './auth.contract';
import { EMPTY_SETTINGS } from './proposals.contract';
import {
  callCase,
  defineContract,
  forbiddenFor,
  impersonated,
  type ContractCase,
  unknownId,
  withoutToken,
} from './define';
import { badQuery } from './lists';
import { rowsWhere } from '../test/rows';

const names = (r: Answer<'listAdminUsers', 200>) => r.body.data.map((u) => u.name);

const state = {
  dealA: 0,
  applicationA: 0,
  proposalA: 0,
  impersonationToken: '',
};

const settings: ProposalSettingsRow = {
  ...EMPTY_SETTINGS,
  platform: 'instagram',
  content_type: 'video',
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
  callCase(
    'listAdminUsers',
    200,
    'every user, newest first',
    {},
    {
      as: 'admin',
      check(result, t) {
        const page = result.body;
        expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
        const ids = page.data.map((u) => u.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        expect(ids).toContain(t.world.admin.user.id);
        expect(result.text).not.toContain('argon2');
      },
    },
  ),
  callCase(
    'listAdminUsers',
    200,
    'search is case-insensitive over names',
    { query: { search: 'PUIG' } },
    {
      as: 'admin',
      check(result) {
        expect(names(result).sort()).toEqual(['Laia Puig', 'Marta Puig']);
      },
    },
  ),
  callCase(
    'listAdminUsers',
    200,
    'search with a type filter',
    { query: { search: 'puig', type: 'creator' } },
    {
      as: 'admin',
      check(result) {
        expect(names(result)).toEqual(['Laia Puig']);
      },
    },
  ),
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
  callCase(
    'listAdminUsers',
    200,
    'wildcards in the search are literal',
    { query: { search: '%_' } },
    {
      as: 'admin',
      check(result) {
        expect(result.body.meta.total).toBe(0);
      },
    },
  ),
  callCase(
    'listAdminUsers',
    200,
    'pagination',
    { query: { page: 3, per_page: 2 } },
    {
      as: 'admin',
      check(result, t) {
        const page = result.body;
        expect(page.meta).toEqual({ current_page: 3, per_page: 2, total: 5, last_page: 3 });
        // The oldest user comes last.
        expect(page.data.map((u) => u.id)).toEqual([t.world.admin.user.id]);
      },
    },
  ),
  callCase('listAdminUsers', 422, 'an unknown type', { query: { type: 'owner' } }, { as: 'admin' }),
  badQuery('listAdminUsers', 'admin', 'a NUL character in the search', { search: 'pu\u0000ig' }),
  badQuery('listAdminUsers', 'admin', 'per_page over 100', { per_page: 500 }),
  ...forbiddenFor('listAdminUsers', ['brandUserA'], {}, { name: 'brand users may not list users' }),
  ...forbiddenFor('listAdminUsers', ['creatorA'], {}, { name: 'creators may not list users' }),
  withoutToken('listAdminUsers'),
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
  callCase(
    'getAdminUser',
    200,
    "a brand user with their proposals, brands and their brand's deals only",
    (t) => ({ path: { id: t.world.brandUserA.user.id } }),
    {
      as: 'admin',
      check(result, t) {
        const body = result.body;
        expect(body.brands).toEqual([{ id: t.world.brandA.id, name: 'Forn Sant Pau' }]);
        expect(body.proposals.map((p) => p.id)).toEqual([state.proposalA]);
        expect(body.deals.map((d) => d.id)).toEqual([state.dealA]);
        expect(body.deals.every((d) => d.brand.id === t.world.brandA.id)).toBe(true);
        expect(body.applications).toEqual([]);
      },
    },
  ),
  unknownId('getAdminUser', 'admin'),
  callCase(
    'getAdminUser',
    404,
    'an id beyond the database range',
    { path: { id: 99999999999 } },
    { as: 'admin' },
  ),
  callCase('getAdminUser', 404, 'a malformed id', { path: { id: 'abc' } }, { as: 'admin' }),
  ...forbiddenFor(
    'getAdminUser',
    ['brandUserA'],
    (t) => ({ path: { id: t.world.brandUserB.user.id } }),
    { name: "a brand user cannot read another user's record" },
  ),
  withoutToken('getAdminUser', (t) => ({ path: { id: t.world.creatorA.user.id } })),
];

const update: ContractCase[] = [
  callCase(
    'updateAdminUser',
    200,
    'renames a user and logs user.updated',
    (t) => ({
      path: { id: t.world.creatorB.user.id },
      body: { first_name: 'Marc', last_name: 'Soler i Vidal' },
    }),
    {
      as: 'admin',
      async check(result, t) {
        expect(result.body.name).toBe('Marc Soler i Vidal');
        expect((await userById(t, t.world.creatorB.user.id)).lastName).toBe('Soler i Vidal');
        const logs = await logsOf(t, 'user.updated', t.world.creatorB.user.id);
        expect(logs.map((l) => l.userId)).toEqual([t.world.admin.user.id]);
      },
    },
  ),
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
  callCase(
    'listAdminUsers',
    200,
    'the status filter finds the disabled user',
    { query: { status: 'disabled' } },
    {
      as: 'admin',
      check(result, t) {
        expect(result.body.data.map((u) => u.id)).toEqual([t.world.creatorB.user.id]);
      },
    },
  ),
  callCase(
    'updateAdminUser',
    409,
    'an admin cannot disable themself',
    (t) => ({ path: { id: t.world.admin.user.id }, body: { status: 'disabled' } }),
    {
      as: 'admin',
      async check(_result, t) {
        expect((await userById(t, t.world.admin.user.id)).status).toBe('active');
        expect((await t.op('getMe', {}, { as: 'admin' })).status).toBe(200);
      },
    },
  ),
  unknownId('updateAdminUser', 'admin', 'an unknown id', { body: { status: 'disabled' } }),
  callCase(
    'updateAdminUser',
    422,
    'an empty body',
    (t) => ({ path: { id: t.world.creatorA.user.id }, body: {} }),
    { as: 'admin' },
  ),
  callCase(
    'updateAdminUser',
    422,
    'an unknown status and a field admins may not set (email)',
    (t) => ({
      path: { id: t.world.creatorA.user.id },
      body: unchecked({ status: 'banned', email: 'other@example.com' }),
    }),
    {
      as: 'admin',
      async check(_result, t) {
        const row = await userById(t, t.world.creatorA.user.id);
        expect([row.status, row.email]).toEqual(['active', 'laia.puig@example.com']);
      },
    },
  ),
  callCase(
    'updateAdminUser',
    422,
    'a blank last name',
    (t) => ({ path: { id: t.world.creatorA.user.id }, body: { last_name: '  ' } }),
    {
      as: 'admin',
      async check(_result, t) {
        expect((await userById(t, t.world.creatorA.user.id)).lastName).toBe('Puig');
      },
    },
  ),
  callCase(
    'updateAdminUser',
    403,
    'a brand user cannot disable a creator',
    (t) => ({ path: { id: t.world.creatorA.user.id }, body: { status: 'disabled' } }),
    {
      as: 'brandUserA',
      async check(_result, t) {
        expect((await userById(t, t.world.creatorA.user.id)).status).toBe('active');
      },
    },
  ),
  withoutToken('updateAdminUser', (t) => ({
    path: { id: t.world.creatorA.user.id },
    body: { status: 'disabled' },
  })),
];

const impersonation: ContractCase[] = [
  callCase(
    'impersonateUser',
    200,
    'a token that acts as the brand user, marked with the admin',
    (t) => ({ path: { id: t.world.brandUserA.user.id } }),
    {
      as: 'admin',
      async check(result, t) {
        const body = result.body;
        expect(body.user).toMatchObject({ id: t.world.brandUserA.user.id, type: 'brand' });
        expect(body.original_user).toMatchObject({ id: t.world.admin.user.id, type: 'admin' });
        state.impersonationToken = body.token;
        const [row] = await rowsWhere(t, apiTokens, apiTokens.tokenHash, sha256(body.token));
        expect(row?.userId).toBe(t.world.brandUserA.user.id);
        expect(row?.impersonatorId).toBe(t.world.admin.user.id);
        const logs = await logsOf(t, 'impersonation.started', t.world.brandUserA.user.id);
        expect(logs.map((l) => l.userId)).toEqual([t.world.admin.user.id]);
      },
    },
  ),
  callCase(
    'getMe',
    200,
    'while impersonating, the token acts as the brand user',
    {},
    {
      as: () => ({ token: state.impersonationToken }),
      check(result, t) {
        expect(result.body).toMatchObject({ id: t.world.brandUserA.user.id, type: 'brand' });
      },
    },
  ),
  callCase(
    'listAdminUsers',
    403,
    'while impersonating a brand user, admin operations are closed',
    {},
    { as: () => ({ token: state.impersonationToken }) },
  ),
  callCase(
    'updateMyCreatorProfile',
    200,
    'a write made while impersonating is logged with the admin as impersonator',
    (t) => ({
      body: {
        ...EMPTY_PROFILE,
        bio: 'Set up with help from the Colla team.',
        city: 'Barcelona',
        category_ids: [t.world.food.id],
      },
    }),
    {
      as: impersonated('creatorA'),
      async check(result, t) {
        expect(result.body).toMatchObject({ bio: 'Set up with help from the Colla team.' });
        // The log is written in the onResponse hook, after the answer has gone out: wait for it.
        await vi.waitFor(async () => {
          const logs = await rowsWhere(t, activityLogs, activityLogs.action, 'impersonation.write');
          const write = logs.find((l) => l.description.includes('PUT /api/me/creator-profile'));
          expect(write?.userId).toBe(t.world.creatorA.user.id);
          expect(write?.impersonatorId).toBe(t.world.admin.user.id);
        });
      },
    },
  ),
  callCase(
    'impersonateUser',
    409,
    'an admin cannot impersonate themself',
    (t) => ({ path: { id: t.world.admin.user.id } }),
    { as: 'admin' },
  ),
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
  callCase(
    'impersonateUser',
    409,
    'a disabled user cannot be impersonated',
    (t) => ({ path: { id: t.world.creatorB.user.id } }),
    {
      as: 'admin',
      async check(_result, t) {
        const issued = await t.database.db
          .select()
          .from(apiTokens)
          .where(and(eq(apiTokens.userId, t.world.creatorB.user.id), isNull(apiTokens.revokedAt)));
        expect(issued).toHaveLength(0);
      },
    },
  ),
  unknownId('impersonateUser', 'admin'),
  ...forbiddenFor(
    'impersonateUser',
    ['brandUserA'],
    (t) => ({ path: { id: t.world.creatorA.user.id } }),
    { name: 'a brand user cannot impersonate a creator' },
  ),
  callCase(
    'impersonateUser',
    403,
    'an impersonation token cannot start another impersonation',
    (t) => ({ path: { id: t.world.creatorA.user.id } }),
    { as: () => ({ token: state.impersonationToken }) },
  ),
  withoutToken('impersonateUser', (t) => ({ path: { id: t.world.creatorA.user.id } })),
  callCase(
    'exitImpersonation',
    403,
    'a normal token is not an impersonation token',
    {},
    {
      as: 'admin',
      async check(_result, t) {
        expect((await t.op('getMe', {}, { as: 'admin' })).status).toBe(200);
      },
    },
  ),
  callCase(
    'exitImpersonation',
    200,
    'revokes the impersonation token and returns a fresh admin token',
    {},
    {
      as: () => ({ token: state.impersonationToken }),
      async check(result, t) {
        const body = result.body;
        expect(body.user).toMatchObject({ id: t.world.admin.user.id, type: 'admin' });
        expect(body.token).not.toBe(state.impersonationToken);
        const asAdmin = await t.op('getMe', {}, { as: body });
        expect(asAdmin.body).toMatchObject({ id: t.world.admin.user.id, type: 'admin' });
        const [fresh] = await rowsWhere(t, apiTokens, apiTokens.tokenHash, sha256(body.token));
        expect(fresh?.impersonatorId).toBeNull();
        const stale = await t.op('getMe', {}, { as: { token: state.impersonationToken } });
        expect(stale.status).toBe(401);
        const logs = await logsOf(t, 'impersonation.ended', t.world.brandUserA.user.id);
        expect(logs.map((l) => [l.userId, l.impersonatorId])).toEqual([
          [t.world.admin.user.id, null],
        ]);
      },
    },
  ),
  callCase(
    'exitImpersonation',
    401,
    'the impersonation token no longer works after exiting',
    {},
    { as: () => ({ token: state.impersonationToken }) },
  ),
  withoutToken('exitImpersonation'),
];

export default defineContract('admin-users', [...list, ...detail, ...update, ...impersonation]);
