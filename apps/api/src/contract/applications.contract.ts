import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  applications,
  conversations,
  deals,
  notifications,
  tasks,
  type proposals,
} from '../db/schema/index';
import type { CallResult, TestApp } from '../test/harness';
import { defineContract } from './define';
import { activityCount, insertProposal, json } from './proposals.contract';

type ProposalRow = typeof proposals.$inferSelect;

interface ApplicationBody {
  id: number;
  status: string;
  message: string | null;
  proposal: { id: number };
  creator: { id: number; email: string };
  deal: { id: number; tasks: { id: number; brand_completed: boolean }[] } | null;
}

// Proposals of brand A (active, draft) and brand B (active), created by the first case.
let activeA: ProposalRow;
let draftA: ProposalRow;
let activeB: ProposalRow;
let appA = 0; // creatorA → activeA
let appB = 0; // creatorB → activeA
let appOnB = 0; // creatorA → activeB

const apply = (t: TestApp, token: string, proposalId: number, body: object = {}) =>
  t.call('POST', `/api/creator/proposals/${proposalId}/applications`, { token, body });

const decide = (t: TestApp, token: string, id: number, status: string) =>
  t.call('PATCH', `/api/applications/${id}/status`, { token, body: { status } });

async function dealsOf(t: TestApp, applicationId: number) {
  return t.database.db.select().from(deals).where(eq(deals.applicationId, applicationId));
}

export default defineContract('applications', [
  // ---------------- applyToProposal ----------------
  {
    operationId: 'applyToProposal',
    status: 201,
    name: 'a creator applies to an active proposal; the brand is notified',
    run: async (t) => {
      activeA = await insertProposal(t, {
        brandId: t.world.brandA.id,
        name: 'Sourdough mornings at Forn Sant Pau',
        templates: [
          { name: 'Book your visit', assigneeType: 'creator', daysToComplete: 3 },
          { name: 'Reserve a table', assigneeType: 'brand', daysToComplete: 5 },
          { name: 'Post the Reel', assigneeType: 'creator', daysToComplete: 14 },
        ],
      });
      draftA = await insertProposal(t, { brandId: t.world.brandA.id, status: 'draft' });
      activeB = await insertProposal(t, { brandId: t.world.brandB.id, name: 'Sunset rides' });
      return apply(t, t.world.creatorA.token, activeA.id, {
        message: '  Your sourdough is my Saturday ritual.  ',
      });
    },
    check: async (res, t) => {
      const app = json<ApplicationBody>(res);
      appA = app.id;
      expect(app.status).toBe('pending');
      expect(app.message).toBe('Your sourdough is my Saturday ritual.');
      expect(app.creator.id).toBe(t.world.creatorA.user.id);
      expect(app.deal).toBeNull();
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, t.world.brandUserA.user.id));
      expect(notes.map((n) => [n.type, n.link])).toEqual([
        ['application_received', `/app/brand/proposals/${activeA.id}`],
      ]);
      expect(await activityCount(t, 'application.created', app.id)).toBe(1);
    },
  },
  {
    operationId: 'applyToProposal',
    status: 201,
    name: 'two simultaneous applications of one creator store one (the other is a 409)',
    run: async (t) => {
      const results = await Promise.all([
        apply(t, t.world.creatorB.token, activeA.id),
        apply(t, t.world.creatorB.token, activeA.id),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const [row] = await t.database.db
        .select({ n: count() })
        .from(applications)
        .where(
          and(
            eq(applications.proposalId, activeA.id),
            eq(applications.creatorId, t.world.creatorB.user.id),
          ),
        );
      expect(row?.n).toBe(1);
      return results.find((r) => r.status === 201) as CallResult;
    },
    check: (res) => {
      appB = json<ApplicationBody>(res).id;
      expect(json<ApplicationBody>(res).message).toBeNull();
    },
  },
  {
    operationId: 'applyToProposal',
    status: 409,
    name: 'applying twice',
    run: (t) => apply(t, t.world.creatorA.token, activeA.id, { message: 'Again' }),
    check: (res) => expect(json(res).message).toBe('You have already applied to this proposal.'),
  },
  {
    operationId: 'applyToProposal',
    status: 404,
    name: 'a draft cannot be applied to',
    run: (t) => apply(t, t.world.creatorA.token, draftA.id),
    check: async (_res, t) => {
      const rows = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.proposalId, draftA.id));
      expect(rows).toHaveLength(0);
    },
  },
  {
    operationId: 'applyToProposal',
    status: 404,
    name: 'an unknown proposal',
    run: (t) => apply(t, t.world.creatorA.token, 999999),
  },
  {
    operationId: 'applyToProposal',
    status: 422,
    name: 'a message over 2000 characters',
    run: (t) => apply(t, t.world.creatorA.token, activeB.id, { message: 'x'.repeat(2001) }),
  },
  {
    operationId: 'applyToProposal',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('POST', `/api/creator/proposals/${activeB.id}/applications`, { body: {} }),
  },
  {
    operationId: 'applyToProposal',
    status: 403,
    name: 'a brand user cannot apply',
    run: (t) => apply(t, t.world.brandUserB.token, activeA.id),
  },

  // ---------------- listCreatorApplications ----------------
  {
    operationId: 'listCreatorApplications',
    status: 200,
    name: 'a creator sees only their own applications, newest first',
    run: async (t) => {
      const res = await apply(t, t.world.creatorA.token, activeB.id);
      appOnB = json<ApplicationBody>(res).id;
      return t.call('GET', '/api/creator/applications', { token: t.world.creatorA.token });
    },
    check: (res, t) => {
      const page = json<{ data: ApplicationBody[]; meta: { total: number } }>(res);
      expect(page.data.map((a) => a.id)).toEqual([appOnB, appA]);
      expect(page.data.every((a) => a.creator.id === t.world.creatorA.user.id)).toBe(true);
      expect(page.meta.total).toBe(2);
    },
  },
  {
    operationId: 'listCreatorApplications',
    status: 200,
    name: "creator B does not see creator A's applications",
    run: (t) => t.call('GET', '/api/creator/applications', { token: t.world.creatorB.token }),
    check: (res) => {
      expect(json<{ data: ApplicationBody[] }>(res).data.map((a) => a.id)).toEqual([appB]);
      expect(res.text).not.toContain('laia.puig@example.com');
    },
  },
  {
    operationId: 'listCreatorApplications',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/creator/applications'),
  },
  {
    operationId: 'listCreatorApplications',
    status: 403,
    name: 'a brand user',
    run: (t) => t.call('GET', '/api/creator/applications', { token: t.world.brandUserA.token }),
  },
  {
    operationId: 'listCreatorApplications',
    status: 422,
    name: 'an unknown status filter',
    run: (t) =>
      t.call('GET', '/api/creator/applications', {
        token: t.world.creatorA.token,
        query: { status: 'approved' },
      }),
  },

  // ---------------- listBrandProposalApplications ----------------
  {
    operationId: 'listBrandProposalApplications',
    status: 200,
    name: "the brand lists its proposal's applications, filtered by status",
    run: (t) =>
      t.call('GET', `/api/brand/proposals/${activeA.id}/applications`, {
        token: t.world.brandUserA.token,
        query: { status: 'pending', per_page: 1 },
      }),
    check: (res) => {
      const page = json<{ data: ApplicationBody[]; meta: Record<string, number> }>(res);
      expect(page.data.map((a) => a.id)).toEqual([appB]);
      expect(page.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    },
  },
  {
    operationId: 'listBrandProposalApplications',
    status: 404,
    name: "another brand's proposal",
    run: (t) =>
      t.call('GET', `/api/brand/proposals/${activeA.id}/applications`, {
        token: t.world.brandUserB.token,
      }),
    check: (res) => expect(res.text).not.toContain('example.com'),
  },
  {
    operationId: 'listBrandProposalApplications',
    status: 404,
    name: 'an unknown proposal',
    run: (t) =>
      t.call('GET', '/api/brand/proposals/999999/applications', {
        token: t.world.brandUserA.token,
      }),
  },
  {
    operationId: 'listBrandProposalApplications',
    status: 422,
    name: 'an unknown status filter',
    run: (t) =>
      t.call('GET', `/api/brand/proposals/${activeA.id}/applications`, {
        token: t.world.brandUserA.token,
        query: { status: 'maybe' },
      }),
  },
  {
    operationId: 'listBrandProposalApplications',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', `/api/brand/proposals/${activeA.id}/applications`),
  },
  {
    operationId: 'listBrandProposalApplications',
    status: 403,
    name: 'a creator',
    run: (t) =>
      t.call('GET', `/api/brand/proposals/${activeA.id}/applications`, {
        token: t.world.creatorA.token,
      }),
  },

  // ---------------- updateApplicationStatus ----------------
  {
    operationId: 'updateApplicationStatus',
    status: 404,
    name: "another brand's user cannot accept it; nothing changes",
    run: (t) => decide(t, t.world.brandUserB.token, appA, 'accepted'),
    check: async (_res, t) => {
      const [row] = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.id, appA));
      expect(row?.status).toBe('pending');
      expect(await dealsOf(t, appA)).toHaveLength(0);
    },
  },
  {
    operationId: 'updateApplicationStatus',
    status: 404,
    name: 'an unknown application',
    run: (t) => decide(t, t.world.brandUserA.token, 999999, 'accepted'),
  },
  {
    operationId: 'updateApplicationStatus',
    status: 404,
    name: 'an id beyond the database integer range',
    run: (t) => decide(t, t.world.brandUserA.token, 99999999999, 'accepted'),
  },
  {
    operationId: 'updateApplicationStatus',
    status: 422,
    name: 'pending is not a decision',
    run: (t) => decide(t, t.world.brandUserA.token, appA, 'pending'),
  },
  {
    operationId: 'updateApplicationStatus',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.call('PATCH', `/api/applications/${appA}/status`, { body: { status: 'accepted' } }),
  },
  {
    operationId: 'updateApplicationStatus',
    status: 403,
    name: 'a creator cannot decide, even on their own application',
    run: (t) => decide(t, t.world.creatorA.token, appA, 'accepted'),
  },
  {
    operationId: 'updateApplicationStatus',
    status: 200,
    name: 'two simultaneous accepts create exactly one deal with its tasks and conversation',
    run: async (t) => {
      t.setNow(new Date('2026-06-03T10:02:00Z'));
      const results = await Promise.all([
        decide(t, t.world.brandUserA.token, appA, 'accepted'),
        decide(t, t.world.brandUserA.token, appA, 'accepted'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      return results.find((r) => r.status === 200) as CallResult;
    },
    check: async (res, t) => {
      const body = json<ApplicationBody>(res);
      expect(body.status).toBe('accepted');
      const dealRows = await dealsOf(t, appA);
      expect(dealRows).toHaveLength(1);
      const deal = dealRows[0];
      if (!deal) throw new Error('no deal');
      expect(body.deal?.id).toBe(deal.id);
      expect(deal.brandId).toBe(t.world.brandA.id);
      expect(deal.creatorId).toBe(t.world.creatorA.user.id);
      const taskRows = await t.database.db
        .select()
        .from(tasks)
        .where(eq(tasks.dealId, deal.id))
        .orderBy(asc(tasks.sortOrder));
      expect(taskRows.map((x) => [x.name, x.assigneeType, x.dueDate, x.sortOrder])).toEqual([
        ['Book your visit', 'creator', '2026-06-06', 0],
        ['Reserve a table', 'brand', '2026-06-08', 1],
        ['Post the Reel', 'creator', '2026-06-17', 2],
      ]);
      expect(body.deal?.tasks).toEqual(
        taskRows.map((x) => ({ id: x.id, brand_completed: false, creator_completed: false })),
      );
      expect(
        await t.database.db.select().from(conversations).where(eq(conversations.dealId, deal.id)),
      ).toHaveLength(1);
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, t.world.creatorA.user.id));
      expect(notes.map((n) => [n.type, n.link])).toEqual([
        ['application_accepted', `/app/creator/deals/${deal.id}`],
      ]);
      expect(await activityCount(t, 'application.accepted', appA)).toBe(1);
      t.setNow(new Date());
    },
  },
  {
    operationId: 'updateApplicationStatus',
    status: 409,
    name: 'an accepted application cannot be decided again',
    run: (t) => decide(t, t.world.brandUserA.token, appA, 'rejected'),
    check: async (res, t) => {
      expect(json(res).message).toBe('This application has already been decided.');
      const [row] = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.id, appA));
      expect(row?.status).toBe('accepted');
      expect(await dealsOf(t, appA)).toHaveLength(1);
    },
  },
  {
    operationId: 'updateApplicationStatus',
    status: 200,
    name: 'rejecting creates no deal and tells the creator',
    run: (t) => decide(t, t.world.brandUserA.token, appB, 'rejected'),
    check: async (res, t) => {
      const body = json<ApplicationBody>(res);
      expect(body.status).toBe('rejected');
      expect(body.deal).toBeNull();
      expect(await dealsOf(t, appB)).toHaveLength(0);
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, t.world.creatorB.user.id));
      expect(notes.map((n) => n.type)).toEqual(['application_rejected']);
      expect(await activityCount(t, 'application.rejected', appB)).toBe(1);
    },
  },
  {
    operationId: 'updateApplicationStatus',
    status: 200,
    name: 'an admin may decide for any brand; a proposal without templates gives a deal without tasks',
    run: (t) => decide(t, t.world.admin.token, appOnB, 'accepted'),
    check: async (res, t) => {
      const body = json<ApplicationBody>(res);
      expect(body.deal?.tasks).toEqual([]);
      expect(await dealsOf(t, appOnB)).toHaveLength(1);
    },
  },
  {
    operationId: 'updateApplicationStatus',
    status: 200,
    name: 'accepting at 01:30 in Barcelona counts due dates from the Barcelona day, not the UTC one',
    run: async (t) => {
      const late = await insertProposal(t, {
        brandId: t.world.brandA.id,
        name: 'Late-night bakery shift',
        templates: [{ name: 'Film the first batch', assigneeType: 'creator', daysToComplete: 2 }],
      });
      const applied = json<ApplicationBody>(await apply(t, t.world.creatorB.token, late.id));
      // 2026-06-03T23:30Z is 01:30 on 4 June in Europe/Madrid (summer time).
      t.setNow(new Date('2026-06-03T23:30:00Z'));
      return decide(t, t.world.brandUserA.token, applied.id, 'accepted');
    },
    check: async (res, t) => {
      const dealId = json<ApplicationBody>(res).deal?.id;
      if (!dealId) throw new Error('no deal');
      const rows = await t.database.db.select().from(tasks).where(eq(tasks.dealId, dealId));
      expect(rows.map((row) => row.dueDate)).toEqual(['2026-06-06']);
    },
  },
  {
    operationId: 'listBrandProposalApplications',
    status: 200,
    name: "after the decisions, the brand's table shows the deal and its task flags",
    run: (t) =>
      t.call('GET', `/api/brand/proposals/${activeA.id}/applications`, {
        token: t.world.brandUserA.token,
      }),
    check: (res) => {
      const page = json<{ data: ApplicationBody[] }>(res);
      const byId = new Map(page.data.map((a) => [a.id, a]));
      expect(byId.get(appA)?.deal?.tasks).toHaveLength(3);
      expect(byId.get(appB)?.status).toBe('rejected');
    },
  },
]);
