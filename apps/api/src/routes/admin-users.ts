import type { components } from '@colla/api-client/schema';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  MAX_DB_ID,
  actorOf,
  cleanName,
  likePattern,
  rejectNulCharacters,
  revokeTokens,
} from '../auth/accounts';
import { issueToken, requireAuth, requireRole, type UserRow } from '../auth/context';
import type { Db } from '../db/client';
import {
  apiTokens,
  applications,
  brandManagers,
  brands,
  deals,
  proposals,
  tasks,
  users,
} from '../db/schema/index';
import { conflict, forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { ok, type HandlerGroup } from '../http/handler';
import { iso, pageParams, paginated, toUser, toUserRef } from '../serializers/common';
import { toAdminUser } from '../serializers/users';

type Schemas = components['schemas'];

async function findUser(db: Db, id: number): Promise<UserRow> {
  if (id > MAX_DB_ID) throw notFound('User');
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`;

/** Completion flags per deal, in task order. */
async function taskProgress(db: Db, dealIds: number[]) {
  const byDeal = new Map<number, { progress: Schemas['TaskProgress'][]; nextDue: string | null }>();
  if (dealIds.length === 0) return byDeal;
  const rows = await db
    .select()
    .from(tasks)
    .where(inArray(tasks.dealId, dealIds))
    .orderBy(asc(tasks.sortOrder), asc(tasks.id));
  for (const row of rows) {
    const entry = byDeal.get(row.dealId) ?? { progress: [], nextDue: null };
    entry.progress.push({
      id: row.id,
      brand_completed: row.brandCompleted,
      creator_completed: row.creatorCompleted,
    });
    const done = row.brandCompleted && row.creatorCompleted;
    if (!done && (entry.nextDue === null || row.dueDate < entry.nextDue))
      entry.nextDue = row.dueDate;
    byDeal.set(row.dealId, entry);
  }
  return byDeal;
}

/** The brands a user manages, by name. */
async function managedBrands(db: Db, userId: number): Promise<Schemas['BrandOption'][]> {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brandManagers)
    .innerJoin(brands, eq(brands.id, brandManagers.brandId))
    .where(eq(brandManagers.userId, userId))
    .orderBy(asc(brands.name), asc(brands.id));
}

/** Proposals the user created, newest first. */
async function createdProposals(db: Db, userId: number): Promise<Schemas['ProposalSummary'][]> {
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
async function creatorApplications(db: Db, creator: UserRow): Promise<Schemas['Application'][]> {
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
async function userDeals(
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

export const adminUsersHandlers = {
  async listAdminUsers({ auth, query, app }) {
    requireRole(auth, 'admin');
    rejectNulCharacters(query.search, 'search');
    const { page, perPage, offset } = pageParams(query);
    const conditions: SQL[] = [];
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      const byText = or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      );
      if (byText) conditions.push(byText);
    }
    if (query.type) conditions.push(eq(users.type, query.type));
    if (query.status) conditions.push(eq(users.status, query.status));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      app.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(perPage)
        .offset(offset),
      app.db.select({ total: count() }).from(users).where(where),
    ]);
    return ok(paginated(rows.map(toAdminUser), totals[0]?.total ?? 0, page, perPage));
  },

  async getAdminUser({ auth, params, app }) {
    requireRole(auth, 'admin');
    const user = await findUser(app.db, params.id);
    const brandList = user.type === 'brand' ? await managedBrands(app.db, user.id) : [];
    const [proposalList, applicationList, dealList] = await Promise.all([
      createdProposals(app.db, user.id),
      user.type === 'creator' ? creatorApplications(app.db, user) : Promise.resolve([]),
      userDeals(
        app.db,
        user,
        brandList.map((brand) => brand.id),
      ),
    ]);
    return ok({
      ...toAdminUser(user),
      proposals: proposalList,
      applications: applicationList,
      deals: dealList,
      brands: brandList,
    });
  },

  async updateAdminUser({ auth, params, body, app, req }) {
    const me = requireRole(auth, 'admin');
    const target = await findUser(app.db, params.id);
    rejectNulCharacters(body);
    if (body.status === 'disabled' && target.id === me.user.id) {
      throw conflict('You cannot disable your own account.');
    }
    const errors: FieldErrors = {};
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.first_name !== undefined) {
      changes.firstName = cleanName(errors, 'first_name', body.first_name);
    }
    if (body.last_name !== undefined) {
      changes.lastName = cleanName(errors, 'last_name', body.last_name);
    }
    if (body.status !== undefined) changes.status = body.status;
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const now = app.now();
    const updated = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, target.id))
        .returning();
      if (!row) throw notFound('User');
      const subject = { subjectType: 'user', subjectId: row.id };
      if (body.first_name !== undefined || body.last_name !== undefined) {
        await app.logActivity(
          tx,
          me,
          {
            action: 'user.updated',
            description: `${fullName(me.user)} renamed ${fullName(target)} to ${fullName(row)}`,
            ...subject,
          },
          req.ip,
        );
      }
      if (body.status === 'disabled' && target.status !== 'disabled') {
        // Signs the user out everywhere, including impersonation sessions they ran as an admin.
        await revokeTokens(tx, row.id, now);
        await tx
          .update(apiTokens)
          .set({ revokedAt: now })
          .where(and(eq(apiTokens.impersonatorId, row.id), isNull(apiTokens.revokedAt)));
        await app.logActivity(
          tx,
          me,
          {
            action: 'user.disabled',
            description: `${fullName(me.user)} disabled ${fullName(row)}`,
            ...subject,
          },
          req.ip,
        );
      }
      if (body.status === 'active' && target.status !== 'active') {
        await app.logActivity(
          tx,
          me,
          {
            action: 'user.enabled',
            description: `${fullName(me.user)} enabled ${fullName(row)}`,
            ...subject,
          },
          req.ip,
        );
      }
      return row;
    });
    return ok(toAdminUser(updated));
  },

  async impersonateUser({ auth, params, app, req }) {
    const me = requireRole(auth, 'admin');
    const target = await findUser(app.db, params.id);
    if (target.id === me.user.id) throw conflict('You cannot impersonate yourself.');
    if (target.type === 'admin') throw conflict('Admins cannot be impersonated.');
    if (target.status !== 'active') throw conflict('Disabled users cannot be impersonated.');
    const token = await app.db.transaction(async (tx) => {
      const issued = await issueToken(tx, target.id, me.user.id);
      await app.logActivity(
        tx,
        me,
        {
          action: 'impersonation.started',
          description: `${fullName(me.user)} started impersonating ${fullName(target)}`,
          subjectType: 'user',
          subjectId: target.id,
        },
        req.ip,
      );
      return issued;
    });
    return ok({ token, user: toUser(target), original_user: toUser(me.user) });
  },

  async exitImpersonation({ auth, app, req }) {
    const current = requireAuth(auth);
    const admin = current.impersonator;
    if (!admin) throw forbidden('You are not impersonating a user.');
    const now = app.now();
    const token = await app.db.transaction(async (tx) => {
      await tx.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, current.tokenId));
      await app.live.publish(tx, { type: 'sessions-ended', userId: current.user.id });
      const issued = await issueToken(tx, admin.id);
      await app.logActivity(
        tx,
        actorOf(admin),
        {
          action: 'impersonation.ended',
          description: `${fullName(admin)} stopped impersonating ${fullName(current.user)}`,
          subjectType: 'user',
          subjectId: current.user.id,
        },
        req.ip,
      );
      return issued;
    });
    return ok({ token, user: toUser(admin) });
  },
} satisfies HandlerGroup;
