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
import type { CallResult, TestApp } from '../test/harness';
import { TEST_PASSWORD } from '../test/world';
import { defineContract, type ContractCase } from './define';

interface AdminUserBody {
  id: number;
  name: string;
  email: string;
  type: string;
  status: string;
}
interface Page {
  data: AdminUserBody[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}
interface Detail extends AdminUserBody {
  proposals: { id: number; brand: { id: number } }[];
  applications: { id: number; deal: { id: number; tasks: unknown[] } | null }[];
  deals: { id: number; brand: { id: number }; next_due_date: string | null; tasks: unknown[] }[];
  brands: { id: number; name: string }[];
}
interface ImpersonationBody {
  token: string;
  user: { id: number; type: string };
  original_user: { id: number; type: string };
}

const asPage = (r: CallResult) => r.body as Page;
const asDetail = (r: CallResult) => r.body as Detail;
const names = (r: CallResult) => asPage(r).data.map((u) => u.name);

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
async function seedDeals(t: TestApp) {
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

async function logsOf(t: TestApp, action: string, subjectId: number) {
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
    run: (t) => t.call('GET', '/api/admin/users', { token: t.world.admin.token }),
    check(result, t) {
      const page = asPage(result);
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
    run: (t) =>
      t.call('GET', '/api/admin/users', { token: t.world.admin.token, query: { search: 'PUIG' } }),
    check(result) {
      expect(names(result).sort()).toEqual(['Laia Puig', 'Marta Puig']);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'search with a type filter',
    run: (t) =>
      t.call('GET', '/api/admin/users', {
        token: t.world.admin.token,
        query: { search: 'puig', type: 'creator' },
      }),
    check(result) {
      expect(names(result)).toEqual(['Laia Puig']);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'search by email and by full name',
    async run(t) {
      const byFullName = await t.call('GET', '/api/admin/users', {
        token: t.world.admin.token,
        query: { search: 'marc soler' },
      });
      expect(names(byFullName)).toEqual(['Marc Soler']);
      return t.call('GET', '/api/admin/users', {
        token: t.world.admin.token,
        query: { search: 'FornSantPau.example' },
      });
    },
    check(result) {
      expect(names(result)).toEqual(['Jordi Ferrer']);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'wildcards in the search are literal',
    run: (t) =>
      t.call('GET', '/api/admin/users', { token: t.world.admin.token, query: { search: '%_' } }),
    check(result) {
      expect(asPage(result).meta.total).toBe(0);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 200,
    name: 'pagination',
    run: (t) =>
      t.call('GET', '/api/admin/users', {
        token: t.world.admin.token,
        query: { page: 3, per_page: 2 },
      }),
    check(result, t) {
      const page = asPage(result);
      expect(page.meta).toEqual({ current_page: 3, per_page: 2, total: 5, last_page: 3 });
      // The oldest user comes last.
      expect(page.data.map((u) => u.id)).toEqual([t.world.admin.user.id]);
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 422,
    name: 'an unknown type',
    run: (t) =>
      t.call('GET', '/api/admin/users', { token: t.world.admin.token, query: { type: 'owner' } }),
  },
  {
    operationId: 'listAdminUsers',
    status: 422,
    name: 'a NUL character in the search',
    run: (t) =>
      t.call('GET', '/api/admin/users', {
        token: t.world.admin.token,
        query: { search: 'pu\u0000ig' },
      }),
  },
  {
    operationId: 'listAdminUsers',
    status: 422,
    name: 'per_page over 100',
    run: (t) =>
      t.call('GET', '/api/admin/users', { token: t.world.admin.token, query: { per_page: 500 } }),
  },
  {
    operationId: 'listAdminUsers',
    status: 403,
    name: 'brand users may not list users',
    run: (t) => t.call('GET', '/api/admin/users', { token: t.world.brandUserA.token }),
  },
  {
    operationId: 'listAdminUsers',
    status: 403,
    name: 'creators may not list users',
    run: (t) => t.call('GET', '/api/admin/users', { token: t.world.creatorA.token }),
  },
  {
    operationId: 'listAdminUsers',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/admin/users'),
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
      return t.call('GET', `/api/admin/users/${t.world.creatorA.user.id}`, {
        token: t.world.admin.token,
      });
    },
    check(result, t) {
      const body = asDetail(result);
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
    run: (t) =>
      t.call('GET', `/api/admin/users/${t.world.brandUserA.user.id}`, {
        token: t.world.admin.token,
      }),
    check(result, t) {
      const body = asDetail(result);
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
    run: (t) => t.call('GET', '/api/admin/users/999999', { token: t.world.admin.token }),
  },
  {
    operationId: 'getAdminUser',
    status: 404,
    name: 'an id beyond the database range',
    run: (t) => t.call('GET', '/api/admin/users/99999999999', { token: t.world.admin.token }),
  },
  {
    operationId: 'getAdminUser',
    status: 404,
    name: 'a malformed id',
    run: (t) => t.call('GET', '/api/admin/users/abc', { token: t.world.admin.token }),
  },
  {
    operationId: 'getAdminUser',
    status: 403,
    name: "a brand user cannot read another user's record",
    run: (t) =>
      t.call('GET', `/api/admin/users/${t.world.brandUserB.user.id}`, {
        token: t.world.brandUserA.token,
      }),
  },
  {
    operationId: 'getAdminUser',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', `/api/admin/users/${t.world.creatorA.user.id}`),
  },
];

const update: ContractCase[] = [
  {
    operationId: 'updateAdminUser',
    status: 200,
    name: 'renames a user and logs user.updated',
    run: (t) =>
      t.call('PATCH', `/api/admin/users/${t.world.creatorB.user.id}`, {
        token: t.world.admin.token,
        body: { first_name: 'Marc', last_name: 'Soler i Vidal' },
      }),
    async check(result, t) {
      expect((result.body as AdminUserBody).name).toBe('Marc Soler i Vidal');
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
      await t.call('POST', '/api/login', {
        body: { email: t.world.creatorB.user.email, password: TEST_PASSWORD },
      });
      return t.call('PATCH', `/api/admin/users/${t.world.creatorB.user.id}`, {
        token: t.world.admin.token,
        body: { status: 'disabled' },
      });
    },
    async check(result, t) {
      expect((result.body as AdminUserBody).status).toBe('disabled');
      expect((await t.call('GET', '/api/me', { token: t.world.creatorB.token })).status).toBe(401);
      const live = await t.database.db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, t.world.creatorB.user.id), isNull(apiTokens.revokedAt)));
      expect(live).toHaveLength(0);
      const login = await t.call('POST', '/api/login', {
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
    run: (t) =>
      t.call('GET', '/api/admin/users', {
        token: t.world.admin.token,
        query: { status: 'disabled' },
      }),
    check(result, t) {
      expect(asPage(result).data.map((u) => u.id)).toEqual([t.world.creatorB.user.id]);
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 409,
    name: 'an admin cannot disable themself',
    run: (t) =>
      t.call('PATCH', `/api/admin/users/${t.world.admin.user.id}`, {
        token: t.world.admin.token,
        body: { status: 'disabled' },
      }),
    async check(_result, t) {
      expect((await userById(t, t.world.admin.user.id)).status).toBe('active');
      expect((await t.call('GET', '/api/me', { token: t.world.admin.token })).status).toBe(200);
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 404,
    name: 'an unknown id',
    run: (t) =>
      t.call('PATCH', '/api/admin/users/999999', {
        token: t.world.admin.token,
        body: { status: 'disabled' },
      }),
  },
  {
    operationId: 'updateAdminUser',
    status: 422,
    name: 'an empty body',
    run: (t) =>
      t.call('PATCH', `/api/admin/users/${t.world.creatorA.user.id}`, {
        token: t.world.admin.token,
        body: {},
      }),
  },
  {
    operationId: 'updateAdminUser',
    status: 422,
    name: 'an unknown status and a field admins may not set (email)',
    run: (t) =>
      t.call('PATCH', `/api/admin/users/${t.world.creatorA.user.id}`, {
        token: t.world.admin.token,
        body: { status: 'banned', email: 'other@example.com' },
      }),
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
      t.call('PATCH', `/api/admin/users/${t.world.creatorA.user.id}`, {
        token: t.world.admin.token,
        body: { last_name: '  ' },
      }),
    async check(_result, t) {
      expect((await userById(t, t.world.creatorA.user.id)).lastName).toBe('Puig');
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 403,
    name: 'a brand user cannot disable a creator',
    run: (t) =>
      t.call('PATCH', `/api/admin/users/${t.world.creatorA.user.id}`, {
        token: t.world.brandUserA.token,
        body: { status: 'disabled' },
      }),
    async check(_result, t) {
      expect((await userById(t, t.world.creatorA.user.id)).status).toBe('active');
    },
  },
  {
    operationId: 'updateAdminUser',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.call('PATCH', `/api/admin/users/${t.world.creatorA.user.id}`, {
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
      t.call('POST', `/api/admin/users/${t.world.brandUserA.user.id}/impersonate`, {
        token: t.world.admin.token,
      }),
    async check(result, t) {
      const body = result.body as ImpersonationBody;
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
    run: (t) => t.call('GET', '/api/me', { token: state.impersonationToken }),
    check(result, t) {
      expect(result.body).toMatchObject({ id: t.world.brandUserA.user.id, type: 'brand' });
    },
  },
  {
    operationId: 'listAdminUsers',
    status: 403,
    name: 'while impersonating a brand user, admin operations are closed',
    run: (t) => t.call('GET', '/api/admin/users', { token: state.impersonationToken }),
  },
  {
    operationId: 'updateMyCreatorProfile',
    status: 200,
    name: 'a write made while impersonating is logged with the admin as impersonator',
    async run(t) {
      const token = await impersonationToken(t, t.world.creatorA.user.id);
      return t.call('PUT', '/api/me/creator-profile', {
        token,
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
      });
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
    run: (t) =>
      t.call('POST', `/api/admin/users/${t.world.admin.user.id}/impersonate`, {
        token: t.world.admin.token,
      }),
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
      return t.call('POST', `/api/admin/users/${other.user.id}/impersonate`, {
        token: t.world.admin.token,
      });
    },
  },
  {
    operationId: 'impersonateUser',
    status: 409,
    name: 'a disabled user cannot be impersonated',
    run: (t) =>
      t.call('POST', `/api/admin/users/${t.world.creatorB.user.id}/impersonate`, {
        token: t.world.admin.token,
      }),
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
    run: (t) =>
      t.call('POST', '/api/admin/users/999999/impersonate', { token: t.world.admin.token }),
  },
  {
    operationId: 'impersonateUser',
    status: 403,
    name: 'a brand user cannot impersonate a creator',
    run: (t) =>
      t.call('POST', `/api/admin/users/${t.world.creatorA.user.id}/impersonate`, {
        token: t.world.brandUserA.token,
      }),
  },
  {
    operationId: 'impersonateUser',
    status: 403,
    name: 'an impersonation token cannot start another impersonation',
    run: (t) =>
      t.call('POST', `/api/admin/users/${t.world.creatorA.user.id}/impersonate`, {
        token: state.impersonationToken,
      }),
  },
  {
    operationId: 'impersonateUser',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('POST', `/api/admin/users/${t.world.creatorA.user.id}/impersonate`),
  },
  {
    operationId: 'exitImpersonation',
    status: 403,
    name: 'a normal token is not an impersonation token',
    run: (t) => t.call('POST', '/api/admin/impersonate/exit', { token: t.world.admin.token }),
    async check(_result, t) {
      expect((await t.call('GET', '/api/me', { token: t.world.admin.token })).status).toBe(200);
    },
  },
  {
    operationId: 'exitImpersonation',
    status: 200,
    name: 'revokes the impersonation token and returns a fresh admin token',
    run: (t) => t.call('POST', '/api/admin/impersonate/exit', { token: state.impersonationToken }),
    async check(result, t) {
      const body = result.body as { token: string; user: { id: number; type: string } };
      expect(body.user).toMatchObject({ id: t.world.admin.user.id, type: 'admin' });
      expect(body.token).not.toBe(state.impersonationToken);
      const asAdmin = await t.call('GET', '/api/me', { token: body.token });
      expect(asAdmin.body).toMatchObject({ id: t.world.admin.user.id, type: 'admin' });
      const [fresh] = await t.database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, sha256(body.token)));
      expect(fresh?.impersonatorId).toBeNull();
      const stale = await t.call('GET', '/api/me', { token: state.impersonationToken });
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
    run: (t) => t.call('POST', '/api/admin/impersonate/exit', { token: state.impersonationToken }),
  },
  {
    operationId: 'exitImpersonation',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('POST', '/api/admin/impersonate/exit'),
  },
];

export default defineContract('admin-users', [...list, ...detail, ...update, ...impersonation]);
