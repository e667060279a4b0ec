import { requireAuth } from '../auth/context';
import { findCreatorByUsername, loadCreatorPublicProfile } from '../domain/creator-profiles';
import { notFound } from '../http/errors';
import { ok, type HandlerGroup } from '../http/handler';

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
} satisfies HandlerGroup;
