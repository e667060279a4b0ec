/** Users as admins manage them: the filtered list and what a user has done on each side. */
import type { components } from '@colla/api-client/schema';
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { UserRow } from '../auth/context';
import type { Db } from '../db/client';
import { applications, brandManagers, brands, deals, proposals, users } from '../db/schema';
import { fullNameSql } from '../lib/names';
import { containsPattern, tablePage, type PageQuery } from '../lib/sql';
import { iso, toUserRef } from '../serializers/common';
import { nextDueDate } from '../serializers/deals';
import { toAdminUser } from '../serializers/users';
import { dealTasks } from './deals';

type Schemas = components['schemas'];

export interface AdminUserFilters extends PageQuery {
  search?: string;
  type?: UserRow['type'];
  status?: UserRow['status'];
}

/** A page of users, newest first, matching the search (email or name) and filters. */
export function listAdminUsers(db: Db, query: AdminUserFilters) {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const byText = or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(fullNameSql(users), pattern),
    );
    if (byText) conditions.push(byText);
  }
  if (query.type) conditions.push(eq(users.type, query.type));
  if (query.status) conditions.push(eq(users.status, query.status));
  const where = and(...conditions);
  return tablePage(
    db,
    query,
    users,
    where,
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)),
    (rows) => rows.map(toAdminUser),
  );
}

/** Completion flags per deal, in task order, and the next date due. */
async function taskProgress(db: Db, dealIds: number[]) {
  const byDeal = await dealTasks(db, dealIds);
  return new Map(
    [...byDeal].map(([dealId, rows]) => [
      dealId,
      {
        progress: rows.map((row): Schemas['TaskProgress'] => ({
          id: row.id,
          brand_completed: row.brandCompleted,
          creator_completed: row.creatorCompleted,
        })),
        nextDue: nextDueDate(rows),
      },
    ]),
  );
}

/** The brands a user manages, by name. */
export async function managedBrands(db: Db, userId: number): Promise<Schemas['BrandOption'][]> {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brandManagers)
    .innerJoin(brands, eq(brands.id, brandManagers.brandId))
    .where(eq(brandManagers.userId, userId))
    .orderBy(asc(brands.name), asc(brands.id));
}

/** Proposals the user created, newest first. */
export async function createdProposals(
  db: Db,
  userId: number,
): Promise<Schemas['ProposalSummary'][]> {
  const rows = await db
    .select({ proposal: proposals, brandName: brands.name })
    .from(proposals)
    .innerJoin(brands, eq(brands.id, proposals.brandId))
    .where(eq(proposals.userId, userId))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
  return rows.map(({ proposal, brandName }) => ({
    id: proposal.id,
    name: proposal.name,
    slug: proposal.slug,
    status: proposal.status,
    image: proposal.imagePath,
    start_date: proposal.startDate,
    end_date: proposal.endDate,
    brand: { id: proposal.brandId, name: brandName },
  }));
}

/** A creator's applications with the deal each one became, newest first. */
export async function creatorApplications(
  db: Db,
  creator: UserRow,
): Promise<Schemas['Application'][]> {
  const rows = await db
    .select({
      application: applications,
      proposal: { id: proposals.id, name: proposals.name, slug: proposals.slug },
      dealId: deals.id,
    })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .leftJoin(deals, eq(deals.applicationId, applications.id))
    .where(eq(applications.creatorId, creator.id))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const progress = await taskProgress(
    db,
    rows.flatMap((row) => (row.dealId === null ? [] : [row.dealId])),
  );
  const creatorRef = { ...toUserRef(creator), email: creator.email };
  return rows.map(({ application, proposal, dealId }) => ({
    id: application.id,
    status: application.status,
    message: application.message,
    created_at: iso(application.createdAt),
    updated_at: iso(application.updatedAt),
    proposal,
    creator: creatorRef,
    deal: dealId === null ? null : { id: dealId, tasks: progress.get(dealId)?.progress ?? [] },
  }));
}

/** Deals on either side: the creator's own, or those of the brands a brand user manages. */
export async function userDeals(
  db: Db,
  user: UserRow,
  brandIds: number[],
): Promise<Schemas['DealListItem'][]> {
  let where: SQL | undefined;
  if (user.type === 'creator') where = eq(deals.creatorId, user.id);
  else if (user.type === 'brand' && brandIds.length > 0) where = inArray(deals.brandId, brandIds);
  if (!where) return [];
  const rows = await db
    .select({
      deal: deals,
      proposal: { id: proposals.id, name: proposals.name, image: proposals.imagePath },
      brand: { id: brands.id, name: brands.name },
      creator: users,
    })
    .from(deals)
    .innerJoin(proposals, eq(proposals.id, deals.proposalId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .innerJoin(users, eq(users.id, deals.creatorId))
    .where(where)
    .orderBy(desc(deals.createdAt), desc(deals.id));
  const progress = await taskProgress(
    db,
    rows.map((row) => row.deal.id),
  );
  return rows.map(({ deal, proposal, brand, creator }) => ({
    id: deal.id,
    status: deal.status,
    created_at: iso(deal.createdAt),
    proposal,
    brand,
    creator: toUserRef(creator),
    tasks: progress.get(deal.id)?.progress ?? [],
    next_due_date: progress.get(deal.id)?.nextDue ?? null,
  }));
}

/** A user as an admin sees them: the account, their brands, proposals, applications and deals. */
export async function adminUserDetail(db: Db, user: UserRow): Promise<Schemas['AdminUserDetail']> {
  const brandList = user.type === 'brand' ? await managedBrands(db, user.id) : [];
  const [proposalList, applicationList, dealList] = await Promise.all([
    createdProposals(db, user.id),
    user.type === 'creator' ? creatorApplications(db, user) : Promise.resolve([]),
    userDeals(
      db,
      user,
      brandList.map((brand) => brand.id),
    ),
  ]);
  return {
    ...toAdminUser(user),
    proposals: proposalList,
    applications: applicationList,
    deals: dealList,
    brands: brandList,
  };
}
