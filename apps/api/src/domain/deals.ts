import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AuthContext, UserRow } from '../auth/context';
import type { Db } from '../db/client';
import { brandManagers, brands, conversations, deals, proposals, tasks, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { tablePage, type PageQuery } from '../lib/sql';
import { toDealListItem, type DealParts, type DealRow, type TaskRow } from '../serializers/deals';

/**
 * Brand users act for the brands they manage. One who manages none (their brand was removed, or
 * they were never assigned one) has no brand area at all: 403, before any lookup.
 */
export async function requireManagedBrand(db: Db, auth: AuthContext): Promise<void> {
  if (auth.user.type !== 'brand') return;
  const [row] = await db
    .select({ id: brandManagers.brandId })
    .from(brandManagers)
    .where(eq(brandManagers.userId, auth.user.id))
    .limit(1);
  if (!row) throw forbidden(/*i18n*/ { id: 'You do not manage any brand.' });
}

/** A subquery of the brand ids a user manages, for `inArray`. */
export function managedBrandsQuery(db: Db, userId: number) {
  return db
    .select({ id: brandManagers.brandId })
    .from(brandManagers)
    .where(eq(brandManagers.userId, userId));
}

/**
 * The deals a user may see: brand users those of the brands they manage, creators their own,
 * admins all (`undefined`: no condition).
 */
export function dealScope(db: Db, auth: AuthContext): SQL | undefined {
  const user = auth.user;
  if (user.type === 'admin') return undefined;
  if (user.type === 'creator') return eq(deals.creatorId, user.id);
  return inArray(deals.brandId, managedBrandsQuery(db, user.id));
}

/** The deal with its proposal, brand and creator, when the caller may see it; 404 otherwise. */
export async function findVisibleDeal(db: Db, auth: AuthContext, dealId: number) {
  const [row] = await db
    .select({ deal: deals, proposal: proposals, brand: brands, creator: users })
    .from(deals)
    .innerJoin(proposals, eq(proposals.id, deals.proposalId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .innerJoin(users, eq(users.id, deals.creatorId))
    .where(and(eq(deals.id, dealId), dealScope(db, auth)))
    .limit(1);
  if (!row) throw notFound(/*i18n*/ { id: 'Deal not found.' });
  return row satisfies DealParts;
}

export async function dealTasks(db: Db, dealIds: number[]): Promise<Map<number, TaskRow[]>> {
  const byDeal = new Map<number, TaskRow[]>();
  if (dealIds.length === 0) return byDeal;
  const rows = await db
    .select()
    .from(tasks)
    .where(inArray(tasks.dealId, dealIds))
    .orderBy(asc(tasks.sortOrder), asc(tasks.id));
  for (const row of rows) {
    const list = byDeal.get(row.dealId) ?? [];
    list.push(row);
    byDeal.set(row.dealId, list);
  }
  return byDeal;
}

/** The deal's one conversation, created when missing (one per deal, race-safe). */
export async function ensureConversation(db: Db, dealId: number): Promise<number> {
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.dealId, dealId));
  if (existing) return existing.id;
  await db.insert(conversations).values({ dealId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.dealId, dealId));
  if (!row) throw new Error(`conversation of deal ${dealId} not created`);
  return row.id;
}

/** The users managing the deal's brand (active ones), who act for the brand side. */
export async function brandSideUsers(db: Db, brandId: number): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(brandManagers)
    .innerJoin(users, eq(users.id, brandManagers.userId))
    .where(and(eq(brandManagers.brandId, brandId), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.user);
}

/** The portal page of a deal for a user type. */
export function dealLink(type: UserRow['type'], dealId: number): string {
  return type === 'creator' ? `/app/creator/deals/${dealId}` : `/app/brand/deals/${dealId}`;
}

/** A page of the deals the caller may see, newest first, optionally of one status. */
export function listDeals(
  db: Db,
  auth: AuthContext,
  query: PageQuery & { status?: DealRow['status'] },
) {
  const where = and(dealScope(db, auth), query.status ? eq(deals.status, query.status) : undefined);
  return tablePage(
    db,
    query,
    deals,
    where,
    db
      .select({ deal: deals, proposal: proposals, brand: brands, creator: users })
      .from(deals)
      .innerJoin(proposals, eq(proposals.id, deals.proposalId))
      .innerJoin(brands, eq(brands.id, deals.brandId))
      .innerJoin(users, eq(users.id, deals.creatorId))
      .where(where)
      .orderBy(desc(deals.createdAt), desc(deals.id)),
    async (rows) => {
      const taskMap = await dealTasks(
        db,
        rows.map((row) => row.deal.id),
      );
      return rows.map((row) => toDealListItem(row, taskMap.get(row.deal.id) ?? []));
    },
  );
}

/** A deal the caller may see, by id: its id and brand (undefined when out of reach). */
export async function findScopedDeal(db: Db, auth: AuthContext, dealId: number) {
  const [deal] = await db
    .select({ id: deals.id, brandId: deals.brandId })
    .from(deals)
    .where(and(eq(deals.id, dealId), dealScope(db, auth)));
  return deal;
}

/** The deal, locked until the transaction ends (two last ticks cannot both miss completion). */
export async function lockDeal(db: Db, dealId: number): Promise<DealRow | undefined> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId)).for('update');
  return deal;
}

/** A task of a deal (undefined when the deal has no such task). */
export async function findDealTask(
  db: Db,
  dealId: number,
  taskId: number,
): Promise<TaskRow | undefined> {
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.dealId, dealId)));
  return task;
}

/** Sets one side's completion of a task (and since when), returning the task. */
export async function setTaskCompletion(
  db: Db,
  taskId: number,
  side: 'brand' | 'creator',
  completed: boolean,
  at: Date | null,
): Promise<TaskRow | undefined> {
  const [updated] = await db
    .update(tasks)
    .set(
      side === 'brand'
        ? { brandCompleted: completed, brandCompletedAt: at }
        : { creatorCompleted: completed, creatorCompletedAt: at },
    )
    .where(eq(tasks.id, taskId))
    .returning();
  return updated;
}

/** How many of a deal's tasks are not yet done by both sides. */
export async function openTaskCount(db: Db, dealId: number): Promise<number> {
  return db.$count(
    tasks,
    and(
      eq(tasks.dealId, dealId),
      or(eq(tasks.brandCompleted, false), eq(tasks.creatorCompleted, false)),
    ),
  );
}

export async function completeDeal(db: Db, dealId: number, now: Date): Promise<void> {
  await db
    .update(deals)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(eq(deals.id, dealId));
}

/** The user who cancelled the deal, when there is one (null when removed or not cancelled). */
export async function dealCanceller(db: Db, deal: DealRow): Promise<UserRow | null> {
  if (deal.cancelledBy == null) return null;
  const [user] = await db.select().from(users).where(eq(users.id, deal.cancelledBy));
  return user ?? null;
}

export async function cancelDeal(
  db: Db,
  dealId: number,
  cancellation: { by: number; reason: string; now: Date },
): Promise<DealRow> {
  const [row] = await db
    .update(deals)
    .set({
      status: 'cancelled',
      cancelledAt: cancellation.now,
      cancelledBy: cancellation.by,
      cancelReason: cancellation.reason,
      updatedAt: cancellation.now,
    })
    .where(eq(deals.id, dealId))
    .returning();
  if (!row) throw new Error(`deal ${dealId} not cancelled`);
  return row;
}

export type { DealRow };
