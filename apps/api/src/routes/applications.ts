import { requireRole } from '../auth/context';
import { managedBrandIds } from '../domain/access';
import {
  applyToProposal,
  declineApplications,
  decideApplication,
  findApplication,
  findReachableApplication,
  listCreatorApplications,
  listProposalApplications,
} from '../domain/applications';
import { madridDate } from '../domain/dates';
import { findActiveProposal, findScopedProposal } from '../domain/proposals';
import { cleanOptionalText } from '../domain/text';
import { notFound } from '../http/errors';
import { created, ok, type HandlerGroup } from '../http/handler';
import { fitsInteger } from '../lib/sql';
import { toApplication } from '../serializers/applications';

/** The operations tagged Applications: creators apply, brands accept or reject. */
export const applicationsHandlers = {
  async applyToProposal({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'creator');
    const proposal = await findActiveProposal(app.db, params.id);
    if (!proposal) throw notFound(/*i18n*/ { id: 'Proposal not found.' });
    const message = cleanOptionalText(body.message, 'multiline') || null;
    const id = await applyToProposal(app, me, proposal.row, message, req.ip);
    const application = await findApplication(app.db, id);
    if (!application) throw notFound(/*i18n*/ { id: 'Application not found.' });
    return created(toApplication(application));
  },

  async listCreatorApplications({ query, auth, app }) {
    const me = requireRole(auth, 'creator');
    return ok(await listCreatorApplications(app.db, me.user.id, query));
  },

  async listBrandProposalApplications({ params, query, auth, app }) {
    const me = requireRole(auth, 'brand');
    const brandIds = await managedBrandIds(app.db, me.user.id);
    const proposal = await findScopedProposal(app.db, params.id, brandIds);
    return ok(await listProposalApplications(app.db, proposal.row, query, madridDate(app.now())));
  },

  async declineApplications({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'brand', 'admin');
    // The proposal of one of the caller's brands (admins: every brand).
    const brandIds = me.user.type === 'admin' ? 'all' : await managedBrandIds(app.db, me.user.id);
    const proposal = await findScopedProposal(app.db, params.id, brandIds);
    const note = cleanOptionalText(body.message, 'multiline') || null;
    const declined = await declineApplications(
      app,
      me,
      { id: proposal.row.id, name: proposal.row.name, brandName: proposal.brand.name },
      body.application_ids,
      note,
      req.ip,
    );
    return ok({ declined });
  },

  async updateApplicationStatus({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'brand', 'admin');
    if (!fitsInteger(params.id)) throw notFound(/*i18n*/ { id: 'Application not found.' });
    // Reach the application through a live proposal of the caller's brands (admins: every brand).
    const brandIds = me.user.type === 'admin' ? 'all' : await managedBrandIds(app.db, me.user.id);
    const reachable = await findReachableApplication(app.db, params.id, brandIds);
    if (reachable === undefined) throw notFound(/*i18n*/ { id: 'Application not found.' });
    await decideApplication(app, me, reachable, body.status, req.ip);
    const application = await findApplication(app.db, reachable);
    if (!application) throw notFound(/*i18n*/ { id: 'Application not found.' });
    return ok(toApplication(application));
  },
} satisfies HandlerGroup;
