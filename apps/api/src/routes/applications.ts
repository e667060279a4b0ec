import { and, eq, inArray } from 'drizzle-orm';
import { requireRole } from '../auth/context';
import { applications, proposals } from '../db/schema/index';
import { notFound } from '../http/errors';
import { created, ok, type HandlerGroup } from '../http/handler';
import { managedBrandIds } from '../domain/access';
import { fitsInteger } from '../domain/db-errors';
import { cleanOptionalText } from '../domain/text';
import {
  applyToProposal,
  countApplications,
  decideApplication,
  findApplication,
  findApplications,
} from '../domain/applications';
import { findProposal, findScopedProposal, liveProposal } from '../domain/proposals';
import { toApplication } from '../serializers/applications';
import { pageParams, paginated } from '../serializers/common';

export const applicationsHandlers = {
  async applyToProposal({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'creator');
    if (!fitsInteger(params.id)) throw notFound('Proposal');
    const proposal = await findProposal(
      app.db,
      and(eq(proposals.id, params.id), eq(proposals.status, 'active')),
    );
    if (!proposal) throw notFound('Proposal');
    const message = cleanOptionalText(body.message, 'multiline') || null;
    const id = await applyToProposal(app, me, proposal.row, message, req.ip);
    const application = await findApplication(app.db, id);
    if (!application) throw notFound('Application');
    return created(toApplication(application));
  },

  async listCreatorApplications({ query, auth, app }) {
    const me = requireRole(auth, 'creator');
    const { page, perPage, offset } = pageParams(query);
    const where = and(
      eq(applications.creatorId, me.user.id),
      query.status ? eq(applications.status, query.status) : undefined,
    );
    const [list, total] = await Promise.all([
      findApplications(app.db, where, { limit: perPage, offset }),
      countApplications(app.db, where),
    ]);
    return ok(paginated(list.map(toApplication), total, page, perPage));
  },

  async listBrandProposalApplications({ params, query, auth, app }) {
    const me = requireRole(auth, 'brand');
    const brandIds = await managedBrandIds(app.db, me.user.id);
    const proposal = await findScopedProposal(app.db, params.id, brandIds);
    const { page, perPage, offset } = pageParams(query);
    const where = and(
      eq(applications.proposalId, proposal.row.id),
      query.status ? eq(applications.status, query.status) : undefined,
    );
    const [list, total] = await Promise.all([
      findApplications(app.db, where, { limit: perPage, offset }),
      countApplications(app.db, where),
    ]);
    return ok(paginated(list.map(toApplication), total, page, perPage));
  },

  async updateApplicationStatus({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'brand', 'admin');
    if (!fitsInteger(params.id)) throw notFound('Application');
    // Reach the application through a live proposal of the caller's brands (admins: every brand).
    const brandIds = me.user.type === 'admin' ? 'all' : await managedBrandIds(app.db, me.user.id);
    const [reachable] = await app.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(proposals, eq(proposals.id, applications.proposalId))
      .where(
        and(
          eq(applications.id, params.id),
          liveProposal,
          brandIds === 'all' ? undefined : inArray(proposals.brandId, brandIds),
        ),
      );
    if (!reachable || (brandIds !== 'all' && brandIds.length === 0)) {
      throw notFound('Application');
    }
    await decideApplication(app, me, reachable.id, body.status, req.ip);
    const application = await findApplication(app.db, reachable.id);
    if (!application) throw notFound('Application');
    return ok(toApplication(application));
  },
} satisfies HandlerGroup;
