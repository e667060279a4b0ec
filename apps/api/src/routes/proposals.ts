import { creatorInvite } from '../domain/proposal-invites';
import { requireAuth, requireRole } from '../auth/context';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import { ownApplications, proposalApplications } from '../domain/applications';
import { managedBrandIds } from '../domain/access';
import {
  deleteProposal,
  findCreatorProposal,
  findProposalBySecretSlug,
  findPublicProposal,
  findScopedProposal,
  listAdminProposals,
  listBrandProposals,
  listCreatorProposals,
  saveProposal,
} from '../domain/proposals';
import {
  toCreatorProposal,
  toCreatorProposalDetail,
  toProposal,
  toProposalDetail,
  toProposalListItem,
  toPublicProposal,
  type ProposalBundle,
} from '../serializers/proposals';

/** The proposal with its applications (the caller already reached the proposal itself). */
async function proposalDetail(db: Db, bundle: ProposalBundle) {
  return toProposalDetail(bundle, await proposalApplications(db, bundle.row.id));
}

/** The operations tagged Proposals: for admins, brand users, creators and the public. */
export const proposalsHandlers = {
  // ---- Admin ----
  async listAdminProposals({ query, auth, app }) {
    requireRole(auth, 'admin');
    return ok(
      await listAdminProposals(app.db, query, (bundles) => bundles.map(toProposalListItem)),
    );
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
    return ok(
      await listBrandProposals(app.db, brandIds, query, (bundles) =>
        bundles.map(toProposalListItem),
      ),
    );
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
    const bundle = await findProposalBySecretSlug(app.db, params.secret_slug);
    if (!bundle) throw notFound(/*i18n*/ { id: 'Proposal not found.' });
    return ok(toProposal(bundle));
  },

  async getPublicProposal({ params, app }) {
    const bundle = await findPublicProposal(app.db, params.slug);
    if (!bundle) throw notFound(/*i18n*/ { id: 'Proposal not found.' });
    return ok(toPublicProposal(bundle));
  },

  // ---- Creator ----
  async listCreatorProposals({ query, auth, app }) {
    const me = requireRole(auth, 'creator');
    return ok(
      await listCreatorProposals(app.db, query, async (bundles) => {
        const mine = await ownApplications(
          app.db,
          me.user.id,
          bundles.map((b) => b.row.id),
        );
        return bundles.map((b) => toCreatorProposal(b, mine.get(b.row.id) ?? null));
      }),
    );
  },

  async getCreatorProposal({ params, auth, app }) {
    const me = requireRole(auth, 'creator');
    const bundle = await findCreatorProposal(app.db, params.id);
    if (!bundle) throw notFound(/*i18n*/ { id: 'Proposal not found.' });
    const mine = (await ownApplications(app.db, me.user.id, [bundle.row.id])).get(bundle.row.id);
    if (bundle.row.status !== 'active' && !mine)
      throw notFound(/*i18n*/ { id: 'Proposal not found.' });
    const invite = await creatorInvite(app.db, me.user.id, bundle.row.id);
    return ok(toCreatorProposalDetail(bundle, mine ?? null, invite));
  },
} satisfies HandlerGroup;
