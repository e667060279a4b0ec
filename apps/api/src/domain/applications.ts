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
import { conflict, fieldError, notFound, type ServerMessage } from '../http/errors';
import {
  toApplication,
  type ApplicationBundle,
  type TaskProgressRow,
} from '../serializers/applications';
import { fullName } from '../lib/names';
import { addDays, madridDate } from './dates';
import type { QueryParams } from '../http/handler';
import {
  fitsInteger,
  isUniqueViolation,
  listPage,
  pageWindow,
  toPage,
  type Page,
  type PageQuery,
} from '../lib/sql';
import {
  matchRequirements,
  type MatchedProfile,
  type RequirementMatch,
} from '@colla/api-client/requirements';
import type { components } from '@colla/api-client/schema';
import type { ProposalSettingsRow } from '../db/schema/proposals';
import { genderOrNull, type CreatorProfileRow } from '../serializers/users';
import { applicantFacts } from './creator-profiles';
import type { UserRow } from '../auth/context';
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

type BrandApplication = components['schemas']['BrandApplication'];
type ApplicationSort = NonNullable<QueryParams<'listBrandProposalApplications'>['sort']>;

/** One application to a proposal with what its order and filters need. */
interface Ranked {
  id: number;
  status: ApplicationBundle['row']['status'];
  createdAt: Date;
  creatorId: number;
  match: RequirementMatch;
  met: number;
  followers: number;
}

const newestFirst = (a: Ranked, b: Ranked) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** The orders of a proposal's applications (every one ends newest first). */
const ORDERS: Record<ApplicationSort, (a: Ranked, b: Ranked) => number> = {
  newest: newestFirst,
  oldest: (a, b) => -newestFirst(a, b),
  followers: (a, b) => b.followers - a.followers || newestFirst(a, b),
  match: (a, b) =>
    Number(b.match.meets_all) - Number(a.match.meets_all) || b.met - a.met || newestFirst(a, b),
};

/** What the match reads of a stored profile. */
const matchedProfile = (profile: CreatorProfileRow): MatchedProfile => ({
  birth_date: profile.birthDate,
  gender: genderOrNull(profile.gender),
  instagram_handle: profile.instagramHandle,
  instagram_followers: profile.instagramFollowers,
  tiktok_handle: profile.tiktokHandle,
  tiktok_followers: profile.tiktokFollowers,
});

/**
 * A page of the applications to a proposal, as its brand reviews them: each with the applicant's
 * summary and the requirement match (only each line's key and result: never the birth date or
 * gender behind it), sorted and filtered, with the counts per status whatever the filters.
 * The match and the follower counts are computed in memory for all of the proposal's
 * applications (a proposal has a few hundred at most), so the order is one order over every
 * page; then only the page's applications are loaded whole.
 */
export async function listProposalApplications(
  db: Db,
  proposal: { id: number; settings: ProposalSettingsRow },
  query: QueryParams<'listBrandProposalApplications'>,
  today: string,
): Promise<Page<BrandApplication> & { status_counts: Record<Ranked['status'], number> }> {
  const all = await db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      creatorId: applications.creatorId,
    })
    .from(applications)
    .where(eq(applications.proposalId, proposal.id));
  const facts = await applicantFacts(
    db,
    all.map((a) => a.creatorId),
  );
  const factsOf = (creatorId: number) => {
    const found = facts.get(creatorId);
    if (!found) throw new Error(`creator ${creatorId} has no profile`);
    return found;
  };
  const statusCounts = { pending: 0, accepted: 0, rejected: 0 };
  const ranked: Ranked[] = [];
  for (const application of all) {
    statusCounts[application.status] += 1;
    if (query.status && application.status !== query.status) continue;
    const { profile, summary } = factsOf(application.creatorId);
    const match = matchRequirements(proposal.settings, matchedProfile(profile), today);
    if (query.meets_all === true && !match.meets_all) continue;
    ranked.push({
      ...application,
      match,
      met: match.lines.filter((line) => line.result === 'meets').length,
      followers: summary.main_platform?.followers ?? -1,
    });
  }
  ranked.sort(ORDERS[query.sort ?? 'newest']);
  const window = pageWindow(query);
  const pageRows = ranked.slice(window.offset, window.offset + window.limit);
  const bundles = new Map(
    (pageRows.length === 0
      ? []
      : await findApplications(
          db,
          inArray(
            applications.id,
            pageRows.map((r) => r.id),
          ),
        )
    ).map((bundle) => [bundle.row.id, bundle]),
  );
  const data = pageRows.flatMap((r) => {
    const bundle = bundles.get(r.id);
    if (!bundle) return [];
    return [
      {
        ...toApplication(bundle),
        applicant: factsOf(r.creatorId).summary,
        match: {
          meets_all: r.match.meets_all,
          lines: r.match.lines.map((line) => ({ key: line.key, result: line.result })),
        },
      },
    ];
  });
  return { ...toPage(data, ranked.length, window), status_counts: statusCounts };
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

/** What a decision tells the creator and the activity log. */
interface Decision {
  decided: { id: number; creatorId: number };
  proposalId: number;
  proposalName: string;
  brandName: string;
  creator: UserRow;
  status: 'accepted' | 'rejected';
  dealId: number | null;
  /** The brand's own words to the creator, cleaned, or null. */
  note: string | null;
  at: Date;
}

/**
 * Notifies the creator of a decision on their application (in their language; the brand's note,
 * when there is one, as the brand wrote it) and logs it, inside the decision's transaction.
 */
async function recordDecision(
  app: AppContext,
  tx: Db,
  auth: AuthContext,
  decision: Decision,
  ip: string,
): Promise<void> {
  const { decided, status, dealId, note } = decision;
  const brand = decision.brandName;
  const proposal = decision.proposalName;
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
            values: { brand, proposal },
          }
        : note
          ? /*i18n*/ {
              id: '{brand} declined your application to {proposal}. Their message: {note}',
              values: { brand, proposal, note },
            }
          : /*i18n*/ {
              id: '{brand} declined your application to {proposal}.',
              values: { brand, proposal },
            },
    link:
      dealId !== null
        ? `/app/creator/deals/${dealId}`
        : `/app/creator/proposals/${decision.proposalId}`,
    data: { application_id: decided.id, proposal_id: decision.proposalId, deal_id: dealId },
    createdAt: decision.at,
  });
  await app.logActivity(
    tx,
    auth,
    {
      action: status === 'accepted' ? 'application.accepted' : 'application.rejected',
      description: `${fullName(auth.user)} ${status} the application of ${fullName(decision.creator)} to "${decision.proposalName}".`,
      subjectType: 'application',
      subjectId: decided.id,
    },
    ip,
  );
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

      await recordDecision(
        app,
        tx,
        auth,
        { decided, ...context, status, dealId, note: null, at: now },
        ip,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deals_application_unique')) throw conflict(ALREADY_DECIDED);
    throw error;
  }
}

const DECLINE_INVALID: ServerMessage = /*i18n*/ {
  id: 'Every application must be a pending application to this proposal.',
};

/**
 * Declines several pending applications to one proposal at once, all or nothing: one conditional
 * update (only rows of this proposal still pending change) whose count must be every id, else
 * the transaction rolls back and it is a 422. A simultaneous accept either committed first (the
 * row is no longer pending: 422 here) or waits for this one and then finds it decided (409
 * there). Each creator is notified as a single rejection does, with the brand's note.
 */
export async function declineApplications(
  app: AppContext,
  auth: AuthContext,
  proposal: { id: number; name: string; brandName: string },
  ids: number[],
  note: string | null,
  ip: string,
): Promise<number> {
  if (!ids.every(fitsInteger)) throw fieldError('application_ids', DECLINE_INVALID);
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const declined = await tx
      .update(applications)
      .set({ status: 'rejected', updatedAt: now })
      .where(
        and(
          inArray(applications.id, ids),
          eq(applications.proposalId, proposal.id),
          eq(applications.status, 'pending'),
        ),
      )
      .returning({ id: applications.id, creatorId: applications.creatorId });
    if (declined.length !== new Set(ids).size) {
      throw fieldError('application_ids', DECLINE_INVALID);
    }
    const creators = await tx
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          declined.map((row) => row.creatorId),
        ),
      );
    const creatorById = new Map(creators.map((creator) => [creator.id, creator]));
    for (const decided of declined.sort((a, b) => a.id - b.id)) {
      const creator = creatorById.get(decided.creatorId);
      if (!creator) throw new Error(`creator ${decided.creatorId} not found`);
      await recordDecision(
        app,
        tx,
        auth,
        {
          decided,
          proposalId: proposal.id,
          proposalName: proposal.name,
          brandName: proposal.brandName,
          creator,
          status: 'rejected',
          dealId: null,
          note,
          at: now,
        },
        ip,
      );
    }
    return declined.length;
  });
}
