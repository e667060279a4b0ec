import type { components } from '@colla/api-client/schema';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRow } from '../auth/context';
import type { Db } from '../db/client';
import {
  applications,
  brands,
  conversationReads,
  conversations,
  creatorCategories,
  creatorProfiles,
  deals,
  messages,
  proposalCategories,
  proposals,
  tasks,
  users,
} from '../db/schema';
import { toApplication, toTaskProgress } from '../serializers/applications';
import { iso, toUserRef } from '../serializers/common';
import { toTask } from '../serializers/deals';
import { toProposalSummary } from '../serializers/proposals';
import { fullName } from '../lib/names';
import { findApplications } from './applications';
import { madridMidnight, madridWeek } from './dates';
import { hydrateProposals, liveProposal } from './proposals';

type Schemas = components['schemas'];
type TaskRow = typeof tasks.$inferSelect;

const RECENT_ACTIVITY = 10;
const OPEN_APPLICATIONS = 20;
const RECOMMENDED = 6;

const byDueDate = (a: TaskRow, b: TaskRow) =>
  a.dueDate.localeCompare(b.dueDate) || a.sortOrder - b.sortOrder || a.id - b.id;

// ---- Brand ----

export async function brandDashboard(
  db: Db,
  brandIds: number[],
  now: Date,
): Promise<Schemas['BrandDashboard']> {
  if (brandIds.length === 0) {
    return {
      active_proposals: 0,
      pending_applications: 0,
      deals_in_progress: 0,
      tasks_due_this_week: 0,
      recent_activity: [],
    };
  }
  const { sunday } = madridWeek(now);
  const ownProposal = and(inArray(proposals.brandId, brandIds), liveProposal);
  const creator = alias(users, 'creator');
  const [[active], [pending], [inProgress], [due], received, decided, completed, messagesIn] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(proposals)
        .where(and(ownProposal, eq(proposals.status, 'active'))),
      db
        .select({ n: count() })
        .from(applications)
        .innerJoin(proposals, eq(proposals.id, applications.proposalId))
        .where(and(ownProposal, eq(applications.status, 'pending'))),
      db
        .select({ n: count() })
        .from(deals)
        .where(and(inArray(deals.brandId, brandIds), eq(deals.status, 'active'))),
      // Brand-side tasks of active deals the brand has not completed, due by this Sunday
      // (Europe/Madrid), overdue ones included.
      db
        .select({ n: count() })
        .from(tasks)
        .innerJoin(deals, eq(deals.id, tasks.dealId))
        .where(
          and(
            inArray(deals.brandId, brandIds),
            eq(deals.status, 'active'),
            eq(tasks.assigneeType, 'brand'),
            eq(tasks.brandCompleted, false),
            lte(tasks.dueDate, sunday),
          ),
        ),
      db
        .select({
          at: applications.createdAt,
          proposalId: proposals.id,
          proposalName: proposals.name,
          creator,
        })
        .from(applications)
        .innerJoin(proposals, eq(proposals.id, applications.proposalId))
        .innerJoin(creator, eq(creator.id, applications.creatorId))
        .where(ownProposal)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(RECENT_ACTIVITY),
      db
        .select({
          at: applications.updatedAt,
          status: applications.status,
          proposalId: proposals.id,
          proposalName: proposals.name,
          dealId: deals.id,
          creator,
        })
        .from(applications)
        .innerJoin(proposals, eq(proposals.id, applications.proposalId))
        .innerJoin(creator, eq(creator.id, applications.creatorId))
        .leftJoin(deals, eq(deals.applicationId, applications.id))
        .where(and(ownProposal, inArray(applications.status, ['accepted', 'rejected'])))
        .orderBy(desc(applications.updatedAt), desc(applications.id))
        .limit(RECENT_ACTIVITY),
      db
        .select({
          at: tasks.creatorCompletedAt,
          taskName: tasks.name,
          dealId: deals.id,
          creator,
        })
        .from(tasks)
        .innerJoin(deals, eq(deals.id, tasks.dealId))
        .innerJoin(creator, eq(creator.id, deals.creatorId))
        .where(and(inArray(deals.brandId, brandIds), isNotNull(tasks.creatorCompletedAt)))
        .orderBy(desc(tasks.creatorCompletedAt), desc(tasks.id))
        .limit(RECENT_ACTIVITY),
      db
        .select({
          at: messages.createdAt,
          dealId: deals.id,
          proposalName: proposals.name,
          sender: creator,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(deals, eq(deals.id, conversations.dealId))
        .innerJoin(proposals, eq(proposals.id, deals.proposalId))
        .innerJoin(creator, eq(creator.id, messages.senderId))
        .where(and(inArray(deals.brandId, brandIds), eq(messages.senderId, deals.creatorId)))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(RECENT_ACTIVITY),
    ]);

  type Activity = Omit<Schemas['BrandActivity'], 'created_at'> & { at: Date };
  const activity: Activity[] = [
    ...received.map((r): Activity => ({
      type: 'application_received',
      description: `${fullName(r.creator)} applied to ${r.proposalName}.`,
      link: `/app/brand/proposals/${r.proposalId}`,
      at: r.at,
    })),
    ...decided.map((r): Activity => ({
      type: r.status === 'accepted' ? 'application_accepted' : 'application_rejected',
      description:
        r.status === 'accepted'
          ? `${fullName(r.creator)}'s application to ${r.proposalName} was accepted.`
          : `${fullName(r.creator)}'s application to ${r.proposalName} was rejected.`,
      link:
        r.dealId !== null ? `/app/brand/deals/${r.dealId}` : `/app/brand/proposals/${r.proposalId}`,
      at: r.at,
    })),
    ...completed.flatMap((r): Activity[] =>
      r.at
        ? [
            {
              type: 'task_completed',
              description: `${fullName(r.creator)} completed ${r.taskName}.`,
              link: `/app/brand/deals/${r.dealId}`,
              at: r.at,
            },
          ]
        : [],
    ),
    ...messagesIn.map((r): Activity => ({
      type: 'message_received',
      description: `New message from ${fullName(r.sender)} about ${r.proposalName}.`,
      link: `/app/brand/deals/${r.dealId}`,
      at: r.at,
    })),
  ];
  activity.sort((a, b) => b.at.getTime() - a.at.getTime());

  return {
    active_proposals: active?.n ?? 0,
    pending_applications: pending?.n ?? 0,
    deals_in_progress: inProgress?.n ?? 0,
    tasks_due_this_week: due?.n ?? 0,
    recent_activity: activity.slice(0, RECENT_ACTIVITY).map(({ at, ...item }) => ({
      ...item,
      created_at: iso(at),
    })),
  };
}

// ---- Creator ----

/** Messages from someone else after the creator's last read message, in their deals' chats. */
export async function unreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(deals, eq(deals.id, conversations.dealId))
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, conversations.id),
        eq(conversationReads.userId, userId),
      ),
    )
    .where(
      and(
        eq(deals.creatorId, userId),
        ne(messages.senderId, userId),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
      ),
    );
  return row?.n ?? 0;
}

async function creatorDealsInProgress(
  db: Db,
  me: UserRow,
): Promise<Schemas['CreatorDealInProgress'][]> {
  const rows = await db
    .select({
      deal: deals,
      proposal: { id: proposals.id, name: proposals.name, image: proposals.imagePath },
      brand: { id: brands.id, name: brands.name },
    })
    .from(deals)
    .innerJoin(proposals, eq(proposals.id, deals.proposalId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(and(eq(deals.creatorId, me.id), eq(deals.status, 'active')))
    .orderBy(desc(deals.createdAt), desc(deals.id));
  const dealIds = rows.map((r) => r.deal.id);
  const taskRows =
    dealIds.length === 0
      ? []
      : await db
          .select()
          .from(tasks)
          .where(inArray(tasks.dealId, dealIds))
          .orderBy(asc(tasks.sortOrder), asc(tasks.id));
  return rows.map(({ deal, proposal, brand }) => {
    const list = taskRows.filter((t) => t.dealId === deal.id);
    const open = list.filter((t) => !(t.brandCompleted && t.creatorCompleted)).sort(byDueDate);
    const mine = list.filter((t) => !t.creatorCompleted).sort(byDueDate);
    return {
      id: deal.id,
      status: deal.status,
      created_at: iso(deal.createdAt),
      proposal,
      brand,
      creator: toUserRef(me),
      tasks: list.map(toTaskProgress),
      next_due_date: open[0]?.dueDate ?? null,
      next_task: mine[0] ? toTask(mine[0]) : null,
    };
  });
}

/**
 * Active proposals the creator has not applied to, in their categories (any, when they chose
 * none) and open to a platform they are on (any, when their profile names none), newest first.
 */
async function recommendedProposals(db: Db, me: UserRow): Promise<Schemas['ProposalSummary'][]> {
  const [profile] = await db
    .select()
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, me.id));
  const platforms: string[] = [];
  if (profile?.instagramHandle) platforms.push('instagram');
  if (profile?.tiktokHandle) platforms.push('tiktok');
  const categoryIds = (
    await db
      .select({ id: creatorCategories.categoryId })
      .from(creatorCategories)
      .where(eq(creatorCategories.userId, me.id))
  ).map((r) => r.id);

  const applied = db
    .select({ id: applications.proposalId })
    .from(applications)
    .where(eq(applications.creatorId, me.id));
  const rows = await db
    .select()
    .from(proposals)
    .where(
      and(
        liveProposal,
        eq(proposals.status, 'active'),
        notInArray(proposals.id, applied),
        categoryIds.length > 0
          ? inArray(
              proposals.id,
              db
                .select({ id: proposalCategories.proposalId })
                .from(proposalCategories)
                .where(inArray(proposalCategories.categoryId, categoryIds)),
            )
          : undefined,
        platforms.length > 0
          ? or(
              ...['any', 'both', ...platforms].map(
                (p) => sql`${proposals.settings}->>'platform' = ${p}`,
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(RECOMMENDED);
  return (await hydrateProposals(db, rows)).map(toProposalSummary);
}

export async function creatorDashboard(db: Db, me: UserRow): Promise<Schemas['CreatorDashboard']> {
  const [open, inProgress, unread, recommended] = await Promise.all([
    findApplications(
      db,
      and(eq(applications.creatorId, me.id), eq(applications.status, 'pending')),
      { limit: OPEN_APPLICATIONS, offset: 0 },
    ),
    creatorDealsInProgress(db, me),
    unreadMessages(db, me.id),
    recommendedProposals(db, me),
  ]);
  return {
    open_applications: open.map(toApplication),
    deals_in_progress: inProgress,
    unread_messages: unread,
    recommended_proposals: recommended,
  };
}

// ---- Admin ----

export async function adminDashboard(db: Db, now: Date): Promise<Schemas['AdminDashboard']> {
  const weekStart = madridMidnight(madridWeek(now).monday);
  const [userRows, [newUsers], proposalRows, applicationRows, dealRows] = await Promise.all([
    db.select({ type: users.type, n: count() }).from(users).groupBy(users.type),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, weekStart)),
    db
      .select({ status: proposals.status, n: count() })
      .from(proposals)
      .where(liveProposal)
      .groupBy(proposals.status),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .groupBy(applications.status),
    db.select({ status: deals.status, n: count() }).from(deals).groupBy(deals.status),
  ]);
  const countOf = <T extends { n: number }>(rows: T[], match: (row: T) => boolean) =>
    rows.find(match)?.n ?? 0;
  const accepted = countOf(applicationRows, (r) => r.status === 'accepted');
  const rejected = countOf(applicationRows, (r) => r.status === 'rejected');
  const pending = countOf(applicationRows, (r) => r.status === 'pending');
  const decided = accepted + rejected;
  return {
    users: {
      brands: countOf(userRows, (r) => r.type === 'brand'),
      creators: countOf(userRows, (r) => r.type === 'creator'),
      admins: countOf(userRows, (r) => r.type === 'admin'),
      new_this_week: newUsers?.n ?? 0,
    },
    proposals: {
      draft: countOf(proposalRows, (r) => r.status === 'draft'),
      active: countOf(proposalRows, (r) => r.status === 'active'),
      inactive: countOf(proposalRows, (r) => r.status === 'inactive'),
    },
    applications: {
      total: accepted + rejected + pending,
      pending,
      accepted,
      rejected,
      acceptance_rate: decided === 0 ? 0 : Math.round((accepted / decided) * 1000) / 1000,
    },
    deals: {
      active: countOf(dealRows, (r) => r.status === 'active'),
      completed: countOf(dealRows, (r) => r.status === 'completed'),
    },
  };
}
