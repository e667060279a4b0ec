import {
  MESSAGES,
  actorOf,
  addError,
  cleanName,
  emailTaken,
  findUserByEmail,
  rejectNulCharacters,
  revokeTokens,
} from '../auth/accounts';
import { issueToken, requireAuth } from '../auth/context';
import { checkNewPassword } from '../auth/password-policy';
import {
  FORGOT_PASSWORD_ANSWER,
  findPasswordReset,
  markPasswordResetUsed,
  requestPasswordReset,
} from '../auth/password-reset';
import { dummyPasswordHash, hashPassword, randomSecret, verifyPassword } from '../auth/secrets';
import { acceptedLocale } from '../i18n/language';
import { translate } from '../i18n/messages';
import { insertUser, revokeToken, setLastLogin, setPasswordHash } from '../domain/users';
import { answerLocale, fieldError, validationFailed, type FieldErrors } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import { fullName } from '../lib/names';
import { isUniqueViolation } from '../lib/sql';
import { toUser } from '../serializers/common';

// Computed once at start, so the first sign-in with an unknown email is not slower than others.
void dummyPasswordHash();

/** The operations tagged Auth: the CSRF cookie, sign-in, registration, sign-out, resets. */
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
      await setLastLogin(tx, user.id, now);
      return issueToken(tx, user.id);
    });
    return ok({ token, user: toUser({ ...user, lastLoginAt: now }) });
  },

  async register({ body, app, req, reply }) {
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
        const row = await insertUser(tx, {
          type: 'creator',
          firstName,
          lastName,
          email,
          passwordHash,
          // The browser's language, else the one the request asks for.
          locale: body.locale ?? acceptedLocale(req),
          createdAt: now,
          updatedAt: now,
        });
        await app.logActivity(
          tx,
          actorOf(row),
          {
            action: 'user.registered',
            description: `${fullName(row)} registered as a creator`,
            subjectType: 'user',
            subjectId: row.id,
          },
          req.ip,
        );
        return row;
      });
      return created({
        message: translate(answerLocale(req, reply), /*i18n*/ { id: 'Account created.' }),
        user: toUser(user),
      });
    } catch (error) {
      // Two registrations with one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
      throw error;
    }
  },

  async logout({ auth, app }) {
    const me = requireAuth(auth);
    await app.db.transaction(async (tx) => {
      await revokeToken(tx, me.tokenId, app.now());
      // Its open chat streams end too, on every process.
      await app.live.publish(tx, { type: 'sessions-ended', userId: me.user.id });
    });
    return noContent();
  },

  async forgotPassword({ body, app, req, reply }) {
    rejectNulCharacters(body);
    const now = app.now();
    await app.throttle.passwordForgot(req.ip, body.email, now);
    // Whether the email belongs to an account is found out after the answer (timing).
    requestPasswordReset(app, body.email, now);
    return {
      status: 202 as const,
      body: { message: translate(answerLocale(req, reply), FORGOT_PASSWORD_ANSWER) },
    };
  },

  async resetPassword({ body, app, req, reply }) {
    rejectNulCharacters(body);
    await app.throttle.passwordReset(req.ip, app.now());
    const now = app.now();
    const row = await findPasswordReset(app.db, body.token);
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
      if (!(await markPasswordResetUsed(tx, row.reset.id, now))) {
        throw fieldError('email', MESSAGES.resetInvalid);
      }
      await setPasswordHash(tx, row.user.id, passwordHash, now);
      await revokeTokens(tx, row.user.id, now);
      await app.logActivity(
        tx,
        actorOf(row.user),
        {
          action: 'user.password_reset',
          description: `${fullName(row.user)} reset their password`,
          subjectType: 'user',
          subjectId: row.user.id,
        },
        req.ip,
      );
    });
    return ok({
      message: translate(
        answerLocale(req, reply),
        /*i18n*/ { id: 'Your password has been reset.' },
      ),
    });
  },
} satisfies HandlerGroup;
