import { requireAuth, requireRole } from '../auth/context';
import { brandScope } from '../domain/access';
import { findCreatorByUsername, loadCreatorPublicProfile } from '../domain/creator-profiles';
import { inviteCreator, searchCreators } from '../domain/proposal-invites';
import { findScopedProposal } from '../domain/proposals';
import { cleanOptionalText } from '../domain/text';
import { fieldError, notFound } from '../http/errors';
import { created, ok, type HandlerGroup } from '../http/handler';

const CREATOR_NOT_FOUND = /*i18n*/ { id: 'Creator not found.' };

/** The operations tagged Creators: a creator's profile as brands, admins and the public see it. */
export const creatorsHandlers = {
  async getCreatorProfile({ params, auth, app }) {
    const me = requireAuth(auth).user;
    const found = await findCreatorByUsername(app.db, params.username);
    // Brands and admins read any creator; a creator only themself.
    if (!found || (me.type === 'creator' && found.user.id !== me.id))
      throw notFound(CREATOR_NOT_FOUND);
    const ownProfile = found.user.id === me.id;
    return ok(await loadCreatorPublicProfile(app.db, found, { ownProfile, now: app.now() }));
  },

  async getPublicCreatorProfile({ params, app }) {
    const found = await findCreatorByUsername(app.db, params.username);
    if (!found || found.profile.visibility !== 'public') throw notFound(CREATOR_NOT_FOUND);
    return ok(await loadCreatorPublicProfile(app.db, found, { ownProfile: false, now: app.now() }));
  },

  async listBrandCreators({ query, auth, app }) {
    const me = requireRole(auth, 'brand', 'admin');
    const { min_followers: min, max_followers: max } = query;
    if (min !== undefined && max !== undefined && max < min) {
      throw fieldError(
        'max_followers',
        /*i18n*/ { id: 'The maximum followers must be at least the minimum.' },
      );
    }
    return ok(await searchCreators(app.db, await brandScope(app.db, me), query));
  },

  async inviteCreatorToProposal({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'brand', 'admin');
    // A proposal of one of the caller's brands (admins: every brand), else 404.
    const proposal = await findScopedProposal(app.db, params.id, await brandScope(app.db, me));
    const message = cleanOptionalText(body.message, 'multiline') || null;
    const invite = await inviteCreator(
      app,
      me,
      {
        id: proposal.row.id,
        name: proposal.row.name,
        status: proposal.row.status,
        brandName: proposal.brand.name,
      },
      body.username,
      message,
      req.ip,
    );
    return created(invite);
  },
} satisfies HandlerGroup;
