import { and, asc, desc, eq, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { requireAuth, requireRole } from '../auth/context';
import type { Db } from '../db/client';
import { applications, proposalCategories, proposals } from '../db/schema/index';
import { notFound } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import { findApplications } from '../domain/applications';
import { managedBrandIds } from '../domain/access';
import {
  deleteProposal,
  findProposal,
  findPublicProposal,
  findScopedProposal,
  listProposals,
  saveProposal,
} from '../domain/proposals';
import { fitsInteger } from '../domain/db-errors';
import { containsPattern } from '../domain/text';
import { type ApplicationBundle } from '../serializers/applications';
import { pageParams, paginated } from '../serializers/common';
import {
  toCreatorProposal,
  toCreatorProposalDetail,
  toProposal,
  toProposalDetail,
  toProposalListItem,
  toPublicProposal,
  type ProposalBundle,
} from '../serializers/proposals';

const newestFirst = [desc(proposals.createdAt), desc(proposals.id)];

/** `column = id`, or nothing matches when the id cannot exist (beyond the integer column). */
const idIs = (column: Column, id: number): SQL => (fitsInteger(id) ? eq(column, id) : sql`false`);

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(proposals.name, pattern), ilike(proposals.description, pattern));
}

/** The proposal with its applications (the caller already reached the proposal itself). */
async function proposalDetail(db: Db, bundle: ProposalBundle) {
  const apps = await findApplications(db, eq(applications.proposalId, bundle.row.id));
  return toProposalDetail(bundle, apps);
}

/** The caller's own application to each of these proposals. */
async function myApplications(
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

export const proposalsHandlers = {
  // ---- Admin ----
  async listAdminProposals({ query, auth, app }) {
    requireRole(auth, 'admin');
    const { page, perPage, offset } = pageParams(query);
    const { bundles, total } = await listProposals(
      app.db,
      and(
        query.status ? eq(proposals.status, query.status) : undefined,
        query.brand_id ? idIs(proposals.brandId, query.brand_id) : undefined,
        searchCondition(query.search),
      ),
      newestFirst,
      { limit: perPage, offset },
    );
    return ok(paginated(bundles.map(toProposalListItem), total, page, perPage));
  },

  async createAdminProposal({ body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const id = await saveProposal(app, me, body, 'all', null, req.ip);
    return created(toProposal(await findScopedProposal(app.db, id, 'all')));
  },

  async getAdminProposal({ params, auth, app }) {
    requireRole(auth, 'admin');
    const bundle = await findScopedProposal(app.db, params.id, 'all');
    return ok(await proposalDetail(app.db, bundle));
  },

  async updateAdminProposal({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const existing = await findScopedProposal(app.db, params.id, 'all');
    await saveProposal(app, me, body, 'all', existing.row, req.ip);
    return ok(toProposal(await findScopedProposal(app.db, params.id, 'all')));
  },

  async deleteAdminProposal({ params, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const existing = await findScopedProposal(app.db, params.id, 'all');
    await deleteProposal(app, me, existing.row, req.ip);
    return noContent();
  },

  // ---- Brand ----
  async listBrandProposals({ query, auth, app }) {
    const me = requireRole(auth, 'brand');
    const brandIds = await managedBrandIds(app.db, me.user.id);
    const { page, perPage, offset } = pageParams(query);
    if (brandIds.length === 0) return ok(paginated([], 0, page, perPage));
    const { bundles, total } = await listProposals(
      app.db,
      and(
        inArray(proposals.brandId, brandIds),
        query.status ? eq(proposals.status, query.status) : undefined,
        searchCondition(query.search),
      ),
      newestFirst,
      { limit: perPage, offset },
    );
    return ok(paginated(bundles.map(toProposalListItem), total, page, perPage));
  },

  async createBrandProposal({ body, auth, app, req }) {
    const me = requireRole(auth, 'brand');
    const brandIds = await managedBrandIds(app.db, me.user.id);
    const id = await saveProposal(app, me, body, brandIds, null, req.ip);
    return created(toProposal(await findScopedProposal(app.db, id, brandIds)));
  },

  async getBrandProposal({ params, auth, app }) {
    const me = requireRole(auth, 'brand');
    const brandIds = await managedBrandIds(app.db, me.user.id);
    const bundle = await findScopedProposal(app.db, params.id, brandIds);
    return ok(await proposalDetail(app.db, bundle));
  },

  async updateBrandProposal({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'brand');
    const brandIds = await managedBrandIds(app.db, me.user.id);
    const existing = await findScopedProposal(app.db, params.id, brandIds);
    await saveProposal(app, me, body, brandIds, existing.row, req.ip);
    return ok(toProposal(await findScopedProposal(app.db, params.id, brandIds)));
  },

  // ---- Links ----
  async getProposalBySecretSlug({ params, auth, app }) {
    requireAuth(auth);
    const bundle = await findProposal(app.db, eq(proposals.secretSlug, params.secret_slug));
    if (!bundle) throw notFound('Proposal');
    return ok(toProposal(bundle));
  },

  async getPublicProposal({ params, app }) {
    const bundle = await findPublicProposal(app.db, params.slug);
    if (!bundle) throw notFound('Proposal');
    return ok(toPublicProposal(bundle));
  },

  // ---- Creator ----
  async listCreatorProposals({ query, auth, app }) {
    const me = requireRole(auth, 'creator');
    const { page, perPage, offset } = pageParams(query);
    const openTo = (key: 'platform' | 'content_type', value: string | undefined) =>
      value ? sql`${proposals.settings}->>${key} in (${value}, 'any', 'both')` : undefined;
    const order =
      query.sort === 'ending_soon'
        ? [sql`${proposals.endDate} asc nulls last`, asc(proposals.id)]
        : query.sort === 'name'
          ? [asc(sql`lower(${proposals.name})`), asc(proposals.id)]
          : newestFirst;
    const { bundles, total } = await listProposals(
      app.db,
      and(
        eq(proposals.status, 'active'),
        query.category_id
          ? inArray(
              proposals.id,
              app.db
                .select({ id: proposalCategories.proposalId })
                .from(proposalCategories)
                .where(idIs(proposalCategories.categoryId, query.category_id)),
            )
          : undefined,
        query.brand_id ? idIs(proposals.brandId, query.brand_id) : undefined,
        openTo('platform', query.platform),
        openTo('content_type', query.content_type),
        searchCondition(query.search),
      ),
      order,
      { limit: perPage, offset },
    );
    const mine = await myApplications(
      app.db,
      me.user.id,
      bundles.map((b) => b.row.id),
    );
    return ok(
      paginated(
        bundles.map((b) => toCreatorProposal(b, mine.get(b.row.id) ?? null)),
        total,
        page,
        perPage,
      ),
    );
  },

  async getCreatorProposal({ params, auth, app }) {
    const me = requireRole(auth, 'creator');
    if (!fitsInteger(params.id)) throw notFound('Proposal');
    // Active proposals, and inactive ones the creator applied to; drafts are never shown.
    const bundle = await findProposal(
      app.db,
      and(eq(proposals.id, params.id), inArray(proposals.status, ['active', 'inactive'])),
    );
    if (!bundle) throw notFound('Proposal');
    const mine = (await myApplications(app.db, me.user.id, [bundle.row.id])).get(bundle.row.id);
    if (bundle.row.status !== 'active' && !mine) throw notFound('Proposal');
    return ok(toCreatorProposalDetail(bundle, mine ?? null));
  },
} satisfies HandlerGroup;
