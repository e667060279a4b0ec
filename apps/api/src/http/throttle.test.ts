import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../auth/secrets';
import { throttleConfig } from '../config';
import { throttles, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { TEST_PASSWORD } from '../test/world';
import { english } from '../i18n/messages';
import { tooManyMessage } from './throttle';

/**
 * Throttling made for people: a venue's Wi-Fi (many people, one address) gets in; a password
 * guesser, a stuffer of one account and a sprayer of many do not. Counters are rows in the
 * database, so these hold on PGlite and on PostgreSQL alike (and across processes: see the
 * cluster tests).
 */

// Dozens of real sign-ins and registrations (argon2 on purpose): room for a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const VENUE = '198.51.100.7';
const HOME = '203.0.113.20';
const start = new Date('2026-06-05T10:00:00Z');

let t: TestApp;
let now: Date;
const setNow = (date: Date) => {
  now = date;
  t.setNow(date);
};
const later = (ms: number) => setNow(new Date(now.getTime() + ms));

/** A fresh server for each test (the default throttles), at `start`. */
function freshApp() {
  beforeEach(async () => {
    t = await createTestApp({ throttle: throttleConfig() });
    setNow(start);
  });
  afterEach(() => t.close());
}

interface Answer {
  status: number;
  retryAfter: number | null;
  message: string;
}

async function post(
  url: string,
  body: unknown,
  address: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  const retry = response.headers['retry-after'];
  return {
    status: response.statusCode,
    retryAfter: retry === undefined ? null : Number(retry),
    message: (response.json() as { message: string }).message,
  };
}

const signIn = (email: string, password: string, address = VENUE) =>
  post('/api/login', { email, password }, address);

async function accounts(count: number) {
  const hash = await hashPassword(TEST_PASSWORD);
  return t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        type: 'creator' as const,
        firstName: `Creator${i}`,
        lastName: 'Event',
        email: `creator${i}@event.example`,
        passwordHash: hash,
      })),
    )
    .returning();
}

describe('sign-in throttling', () => {
  freshApp();
  it('thirty different people sign in correctly from one address within a minute: all get in', async () => {
    const people = await accounts(30);
    for (const [i, person] of people.entries()) {
      setNow(new Date(start.getTime() + i * 1500));
      expect((await signIn(person.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it('6 wrong passwords give that account a 429 on that address, while another account signs in from it', async () => {
    const laia = t.world.creatorA.user.email;
    for (let i = 0; i < 5; i++) {
      const answer = await signIn(laia, 'wrong-password');
      expect(answer.status).toBe(422);
    }
    const sixth = await signIn(laia, 'wrong-password');
    expect(sixth.status).toBe(429);
    expect(sixth.retryAfter).toBe(60);
    expect(sixth.message).toBe('Too many sign-in attempts. Try again in 1 minute.');
    // Even the right password waits: nothing is checked meanwhile.
    expect((await signIn(laia, TEST_PASSWORD)).status).toBe(429);
    // Someone else on the same Wi-Fi is not affected.
    expect((await signIn(t.world.creatorB.user.email, TEST_PASSWORD)).status).toBe(200);
    // Nor is Laia herself from home.
    expect((await signIn(laia, TEST_PASSWORD, HOME)).status).toBe(200);
  });

  it('the wait doubles with each failure past the limit, up to the maximum, and ends', async () => {
    const email = t.world.creatorA.user.email;
    for (let i = 0; i < 5; i++) await signIn(email, 'wrong-password');
    expect((await signIn(email, 'wrong-password')).retryAfter).toBe(60);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      later(((await signIn(email, 'x-wrong-x')).retryAfter ?? 0) * 1000);
      const answer = await signIn(email, 'wrong-password');
      expect(answer.status).toBe(422);
      const next = await signIn(email, 'wrong-password');
      expect(next.status).toBe(429);
      waits.push(next.retryAfter ?? 0);
    }
    expect(waits).toEqual([120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    // Once the wait is over the right password gets in, and the counter starts again.
    later(3600 * 1000);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, 'wrong')).status).toBe(422);
  });

  it('a successful sign-in clears that account-and-address counter', async () => {
    const email = t.world.creatorA.user.email;
    for (let i = 0; i < 4; i++) expect((await signIn(email, 'wrong-password')).status).toBe(422);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, 'wrong-password')).status).toBe(422);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('one account guessed from many addresses (stuffing) waits, from every address', async () => {
    const email = t.world.creatorA.user.email;
    for (let i = 0; i < 20; i++) {
      expect((await signIn(email, 'wrong-password', `192.0.2.${i + 1}`)).status).toBe(422);
    }
    const next = await signIn(email, TEST_PASSWORD, '192.0.2.200');
    expect(next.status).toBe(429);
    expect(next.retryAfter).toBe(60);
    // Other accounts are not affected.
    expect((await signIn(t.world.creatorB.user.email, TEST_PASSWORD, '192.0.2.200')).status).toBe(
      200,
    );
  });

  it('many accounts guessed from one address (spraying) wait at a generous limit', async () => {
    const people = await accounts(3);
    for (let i = 0; i < 100; i++) {
      const answer = await signIn(`nobody${i}@spray.example`, 'Password1', VENUE);
      expect(answer.status).toBe(422);
    }
    expect((await signIn(people[0]?.email ?? '', TEST_PASSWORD, VENUE)).status).toBe(429);
    expect((await signIn(people[0]?.email ?? '', TEST_PASSWORD, HOME)).status).toBe(200);
  });

  it('answers the same for a known and an unknown email, wrong password or waiting', async () => {
    const run = async (email: string) => {
      const answers: Omit<Answer, 'retryAfter'>[] = [];
      for (let i = 0; i < 7; i++) {
        const { status, message } = await signIn(email, 'wrong-password');
        answers.push({ status, message });
      }
      return answers;
    };
    const known = await run(t.world.creatorA.user.email);
    const unknown = await run('nobody@unknown.example');
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });

  it('counts emails whatever their case', async () => {
    const email = t.world.creatorA.user.email;
    for (let i = 0; i < 5; i++) {
      await signIn(
        i % 2 ? email.toUpperCase() : email.replace(/^./, (c) => c.toUpperCase()),
        'wrong-password',
      );
    }
    expect((await signIn(email, 'wrong-password')).status).toBe(429);
  });

  it("a spoofed X-Forwarded-For changes nothing when no proxy is trusted (TRUST_PROXY's default)", async () => {
    const email = t.world.creatorA.user.email;
    for (let i = 0; i < 5; i++) {
      await post('/api/login', { email, password: 'wrong' }, VENUE, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
    }
    const answer = await post('/api/login', { email, password: 'wrong' }, VENUE, {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(answer.status).toBe(429);
  });

  it('sweeps counters that are over, and keeps those that still count', async () => {
    const a = t.world.creatorA.user.email;
    const b = t.world.creatorB.user.email;
    await signIn(a, 'wrong-password');
    for (let i = 0; i < 6; i++) await signIn(b, 'wrong-password');
    const keys = async () =>
      (await t.database.db.select({ key: throttles.key }).from(throttles))
        .map((row) => row.key)
        .sort();
    expect(await keys()).toHaveLength(5);
    // B's pair waited, so it counts a minute longer than the 15-minute window.
    later(15 * 60 * 1000 + 30_000);
    await t.app.colla.throttle.sweep(now);
    expect(await keys()).toEqual([
      `sign-in:account-address:${b}|${VENUE}`,
      `sign-in:account:${a}`,
      `sign-in:account:${b}`,
    ]);
    later(60_000);
    await t.app.colla.throttle.sweep(now);
    expect(await keys()).toEqual([`sign-in:account:${a}`, `sign-in:account:${b}`]);
    later(60 * 60 * 1000);
    await t.app.colla.throttle.sweep(now);
    expect(await keys()).toEqual([]);
  });
});

describe('the account doors', () => {
  freshApp();
  const registration = (i: number) => ({
    first_name: 'Nova',
    last_name: `Creadora ${i}`,
    email: `nova${i}@event.example`,
    password: 'long-enough-pass',
    password_confirmation: 'long-enough-pass',
  });

  it('sixty people register from one address in an hour; past the limit, a 429 until the hour ends', async () => {
    const limit = t.app.colla.config.throttle.registerAddress.limit;
    expect(limit).toBeGreaterThanOrEqual(60);
    for (let i = 0; i < limit; i++) {
      expect((await post('/register', registration(i), VENUE)).status).toBe(201);
      if (i % 10 === 9) later(60_000);
    }
    const refused = await post('/register', registration(limit), VENUE);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(3600 - 60 * Math.floor(limit / 10));
    // Another address registers; this one again when the hour is over.
    expect((await post('/register', registration(limit + 1), HOME)).status).toBe(201);
    later((refused.retryAfter ?? 0) * 1000);
    expect((await post('/register', registration(limit + 2), VENUE)).status).toBe(201);
  });

  it('reset requests: per email (known or not, same answers) and per address', async () => {
    const ask = (email: string, address = VENUE) =>
      post('/api/password/forgot', { email }, address);
    const known = [];
    const unknown = [];
    for (let i = 0; i < 6; i++) {
      known.push((await ask(t.world.creatorA.user.email)).status);
      unknown.push((await ask('nobody@unknown.example')).status);
    }
    expect(known).toEqual([202, 202, 202, 202, 202, 429]);
    expect(unknown).toEqual(known);
    // From another address the email still waits: the limit is the email's.
    expect((await ask(t.world.creatorA.user.email, HOME)).status).toBe(429);
    expect((await ask(t.world.creatorB.user.email, HOME)).status).toBe(202);
  });

  it('invitation acceptances and resets are limited per address', async () => {
    const config = t.app.colla.config.throttle;
    const accept = () =>
      post(
        '/api/invitations/not-a-real-token/accept',
        {
          first_name: 'Guess',
          last_name: 'Guess',
          password: 'guess-guess',
          password_confirmation: 'guess-guess',
        },
        VENUE,
      );
    for (let i = 0; i < config.invitationAddress.limit; i++) {
      expect((await accept()).status).toBe(404);
    }
    expect((await accept()).status).toBe(429);
  });
});

describe('tooManyMessage', () => {
  it('says how long, in seconds below a minute and whole minutes above', () => {
    const say = (seconds: number) => english(tooManyMessage(seconds, 'attempts'));
    expect(say(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(say(30)).toBe('Too many attempts. Try again in 30 seconds.');
    expect(say(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(say(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(say(3600)).toBe('Too many attempts. Try again in 60 minutes.');
    expect(english(tooManyMessage(5, 'sign-in attempts'))).toBe(
      'Too many sign-in attempts. Try again in 5 seconds.',
    );
  });
});

describe('THROTTLE_* configuration', () => {
  it('reads counts and windows, and refuses what it cannot read', () => {
    const config = throttleConfig({
      THROTTLE_SIGN_IN_ACCOUNT_ADDRESS: '3/10m',
      THROTTLE_SIGN_IN_WAIT: '30s',
    });
    expect(config.signInAccountAddress).toEqual({ limit: 3, windowMs: 600_000 });
    expect(config.signInWaitMs).toBe(30_000);
    expect(config.registerAddress).toEqual({ limit: 100, windowMs: 3_600_000 });
    expect(() => throttleConfig({ THROTTLE_REGISTER_ADDRESS: 'lots' })).toThrow(/5\/15m/);
    expect(() => throttleConfig({ THROTTLE_REGISTER_ADDRESS: '0/1h' })).toThrow();
    expect(() => throttleConfig({ THROTTLE_SIGN_IN_WAIT: '10 minutes' })).toThrow(/duration/);
  });
});
