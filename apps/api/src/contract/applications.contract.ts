import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  applications,
  conversations,
  deals,
  notifications,
  tasks,
  type proposals,
} from '../db/schema';
import { unchecked, expectStatus, type ContractApp, type As, type OpBody } from '../test/op';
import { callCase, defineContract, forbiddenFor, unknownId, withoutToken } from './define';
import { badQuery } from './lists';
import { activityCount, insertProposal } from './proposals.contract';
import { rowsWhere } from '../test/rows';

type ProposalRow = typeof proposals.$inferSelect;

// Proposals of brand A (active, draft) and brand B (active), created by the first case.
let activeA: ProposalRow;
let draftA: ProposalRow;
let activeB: ProposalRow;
let appA = 0; // creatorA → activeA
let appB = 0; // creatorB → activeA
let appOnB = 0; // creatorA → activeB

const apply = (t: ContractApp, as: As, proposalId: number, body: OpBody<'applyToProposal'> = {}) =>
  t.op('applyToProposal', { path: { id: proposalId }, body }, { as });

const decide = (t: ContractApp, as: As, id: number, status: 'accepted' | 'rejected') =>
  t.op('updateApplicationStatus', { path: { id }, body: { status } }, { as });

async function dealsOf(t: ContractApp, applicationId: number) {
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
      return apply(t, 'creatorA', activeA.id, {
        message: '  Your sourdough is my Saturday ritual.  ',
      });
    },
    check: async (res, t) => {
      const app = res.body;
      appA = app.id;
      expect(app.status).toBe('pending');
      expect(app.message).toBe('Your sourdough is my Saturday ritual.');
      expect(app.creator.id).toBe(t.world.creatorA.user.id);
      expect(app.deal).toBeNull();
      const notes = await rowsWhere(
        t,
        notifications,
        notifications.userId,
        t.world.brandUserA.user.id,
      );
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
        apply(t, 'creatorB', activeA.id),
        apply(t, 'creatorB', activeA.id),
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
      const stored = results.find((r) => r.status === 201);
      if (!stored) throw new Error('no application stored');
      return stored;
    },
    check: (res) => {
      appB = res.body.id;
      expect(res.body.message).toBeNull();
    },
  },
  {
    operationId: 'applyToProposal',
    status: 409,
    name: 'applying twice',
    run: (t) => apply(t, 'creatorA', activeA.id, { message: 'Again' }),
    check: (res) => expect(res.body.message).toBe('You have already applied to this proposal.'),
  },
  {
    operationId: 'applyToProposal',
    status: 404,
    name: 'a draft cannot be applied to',
    run: (t) => apply(t, 'creatorA', draftA.id),
    check: async (_res, t) => {
      const rows = await rowsWhere(t, applications, applications.proposalId, draftA.id);
      expect(rows).toHaveLength(0);
    },
  },
  {
    operationId: 'applyToProposal',
    status: 404,
    name: 'an unknown proposal',
    run: (t) => apply(t, 'creatorA', 999999),
  },
  {
    operationId: 'applyToProposal',
    status: 422,
    name: 'a message over 2000 characters',
    run: (t) => apply(t, 'creatorA', activeB.id, { message: 'x'.repeat(2001) }),
  },
  withoutToken('applyToProposal', () => ({ path: { id: activeB.id }, body: {} })),
  {
    operationId: 'applyToProposal',
    status: 403,
    name: 'a brand user cannot apply',
    run: (t) => apply(t, 'brandUserB', activeA.id),
  },

  // ---------------- listCreatorApplications ----------------
  {
    operationId: 'listCreatorApplications',
    status: 200,
    name: 'a creator sees only their own applications, newest first',
    run: async (t) => {
      appOnB = expectStatus(await apply(t, 'creatorA', activeB.id), 201).body.id;
      return t.op('listCreatorApplications', {}, { as: 'creatorA' });
    },
    check: (res, t) => {
      const page = res.body;
      expect(page.data.map((a) => a.id)).toEqual([appOnB, appA]);
      expect(page.data.every((a) => a.creator.id === t.world.creatorA.user.id)).toBe(true);
      expect(page.meta.total).toBe(2);
    },
  },
  callCase(
    'listCreatorApplications',
    200,
    "creator B does not see creator A's applications",
    {},
    {
      as: 'creatorB',
      check: (res) => {
        expect(res.body.data.map((a) => a.id)).toEqual([appB]);
        expect(res.text).not.toContain('laia.puig@example.com');
      },
    },
  ),
  withoutToken('listCreatorApplications'),
  ...forbiddenFor('listCreatorApplications', ['brandUserA'], {}, { name: 'a brand user' }),
  badQuery('listCreatorApplications', 'creatorA', 'an unknown status filter', {
    status: 'approved',
  }),

  // ---------------- listBrandProposalApplications ----------------
  callCase(
    'listBrandProposalApplications',
    200,
    "the brand lists its proposal's applications, filtered by status",
    () => ({ path: { id: activeA.id }, query: { status: 'pending', per_page: 1 } }),
    {
      as: 'brandUserA',
      check: (res) => {
        const page = res.body;
        expect(page.data.map((a) => a.id)).toEqual([appB]);
        expect(page.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
      },
    },
  ),
  callCase(
    'listBrandProposalApplications',
    404,
    "another brand's proposal",
    () => ({ path: { id: activeA.id } }),
    { as: 'brandUserB', check: (res) => expect(res.text).not.toContain('example.com') },
  ),
  unknownId('listBrandProposalApplications', 'brandUserA', 'an unknown proposal'),
  callCase(
    'listBrandProposalApplications',
    422,
    'an unknown status filter',
    () => ({ path: { id: activeA.id }, query: { status: 'maybe' } }),
    { as: 'brandUserA' },
  ),
  withoutToken('listBrandProposalApplications', () => ({ path: { id: activeA.id } })),
  ...forbiddenFor(
    'listBrandProposalApplications',
    ['creatorA'],
    () => ({ path: { id: activeA.id } }),
    { name: 'a creator' },
  ),

  // ---------------- updateApplicationStatus ----------------
  {
    operationId: 'updateApplicationStatus',
    status: 404,
    name: "another brand's user cannot accept it; nothing changes",
    run: (t) => decide(t, 'brandUserB', appA, 'accepted'),
    check: async (_res, t) => {
      const [row] = await rowsWhere(t, applications, applications.id, appA);
      expect(row?.status).toBe('pending');
      expect(await dealsOf(t, appA)).toHaveLength(0);
    },
  },
  {
    operationId: 'updateApplicationStatus',
    status: 404,
    name: 'an unknown application',
    run: (t) => decide(t, 'brandUserA', 999999, 'accepted'),
  },
  {
    operationId: 'updateApplicationStatus',
    status: 404,
    name: 'an id beyond the database integer range',
    run: (t) => decide(t, 'brandUserA', 99999999999, 'accepted'),
  },
  callCase(
    'updateApplicationStatus',
    422,
    'pending is not a decision',
    () => ({ path: { id: appA }, body: unchecked({ status: 'pending' }) }),
    { as: 'brandUserA' },
  ),
  withoutToken('updateApplicationStatus', () => ({
    path: { id: appA },
    body: { status: 'accepted' },
  })),
  {
    operationId: 'updateApplicationStatus',
    status: 403,
    name: 'a creator cannot decide, even on their own application',
    run: (t) => decide(t, 'creatorA', appA, 'accepted'),
  },
  {
    operationId: 'updateApplicationStatus',
    status: 200,
    name: 'two simultaneous accepts create exactly one deal with its tasks and conversation',
    run: async (t) => {
      t.setNow(new Date('2026-06-03T10:02:00Z'));
      const results = await Promise.all([
        decide(t, 'brandUserA', appA, 'accepted'),
        decide(t, 'brandUserA', appA, 'accepted'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const accepted = results.find((r) => r.status === 200);
      if (!accepted) throw new Error('no accept answered 200');
      return accepted;
    },
    check: async (res, t) => {
      const body = res.body;
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
      const notes = await rowsWhere(
        t,
        notifications,
        notifications.userId,
        t.world.creatorA.user.id,
      );
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
    run: (t) => decide(t, 'brandUserA', appA, 'rejected'),
    check: async (res, t) => {
      expect(res.body.message).toBe('This application has already been decided.');
      const [row] = await rowsWhere(t, applications, applications.id, appA);
      expect(row?.status).toBe('accepted');
      expect(await dealsOf(t, appA)).toHaveLength(1);
    },
  },
  {
    operationId: 'updateApplicationStatus',
    status: 200,
    name: 'rejecting creates no deal and tells the creator',
    run: (t) => decide(t, 'brandUserA', appB, 'rejected'),
    check: async (res, t) => {
      const body = res.body;
      expect(body.status).toBe('rejected');
      expect(body.deal).toBeNull();
      expect(await dealsOf(t, appB)).toHaveLength(0);
      const notes = await rowsWhere(
        t,
        notifications,
        notifications.userId,
        t.world.creatorB.user.id,
      );
      expect(notes.map((n) => n.type)).toEqual(['application_rejected']);
      expect(await activityCount(t, 'application.rejected', appB)).toBe(1);
    },
  },
  {
    operationId: 'updateApplicationStatus',
    status: 200,
    name: 'an admin may decide for any brand; a proposal without templates gives a deal without tasks',
    run: (t) => decide(t, 'admin', appOnB, 'accepted'),
    check: async (res, t) => {
      const body = res.body;
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
      const applied = expectStatus(await apply(t, 'creatorB', late.id), 201).body;
      // 2026-06-03T23:30Z is 01:30 on 4 June in Europe/Madrid (summer time).
      t.setNow(new Date('2026-06-03T23:30:00Z'));
      return decide(t, 'brandUserA', applied.id, 'accepted');
    },
    check: async (res, t) => {
      const dealId = res.body.deal?.id;
      if (!dealId) throw new Error('no deal');
      const rows = await rowsWhere(t, tasks, tasks.dealId, dealId);
      expect(rows.map((row) => row.dueDate)).toEqual(['2026-06-06']);
    },
  },
  callCase(
    'listBrandProposalApplications',
    200,
    "after the decisions, the brand's table shows the deal and its task flags",
    () => ({ path: { id: activeA.id } }),
    {
      as: 'brandUserA',
      check: (res) => {
        const page = res.body;
        const byId = new Map(page.data.map((a) => [a.id, a]));
        expect(byId.get(appA)?.deal?.tasks).toHaveLength(3);
        expect(byId.get(appB)?.status).toBe('rejected');
      },
    },
  ),
]);
