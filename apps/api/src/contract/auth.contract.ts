import { and, eq, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  GIF_BASE64,
  JPEG_BASE64,
  PNG_BASE64,
  insertUser,
  untilLimited,
  userById,
  withApp,
} from '../test/auth';
import { issueToken } from '../auth/context';
import { PASSWORD_MESSAGES } from '../auth/password-policy';
import { randomSecret, sha256, verifyPassword } from '../auth/secrets';
import {
  activityLogs,
  apiTokens,
  brandManagers,
  creatorCategories,
  creatorProfiles,
  deviceTokens,
  invitations,
  mailOutbox,
  passwordResets,
  users,
} from '../db/schema';
import type { ThrottleConfig } from '../config';
import type { CallResult } from '../test/harness';
import { withOps, unchecked, expectStatus, type ContractApp, type OpBody } from '../test/op';
import { TEST_PASSWORD } from '../test/world';
import {
  anyCase,
  callCase,
  defineContract,
  errorFor,
  forbiddenFor,
  impersonated,
  type ContractCase,
  withoutToken,
} from './define';
import { rowsWhere } from '../test/rows';

const CREDENTIALS = 'These credentials do not match our records.';
const CONFIRMATION = 'The password field confirmation does not match.';
const TAKEN = 'The email has already been taken.';
const RESET_INVALID = 'This password reset token is invalid.';
const MINUTE = 60_000;

/** State carried from one case to the next (cases run in order on one server). */
const state = {
  registeredEmail: 'nuria.vidal@example.com',
  registeredPassword: 'gaudi-and-sun-2026-'.repeat(7).slice(0, 128),
  wrongPasswordBody: undefined as unknown,
  logoutToken: '',
  resetUserId: 0,
  resetUserToken: '',
  resetToken: '',
  invitationToken: '',
  invitationId: 0,
  avatarPath: '',
  longDeviceToken: '',
};

const subscription = JSON.stringify({
  endpoint: 'https://fcm.googleapis.com/fcm/send/dX4k9Lm2',
  expirationTime: null,
  keys: { p256dh: 'BNc7xq2p', auth: 'tB3k9w' },
});

async function me(t: ContractApp, token: string) {
  return t.op('getMe', {}, { as: { token } });
}

async function userByEmail(t: ContractApp, email: string) {
  return t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

function storedFile(t: ContractApp, path: string): string {
  return join(t.app.colla.config.storageDir, path.slice('/storage/'.length));
}

async function outboxFor(t: ContractApp, to: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

const csrf: ContractCase[] = [
  callCase(
    'getCsrfCookie',
    204,
    'sets a random XSRF-TOKEN cookie readable by scripts, SameSite=Lax, path /',
    {},
    {
      async check(result, t) {
        const header = result.headers['set-cookie'];
        const cookies = (Array.isArray(header) ? header : [String(header)]).filter((c) =>
          c.startsWith('XSRF-TOKEN='),
        );
        expect(cookies).toHaveLength(1);
        const cookie = cookies[0] ?? '';
        expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{40,};/);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).toMatch(/; SameSite=Lax/i);
        expect(cookie).not.toMatch(/HttpOnly/i);
        const again = await t.op('getCsrfCookie');
        expect(String(again.headers['set-cookie'])).not.toBe(String(header));
      },
    },
  ),
];

const health: ContractCase[] = [
  callCase(
    'healthCheck',
    200,
    'ok with the current time, no token needed',
    {},
    {
      check(result) {
        const body = result.body;
        expect(body.status).toBe('ok');
        expect(Math.abs(new Date(body.time).getTime() - Date.now())).toBeLessThan(MINUTE);
      },
    },
  ),
  {
    operationId: 'healthCheck',
    status: 503,
    name: 'the database does not answer',
    run: () =>
      withApp({}, async (t) => {
        await t.database.close();
        // close() in withApp closes it again: give it a harmless database handle.
        t.database.close = () => Promise.resolve();
        return withOps(t).op('healthCheck');
      }),
    check(result) {
      expect(result.body.message).toBe('Service unavailable.');
    },
  },
];

const register: ContractCase[] = [
  callCase(
    'register',
    201,
    'creates a creator with an argon2id hash (128-character password allowed)',
    () => ({
      body: {
        first_name: 'Núria',
        last_name: 'Vidal',
        email: state.registeredEmail,
        password: state.registeredPassword,
        password_confirmation: state.registeredPassword,
      },
    }),
    {
      async check(result, t) {
        expect(state.registeredPassword).toHaveLength(128);
        const body = result.body;
        expect(body.user).toMatchObject({ type: 'creator', email: state.registeredEmail });
        expect(result.text).not.toContain('password');
        const [row] = await userByEmail(t, state.registeredEmail);
        expect(row?.type).toBe('creator');
        expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
        expect(row?.passwordHash).not.toContain(state.registeredPassword);
        expect(await verifyPassword(row?.passwordHash ?? '', state.registeredPassword)).toBe(true);
        // Registration does not sign in: no token was issued.
        const tokens = await rowsWhere(t, apiTokens, apiTokens.userId, row?.id ?? 0);
        expect(tokens).toHaveLength(0);
        const logs = await rowsWhere(t, activityLogs, activityLogs.action, 'user.registered');
        expect(logs.map((l) => l.subjectId)).toContain(row?.id);
      },
    },
  ),
  callCase(
    'register',
    422,
    'email taken (other case) and confirmation mismatch, both reported',
    {
      body: {
        first_name: 'Núria',
        last_name: 'Vidal',
        email: 'NURIA.Vidal@example.com',
        password: 'gaudi-and-sun-2026',
        password_confirmation: 'gaudi-and-moon-2026',
      },
    },
    {
      async check(result, t) {
        expect(result.body.errors).toEqual({ email: [TAKEN], password: [CONFIRMATION] });
        expect(await userByEmail(t, state.registeredEmail)).toHaveLength(1);
      },
    },
  ),
  callCase(
    'register',
    422,
    'password shorter than 8 characters',
    {
      body: {
        first_name: 'Pere',
        last_name: 'Mas',
        email: 'pere.mas@example.com',
        password: 'short77',
        password_confirmation: 'short77',
      },
    },
    {
      async check(result, t) {
        expect(result.body.errors?.password).toBeDefined();
        expect(await userByEmail(t, 'pere.mas@example.com')).toHaveLength(0);
      },
    },
  ),
  callCase(
    'register',
    422,
    'a common password, in any case: refused, saying why; nothing created',
    {
      body: {
        first_name: 'Pere',
        last_name: 'Mas',
        email: 'pere.mas@example.com',
        password: 'Barcelona',
        password_confirmation: 'Barcelona',
      },
    },
    {
      async check(result, t) {
        expect(result.body).toEqual({
          message: PASSWORD_MESSAGES.common.id,
          errors: { password: [PASSWORD_MESSAGES.common.id] },
        });
        expect(await userByEmail(t, 'pere.mas@example.com')).toHaveLength(0);
      },
    },
  ),
  {
    operationId: 'register',
    status: 422,
    name: 'a repeated character or a simple sequence is refused',
    async run(t) {
      for (const weak of ['aaaaaaaa', 'abcdefgh', 'zyxwvutsrq', 'abababab']) {
        const result = await t.op('register', {
          body: {
            first_name: 'Pere',
            last_name: 'Mas',
            email: 'pere.mas@example.com',
            password: weak,
            password_confirmation: weak,
          },
        });
        expect(expectStatus(result, 422, weak).body.errors?.password, weak).toHaveLength(1);
      }
      return t.op('register', {
        body: {
          first_name: 'Pere',
          last_name: 'Mas',
          email: 'pere.mas@example.com',
          password: 'aaaaaaaaaaaa',
          password_confirmation: 'aaaaaaaaaaaa',
        },
      });
    },
    async check(result, t) {
      expect(result.body.errors).toEqual({ password: [PASSWORD_MESSAGES.pattern.id] });
      expect(await userByEmail(t, 'pere.mas@example.com')).toHaveLength(0);
    },
  },
  {
    operationId: 'register',
    status: 422,
    name: "a password containing the email's local part or the name is refused",
    async run(t) {
      const attempt = (password: string) =>
        t.op('register', {
          body: {
            first_name: 'Pere',
            last_name: 'Mas',
            email: 'pere.mas@example.com',
            password,
            password_confirmation: password,
          },
        });
      const name = await attempt('tibidabo-MAS-2026');
      expect(expectStatus(name, 422).body.errors).toEqual({
        password: [PASSWORD_MESSAGES.personal.id],
      });
      return attempt('my-pere.mas-key');
    },
    async check(result, t) {
      expect(result.body.errors).toEqual({ password: [PASSWORD_MESSAGES.personal.id] });
      expect(await userByEmail(t, 'pere.mas@example.com')).toHaveLength(0);
    },
  },
  callCase(
    'register',
    422,
    'an unknown field (type: admin) is refused, nothing created',
    () => ({
      body: unchecked({
        first_name: 'Pere',
        last_name: 'Mas',
        email: 'pere.mas@example.com',
        password: 'gaudi-and-sun-2026',
        password_confirmation: 'gaudi-and-sun-2026',
        type: 'admin',
      }),
    }),
    {
      async check(result, t) {
        expect(result.body.errors?.type).toBeDefined();
        expect(await userByEmail(t, 'pere.mas@example.com')).toHaveLength(0);
      },
    },
  ),
];

const login: ContractCase[] = [
  callCase(
    'login',
    200,
    'case-insensitive email; token stored only as a hash; last_login_at set',
    () => ({
      body: { email: state.registeredEmail.toUpperCase(), password: state.registeredPassword },
    }),
    {
      async check(result, t) {
        const body = result.body;
        expect(body.user.email).toBe(state.registeredEmail);
        expect(body.token.length).toBeGreaterThanOrEqual(22); // >= 128 bits in base64url
        const [row] = await userByEmail(t, state.registeredEmail);
        expect(Math.abs((row?.lastLoginAt?.getTime() ?? 0) - Date.now())).toBeLessThan(MINUTE);
        const stored = await rowsWhere(t, apiTokens, apiTokens.userId, row?.id ?? 0);
        expect(stored.map((s) => s.tokenHash)).toEqual([sha256(body.token)]);
        expect((await me(t, body.token)).body).toMatchObject({ id: row?.id, type: 'creator' });
      },
    },
  ),
  callCase(
    'login',
    422,
    'wrong password',
    (t) => ({
      body: { email: t.world.brandUserA.user.email, password: 'not-the-password' },
    }),
    {
      check(result) {
        expect(result.body).toEqual({ message: CREDENTIALS, errors: { email: [CREDENTIALS] } });
        state.wrongPasswordBody = result.body;
      },
    },
  ),
  callCase(
    'login',
    422,
    'unknown email answers exactly like a wrong password',
    { body: { email: 'nobody@example.com', password: 'not-the-password' } },
    {
      check(result) {
        expect(result.body).toEqual(state.wrongPasswordBody);
      },
    },
  ),
  {
    operationId: 'login',
    status: 422,
    name: 'a disabled account cannot sign in, even with the right password',
    async run(t) {
      await insertUser(t, {
        type: 'creator',
        firstName: 'Oriol',
        lastName: 'Camps',
        email: 'oriol.camps@example.com',
        status: 'disabled',
      });
      return t.op('login', { body: { email: 'oriol.camps@example.com', password: TEST_PASSWORD } });
    },
    check(result) {
      expect(result.body).toEqual(state.wrongPasswordBody);
    },
  },
  callCase(
    'login',
    422,
    'missing password',
    { body: { email: 'laia.puig@example.com' } },
    { check: errorFor('password') },
  ),
];

const SIGN_OUT_USER = 'aina.serra@example.com';
const SIGN_OUT_STATE = { phone: '', laptop: '' };

const logout: ContractCase[] = [
  {
    operationId: 'logout',
    status: 204,
    name: 'revokes the token on the server; other tokens keep working',
    async run(t) {
      const login = await t.op('login', {
        body: { email: t.world.brandUserB.user.email, password: TEST_PASSWORD },
      });
      state.logoutToken = expectStatus(login, 200).body.token;
      return t.op('logout', {}, { as: { token: state.logoutToken } });
    },
    async check(_result, t) {
      const [row] = await rowsWhere(t, apiTokens, apiTokens.tokenHash, sha256(state.logoutToken));
      expect(row?.revokedAt).toBeInstanceOf(Date);
      expect((await me(t, state.logoutToken)).status).toBe(401);
      expect((await me(t, t.world.brandUserB.token)).status).toBe(200);
    },
  },
  {
    operationId: 'logout',
    status: 204,
    name: "signing out on one device: its push token goes first, then only that session's token is revoked",
    async run(t) {
      const { user, token: laptop } = await insertUser(t, {
        type: 'creator',
        firstName: 'Aina',
        lastName: 'Serra',
        email: SIGN_OUT_USER,
      });
      // A second session (the phone); issued directly to spare the login rate limit.
      const phone = await issueToken(t.database.db, user.id);
      SIGN_OUT_STATE.laptop = laptop;
      SIGN_OUT_STATE.phone = phone;
      for (const [token, device] of [
        [phone, 'apns-phone-aina'],
        [laptop, 'apns-laptop-aina'],
      ] as const) {
        const registered = await t.op(
          'registerDeviceToken',
          { body: { token: device, platform: 'ios' } },
          { as: { token } },
        );
        expect(registered.status).toBe(201);
      }
      // The client's sign-out: unregister this device's push token, then log out.
      const removed = await t.op(
        'deleteDeviceToken',
        { body: { token: 'apns-phone-aina' } },
        { as: { token: phone } },
      );
      expect(removed.status).toBe(204);
      return t.op('logout', {}, { as: { token: phone } });
    },
    async check(_result, t) {
      const [user] = await userByEmail(t, SIGN_OUT_USER);
      const devices = await rowsWhere(t, deviceTokens, deviceTokens.userId, user?.id ?? 0);
      expect(devices.map((d) => d.token)).toEqual(['apns-laptop-aina']);
      expect((await me(t, SIGN_OUT_STATE.phone)).status).toBe(401);
      expect((await me(t, SIGN_OUT_STATE.laptop)).status).toBe(200);
      const tokens = await rowsWhere(t, apiTokens, apiTokens.userId, user?.id ?? 0);
      expect(tokens.filter((row) => row.revokedAt !== null)).toHaveLength(1);
      // A signed-out session can no longer touch the user's devices.
      const late = await t.op(
        'deleteDeviceToken',
        { body: { token: 'apns-laptop-aina' } },
        { as: { token: SIGN_OUT_STATE.phone } },
      );
      expect(late.status).toBe(401);
    },
  },
  callCase(
    'logout',
    401,
    'a revoked token cannot log out again',
    {},
    { as: () => ({ token: state.logoutToken }) },
  ),
  withoutToken('logout'),
];

const forgot: ContractCase[] = [
  {
    operationId: 'forgotPassword',
    status: 202,
    name: 'known email (any case): a hashed, 60-minute token and an email with the link',
    async run(t) {
      const { user, token } = await insertUser(t, {
        type: 'creator',
        firstName: 'Pau',
        lastName: 'Serra',
        email: 'pau.serra@example.com',
      });
      state.resetUserId = user.id;
      state.resetUserToken = token;
      return t.op('forgotPassword', { body: { email: 'Pau.Serra@Example.com' } });
    },
    async check(result, t) {
      expect(result.body).toEqual({
        message: 'If that email belongs to an account, we have sent a password reset link.',
      });
      // The link and its mail are written after the answer.
      await t.app.colla.mail.idle();
      const mails = await outboxFor(t, 'pau.serra@example.com');
      expect(mails).toHaveLength(1);
      const match = /http:\/\/localhost:3000\/password-reset\?token=([^&\s]+)&email=([^\s]+)/.exec(
        mails[0]?.body ?? '',
      );
      expect(match).not.toBeNull();
      state.resetToken = decodeURIComponent(match?.[1] ?? '');
      expect(decodeURIComponent(match?.[2] ?? '')).toBe('pau.serra@example.com');
      const resets = await rowsWhere(t, passwordResets, passwordResets.userId, state.resetUserId);
      expect(resets).toHaveLength(1);
      expect(resets[0]?.tokenHash).toBe(sha256(state.resetToken));
      expect(resets[0]?.tokenHash).not.toBe(state.resetToken);
      const ttl = (resets[0]?.expiresAt.getTime() ?? 0) - Date.now();
      expect(ttl).toBeGreaterThan(59 * MINUTE);
      expect(ttl).toBeLessThanOrEqual(60 * MINUTE);
    },
  },
  {
    operationId: 'forgotPassword',
    status: 202,
    name: 'unknown email: the same answer, and no email is sent',
    async run(t) {
      return t.op('forgotPassword', { body: { email: 'ghost@example.com' } });
    },
    async check(result, t) {
      expect(result.body).toEqual({
        message: 'If that email belongs to an account, we have sent a password reset link.',
      });
      await t.app.colla.mail.idle();
      expect(await outboxFor(t, 'ghost@example.com')).toHaveLength(0);
    },
  },
  callCase(
    'forgotPassword',
    422,
    'not an email',
    { body: { email: 'pau.serra' } },
    { check: errorFor('email') },
  ),
];

const NEW_PASSWORD = 'bunyols-de-vent-26';

const reset: ContractCase[] = [
  callCase(
    'resetPassword',
    422,
    'confirmation mismatch: nothing changes and the token stays usable',
    () => ({
      body: {
        token: state.resetToken,
        email: 'pau.serra@example.com',
        password: NEW_PASSWORD,
        password_confirmation: 'something-else-26',
      },
    }),
    {
      async check(result, t) {
        expect(result.body.errors).toEqual({ password: [CONFIRMATION] });
        const [row] = await rowsWhere(t, passwordResets, passwordResets.userId, state.resetUserId);
        expect(row?.usedAt).toBeNull();
        expect((await me(t, state.resetUserToken)).status).toBe(200);
      },
    },
  ),
  {
    operationId: 'resetPassword',
    status: 422,
    name: 'a common password or one with the name: nothing changes and the token stays usable',
    async run(t) {
      const common = await t.op('resetPassword', {
        body: {
          token: state.resetToken,
          email: 'pau.serra@example.com',
          password: 'PASSWORD',
          password_confirmation: 'PASSWORD',
        },
      });
      expect(expectStatus(common, 422).body.errors).toEqual({
        password: [PASSWORD_MESSAGES.common.id],
      });
      return t.op('resetPassword', {
        body: {
          token: state.resetToken,
          email: 'pau.serra@example.com',
          password: 'serra-de-collserola',
          password_confirmation: 'serra-de-collserola',
        },
      });
    },
    async check(result, t) {
      expect(result.body.errors).toEqual({ password: [PASSWORD_MESSAGES.personal.id] });
      const [row] = await rowsWhere(t, passwordResets, passwordResets.userId, state.resetUserId);
      expect(row?.usedAt).toBeNull();
      expect((await me(t, state.resetUserToken)).status).toBe(200);
    },
  },
  callCase(
    'resetPassword',
    422,
    "the token does not belong to the given email (another user's)",
    (t) => ({
      body: {
        token: state.resetToken,
        email: t.world.creatorA.user.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    }),
    {
      async check(result, t) {
        expect(result.body.errors).toEqual({ email: [RESET_INVALID] });
        const creator = await userById(t, t.world.creatorA.user.id);
        expect(await verifyPassword(creator.passwordHash, TEST_PASSWORD)).toBe(true);
      },
    },
  ),
  callCase(
    'resetPassword',
    200,
    'sets the password, uses the token and revokes every token of the account',
    () => ({
      body: {
        token: state.resetToken,
        email: 'PAU.SERRA@example.com',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    }),
    {
      async check(_result, t) {
        expect((await me(t, state.resetUserToken)).status).toBe(401);
        const [row] = await rowsWhere(t, passwordResets, passwordResets.userId, state.resetUserId);
        expect(row?.usedAt).toBeInstanceOf(Date);
        const old = await t.op('login', {
          body: { email: 'pau.serra@example.com', password: TEST_PASSWORD },
        });
        expect(old.status).toBe(422);
        const fresh = await t.op('login', {
          body: { email: 'pau.serra@example.com', password: NEW_PASSWORD },
        });
        expect(fresh.status).toBe(200);
      },
    },
  ),
  callCase(
    'resetPassword',
    422,
    'a used token cannot be used again',
    () => ({
      body: {
        token: state.resetToken,
        email: 'pau.serra@example.com',
        password: 'another-one-2026',
        password_confirmation: 'another-one-2026',
      },
    }),
    {
      async check(result, t) {
        expect(result.body.errors).toEqual({ email: [RESET_INVALID] });
        const user = await userById(t, state.resetUserId);
        expect(await verifyPassword(user.passwordHash, NEW_PASSWORD)).toBe(true);
      },
    },
  ),
  {
    operationId: 'resetPassword',
    status: 422,
    name: 'an expired token',
    async run(t) {
      const token = randomSecret();
      await t.database.db.insert(passwordResets).values({
        userId: state.resetUserId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() - MINUTE),
      });
      return t.op('resetPassword', {
        body: {
          token,
          email: 'pau.serra@example.com',
          password: 'another-one-2026',
          password_confirmation: 'another-one-2026',
        },
      });
    },
    async check(result, t) {
      expect(result.body.errors).toEqual({ email: [RESET_INVALID] });
      const user = await userById(t, state.resetUserId);
      expect(await verifyPassword(user.passwordHash, NEW_PASSWORD)).toBe(true);
    },
  },
];

const account: ContractCase[] = [
  {
    operationId: 'getMe',
    status: 200,
    name: 'the signed-in user, without secrets',
    run: (t) => me(t, t.world.brandUserA.token),
    check(result, t) {
      expect(result.body).toEqual({
        id: t.world.brandUserA.user.id,
        type: 'brand',
        first_name: 'Jordi',
        last_name: 'Ferrer',
        name: 'Jordi Ferrer',
        email: 'jordi@fornsantpau.example',
        avatar_path: null,
        locale: 'en',
      });
    },
  },
  withoutToken('getMe'),
  {
    operationId: 'getMe',
    status: 401,
    name: 'with an unknown token',
    run: (t) => me(t, randomSecret()),
  },
  callCase(
    'updateMe',
    200,
    'changes names and email (persisted)',
    { body: { last_name: 'Soler i Riera', email: 'marc.soler@colla-mail.example' } },
    {
      as: 'creatorB',
      async check(result, t) {
        expect(result.body).toMatchObject({
          first_name: 'Marc',
          last_name: 'Soler i Riera',
          email: 'marc.soler@colla-mail.example',
        });
        const row = await userById(t, t.world.creatorB.user.id);
        expect(row.lastName).toBe('Soler i Riera');
        expect(row.email).toBe('marc.soler@colla-mail.example');
      },
    },
  ),
  callCase(
    'updateMe',
    422,
    "another user's email (any case) is taken; nothing changes",
    { body: { first_name: 'Marcel', email: 'JORDI@fornsantpau.example' } },
    {
      as: 'creatorB',
      async check(result, t) {
        expect(result.body.errors).toEqual({ email: [TAKEN] });
        const row = await userById(t, t.world.creatorB.user.id);
        expect(row.firstName).toBe('Marc');
      },
    },
  ),
  callCase(
    'updateMe',
    422,
    'a blank first name',
    { body: { first_name: '   ' } },
    {
      as: 'creatorB',
      check: errorFor('first_name'),
    },
  ),
  callCase('updateMe', 422, 'an empty body', { body: {} }, { as: 'creatorB' }),
  callCase(
    'updateMe',
    403,
    "an impersonating admin cannot change the user's account",
    { body: { email: 'admin-owned@example.com' } },
    {
      as: impersonated('brandUserA'),
      async check(_result, t) {
        const row = await userById(t, t.world.brandUserA.user.id);
        expect(row.email).toBe('jordi@fornsantpau.example');
      },
    },
  ),
  withoutToken('updateMe', { body: { first_name: 'Nobody' } }),
];

const PASSWORD_USER = 'pol.vila@example.com';
const PASSWORD_STATE = { current: '', other: '', another: '' };

const password: ContractCase[] = [
  {
    operationId: 'changePassword',
    status: 422,
    name: 'wrong current password; the password does not change',
    async run(t) {
      const { user, token } = await insertUser(t, {
        type: 'brand',
        firstName: 'Pol',
        lastName: 'Vila',
        email: PASSWORD_USER,
      });
      PASSWORD_STATE.current = token;
      PASSWORD_STATE.other = await issueToken(t.database.db, user.id);
      PASSWORD_STATE.another = await issueToken(t.database.db, user.id);
      return t.op(
        'changePassword',
        {
          body: {
            current_password: 'not-my-password',
            password: 'sagrada-familia-2026',
            password_confirmation: 'sagrada-familia-2026',
          },
        },
        { as: { token } },
      );
    },
    async check(result, t) {
      expect(result.body.errors).toEqual({ current_password: ['The password is incorrect.'] });
      const [row] = await userByEmail(t, PASSWORD_USER);
      expect(await verifyPassword(row?.passwordHash ?? '', TEST_PASSWORD)).toBe(true);
      expect((await me(t, PASSWORD_STATE.other)).status).toBe(200);
    },
  },
  callCase(
    'changePassword',
    422,
    'confirmation mismatch',
    () => ({
      body: {
        current_password: TEST_PASSWORD,
        password: 'sagrada-familia-2026',
        password_confirmation: 'sagrada-familia-2027',
      },
    }),
    {
      as: () => ({ token: PASSWORD_STATE.current }),
      check(result) {
        expect(result.body.errors).toEqual({ password: [CONFIRMATION] });
      },
    },
  ),
  {
    operationId: 'changePassword',
    status: 422,
    name: 'a common password, a sequence or one with the name: refused, the password stays',
    async run(t) {
      const attempt = (password: string) =>
        t.op(
          'changePassword',
          { body: { current_password: TEST_PASSWORD, password, password_confirmation: password } },
          { as: { token: PASSWORD_STATE.current } },
        );
      expect(expectStatus(await attempt('iloveyou'), 422).body.errors).toEqual({
        password: [PASSWORD_MESSAGES.common.id],
      });
      expect(expectStatus(await attempt('98765432'), 422).body.errors?.password).toHaveLength(1);
      return attempt('pol.vila.2026');
    },
    async check(result, t) {
      expect(result.body.errors).toEqual({ password: [PASSWORD_MESSAGES.personal.id] });
      const [row] = await userByEmail(t, PASSWORD_USER);
      expect(await verifyPassword(row?.passwordHash ?? '', TEST_PASSWORD)).toBe(true);
      expect((await me(t, PASSWORD_STATE.other)).status).toBe(200);
    },
  },
  callCase(
    'changePassword',
    200,
    'sets the new password and signs out every other session, keeping this one',
    () => ({
      body: {
        current_password: TEST_PASSWORD,
        password: 'sagrada-familia-2026',
        password_confirmation: 'sagrada-familia-2026',
      },
    }),
    {
      as: () => ({ token: PASSWORD_STATE.current }),
      async check(_result, t) {
        expect((await me(t, PASSWORD_STATE.current)).status).toBe(200);
        expect((await me(t, PASSWORD_STATE.other)).status).toBe(401);
        expect((await me(t, PASSWORD_STATE.another)).status).toBe(401);
        // Other users' sessions are untouched.
        expect((await me(t, t.world.creatorB.token)).status).toBe(200);
        const [row] = await userByEmail(t, PASSWORD_USER);
        const tokens = await rowsWhere(t, apiTokens, apiTokens.userId, row?.id ?? 0);
        expect(tokens.filter((token) => token.revokedAt === null)).toHaveLength(1);
        expect(await verifyPassword(row?.passwordHash ?? '', 'sagrada-familia-2026')).toBe(true);
        expect(await verifyPassword(row?.passwordHash ?? '', TEST_PASSWORD)).toBe(false);
      },
    },
  ),
  callCase(
    'changePassword',
    403,
    "an impersonating admin cannot change the user's password",
    {
      body: {
        current_password: TEST_PASSWORD,
        password: 'admin-chosen-2026',
        password_confirmation: 'admin-chosen-2026',
      },
    },
    {
      as: impersonated('brandUserA'),
      async check(_result, t) {
        const row = await userById(t, t.world.brandUserA.user.id);
        expect(await verifyPassword(row.passwordHash, TEST_PASSWORD)).toBe(true);
      },
    },
  ),
  withoutToken('changePassword', {
    body: { current_password: 'x', password: 'xxxxxxxx', password_confirmation: 'xxxxxxxx' },
  }),
];

const avatar: ContractCase[] = [
  callCase(
    'updateMyAvatar',
    200,
    'stores a PNG under a server-generated name',
    () => ({ body: { image_base64: `data:image/png;base64,${PNG_BASE64}` } }),
    {
      as: 'brandUserA',
      async check(result, t) {
        const path = result.body.avatar_path ?? '';
        expect(path).toMatch(/^\/storage\/avatars\/[A-Za-z0-9_-]+\.png$/);
        expect(existsSync(storedFile(t, path))).toBe(true);
        expect((await userById(t, t.world.brandUserA.user.id)).avatarPath).toBe(path);
        state.avatarPath = path;
      },
    },
  ),
  callCase(
    'updateMyAvatar',
    200,
    'a new avatar replaces the old file',
    () => ({ body: { image_base64: JPEG_BASE64 } }),
    {
      as: 'brandUserA',
      async check(result, t) {
        const path = result.body.avatar_path ?? '';
        expect(path).toMatch(/\.jpg$/);
        expect(existsSync(storedFile(t, path))).toBe(true);
        expect(existsSync(storedFile(t, state.avatarPath))).toBe(false);
        state.avatarPath = path;
      },
    },
  ),
  callCase(
    'updateMyAvatar',
    422,
    'text is not an image; the avatar stays',
    () => ({ body: { image_base64: Buffer.from('<?php echo 1; ?>').toString('base64') } }),
    {
      as: 'brandUserA',
      async check(result, t) {
        expect(result.body.errors?.image_base64).toBeDefined();
        expect((await userById(t, t.world.brandUserA.user.id)).avatarPath).toBe(state.avatarPath);
      },
    },
  ),
  callCase(
    'updateMyAvatar',
    422,
    'a GIF is not an accepted avatar type',
    () => ({ body: { image_base64: GIF_BASE64 } }),
    { as: 'brandUserA' },
  ),
  callCase(
    'updateMyAvatar',
    422,
    'not base64',
    { body: { image_base64: '!!! not base64 !!!' } },
    { as: 'brandUserA' },
  ),
  callCase(
    'updateMyAvatar',
    403,
    "an impersonating admin cannot change the user's avatar",
    { body: { image_base64: PNG_BASE64 } },
    {
      as: impersonated('brandUserA'),
      async check(_result, t) {
        expect((await userById(t, t.world.brandUserA.user.id)).avatarPath).toBe(state.avatarPath);
      },
    },
  ),
  withoutToken('updateMyAvatar', () => ({ body: { image_base64: PNG_BASE64 } })),
  callCase(
    'deleteMyAvatar',
    403,
    "an impersonating admin cannot remove the user's avatar",
    {},
    {
      as: impersonated('brandUserA'),
      async check(_result, t) {
        expect((await userById(t, t.world.brandUserA.user.id)).avatarPath).toBe(state.avatarPath);
      },
    },
  ),
  callCase(
    'deleteMyAvatar',
    200,
    'removes the avatar and its file',
    {},
    {
      as: 'brandUserA',
      async check(result, t) {
        expect(result.body.avatar_path).toBeNull();
        expect((await userById(t, t.world.brandUserA.user.id)).avatarPath).toBeNull();
        expect(existsSync(storedFile(t, state.avatarPath))).toBe(false);
      },
    },
  ),
  withoutToken('deleteMyAvatar'),
];

/** A creator profile's optional fields, all empty (a profile never saved). */
export const EMPTY_PROFILE = {
  bio: null,
  city: null,
  instagram_handle: null,
  instagram_followers: null,
  tiktok_handle: null,
  tiktok_followers: null,
  gender: null,
  birth_date: null,
} as const;

/** A new creator's profile: a username from their name, seen by brands only, nothing else set. */
export const NEW_PROFILE = {
  ...EMPTY_PROFILE,
  categories: [],
  visibility: 'brands',
  barri: null,
  languages: [],
  instagram_followers_updated_at: null,
  tiktok_followers_updated_at: null,
  accepts_invites: true,
} as const;

export const profileBody = (categoryIds: number[]): OpBody<'updateMyCreatorProfile'> => ({
  bio: 'Food and neighbourhood stories from Gràcia. Vermut on Sundays, always.',
  city: 'Barcelona',
  instagram_handle: 'laiapuig.bcn',
  instagram_followers: 48200,
  tiktok_handle: 'laiapuig',
  tiktok_followers: 12900,
  gender: 'woman',
  birth_date: '1996-04-23',
  category_ids: categoryIds,
});

const creatorProfile: ContractCase[] = [
  callCase(
    'getMyCreatorProfile',
    200,
    'a creator who never saved a profile gets empty values',
    {},
    {
      as: 'creatorA',
      check(result) {
        expect(result.body).toEqual({ ...NEW_PROFILE, username: 'laiapuig' });
      },
    },
  ),
  ...forbiddenFor(
    'getMyCreatorProfile',
    ['brandUserA'],
    {},
    { name: 'brand users have no creator profile' },
  ),
  withoutToken('getMyCreatorProfile'),
  callCase(
    'updateMyCreatorProfile',
    200,
    'saves the profile and interests; another creator is unaffected',
    (t) => ({ body: profileBody([t.world.sports.id, t.world.food.id]) }),
    {
      as: 'creatorA',
      async check(result, t) {
        const { category_ids: _ids, ...saved } = profileBody([]);
        void _ids;
        const expected = {
          ...saved,
          // The new fields were left out: unchanged.
          username: 'laiapuig',
          visibility: 'brands',
          barri: null,
          languages: [],
          accepts_invites: true,
          // Both counts changed (from none): they were updated now.
          instagram_followers_updated_at: result.body.instagram_followers_updated_at,
          tiktok_followers_updated_at: result.body.tiktok_followers_updated_at,
          categories: [
            { id: t.world.food.id, name: 'Food & drink' },
            { id: t.world.sports.id, name: 'Sports' },
          ],
        };
        expect(result.body).toEqual(expected);
        const again = await t.op('getMyCreatorProfile', {}, { as: 'creatorA' });
        expect(again.body).toEqual(expected);
        const other = await t.op('getMyCreatorProfile', {}, { as: 'creatorB' });
        expect(expectStatus(other, 200).body.bio).toBeNull();
        expect(expectStatus(other, 200).body.categories).toEqual([]);
      },
    },
  ),
  callCase(
    'updateMyCreatorProfile',
    422,
    'an unknown category id; nothing is half-written',
    (t) => ({ body: { ...profileBody([t.world.food.id, 999_999]), bio: 'Changed bio' } }),
    {
      as: 'creatorA',
      async check(result, t) {
        expect(result.body.errors?.category_ids).toBeDefined();
        const [profile] = await rowsWhere(
          t,
          creatorProfiles,
          creatorProfiles.userId,
          t.world.creatorA.user.id,
        );
        expect(profile?.bio).toMatch(/^Food and neighbourhood/);
        const interests = await rowsWhere(
          t,
          creatorCategories,
          creatorCategories.userId,
          t.world.creatorA.user.id,
        );
        expect(interests).toHaveLength(2);
      },
    },
  ),
  callCase(
    'updateMyCreatorProfile',
    422,
    'numbers beyond what the database holds',
    () => ({ body: { ...profileBody([]), tiktok_followers: 99_999_999_999 } }),
    {
      as: 'creatorA',
      check: errorFor('tiktok_followers'),
    },
  ),
  callCase(
    'updateMyCreatorProfile',
    422,
    'a birth date in the future',
    () => ({ body: { ...profileBody([]), birth_date: '2999-01-01' } }),
    {
      as: 'creatorA',
      check: errorFor('birth_date'),
    },
  ),
  {
    operationId: 'updateMyCreatorProfile',
    status: 422,
    name: 'a handle with @ and a missing field',
    run: (t) => {
      const { category_ids: _omit, ...rest } = profileBody([]);
      void _omit;
      return t.op(
        'updateMyCreatorProfile',
        { body: { ...rest, instagram_handle: '@laiapuig' } },
        { as: 'creatorA' },
      );
    },
    check(result) {
      expect(Object.keys(result.body.errors ?? {}).sort()).toEqual([
        'category_ids',
        'instagram_handle',
      ]);
    },
  },
  callCase(
    'updateMyCreatorProfile',
    200,
    'replacing with empty values clears the interests',
    () => ({ body: { ...profileBody([]), bio: null, gender: null } }),
    {
      as: 'creatorA',
      async check(result, t) {
        expect(result.body).toMatchObject({ bio: null, gender: null, categories: [] });
        const interests = await rowsWhere(
          t,
          creatorCategories,
          creatorCategories.userId,
          t.world.creatorA.user.id,
        );
        expect(interests).toHaveLength(0);
      },
    },
  ),
  callCase(
    'updateMyCreatorProfile',
    403,
    'brand users have no creator profile',
    () => ({ body: profileBody([]) }),
    {
      as: 'brandUserA',
      async check(_result, t) {
        const rows = await rowsWhere(
          t,
          creatorProfiles,
          creatorProfiles.userId,
          t.world.brandUserA.user.id,
        );
        expect(rows).toHaveLength(0);
      },
    },
  ),
  withoutToken('updateMyCreatorProfile', () => ({ body: profileBody([]) })),
];

const INVITED = 'montse.casals@example.com';

export async function insertInvitation(
  t: ContractApp,
  values: { email: string; type: 'brand' | 'creator' | 'admin'; expiresAt: Date },
): Promise<string> {
  const token = randomSecret();
  await t.database.db.insert(invitations).values({ ...values, tokenHash: sha256(token) });
  return token;
}

const invitationCases: ContractCase[] = [
  callCase(
    'createInvitation',
    201,
    'a brand invitation: hashed token, 7 days, emailed link, activity log',
    (t) => ({ body: { email: INVITED, type: 'brand', brand_id: t.world.brandA.id } }),
    {
      as: 'admin',
      async check(result, t) {
        const body = result.body;
        expect(body).toMatchObject({ email: INVITED, type: 'brand', brand_id: t.world.brandA.id });
        const ttl = new Date(body.expires_at).getTime() - Date.now();
        expect(ttl).toBeGreaterThan(7 * 24 * 60 * MINUTE - MINUTE);
        expect(ttl).toBeLessThanOrEqual(7 * 24 * 60 * MINUTE);
        const mails = await outboxFor(t, INVITED);
        expect(mails).toHaveLength(1);
        const match = /http:\/\/localhost:3000\/accept-invitation\/([A-Za-z0-9_%-]+)/.exec(
          mails[0]?.body ?? '',
        );
        state.invitationToken = decodeURIComponent(match?.[1] ?? '');
        state.invitationId = body.id;
        const [row] = await rowsWhere(t, invitations, invitations.id, body.id);
        expect(row?.tokenHash).toBe(sha256(state.invitationToken));
        expect(row?.invitedBy).toBe(t.world.admin.user.id);
        const logs = await t.database.db
          .select()
          .from(activityLogs)
          .where(
            and(eq(activityLogs.action, 'invitation.created'), eq(activityLogs.subjectId, body.id)),
          );
        expect(logs).toHaveLength(1);
        expect(logs[0]?.userId).toBe(t.world.admin.user.id);
      },
    },
  ),
  callCase(
    'createInvitation',
    422,
    'an email that already has an account (any case)',
    { body: { email: 'Laia.Puig@example.com', type: 'creator' } },
    {
      as: 'admin',
      async check(result, t) {
        expect(result.body.errors).toEqual({ email: [TAKEN] });
        expect(await outboxFor(t, 'Laia.Puig@example.com')).toHaveLength(0);
      },
    },
  ),
  callCase(
    'createInvitation',
    422,
    'a brand invitation needs a brand',
    { body: { email: 'new.brand@example.com', type: 'brand' } },
    {
      as: 'admin',
      check: errorFor('brand_id'),
    },
  ),
  callCase(
    'createInvitation',
    422,
    'an unknown brand',
    () => ({ body: { email: 'new.brand@example.com', type: 'brand', brand_id: 999_999 } }),
    {
      as: 'admin',
      async check(result, t) {
        expect(result.body.errors).toEqual({ brand_id: ['The selected brand id is invalid.'] });
        const rows = await rowsWhere(t, invitations, invitations.email, 'new.brand@example.com');
        expect(rows).toHaveLength(0);
      },
    },
  ),
  callCase(
    'createInvitation',
    422,
    'a creator invitation cannot name a brand',
    (t) => ({
      body: { email: 'new.creator@example.com', type: 'creator', brand_id: t.world.brandA.id },
    }),
    {
      as: 'admin',
      check: errorFor('brand_id'),
    },
  ),
  callCase(
    'createInvitation',
    403,
    'brand users cannot invite',
    (t) => ({ body: { email: 'friend@example.com', type: 'brand', brand_id: t.world.brandA.id } }),
    {
      as: 'brandUserA',
      async check(_result, t) {
        const rows = await rowsWhere(t, invitations, invitations.email, 'friend@example.com');
        expect(rows).toHaveLength(0);
      },
    },
  ),
  ...forbiddenFor(
    'createInvitation',
    ['creatorA'],
    () => ({ body: { email: 'friend@example.com', type: 'creator' } }),
    { name: 'creators cannot invite' },
  ),
  withoutToken('createInvitation', { body: { email: 'friend@example.com', type: 'creator' } }),
  callCase(
    'getInvitation',
    200,
    'shows the invited email, type and brand',
    () => ({ path: { token: state.invitationToken } }),
    {
      check(result, t) {
        expect(result.body).toMatchObject({
          email: INVITED,
          type: 'brand',
          brand: { id: t.world.brandA.id, name: 'Forn Sant Pau' },
        });
      },
    },
  ),
  callCase('getInvitation', 404, 'an unknown token', () => ({ path: { token: randomSecret() } })),
  {
    operationId: 'getInvitation',
    status: 404,
    name: 'an expired invitation',
    async run(t) {
      const token = await insertInvitation(t, {
        email: 'late@example.com',
        type: 'creator',
        expiresAt: new Date(Date.now() - MINUTE),
      });
      return t.op('getInvitation', { path: { token } });
    },
  },
  callCase(
    'acceptInvitation',
    422,
    'confirmation mismatch: no account, the invitation stays open',
    () => ({
      path: { token: state.invitationToken },
      body: {
        first_name: 'Montse',
        last_name: 'Casals',
        password: 'pa-amb-tomaquet-26',
        password_confirmation: 'pa-amb-tomaquet-27',
      },
    }),
    {
      async check(result, t) {
        expect(result.body.errors).toEqual({ password: [CONFIRMATION] });
        expect(await userByEmail(t, INVITED)).toHaveLength(0);
        const [row] = await rowsWhere(t, invitations, invitations.id, state.invitationId);
        expect(row?.acceptedAt).toBeNull();
      },
    },
  ),
  {
    operationId: 'acceptInvitation',
    status: 422,
    name: 'a common password or one with the name: no account, the invitation stays open',
    async run(t) {
      const attempt = (password: string) =>
        t.op('acceptInvitation', {
          path: { token: state.invitationToken },
          body: {
            first_name: 'Montse',
            last_name: 'Casals',
            password,
            password_confirmation: password,
          },
        });
      expect(expectStatus(await attempt('qwertyuiop'), 422).body.errors).toEqual({
        password: [PASSWORD_MESSAGES.common.id],
      });
      return attempt('casals-de-gracia');
    },
    async check(result, t) {
      expect(result.body.errors).toEqual({ password: [PASSWORD_MESSAGES.personal.id] });
      expect(await userByEmail(t, INVITED)).toHaveLength(0);
      const [row] = await rowsWhere(t, invitations, invitations.id, state.invitationId);
      expect(row?.acceptedAt).toBeNull();
    },
  },
  callCase(
    'acceptInvitation',
    200,
    'creates the brand user, links the brand, signs in and uses the invitation',
    () => ({
      path: { token: state.invitationToken },
      body: {
        first_name: 'Montse',
        last_name: 'Casals',
        password: 'pa-amb-tomaquet-26',
        password_confirmation: 'pa-amb-tomaquet-26',
      },
    }),
    {
      async check(result, t) {
        const body = result.body;
        expect(body.user).toMatchObject({ type: 'brand', email: INVITED, first_name: 'Montse' });
        expect((await me(t, body.token)).body).toMatchObject({ id: body.user.id, type: 'brand' });
        const managed = await rowsWhere(t, brandManagers, brandManagers.userId, body.user.id);
        expect(managed.map((m) => m.brandId)).toEqual([t.world.brandA.id]);
        const [row] = await rowsWhere(t, invitations, invitations.id, state.invitationId);
        expect(row?.acceptedAt).toBeInstanceOf(Date);
      },
    },
  ),
  callCase(
    'acceptInvitation',
    404,
    'a used invitation cannot be accepted again',
    () => ({
      path: { token: state.invitationToken },
      body: {
        first_name: 'Someone',
        last_name: 'Else',
        password: 'pa-amb-tomaquet-26',
        password_confirmation: 'pa-amb-tomaquet-26',
      },
    }),
    {
      async check(_result, t) {
        expect(await userByEmail(t, INVITED)).toHaveLength(1);
      },
    },
  ),
  callCase('getInvitation', 404, 'a used invitation', () => ({
    path: { token: state.invitationToken },
  })),
  {
    operationId: 'acceptInvitation',
    status: 404,
    name: 'an expired invitation',
    async run(t) {
      const token = await insertInvitation(t, {
        email: 'late.too@example.com',
        type: 'creator',
        expiresAt: new Date(Date.now() - MINUTE),
      });
      return t.op('acceptInvitation', {
        path: { token },
        body: {
          first_name: 'Late',
          last_name: 'Comer',
          password: 'pa-amb-tomaquet-26',
          password_confirmation: 'pa-amb-tomaquet-26',
        },
      });
    },
    async check(_result, t) {
      expect(await userByEmail(t, 'late.too@example.com')).toHaveLength(0);
    },
  },
  callCase('acceptInvitation', 404, 'an unknown token', () => ({
    path: { token: randomSecret() },
    body: {
      first_name: 'Nobody',
      last_name: 'Known',
      password: 'pa-amb-tomaquet-26',
      password_confirmation: 'pa-amb-tomaquet-26',
    },
  })),
  {
    operationId: 'acceptInvitation',
    status: 422,
    name: 'the invited email got an account meanwhile',
    async run(t) {
      const token = await insertInvitation(t, {
        email: 'MARC.SOLER@colla-mail.example',
        type: 'creator',
        expiresAt: new Date(Date.now() + MINUTE),
      });
      return t.op('acceptInvitation', {
        path: { token },
        body: {
          first_name: 'Marc',
          last_name: 'Soler',
          password: 'pa-amb-tomaquet-26',
          password_confirmation: 'pa-amb-tomaquet-26',
        },
      });
    },
    async check(result, t) {
      expect(result.body.errors).toEqual({ email: [TAKEN] });
      expect(await userByEmail(t, 'marc.soler@colla-mail.example')).toHaveLength(1);
    },
  },
];

async function devicesOf(t: ContractApp, userId: number) {
  return t.database.db.select().from(deviceTokens).where(eq(deviceTokens.userId, userId));
}

const devices: ContractCase[] = [
  callCase(
    'registerDeviceToken',
    201,
    'stores a web push subscription',
    () => ({ body: { token: subscription, platform: 'web' } }),
    {
      as: 'creatorA',
      async check(result, t) {
        expect(result.body).toMatchObject({ token: subscription, platform: 'web' });
        const rows = await devicesOf(t, t.world.creatorA.user.id);
        expect(rows.map((r) => [r.token, r.platform])).toEqual([[subscription, 'web']]);
      },
    },
  ),
  callCase(
    'registerDeviceToken',
    201,
    'registering the same token again updates it (one row)',
    () => ({ body: { token: subscription, platform: 'android' } }),
    {
      as: 'creatorA',
      async check(result, t) {
        const rows = await devicesOf(t, t.world.creatorA.user.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]?.platform).toBe('android');
        expect(result.body.id).toBe(rows[0]?.id);
      },
    },
  ),
  callCase(
    'registerDeviceToken',
    201,
    'the platform defaults to ios',
    { body: { token: 'apns-3f9a1c7e5b2d' } },
    {
      as: 'creatorA',
      check(result) {
        expect(result.body).toMatchObject({ token: 'apns-3f9a1c7e5b2d', platform: 'ios' });
      },
    },
  ),
  callCase(
    'registerDeviceToken',
    201,
    'a token already stored for another user moves to the caller',
    { body: { token: 'apns-3f9a1c7e5b2d', platform: 'ios' } },
    {
      as: 'creatorB',
      async check(_result, t) {
        const a = await devicesOf(t, t.world.creatorA.user.id);
        const b = await devicesOf(t, t.world.creatorB.user.id);
        expect(a.map((r) => r.token)).toEqual([subscription]);
        expect(b.map((r) => r.token)).toEqual(['apns-3f9a1c7e5b2d']);
      },
    },
  ),
  {
    operationId: 'registerDeviceToken',
    status: 201,
    name: 'a 4096-character token is stored',
    run: (t) => {
      state.longDeviceToken = randomSecret(3100).slice(0, 4096);
      return t.op(
        'registerDeviceToken',
        { body: { token: state.longDeviceToken, platform: 'web' } },
        { as: 'creatorB' },
      );
    },
    async check(_result, t) {
      expect(state.longDeviceToken).toHaveLength(4096);
      const b = await devicesOf(t, t.world.creatorB.user.id);
      expect(b.map((r) => r.token)).toContain(state.longDeviceToken);
    },
  },
  callCase(
    'registerDeviceToken',
    422,
    'an empty token and an unknown platform',
    () => ({ body: unchecked({ token: '', platform: 'blackberry' }) }),
    {
      as: 'creatorA',
      check(result) {
        expect(Object.keys(result.body.errors ?? {}).sort()).toEqual(['platform', 'token']);
      },
    },
  ),
  callCase(
    'registerDeviceToken',
    422,
    'a NUL character, which PostgreSQL text cannot hold',
    { body: { token: 'apns-\u0000', platform: 'ios' } },
    {
      as: 'creatorA',
      check: errorFor('token'),
    },
  ),
  callCase(
    'registerDeviceToken',
    403,
    "an impersonating admin's device must not receive the user's pushes",
    { body: { token: 'admin-laptop-subscription', platform: 'web' } },
    {
      as: impersonated('brandUserA'),
      async check(_result, t) {
        expect(await devicesOf(t, t.world.brandUserA.user.id)).toHaveLength(0);
      },
    },
  ),
  withoutToken('registerDeviceToken', { body: { token: 'x', platform: 'web' } }),
  callCase(
    'deleteDeviceToken',
    404,
    "another user's token is not the caller's to remove",
    { body: { token: 'apns-3f9a1c7e5b2d' } },
    {
      as: 'creatorA',
      async check(_result, t) {
        const b = await devicesOf(t, t.world.creatorB.user.id);
        expect(b.map((r) => r.token)).toContain('apns-3f9a1c7e5b2d');
      },
    },
  ),
  callCase(
    'deleteDeviceToken',
    403,
    "an impersonating admin cannot remove the user's devices",
    { body: { token: 'apns-3f9a1c7e5b2d' } },
    {
      as: impersonated('creatorB'),
      async check(_result, t) {
        const b = await devicesOf(t, t.world.creatorB.user.id);
        expect(b.map((r) => r.token)).toContain('apns-3f9a1c7e5b2d');
      },
    },
  ),
  callCase(
    'deleteDeviceToken',
    204,
    "removes the caller's token",
    { body: { token: 'apns-3f9a1c7e5b2d' } },
    {
      as: 'creatorB',
      async check(_result, t) {
        const b = await devicesOf(t, t.world.creatorB.user.id);
        expect(b.map((r) => r.token)).toEqual([state.longDeviceToken]);
        const a = await devicesOf(t, t.world.creatorA.user.id);
        expect(a.map((r) => r.token)).toEqual([subscription]);
      },
    },
  ),
  callCase(
    'deleteDeviceToken',
    404,
    'an already removed token',
    { body: { token: 'apns-3f9a1c7e5b2d' } },
    { as: 'creatorB' },
  ),
  callCase('deleteDeviceToken', 422, 'no token in the body', { body: {} }, { as: 'creatorB' }),
  withoutToken('deleteDeviceToken', { body: { token: 'x' } }),
];

/**
 * Throttles last: once a limit is hit, the door answers 429 until its window ends. Each call
 * reaches the handler (a body the schema accepts), where the throttle counts.
 */
const throttled = (
  operationId: ContractCase['operationId'],
  limit: (config: ThrottleConfig) => number,
  call: (t: ContractApp) => Promise<CallResult>,
  name = 'throttled per address, with Retry-After and how long to wait',
): ContractCase =>
  anyCase({
    operationId,
    status: 429,
    name,
    run: (t) => untilLimited(() => call(t), limit(t.app.colla.config.throttle)),
    check(result) {
      const seconds = Number(result.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(result.body).toMatchObject({
        message: expect.stringMatching(/^Too many .+\. Try again in \d+ (second|minute)s?\.$/),
      });
    },
  });

const globalLimited = (
  operationId: ContractCase['operationId'],
  call: (t: ContractApp) => Promise<CallResult>,
): ContractCase =>
  anyCase({
    operationId,
    status: 429,
    name: 'the global per-address limiter answers 429 with Retry-After',
    run: (t) => untilLimited(() => call(t), t.app.colla.config.rateLimit.perMinute),
    check(result) {
      expect(Number(result.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    },
  });

const rateLimits: ContractCase[] = [
  throttled(
    'login',
    (config) => config.signInAccountAddress.limit,
    (t) =>
      t.op('login', { body: { email: 'throttled.guess@example.com', password: 'guess-guess' } }),
    'wrong passwords for one account from one address: a wait, with Retry-After',
  ),
  throttled(
    'register',
    (config) => config.registerAddress.limit,
    (t) =>
      t.op('register', {
        body: {
          first_name: 'Pere',
          last_name: 'Mas',
          email: t.world.creatorA.user.email,
          password: 'long-enough-pass',
          password_confirmation: 'long-enough-pass',
        },
      }),
  ),
  throttled(
    'forgotPassword',
    (config) => config.passwordForgotEmail.limit,
    (t) => t.op('forgotPassword', { body: { email: 'ghost@example.com' } }),
    'reset requests for one email, known or not, with Retry-After',
  ),
  throttled(
    'resetPassword',
    (config) => config.passwordResetAddress.limit,
    (t) =>
      t.op('resetPassword', {
        body: {
          token: 'guess',
          email: 'laia.puig@example.com',
          password: 'guess-guess',
          password_confirmation: 'guess-guess',
        },
      }),
  ),
  throttled(
    'acceptInvitation',
    (config) => config.invitationAddress.limit,
    (t) =>
      t.op('acceptInvitation', {
        path: { token: randomSecret() },
        body: {
          first_name: 'Guess',
          last_name: 'Guess',
          password: 'guess-guess',
          password_confirmation: 'guess-guess',
        },
      }),
  ),
  globalLimited('getCsrfCookie', (t) => t.op('getCsrfCookie')),
  globalLimited('healthCheck', (t) => t.op('healthCheck')),
];

export default defineContract('auth', [
  ...csrf,
  ...health,
  ...register,
  ...login,
  ...logout,
  ...forgot,
  ...reset,
  ...account,
  ...password,
  ...avatar,
  ...creatorProfile,
  ...invitationCases,
  ...devices,
  ...rateLimits,
]);
