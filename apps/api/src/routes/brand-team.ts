import { emailTaken, rejectNulCharacters } from '../auth/accounts';
import { requireAuth } from '../auth/context';
import {
  brandTeam,
  emailManagesBrand,
  hasOpenInvitation,
  teamBrand,
  toBrandManagerInvitation,
} from '../domain/brand-team';
import { sendInvitation } from '../domain/invitations';
import { conflict, fieldError } from '../http/errors';
import { created, ok, type HandlerGroup } from '../http/handler';
import { isLocale } from '../i18n/language';
import { fullName } from '../lib/names';

/** The operations tagged BrandTeam: a brand's managers and the colleagues they invite. */
export const brandTeamHandlers = {
  async listBrandManagers({ params, auth, app }) {
    const me = requireAuth(auth);
    const brandId = await teamBrand(app.db, me, params.id);
    return ok(await brandTeam(app.db, brandId, app.now()));
  },

  async inviteBrandManager({ params, body, auth, app, req }) {
    rejectNulCharacters(body);
    const me = requireAuth(auth);
    const brandId = await teamBrand(app.db, me, params.id);
    const email = body.email.trim();
    const now = app.now();
    if (
      (await emailManagesBrand(app.db, brandId, email)) ||
      (await hasOpenInvitation(app.db, brandId, email, now))
    ) {
      throw conflict(
        /*i18n*/ { id: 'This person already manages the brand or has an invitation waiting.' },
      );
    }
    if (await emailTaken(app.db, email)) {
      throw fieldError(
        'email',
        /*i18n*/ {
          id: 'This email already has a Colla account. Ask an admin to add it to your brand.',
        },
      );
    }
    const invitation = await app.db.transaction(async (tx) => {
      // The colleague has no account yet: the mail is in the inviter's language.
      const row = await sendInvitation(app, tx, {
        email,
        type: 'brand',
        brandId,
        invitedBy: me.user,
        locale: isLocale(me.user.locale) ? me.user.locale : 'en',
      });
      await app.logActivity(
        tx,
        me,
        {
          action: 'brand.manager_invited',
          description: `${fullName(me.user)} invited ${email} to manage brand #${brandId}`,
          subjectType: 'invitation',
          subjectId: row.id,
        },
        req.ip,
      );
      return row;
    });
    return created(toBrandManagerInvitation(invitation));
  },
} satisfies HandlerGroup;
