import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  MAX_DB_ID,
  MESSAGES,
  actorOf,
  addError,
  cleanName,
  emailTaken,
  findUserByEmail,
  isUniqueViolation,
  rejectNulCharacters,
  revokeTokens,
} from '../auth/accounts';
import { issueToken, requireAuth, requireRole, type AuthContext } from '../auth/context';
import { passwordProblem, type PasswordContext } from '../auth/password-policy';
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset } from '../auth/password-reset';
import {
  dummyPasswordHash,
  hashPassword,
  randomSecret,
  sha256,
  verifyPassword,
} from '../auth/secrets';
import type { Db } from '../db/client';
import {
  apiTokens,
  brandManagers,
  brands,
  categories,
  creatorCategories,
  creatorProfiles,
  deviceTokens,
  invitations,
  passwordResets,
  users,
} from '../db/schema/index';
import {
  HttpError,
  fieldError,
  forbidden,
  notFound,
  validationFailed,
  type FieldErrors,
} from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import { toUser } from '../serializers/common';
import {
  toAdminInvitation,
  toCreatorProfile,
  toDeviceToken,
  toInvitation,
  type InvitationRow,
} from '../serializers/users';
import { cleanOptionalText } from '../domain/text';
import { decodeBase64, detectType, removeUpload, storeUpload } from '../storage';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const HEALTH_TIMEOUT_MS = 3000;
/** The avatar limit the spec states (5 MB decoded), or the server's image limit when lower. */
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Follower counts are stored as integers. */
const MAX_FOLLOWERS = 2_147_483_647;
const AVATAR_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp']);

// Computed once at start, so the first sign-in with an unknown email is not slower than others.
void dummyPasswordHash();

/** Account settings and devices belong to the user: an impersonating admin may not change them. */
function requireNotImpersonating(auth: AuthContext): AuthContext {
  if (auth.impersonator) throw forbidden(MESSAGES.impersonating);
  return auth;
}

async function currentUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

/**
 * The new password's field errors: the confirmation, then the password policy (common,
 * repeated or sequential passwords, or ones containing the person's email or name).
 */
function checkNewPassword(
  errors: FieldErrors,
  body: { password: string; password_confirmation: string },
  person: PasswordContext,
): void {
  if (body.password !== body.password_confirmation) {
    addError(errors, 'password', MESSAGES.confirmation);
  }
  const problem = passwordProblem(body.password, person);
  if (problem) addError(errors, 'password', problem);
}

/** An invitation that can still be used: known, not accepted, not expired. */
async function findOpenInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<{ invitation: InvitationRow; brand: { id: number; name: string } | null }> {
  const [row] = await db
    .select({ invitation: invitations, brandName: brands.name, brandId: brands.id })
    .from(invitations)
    .leftJoin(brands, eq(brands.id, invitations.brandId))
    .where(
      and(
        eq(invitations.tokenHash, sha256(token)),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Invitation');
  const brand =
    row.brandId !== null && row.brandName !== null
      ? { id: row.brandId, name: row.brandName }
      : null;
  return { invitation: row.invitation, brand };
}

async function loadCreatorProfile(db: Db, userId: number) {
  const [profile] = await db
    .select()
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId));
  const interests = await db
    .select({ id: categories.id, name: categories.name })
    .from(creatorCategories)
    .innerJoin(categories, eq(categories.id, creatorCategories.categoryId))
    .where(eq(creatorCategories.userId, userId))
    .orderBy(asc(categories.name), asc(categories.id));
  return toCreatorProfile(profile, interests);
}

export const authHandlers = {
  async getCsrfCookie({ reply, app }) {
    // Bearer tokens authenticate every call; the cookie exists for the client's compatibility.
    void reply.setCookie('XSRF-TOKEN', randomSecret(), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: app.config.production,
      maxAge: 7200,
    });
    return noContent();
  },

  async healthCheck({ app }) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new HttpError(503, 'Service unavailable.');
    } finally {
      clearTimeout(timer);
    }
    return ok({ status: 'ok' as const, time: app.now().toISOString() });
  },

  async login({ body, app, req }) {
    rejectNulCharacters(body);
    const now = app.now();
    // Waiting after too many failures: no password is checked, known email or not.
    await app.throttle.checkSignIn(body.email, req.ip, now);
    const user = await findUserByEmail(app.db, body.email);
    // Unknown emails verify against a dummy hash so both paths take the same time.
    const valid = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      body.password,
    );
    if (!user || !valid || user.status !== 'active') {
      await app.throttle.signInFailed(body.email, req.ip, now);
      throw fieldError('email', MESSAGES.credentials);
    }
    await app.throttle.signInSucceeded(body.email, req.ip);
    const token = await app.db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
      return issueToken(tx, user.id);
    });
    return ok({ token, user: toUser({ ...user, lastLoginAt: now }) });
  },

  async register({ body, app, req }) {
    rejectNulCharacters(body);
    await app.throttle.register(req.ip, app.now());
    const errors: FieldErrors = {};
    const firstName = cleanName(errors, 'first_name', body.first_name);
    const lastName = cleanName(errors, 'last_name', body.last_name);
    const email = body.email.trim();
    if (await emailTaken(app.db, email)) addError(errors, 'email', MESSAGES.emailTaken);
    checkNewPassword(errors, body, { email, firstName, lastName });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const passwordHash = await hashPassword(body.password);
    const now = app.now();
    try {
      const user = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            type: 'creator',
            firstName,
            lastName,
            email,
            passwordHash,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('user not created');
        await app.logActivity(
          tx,
          actorOf(row),
          {
            action: 'user.registered',
            description: `${firstName} ${lastName} registered as a creator`,
            subjectType: 'user',
            subjectId: row.id,
          },
          req.ip,
        );
        return row;
      });
      return created({ message: 'Account created.', user: toUser(user) });
    } catch (error) {
      // Two registrations with one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
      throw error;
    }
  },

  async logout({ auth, app }) {
    const me = requireAuth(auth);
    await app.db.transaction(async (tx) => {
      await tx.update(apiTokens).set({ revokedAt: app.now() }).where(eq(apiTokens.id, me.tokenId));
      // Its open chat streams end too, on every process.
      await app.live.publish(tx, { type: 'sessions-ended', userId: me.user.id });
    });
    return noContent();
  },

  async forgotPassword({ body, app, req }) {
    rejectNulCharacters(body);
    const now = app.now();
    await app.throttle.passwordForgot(req.ip, body.email, now);
    // Whether the email belongs to an account is found out after the answer (timing).
    requestPasswordReset(app, body.email, now);
    return { status: 202 as const, body: { message: FORGOT_PASSWORD_ANSWER } };
  },

  async resetPassword({ body, app, req }) {
    rejectNulCharacters(body);
    await app.throttle.passwordReset(req.ip, app.now());
    const now = app.now();
    const [row] = await app.db
      .select({ reset: passwordResets, user: users })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(passwordResets.tokenHash, sha256(body.token)))
      .limit(1);
    const valid =
      row !== undefined &&
      row.reset.usedAt === null &&
      row.reset.expiresAt.getTime() > now.getTime() &&
      row.user.status === 'active' &&
      row.user.email.toLowerCase() === body.email.trim().toLowerCase();
    const errors: FieldErrors = {};
    if (!valid) addError(errors, 'email', MESSAGES.resetInvalid);
    checkNewPassword(errors, body, valid ? row.user : { email: body.email });
    if (!row || Object.keys(errors).length > 0) throw validationFailed(errors);

    const passwordHash = await hashPassword(body.password);
    await app.db.transaction(async (tx) => {
      // Single use, even when the same link is submitted twice at once.
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, row.reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (used.length === 0) throw fieldError('email', MESSAGES.resetInvalid);
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.user.id));
      await revokeTokens(tx, row.user.id, now);
      await app.logActivity(
        tx,
        actorOf(row.user),
        {
          action: 'user.password_reset',
          description: `${row.user.firstName} ${row.user.lastName} reset their password`,
          subjectType: 'user',
          subjectId: row.user.id,
        },
        req.ip,
      );
    });
    return ok({ message: 'Your password has been reset.' });
  },

  async getMe({ auth }) {
    return ok(toUser(requireAuth(auth).user));
  },

  async updateMe({ auth, body, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    rejectNulCharacters(body);
    const errors: FieldErrors = {};
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.first_name !== undefined) {
      changes.firstName = cleanName(errors, 'first_name', body.first_name);
    }
    if (body.last_name !== undefined) {
      changes.lastName = cleanName(errors, 'last_name', body.last_name);
    }
    if (body.email !== undefined) {
      changes.email = body.email.trim();
      if (await emailTaken(app.db, changes.email, me.user.id)) {
        addError(errors, 'email', MESSAGES.emailTaken);
      }
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    try {
      const [row] = await app.db
        .update(users)
        .set({ ...changes, updatedAt: app.now() })
        .where(eq(users.id, me.user.id))
        .returning();
      if (!row) throw notFound('User');
      return ok(toUser(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
      throw error;
    }
  },

  async changePassword({ auth, body, app, req }) {
    const me = requireNotImpersonating(requireAuth(auth));
    const user = await currentUser(app.db, me.user.id);
    const errors: FieldErrors = {};
    if (!(await verifyPassword(user.passwordHash, body.current_password))) {
      addError(errors, 'current_password', MESSAGES.currentPassword);
    }
    checkNewPassword(errors, body, user);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const passwordHash = await hashPassword(body.password);
    const now = app.now();
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      // Signs out every other session; the one making this call stays signed in.
      await revokeTokens(tx, user.id, now, me.tokenId);
      await app.logActivity(
        tx,
        me,
        {
          action: 'user.password_changed',
          description: `${user.firstName} ${user.lastName} changed their password`,
          subjectType: 'user',
          subjectId: user.id,
        },
        req.ip,
      );
    });
    return ok({ message: 'Password updated. Your other sessions were signed out.' });
  },

  async updateMyAvatar({ auth, body, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    const bytes = decodeBase64('image_base64', body.image_base64);
    const limit = Math.min(AVATAR_MAX_BYTES, app.config.uploads.imageMaxBytes);
    if (bytes.length > limit) {
      throw fieldError(
        'image_base64',
        `The image base64 must not be greater than ${Math.round(limit / (1024 * 1024))} MB.`,
      );
    }
    const type = detectType(bytes);
    if (!type || !AVATAR_MIMES.has(type.mime)) {
      throw fieldError('image_base64', 'The image base64 must be a JPEG, PNG or WebP image.');
    }
    const stored = await storeUpload(app.config, 'avatars', bytes, {
      field: 'image_base64',
      kinds: ['image'],
    });
    let row: typeof users.$inferSelect | undefined;
    try {
      const previous = await currentUser(app.db, me.user.id);
      [row] = await app.db
        .update(users)
        .set({ avatarPath: stored.path, updatedAt: app.now() })
        .where(eq(users.id, me.user.id))
        .returning();
      if (!row) throw notFound('User');
      await removeUpload(app.config, previous.avatarPath);
    } catch (error) {
      await removeUpload(app.config, stored.path);
      throw error;
    }
    return ok(toUser(row));
  },

  async deleteMyAvatar({ auth, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    const previous = await currentUser(app.db, me.user.id);
    const [row] = await app.db
      .update(users)
      .set({ avatarPath: null, updatedAt: app.now() })
      .where(eq(users.id, me.user.id))
      .returning();
    if (!row) throw notFound('User');
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
      throw fieldError('birth_date', 'The birth date field must be a date before today.');
    }
    for (const field of ['instagram_followers', 'tiktok_followers'] as const) {
      const followers = body[field];
      if (followers !== null && followers > MAX_FOLLOWERS) {
        throw fieldError(
          field,
          `The ${field.replace('_', ' ')} field must not be greater than ${MAX_FOLLOWERS}.`,
        );
      }
    }
    const categoryIds = [...new Set(body.category_ids)];
    if (categoryIds.some((id) => id > MAX_DB_ID)) {
      throw fieldError('category_ids', 'The selected category ids is invalid.');
    }
    const profile = await app.db.transaction(async (tx) => {
      if (categoryIds.length > 0) {
        const known = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.id, categoryIds));
        if (known.length !== categoryIds.length) {
          throw fieldError('category_ids', 'The selected category ids is invalid.');
        }
      }
      const values = {
        bio: cleanOptionalText(body.bio, 'multiline'),
        city: cleanOptionalText(body.city),
        instagramHandle: body.instagram_handle,
        instagramFollowers: body.instagram_followers,
        tiktokHandle: body.tiktok_handle,
        tiktokFollowers: body.tiktok_followers,
        gender: body.gender,
        birthDate: body.birth_date,
      };
      await tx
        .insert(creatorProfiles)
        .values({ userId: me.user.id, ...values })
        .onConflictDoUpdate({ target: creatorProfiles.userId, set: values });
      await tx.delete(creatorCategories).where(eq(creatorCategories.userId, me.user.id));
      if (categoryIds.length > 0) {
        await tx
          .insert(creatorCategories)
          .values(categoryIds.map((categoryId) => ({ userId: me.user.id, categoryId })));
      }
      return loadCreatorProfile(tx, me.user.id);
    });
    return ok(profile);
  },

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
        const accepted = await tx
          .update(invitations)
          .set({ acceptedAt: now })
          .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
          .returning({ id: invitations.id });
        if (accepted.length === 0) throw notFound('Invitation');
        const [user] = await tx
          .insert(users)
          .values({
            type: invitation.type,
            firstName,
            lastName,
            email: invitation.email,
            passwordHash,
            lastLoginAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!user) throw new Error('user not created');
        if (invitation.type === 'brand' && invitation.brandId !== null) {
          // The brand may have been deleted since; the admin can link the user again.
          const [brand] = await tx
            .select({ id: brands.id })
            .from(brands)
            .where(eq(brands.id, invitation.brandId));
          if (brand) await tx.insert(brandManagers).values({ brandId: brand.id, userId: user.id });
        }
        await app.logActivity(
          tx,
          actorOf(user),
          {
            action: 'invitation.accepted',
            description: `${firstName} ${lastName} accepted an invitation as ${invitation.type}`,
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
        addError(errors, 'brand_id', 'The brand id field is required when type is brand.');
      } else if (brandId > MAX_DB_ID) {
        addError(errors, 'brand_id', 'The selected brand id is invalid.');
      } else {
        const [brand] = await app.db
          .select({ id: brands.id })
          .from(brands)
          .where(eq(brands.id, brandId));
        if (!brand) addError(errors, 'brand_id', 'The selected brand id is invalid.');
      }
    } else if (brandId !== null) {
      addError(errors, 'brand_id', 'The brand id field must be empty unless type is brand.');
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const token = randomSecret();
    const now = app.now();
    const invitation = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invitations)
        .values({
          email,
          type: body.type,
          brandId,
          tokenHash: sha256(token),
          invitedBy: me.user.id,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('invitation not created');
      const link = `${app.config.publicUrl}/accept-invitation/${encodeURIComponent(token)}`;
      await app.sendMail(tx, {
        to: email,
        subject: "You're invited to Colla",
        body: `Hola,\n\n${me.user.firstName} ${me.user.lastName} invited you to join Colla as a ${body.type} user. Create your account here (the link works once, for 7 days):\n\n${link}\n`,
      });
      await app.logActivity(
        tx,
        me,
        {
          action: 'invitation.created',
          description: `${me.user.firstName} ${me.user.lastName} invited ${email} as ${body.type}`,
          subjectType: 'invitation',
          subjectId: row.id,
        },
        req.ip,
      );
      return row;
    });
    return created(toAdminInvitation(invitation));
  },

  async registerDeviceToken({ auth, body, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    rejectNulCharacters(body);
    const platform = body.platform ?? 'ios';
    const row = await app.db.transaction(async (tx) => {
      // A device belongs to whoever signed in on it last.
      await tx
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.token, body.token), ne(deviceTokens.userId, me.user.id)));
      const [inserted] = await tx
        .insert(deviceTokens)
        .values({ userId: me.user.id, token: body.token, platform, createdAt: app.now() })
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const [updated] = await tx
        .update(deviceTokens)
        .set({ platform })
        .where(and(eq(deviceTokens.userId, me.user.id), eq(deviceTokens.token, body.token)))
        .returning();
      if (!updated) throw new Error('device token not stored');
      return updated;
    });
    return created(toDeviceToken(row));
  },

  async deleteDeviceToken({ auth, body, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    rejectNulCharacters(body);
    const removed = await app.db
      .delete(deviceTokens)
      .where(and(eq(deviceTokens.userId, me.user.id), eq(deviceTokens.token, body.token)))
      .returning({ id: deviceTokens.id });
    if (removed.length === 0) throw notFound('Device token');
    return noContent();
  },
} satisfies HandlerGroup;
