import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext, UserRow } from '../auth/context';
import type { Db } from '../db/client';
import {
  brandManagers,
  brands,
  conversations,
  deals,
  proposals,
  tasks,
  users,
} from '../db/schema/index';
import { forbidden, notFound } from '../http/errors';
import type { DealParts, DealRow, TaskRow } from '../serializers/deals';

/** Ids of the brands a user manages, lowest first. */
export async function managedBrandIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: brandManagers.brandId })
    .from(brandManagers)
    .where(eq(brandManagers.userId, userId))
    .orderBy(asc(brandManagers.brandId));
  return rows.map((row) => row.id);
}

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
  if (!row) throw forbidden('You do not manage any brand.');
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
  if (!row) throw notFound('Deal');
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

export type { DealRow };
