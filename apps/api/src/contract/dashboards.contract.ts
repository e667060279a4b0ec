import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  applications,
  conversationReads,
  conversations,
  creatorCategories,
  creatorProfiles,
  deals,
  messages,
  tasks,
} from '../db/schema';
import { expectStatus, type ContractApp } from '../test/op';
import { callCase, defineContract, forbiddenFor, withoutToken } from './define';
import { insertProposal } from './proposals.contract';

/** Wednesday 17 June 2026, 10:00 in Madrid: the week runs Monday 15 to Sunday 21. */
const NOW = new Date('2026-06-17T08:00:00Z');

interface Seeded {
  dealA: number;
  conversationA: number;
  recommended: number;
}
let seeded: Seeded;

/**
 * Brand A: 2 active proposals, 1 draft; creator A accepted (deal with tasks), creator B pending.
 * Brand B: 1 active proposal with a pending application of creator A.
 */
async function seed(t: ContractApp): Promise<Seeded> {
  if (seeded) return seeded;
  const db = t.database.db;
  const { brandA, brandB, creatorA, creatorB, brandUserA, food, sports } = t.world;
  const at = (iso: string) => new Date(iso);
  const vermut = await insertProposal(t, {
    brandId: brandA.id,
    name: 'Summer vermut tasting in Gràcia',
    categoryIds: [food.id],
    createdAt: at('2026-05-18T10:30:00Z'),
  });
  await insertProposal(t, { brandId: brandA.id, name: 'Sourdough mornings', status: 'active' });
  await insertProposal(t, { brandId: brandA.id, name: 'Rumba nights', status: 'draft' });
  const rides = await insertProposal(t, {
    brandId: brandB.id,
    name: 'Sunset rides',
    categoryIds: [sports.id],
    settings: { platform: 'tiktok' },
  });
  // Recommended to creator A: active, food, open to instagram, not applied to.
  const recommended = await insertProposal(t, {
    brandId: brandB.id,
    name: 'Bike and brunch',
    categoryIds: [food.id],
    settings: { platform: 'both' },
  });
  // Not recommended: instagram-only creator A vs a tiktok-only food proposal.
  await insertProposal(t, {
    brandId: brandB.id,
    name: 'TikTok tapas',
    categoryIds: [food.id],
    settings: { platform: 'tiktok' },
  });

  const [accepted, pending, pendingB] = await db
    .insert(applications)
    .values([
      {
        proposalId: vermut.id,
        creatorId: creatorA.user.id,
        status: 'accepted',
        createdAt: at('2026-05-28T09:14:00Z'),
        updatedAt: at('2026-06-03T10:02:00Z'),
      },
      {
        proposalId: vermut.id,
        creatorId: creatorB.user.id,
        status: 'pending',
        createdAt: at('2026-05-29T12:03:00Z'),
        updatedAt: at('2026-05-29T12:03:00Z'),
      },
      {
        proposalId: rides.id,
        creatorId: creatorA.user.id,
        status: 'pending',
        message: 'I ride every weekend.',
        createdAt: at('2026-06-10T07:45:00Z'),
        updatedAt: at('2026-06-10T07:45:00Z'),
      },
    ])
    .returning();
  if (!accepted || !pending || !pendingB) throw new Error('applications not inserted');
  const [deal] = await db
    .insert(deals)
    .values({
      applicationId: accepted.id,
      proposalId: vermut.id,
      brandId: brandA.id,
      creatorId: creatorA.user.id,
      createdAt: at('2026-06-03T10:02:00Z'),
    })
    .returning();
  if (!deal) throw new Error('deal not inserted');
  await db.insert(tasks).values([
    // Done by both sides.
    {
      dealId: deal.id,
      name: 'Book your visit',
      assigneeType: 'creator',
      dueDate: '2026-06-06',
      sortOrder: 0,
      brandCompleted: true,
      creatorCompleted: true,
      creatorCompletedAt: at('2026-06-05T18:00:00Z'),
    },
    // Brand task overdue (counts as due by Sunday).
    {
      dealId: deal.id,
      name: 'Reserve a table',
      assigneeType: 'brand',
      dueDate: '2026-06-08',
      sortOrder: 1,
    },
    // Brand task due Sunday 21 (counts).
    {
      dealId: deal.id,
      name: 'Share the Reel',
      assigneeType: 'brand',
      dueDate: '2026-06-21',
      sortOrder: 3,
    },
    // Brand task due next Monday (does not count).
    {
      dealId: deal.id,
      name: 'Send the bottle',
      assigneeType: 'brand',
      dueDate: '2026-06-22',
      sortOrder: 4,
    },
    // Creator task, completed by the brand only: the creator's next task.
    {
      dealId: deal.id,
      name: 'Post the Reel and Stories',
      assigneeType: 'creator',
      dueDate: '2026-06-17',
      sortOrder: 2,
      brandCompleted: true,
      brandCompletedAt: at('2026-06-15T19:40:00Z'),
    },
  ]);
  const [conversation] = await db.insert(conversations).values({ dealId: deal.id }).returning();
  if (!conversation) throw new Error('conversation not inserted');
  const sent = await db
    .insert(messages)
    .values([
      {
        conversationId: conversation.id,
        senderId: brandUserA.user.id,
        body: 'Welcome!',
        createdAt: at('2026-06-04T09:00:00Z'),
      },
      {
        conversationId: conversation.id,
        senderId: creatorA.user.id,
        body: 'Thanks, booked for Sunday.',
        createdAt: at('2026-06-05T10:47:00Z'),
      },
      {
        conversationId: conversation.id,
        senderId: brandUserA.user.id,
        body: 'See you there.',
        createdAt: at('2026-06-05T11:00:00Z'),
      },
      {
        conversationId: conversation.id,
        senderId: brandUserA.user.id,
        body: 'Table is ready.',
        createdAt: at('2026-06-06T11:00:00Z'),
      },
    ])
    .returning();
  // Creator A read up to the first brand message: two brand messages are unread.
  await db.insert(conversationReads).values({
    conversationId: conversation.id,
    userId: creatorA.user.id,
    lastReadMessageId: sent[0]?.id ?? 0,
  });
  await db
    .update(creatorProfiles)
    .set({ instagramHandle: 'laia' })
    .where(eq(creatorProfiles.userId, creatorA.user.id));
  await db.insert(creatorCategories).values({ userId: creatorA.user.id, categoryId: food.id });
  seeded = { dealA: deal.id, conversationA: conversation.id, recommended: recommended.id };
  return seeded;
}

export default defineContract('dashboards', [
  {
    operationId: 'getBrandDashboard',
    status: 200,
    name: "brand A's figures from its own proposals, applications, deals and tasks",
    run: async (t) => {
      await seed(t);
      t.setNow(NOW);
      return t.op('getBrandDashboard', {}, { as: 'brandUserA' });
    },
    check: (res) => {
      const body = res.body;
      expect(body.active_proposals).toBe(2);
      expect(body.pending_applications).toBe(1);
      expect(body.deals_in_progress).toBe(1);
      expect(body.tasks_due_this_week).toBe(2);
      expect(body.recent_activity.map((a) => [a.type, a.created_at])).toEqual([
        ['task_completed', '2026-06-05T18:00:00.000Z'],
        ['message_received', '2026-06-05T10:47:00.000Z'],
        ['application_accepted', '2026-06-03T10:02:00.000Z'],
        ['application_received', '2026-05-29T12:03:00.000Z'],
        ['application_received', '2026-05-28T09:14:00.000Z'],
      ]);
      expect(body.recent_activity[0]?.description).toBe('Laia Puig completed Book your visit.');
      expect(body.recent_activity[0]?.link).toBe(`/app/brand/deals/${seeded.dealA}`);
    },
  },
  callCase(
    'getBrandDashboard',
    200,
    "brand B sees nothing of brand A's",
    {},
    {
      as: 'brandUserB',
      check: (res) => {
        const body = res.body;
        expect(body.active_proposals).toBe(3);
        expect(body.deals_in_progress).toBe(0);
        expect(res.text).not.toContain('vermut');
        expect(res.body.recent_activity).toEqual([
          expect.objectContaining({ description: 'Laia Puig applied to Sunset rides.' }),
        ]);
      },
    },
  ),
  withoutToken('getBrandDashboard'),
  ...forbiddenFor('getBrandDashboard', ['creatorA'], {}, { name: 'a creator' }),
  callCase(
    'getCreatorDashboard',
    200,
    "creator A's open applications, deal with next task, unread messages, recommendations",
    {},
    {
      as: 'creatorA',
      check: (res) => {
        const body = res.body;
        expect(body.open_applications.map((a) => a.proposal.name)).toEqual(['Sunset rides']);
        expect(body.deals_in_progress).toHaveLength(1);
        expect(body.deals_in_progress[0]?.id).toBe(seeded.dealA);
        expect(body.deals_in_progress[0]?.tasks).toHaveLength(5);
        expect(body.deals_in_progress[0]?.next_due_date).toBe('2026-06-08');
        expect(body.deals_in_progress[0]?.next_task?.name).toBe('Reserve a table');
        expect(body.unread_messages).toBe(2);
        expect(body.recommended_proposals.map((p) => p.id)).toEqual([seeded.recommended]);
      },
    },
  ),
  callCase(
    'getCreatorDashboard',
    200,
    "creator B sees only their own: no deals, no unread messages of creator A's chat",
    {},
    {
      as: 'creatorB',
      check: (res) => {
        const body = res.body;
        expect(body.open_applications).toHaveLength(1);
        expect(body.deals_in_progress).toEqual([]);
        expect(body.unread_messages).toBe(0);
      },
    },
  ),
  {
    operationId: 'getCreatorDashboard',
    status: 200,
    name: 'reading the chat clears the unread count',
    run: async (t) => {
      const db = t.database.db;
      const all = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, seeded.conversationA));
      await db
        .update(conversationReads)
        .set({ lastReadMessageId: Math.max(...all.map((m) => m.id)) })
        .where(eq(conversationReads.conversationId, seeded.conversationA));
      return t.op('getCreatorDashboard', {}, { as: 'creatorA' });
    },
    check: (res) => expect(res.body.unread_messages).toBe(0),
  },
  withoutToken('getCreatorDashboard'),
  ...forbiddenFor('getCreatorDashboard', ['brandUserA'], {}, { name: 'a brand user' }),
  callCase(
    'getAdminDashboard',
    200,
    'users by type, proposals by status, applications and acceptance rate, deals',
    {},
    {
      as: 'admin',
      check: (res) => {
        const body = res.body;
        expect(body.users).toMatchObject({ brands: 2, creators: 2, admins: 1 });
        expect(body.proposals).toEqual({ draft: 1, active: 5, inactive: 0 });
        expect(body.applications).toEqual({
          total: 3,
          pending: 2,
          accepted: 1,
          rejected: 0,
          acceptance_rate: 1,
        });
        expect(body.deals).toEqual({ active: 1, completed: 0 });
      },
    },
  ),
  {
    operationId: 'getAdminDashboard',
    status: 200,
    name: 'new this week counts users since Monday (Madrid)',
    run: (t) => {
      // The world was created just now (real time); a week later it is not new any more.
      t.setNow(new Date(Date.now() + 8 * 24 * 3600 * 1000));
      return t.op('getAdminDashboard', {}, { as: 'admin' });
    },
    check: async (res, t) => {
      expect(res.body.users.new_this_week).toBe(0);
      t.setNow(new Date());
      const now = await t.op('getAdminDashboard', {}, { as: 'admin' });
      expect(expectStatus(now, 200).body.users.new_this_week).toBe(5);
    },
  },
  withoutToken('getAdminDashboard'),
  ...forbiddenFor('getAdminDashboard', ['brandUserA'], {}, { name: 'a brand user' }),
]);
