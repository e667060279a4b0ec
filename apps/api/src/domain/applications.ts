import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../auth/context';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import {
  applications,
  brandManagers,
  brands,
  conversations,
  deals,
  proposals,
  taskTemplates,
  tasks,
  users,
} from '../db/schema';
import { conflict, notFound, type ServerMessage } from '../http/errors';
import {
  toApplication,
  type ApplicationBundle,
  type TaskProgressRow,
} from '../serializers/applications';
import { fullName } from '../lib/names';
import { addDays, madridDate } from './dates';
import type { QueryParams } from '../http/handler';
import { fitsInteger, isUniqueViolation, listPage, type PageQuery } from '../lib/sql';
import { createNotification } from './notifications';
import { liveProposal } from './proposals';

export const ALREADY_APPLIED: ServerMessage = /*i18n*/ {
  id: 'You have already applied to this proposal.',
};
export const ALREADY_DECIDED: ServerMessage = /*i18n*/ {
  id: 'This application has already been decided.',
};

/** Applications matching `where`, newest first, with their proposal, creator and deal. */
export async function findApplications(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<ApplicationBundle[]> {
  const query = db
    .select({
      row: applications,
      proposal: { id: proposals.id, name: proposals.name, slug: proposals.slug },
      creator: users,
    })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .innerJoin(users, eq(users.id, applications.creatorId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return withDeals(db, rows);
}

/** A page of the applications matching `where` (and `status`), newest first, serialized. */
function listApplications(
  db: Db,
  where: SQL,
  query: PageQuery & { status?: ApplicationBundle['row']['status'] },
) {
  const condition = and(where, query.status ? eq(applications.status, query.status) : undefined);
  return listPage(query, {
    count: () => countApplications(db, condition),
    rows: async (window) => (await findApplications(db, condition, window)).map(toApplication),
  });
}

/** A page of a creator's applications. */
export function listCreatorApplications(
  db: Db,
  creatorId: number,
  query: QueryParams<'listCreatorApplications'>,
) {
  return listApplications(db, eq(applications.creatorId, creatorId), query);
}

/** A page of the applications to a proposal. */
export function listProposalApplications(
  db: Db,
  proposalId: number,
  query: QueryParams<'listBrandProposalApplications'>,
) {
  return listApplications(db, eq(applications.proposalId, proposalId), query);
}

/**
 * The id of an application reached through a live proposal of the caller's brands ('all' for
 * admins), or undefined.
 */
export async function findReachableApplication(
  db: Db,
  id: number,
  brandIds: 'all' | number[],
): Promise<number | undefined> {
  if (!fitsInteger(id) || (brandIds !== 'all' && brandIds.length === 0)) return undefined;
  const [reachable] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .where(
      and(
        eq(applications.id, id),
        liveProposal,
        brandIds === 'all' ? undefined : inArray(proposals.brandId, brandIds),
      ),
    );
  return reachable?.id;
}

/** Every application to a proposal, newest first. */
export function proposalApplications(db: Db, proposalId: number): Promise<ApplicationBundle[]> {
  return findApplications(db, eq(applications.proposalId, proposalId));
}

/** A creator's own application to each of these proposals, by proposal id. */
export async function ownApplications(
  db: Db,
  creatorId: number,
  proposalIds: number[],
): Promise<Map<number, ApplicationBundle>> {
  if (proposalIds.length === 0) return new Map();
  const list = await findApplications(
    db,
    and(eq(applications.creatorId, creatorId), inArray(applications.proposalId, proposalIds)),
  );
  return new Map(list.map((a) => [a.proposal.id, a]));
}

export async function countApplications(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .where(where);
  return row?.n ?? 0;
}

/** Adds each application's deal (id and task flags) when it has one. */
async function withDeals(
  db: Db,
  rows: Omit<ApplicationBundle, 'deal'>[],
): Promise<ApplicationBundle[]> {
  const ids = rows.map((r) => r.row.id);
  if (ids.length === 0) return [];
  const dealRows = await db
    .select({ id: deals.id, applicationId: deals.applicationId })
    .from(deals)
    .where(inArray(deals.applicationId, ids));
  const dealIds = dealRows.map((d) => d.id);
  const taskRows =
    dealIds.length === 0
      ? []
      : await db
          .select({
            id: tasks.id,
            dealId: tasks.dealId,
            brandCompleted: tasks.brandCompleted,
            creatorCompleted: tasks.creatorCompleted,
          })
          .from(tasks)
          .where(inArray(tasks.dealId, dealIds))
          .orderBy(asc(tasks.sortOrder), asc(tasks.id));
  const tasksByDeal = new Map<number, TaskProgressRow[]>();
  for (const task of taskRows) {
    const list = tasksByDeal.get(task.dealId) ?? [];
    list.push({
      id: task.id,
      brandCompleted: task.brandCompleted,
      creatorCompleted: task.creatorCompleted,
    });
    tasksByDeal.set(task.dealId, list);
  }
  const dealByApplication = new Map(dealRows.map((d) => [d.applicationId, d.id]));
  return rows.map((r) => {
    const dealId = dealByApplication.get(r.row.id);
    return {
      ...r,
      deal: dealId === undefined ? null : { id: dealId, tasks: tasksByDeal.get(dealId) ?? [] },
    };
  });
}

export async function findApplication(db: Db, id: number): Promise<ApplicationBundle | null> {
  const [bundle] = await findApplications(db, eq(applications.id, id));
  return bundle ?? null;
}

/**
 * A creator applies to an active proposal, once (409 otherwise; the unique index settles two
 * simultaneous attempts). The brand's users are notified. Returns the new application's id.
 */
export async function applyToProposal(
  app: AppContext,
  auth: AuthContext,
  proposal: { id: number; name: string; brandId: number },
  message: string | null,
  ip: string,
): Promise<number> {
  const creator = auth.user;
  const [existing] = await app.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.proposalId, proposal.id), eq(applications.creatorId, creator.id)));
  if (existing) throw conflict(ALREADY_APPLIED);
  const now = app.now();
  try {
    return await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          proposalId: proposal.id,
          creatorId: creator.id,
          status: 'pending',
          message,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      if (!row) throw new Error('application not inserted');
      const managers = await tx
        .select({ userId: brandManagers.userId })
        .from(brandManagers)
        .innerJoin(users, eq(users.id, brandManagers.userId))
        .where(and(eq(brandManagers.brandId, proposal.brandId), eq(users.status, 'active')));
      for (const manager of managers) {
        await createNotification(tx, {
          userId: manager.userId,
          type: 'application_received',
          title: /*i18n*/ { id: 'New application' },
          body: /*i18n*/ {
            id: '{creator} applied to {proposal}.',
            values: { creator: fullName(creator), proposal: proposal.name },
          },
          link: `/app/brand/proposals/${proposal.id}`,
          data: { application_id: row.id, proposal_id: proposal.id },
          createdAt: now,
        });
      }
      await app.logActivity(
        tx,
        auth,
        {
          action: 'application.created',
          description: `${fullName(creator)} applied to "${proposal.name}".`,
          subjectType: 'application',
          subjectId: row.id,
        },
        ip,
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'applications_proposal_creator_unique'))
      throw conflict(ALREADY_APPLIED);
    throw error;
  }
}

/**
 * Accepts or rejects a pending application. The status changes with a conditional update, so of
 * two simultaneous decisions only one finds the application pending; the other is a 409 (and the
 * unique index on deals.application_id is the last guard). Accepting creates, in the same
 * transaction, the deal, its tasks copied from the proposal's task templates (due on the
 * acceptance date in Barcelona plus `days_to_complete`) and the deal's conversation. The creator is notified.
 */
export async function decideApplication(
  app: AppContext,
  auth: AuthContext,
  applicationId: number,
  status: 'accepted' | 'rejected',
  ip: string,
): Promise<void> {
  const now = app.now();
  try {
    await app.db.transaction(async (tx) => {
      const [decided] = await tx
        .update(applications)
        .set({ status, updatedAt: now })
        .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
        .returning();
      if (!decided) {
        const [exists] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.id, applicationId));
        throw exists
          ? conflict(ALREADY_DECIDED)
          : notFound(/*i18n*/ { id: 'Application not found.' });
      }
      const [context] = await tx
        .select({
          proposalId: proposals.id,
          proposalName: proposals.name,
          brandId: brands.id,
          brandName: brands.name,
          creator: users,
        })
        .from(proposals)
        .innerJoin(brands, eq(brands.id, proposals.brandId))
        .innerJoin(users, eq(users.id, decided.creatorId))
        .where(eq(proposals.id, decided.proposalId));
      if (!context) throw notFound(/*i18n*/ { id: 'Application not found.' });

      let dealId: number | null = null;
      if (status === 'accepted') {
        const [deal] = await tx
          .insert(deals)
          .values({
            applicationId: decided.id,
            proposalId: context.proposalId,
            brandId: context.brandId,
            creatorId: decided.creatorId,
            status: 'active',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: deals.id });
        if (!deal) throw new Error('deal not inserted');
        dealId = deal.id;
        const templates = await tx
          .select()
          .from(taskTemplates)
          .where(eq(taskTemplates.proposalId, context.proposalId))
          .orderBy(asc(taskTemplates.sortOrder), asc(taskTemplates.id));
        const acceptedOn = madridDate(now);
        if (templates.length > 0) {
          await tx.insert(tasks).values(
            templates.map((t) => ({
              dealId: deal.id,
              name: t.name,
              description: t.description,
              assigneeType: t.assigneeType,
              dueDate: addDays(acceptedOn, t.daysToComplete),
              sortOrder: t.sortOrder,
            })),
          );
        }
        await tx.insert(conversations).values({ dealId: deal.id, createdAt: now, updatedAt: now });
      }

      await createNotification(tx, {
        userId: decided.creatorId,
        type: status === 'accepted' ? 'application_accepted' : 'application_rejected',
        title:
          status === 'accepted'
            ? /*i18n*/ { id: 'Application accepted' }
            : /*i18n*/ { id: 'Application declined' },
        body:
          status === 'accepted'
            ? /*i18n*/ {
                id: '{brand} accepted your application to {proposal}. Your deal is ready.',
                values: { brand: context.brandName, proposal: context.proposalName },
              }
            : /*i18n*/ {
                id: '{brand} declined your application to {proposal}.',
                values: { brand: context.brandName, proposal: context.proposalName },
              },
        link:
          dealId !== null
            ? `/app/creator/deals/${dealId}`
            : `/app/creator/proposals/${context.proposalId}`,
        data: { application_id: decided.id, proposal_id: context.proposalId, deal_id: dealId },
        createdAt: now,
      });
      await app.logActivity(
        tx,
        auth,
        {
          action: status === 'accepted' ? 'application.accepted' : 'application.rejected',
          description: `${fullName(auth.user)} ${status} the application of ${fullName(context.creator)} to "${context.proposalName}".`,
          subjectType: 'application',
          subjectId: decided.id,
        },
        ip,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deals_application_unique')) throw conflict(ALREADY_DECIDED);
    throw error;
  }
}
