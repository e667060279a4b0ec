import { relaxedThrottle } from '../config';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitations, mailOutbox, passwordResets, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { rejectNulCharacters } from './accounts';
import type * as secrets from './secrets';
import { dummyPasswordHash, randomSecret, sha256, verifyPassword } from './secrets';

// The real password check, watched: login must verify a hash even for an unknown email.
vi.mock('./secrets', async (importOriginal) => {
  const original = await importOriginal<typeof secrets>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verify = vi.mocked(verifyPassword);

describe('rejectNulCharacters', () => {
  it('names the field that carries a NUL character, however deep', () => {
    expect(() => rejectNulCharacters({ bio: 'ok', tags: ['a', 'b'] })).not.toThrow();
    // Field messages are descriptors, written in the requester's language when the answer is sent.
    const invalidCharacter = (attribute: string) => [
      { id: 'The {attribute} field contains an invalid character.', values: { attribute } },
    ];
    expect(() => rejectNulCharacters({ profile: { links: ['ok', 'x\u0000'] } })).toThrow(
      expect.objectContaining({
        status: 422,
        errors: { 'profile.links.1': invalidCharacter('profile.links.1') },
      }),
    );
    expect(() => rejectNulCharacters('a\u0000', 'search')).toThrow(
      expect.objectContaining({ errors: { search: invalidCharacter('search') } }),
    );
  });
});

/** Races (two identical requests at once must not both succeed) and sign-in timing. */
describe('accounts on a server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ throttle: relaxedThrottle(100) });
  });
  afterAll(async () => {
    await t.close();
  });

  const password = 'pa-amb-tomaquet-26';

  it('an unknown email still verifies a password hash, so it answers like a wrong password', async () => {
    // Speed is for benchmarks; this checks the cause of equal timing: the same work on both paths.
    verify.mockClear();
    const unknown = await t.call('POST', '/api/login', {
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    const known = await t.call('POST', '/api/login', {
      body: { email: t.world.creatorB.user.email, password: 'not-the-password' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(known.body);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenNthCalledWith(1, await dummyPasswordHash(), 'not-the-password');
    expect(verify).toHaveBeenNthCalledWith(
      2,
      expect.stringMatching(/^\$argon2/),
      'not-the-password',
    );
  });

  it('one registration per email, whatever the case', async () => {
    const body = (email: string) => ({
      first_name: 'Aina',
      last_name: 'Rius',
      email,
      password,
      password_confirmation: password,
    });
    const results = await Promise.all([
      t.call('POST', '/register', { body: body('aina.rius@example.com') }),
      t.call('POST', '/register', { body: body('AINA.RIUS@example.com') }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'aina.rius@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('an invitation accepted twice at once creates one account', async () => {
    const token = randomSecret();
    await t.database.db.insert(invitations).values({
      email: 'bernat.font@example.com',
      type: 'creator',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const accept = () =>
      t.call('POST', `/api/invitations/${token}/accept`, {
        body: {
          first_name: 'Bernat',
          last_name: 'Font',
          password,
          password_confirmation: password,
        },
      });
    const results = await Promise.all([accept(), accept()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'bernat.font@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('a reset link used twice at once changes the password once', async () => {
    const email = t.world.creatorA.user.email;
    await t.call('POST', '/api/password/forgot', { body: { email } });
    // The link is written after the answer.
    await t.app.colla.mail.idle();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    const reset = (newPassword: string) =>
      t.call('POST', '/api/password/reset', {
        body: { token, email, password: newPassword, password_confirmation: newPassword },
      });
    const results = await Promise.all([reset('first-choice-2026'), reset('second-choice-2026')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });
});
