import {
  MESSAGES,
  addError,
  emailTaken,
  rejectNulCharacters,
  requireNotImpersonating,
  revokeTokens,
} from '../auth/accounts';
import { requireAuth, requireRole } from '../auth/context';
import { checkNewPassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/secrets';
import { categoriesExist } from '../domain/categories';
import {
  USERNAME_TAKEN,
  isUsernameTaken,
  loadCreatorProfile,
  saveCreatorProfile,
  setCollaborationHidden,
} from '../domain/creator-profiles';
import { cleanOptionalText } from '../domain/text';
import {
  findUser,
  nameChanges,
  setPasswordHash,
  updateUser,
  type UserChanges,
} from '../domain/users';
import {
  answerLocale,
  fieldError,
  notFound,
  validationFailed,
  type FieldErrors,
} from '../http/errors';
import { translate } from '../i18n/messages';
import { ok, type HandlerGroup } from '../http/handler';
import { fullName } from '../lib/names';
import { PG_INT_MAX, fitsInteger, isUniqueViolation } from '../lib/sql';
import { toUser } from '../serializers/common';
import { decodeBase64, detectType, removeUpload, storeUpload } from '../storage';

/** The avatar limit the spec states (5 MB decoded), or the server's image limit when lower. */
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The operations tagged Users: the signed-in user's account, password, avatar and profile. */
export const usersHandlers = {
  async getMe({ auth }) {
    return ok(toUser(requireAuth(auth).user));
  },

  async updateMe({ auth, body, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    rejectNulCharacters(body);
    const errors: FieldErrors = {};
    const changes: UserChanges = nameChanges(errors, body);
    if (body.email !== undefined) {
      changes.email = body.email.trim();
      if (await emailTaken(app.db, changes.email, me.user.id)) {
        addError(errors, 'email', MESSAGES.emailTaken);
      }
    }
    if (body.locale !== undefined) changes.locale = body.locale;
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    try {
      return ok(toUser(await updateUser(app.db, me.user.id, changes, app.now())));
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
      throw error;
    }
  },

  async changePassword({ auth, body, app, req, reply }) {
    const me = requireNotImpersonating(requireAuth(auth));
    const user = await findUser(app.db, me.user.id);
    const errors: FieldErrors = {};
    if (!(await verifyPassword(user.passwordHash, body.current_password))) {
      addError(errors, 'current_password', MESSAGES.currentPassword);
    }
    checkNewPassword(errors, body, user);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const passwordHash = await hashPassword(body.password);
    const now = app.now();
    await app.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash, now);
      // Signs out every other session; the one making this call stays signed in.
      await revokeTokens(tx, user.id, now, me.tokenId);
      await app.logActivity(
        tx,
        me,
        {
          action: 'user.password_changed',
          description: `${fullName(user)} changed their password`,
          subjectType: 'user',
          subjectId: user.id,
        },
        req.ip,
      );
    });
    return ok({
      message: translate(
        answerLocale(req, reply),
        /*i18n*/ {
          id: 'Password updated. Your other sessions were signed out.',
        },
      ),
    });
  },

  async updateMyAvatar({ auth, body, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    const bytes = decodeBase64('image_base64', body.image_base64);
    const limit = Math.min(AVATAR_MAX_BYTES, app.config.uploads.imageMaxBytes);
    if (bytes.length > limit) {
      throw fieldError(
        'image_base64',
        /*i18n*/ {
          id: 'The image base64 must not be greater than {mb} MB.',
          values: { mb: String(Math.round(limit / (1024 * 1024))) },
        },
      );
    }
    const type = detectType(bytes);
    if (!type || !AVATAR_MIMES.has(type.mime)) {
      throw fieldError(
        'image_base64',
        /*i18n*/ {
          id: 'The image base64 must be a JPEG, PNG or WebP image.',
        },
      );
    }
    const stored = await storeUpload(app.config, 'avatars', bytes, {
      field: 'image_base64',
      kinds: ['image'],
    });
    try {
      const previous = await findUser(app.db, me.user.id);
      const row = await updateUser(app.db, me.user.id, { avatarPath: stored.path }, app.now());
      await removeUpload(app.config, previous.avatarPath);
      return ok(toUser(row));
    } catch (error) {
      await removeUpload(app.config, stored.path);
      throw error;
    }
  },

  async deleteMyAvatar({ auth, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    const previous = await findUser(app.db, me.user.id);
    const row = await updateUser(app.db, me.user.id, { avatarPath: null }, app.now());
    await removeUpload(app.config, previous.avatarPath);
    return ok(toUser(row));
  },

  async getMyCreatorProfile({ auth, app }) {
    const me = requireRole(auth, 'creator');
    return ok(await loadCreatorProfile(app.db, me.user.id));
  },

  async updateMyCreatorProfile({ auth, body, app }) {
    rejectNulCharacters(body);
    const me = requireRole(auth, 'creator');
    const today = app.now().toISOString().slice(0, 10);
    if (body.birth_date !== null && body.birth_date >= today) {
      throw fieldError(
        'birth_date',
        /*i18n*/ { id: 'The birth date field must be a date before today.' },
      );
    }
    for (const field of ['instagram_followers', 'tiktok_followers'] as const) {
      const followers = body[field];
      // Follower counts are stored as integers.
      if (followers !== null && followers > PG_INT_MAX) {
        throw fieldError(
          field,
          /*i18n*/ {
            id: 'The {attribute} field must not be greater than {max}.',
            values: { attribute: field.replace('_', ' '), max: String(PG_INT_MAX) },
          },
        );
      }
    }
    const categoryIds = [...new Set(body.category_ids)];
    if (!categoryIds.every(fitsInteger)) {
      throw fieldError('category_ids', /*i18n*/ { id: 'The selected category ids is invalid.' });
    }
    if (body.username !== undefined && !/[A-Za-z0-9]/.test(body.username)) {
      throw fieldError(
        'username',
        /*i18n*/ { id: 'The username must have at least one letter or digit.' },
      );
    }
    const now = app.now();
    try {
      const profile = await app.db.transaction(async (tx) => {
        if (!(await categoriesExist(tx, categoryIds))) {
          throw fieldError(
            'category_ids',
            /*i18n*/ { id: 'The selected category ids is invalid.' },
          );
        }
        await saveCreatorProfile(
          tx,
          me.user.id,
          {
            bio: cleanOptionalText(body.bio, 'multiline'),
            city: cleanOptionalText(body.city),
            instagramHandle: body.instagram_handle,
            instagramFollowers: body.instagram_followers,
            tiktokHandle: body.tiktok_handle,
            tiktokFollowers: body.tiktok_followers,
            gender: body.gender,
            birthDate: body.birth_date,
            // Left out: unchanged.
            username: body.username,
            visibility: body.visibility,
            barri: body.barri,
            languages: body.languages,
            acceptsInvites: body.accepts_invites,
          },
          categoryIds,
          now,
        );
        return loadCreatorProfile(tx, me.user.id);
      });
      return ok(profile);
    } catch (error) {
      // Another creator took the username in the same moment.
      if (isUsernameTaken(error)) throw fieldError('username', USERNAME_TAKEN);
      throw error;
    }
  },

  async updateMyCollaborationVisibility({ params, body, auth, app }) {
    const me = requireRole(auth, 'creator');
    const collaboration = await setCollaborationHidden(app.db, me.user.id, params.id, body.hidden);
    if (!collaboration) throw notFound(/*i18n*/ { id: 'Deal not found.' });
    return ok(collaboration);
  },
} satisfies HandlerGroup;
