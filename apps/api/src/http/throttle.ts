import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ThrottleConfig, ThrottleRule } from '../config';
import type { Db } from '../db/client';
import { throttles } from '../db/schema';
import { HttpError, type ServerMessage } from './errors';

/**
 * Throttling that stops attackers and not people (OWASP: brute force, credential stuffing).
 * Counters are rows of `throttles`, so every server process sees the same counts; every time
 * comes from the server's clock, so tests can move it.
 *
 * - Doors (registration, reset requests, invitations, businesses' requests to join): each attempt counts, per address (and per
 *   email for reset requests), with room for an event on one Wi-Fi.
 * - Sign-in: only failures count, per account and address, per account, and per address. Once
 *   a limit is reached the key waits, and each further failure doubles the wait up to a maximum.
 *   A successful sign-in clears its account-and-address counter. Unknown emails count like
 *   known ones, so answers never tell them apart.
 */

/** "Too many attempts. Try again in 2 minutes.": seconds below a minute, whole minutes above. */
export function tooManyMessage(
  seconds: number,
  what: 'attempts' | 'sign-in attempts',
): ServerMessage {
  const minutes = Math.ceil(seconds / 60);
  if (what === 'sign-in attempts') {
    return seconds < 60
      ? /*i18n*/ {
          id: 'Too many sign-in attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
          values: { seconds },
        }
      : /*i18n*/ {
          id: 'Too many sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
          values: { minutes },
        };
  }
  return seconds < 60
    ? /*i18n*/ {
        id: 'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
        values: { seconds },
      }
    : /*i18n*/ {
        id: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
        values: { minutes },
      };
}

export function tooManyRequests(
  waitMs: number,
  what: 'attempts' | 'sign-in attempts' = 'attempts',
): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, tooManyMessage(seconds, what), undefined, {
    'Retry-After': String(seconds),
  });
}

const normalEmail = (email: string) => email.trim().toLowerCase();

interface Counted {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts one hit on `key` in one statement (atomic under concurrency, on every process): a
 * window that has ended starts again at 1.
 */
async function count(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<Counted> {
  const windowEnd = new Date(now.getTime() + rule.windowMs);
  const ended = sql`${throttles.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${throttles.hits} + 1 end`,
        blockedUntil: sql`case when ${ended} then null else ${throttles.blockedUntil} end`,
        windowEndsAt: sql`case when ${ended} then ${windowEnd.toISOString()}::timestamptz else ${throttles.windowEndsAt} end`,
      },
    })
    .returning({ hits: throttles.hits, windowEndsAt: throttles.windowEndsAt });
  if (!row) throw new Error(`throttle ${key} not counted`);
  return row;
}

/** A door: each attempt counts; beyond the limit, 429 until the window ends. */
async function door(db: Db, keys: { key: string; rule: ThrottleRule }[], now: Date): Promise<void> {
  let waitMs = 0;
  for (const { key, rule } of keys) {
    const counted = await count(db, key, rule, now);
    if (counted.hits > rule.limit) {
      waitMs = Math.max(waitMs, counted.windowEndsAt.getTime() - now.getTime());
    }
  }
  if (waitMs > 0) throw tooManyRequests(waitMs);
}

export interface Throttle {
  register(address: string, now: Date): Promise<void>;
  passwordForgot(address: string, email: string, now: Date): Promise<void>;
  passwordReset(address: string, now: Date): Promise<void>;
  acceptInvitation(address: string, now: Date): Promise<void>;
  /** A business asking to join, from one address. */
  brandRequest(address: string, now: Date): Promise<void>;
  /** Throws 429 (with Retry-After) while any of the sign-in keys waits; counts nothing. */
  checkSignIn(email: string, address: string, now: Date): Promise<void>;
  /** Counts a failed sign-in on each key; a key at its limit waits, longer each time. */
  signInFailed(email: string, address: string, now: Date): Promise<void>;
  /** Clears the account-and-address counter (nothing else: a success never counts). */
  signInSucceeded(email: string, address: string): Promise<void>;
  /** Deletes rows whose window and wait are over. */
  sweep(now: Date): Promise<void>;
}

export function createThrottle(db: Db, config: ThrottleConfig): Throttle {
  const signInKeys = (email: string, address: string) => {
    const account = normalEmail(email);
    return [
      { key: `sign-in:account-address:${account}|${address}`, rule: config.signInAccountAddress },
      { key: `sign-in:account:${account}`, rule: config.signInAccount },
      { key: `sign-in:address:${address}`, rule: config.signInAddress },
    ];
  };

  return {
    register: (address, now) =>
      door(db, [{ key: `register:address:${address}`, rule: config.registerAddress }], now),
    passwordForgot: (address, email, now) =>
      door(
        db,
        [
          { key: `password-forgot:address:${address}`, rule: config.passwordForgotAddress },
          {
            key: `password-forgot:email:${normalEmail(email)}`,
            rule: config.passwordForgotEmail,
          },
        ],
        now,
      ),
    passwordReset: (address, now) =>
      door(
        db,
        [{ key: `password-reset:address:${address}`, rule: config.passwordResetAddress }],
        now,
      ),
    acceptInvitation: (address, now) =>
      door(db, [{ key: `invitation:address:${address}`, rule: config.invitationAddress }], now),
    brandRequest: (address, now) =>
      door(
        db,
        [{ key: `brand-request:address:${address}`, rule: config.brandRequestAddress }],
        now,
      ),

    async checkSignIn(email, address, now) {
      const keys = signInKeys(email, address).map((entry) => entry.key);
      const rows = await db
        .select({ blockedUntil: throttles.blockedUntil })
        .from(throttles)
        .where(inArray(throttles.key, keys));
      const waitMs = Math.max(
        0,
        ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0)),
      );
      if (waitMs > 0) throw tooManyRequests(waitMs, 'sign-in attempts');
    },

    async signInFailed(email, address, now) {
      for (const { key, rule } of signInKeys(email, address)) {
        const { hits } = await count(db, key, rule, now);
        if (hits < rule.limit) continue;
        // At the limit: wait, doubling with each failure past it, up to the maximum.
        const waitMs = Math.min(
          config.signInMaxWaitMs,
          config.signInWaitMs * 2 ** Math.min(hits - rule.limit, 30),
        );
        const until = new Date(now.getTime() + waitMs);
        // The count outlives the wait, so the next failure after it waits twice as long.
        const keepUntil = new Date(until.getTime() + rule.windowMs);
        await db
          .update(throttles)
          .set({
            blockedUntil: sql`greatest(coalesce(${throttles.blockedUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
            windowEndsAt: sql`greatest(${throttles.windowEndsAt}, ${keepUntil.toISOString()}::timestamptz)`,
          })
          .where(eq(throttles.key, key));
      }
    },

    async signInSucceeded(email, address) {
      const [pair] = signInKeys(email, address);
      if (pair) await db.delete(throttles).where(eq(throttles.key, pair.key));
    },

    async sweep(now) {
      await db
        .delete(throttles)
        .where(
          and(
            lt(throttles.windowEndsAt, now),
            or(isNull(throttles.blockedUntil), lt(throttles.blockedUntil, now)),
          ),
        );
    },
  };
}
