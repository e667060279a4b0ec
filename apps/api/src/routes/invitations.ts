import {
  MESSAGES,
  actorOf,
  addError,
  cleanName,
  emailTaken,
  rejectNulCharacters,
} from '../auth/accounts';
import { issueToken, requireRole } from '../auth/context';
import { checkNewPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/secrets';
import { addBrandManager, brandExists } from '../domain/brands';
import { findOpenInvitation, markInvitationAccepted, sendInvitation } from '../domain/invitations';
import { insertUser } from '../domain/users';
import { acceptedLocale, isLocale } from '../i18n/language';
import { fieldError, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { created, ok, type HandlerGroup } from '../http/handler';
import { fullName } from '../lib/names';
import { fitsInteger, isUniqueViolation } from '../lib/sql';
import { toUser } from '../serializers/common';
import { toAdminInvitation, toInvitation } from '../serializers/users';

/** The operations tagged Invitations: the links that let brand users, creators and admins join. */
export const invitationsHandlers = {
  async getInvitation({ params, app }) {
    const { invitation, brand } = await findOpenInvitation(app.db, params.token, app.now());
    return ok(toInvitation(invitation, brand));
  },

  async acceptInvitation({ params, body, app, req }) {
    rejectNulCharacters(body);
    const now = app.now();
    await app.throttle.acceptInvitation(req.ip, now);
    const { invitation } = await findOpenInvitation(app.db, params.token, now);
    const errors: FieldErrors = {};
    const firstName = cleanName(errors, 'first_name', body.first_name);
    const lastName = cleanName(errors, 'last_name', body.last_name);
    checkNewPassword(errors, body, { email: invitation.email, firstName, lastName });
    if (await emailTaken(app.db, invitation.email)) {
      addError(errors, 'email', MESSAGES.emailTaken);
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const passwordHash = await hashPassword(body.password);
    try {
      const result = await app.db.transaction(async (tx) => {
        // Single use, even when the same link is accepted twice at once.
        if (!(await markInvitationAccepted(tx, invitation.id, now)))
          throw notFound(/*i18n*/ { id: 'Invitation not found.' });
        const user = await insertUser(tx, {
          type: invitation.type,
          firstName,
          lastName,
          email: invitation.email,
          passwordHash,
          // The language the browser accepting the invitation asks for.
          locale: acceptedLocale(req),
          lastLoginAt: now,
          createdAt: now,
          updatedAt: now,
        });
        // The brand may have been deleted since; the admin can link the user again.
        if (
          invitation.type === 'brand' &&
          invitation.brandId !== null &&
          (await brandExists(tx, invitation.brandId))
        ) {
          await addBrandManager(tx, invitation.brandId, user.id);
        }
        await app.logActivity(
          tx,
          actorOf(user),
          {
            action: 'invitation.accepted',
            description: `${fullName(user)} accepted an invitation as ${invitation.type}`,
            subjectType: 'user',
            subjectId: user.id,
          },
          req.ip,
        );
        return { user, token: await issueToken(tx, user.id) };
      });
      return ok({ token: result.token, user: toUser(result.user) });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
      throw error;
    }
  },

  async createInvitation({ auth, body, app, req }) {
    rejectNulCharacters(body);
    const me = requireRole(auth, 'admin');
    const email = body.email.trim();
    const brandId = body.brand_id ?? null;
    const errors: FieldErrors = {};
    if (await emailTaken(app.db, email)) addError(errors, 'email', MESSAGES.emailTaken);
    if (body.type === 'brand') {
      if (brandId === null) {
        addError(
          errors,
          'brand_id',
          /*i18n*/ { id: 'The brand id field is required when type is brand.' },
        );
      } else if (!fitsInteger(brandId) || !(await brandExists(app.db, brandId))) {
        addError(errors, 'brand_id', /*i18n*/ { id: 'The selected brand id is invalid.' });
      }
    } else if (brandId !== null) {
      addError(
        errors,
        'brand_id',
        /*i18n*/ { id: 'The brand id field must be empty unless type is brand.' },
      );
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const invitation = await app.db.transaction(async (tx) => {
      // The invitee has no account yet: the mail is in the inviting admin's language.
      const row = await sendInvitation(app, tx, {
        email,
        type: body.type,
        brandId,
        invitedBy: me.user,
        locale: isLocale(me.user.locale) ? me.user.locale : 'en',
      });
      await app.logActivity(
        tx,
        me,
        {
          action: 'invitation.created',
          description: `${fullName(me.user)} invited ${email} as ${body.type}`,
          subjectType: 'invitation',
          subjectId: row.id,
        },
        req.ip,
      );
      return row;
    });
    return created(toAdminInvitation(invitation));
  },
} satisfies HandlerGroup;
