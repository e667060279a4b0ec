import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { users } from '../db/schema';
import { createTestApp, type CallResult, type TestApp } from './harness';
import { TEST_PASSWORD } from './world';
import { issueToken, type UserRow } from '../auth/context';
import { hashPassword } from '../auth/secrets';
import { createCreatorProfile } from '../domain/creator-profiles';

/** Test helpers shared by the auth and admin-users contract cases. */

let testHash: Promise<string> | undefined;

/** Inserts a user whose password is `TEST_PASSWORD`, with a token of their own. */
export async function insertUser(
  t: TestApp,
  values: {
    type: UserRow['type'];
    firstName: string;
    lastName: string;
    email: string;
    status?: UserRow['status'];
  },
): Promise<{ user: UserRow; token: string }> {
  testHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await t.database.db
    .insert(users)
    .values({ ...values, passwordHash: await testHash })
    .returning();
  if (!user) throw new Error('user not inserted');
  if (user.type === 'creator') await createCreatorProfile(t.database.db, user);
  return { user, token: await issueToken(t.database.db, user.id) };
}

export async function userById(t: TestApp, id: number): Promise<UserRow> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

/** A token of `userId` issued by impersonation, with the world's admin as the impersonator. */
export function impersonationToken(t: TestApp, userId: number): Promise<string> {
  return issueToken(t.database.db, userId, t.world.admin.user.id);
}

/** Runs `fn` against a dedicated server (e.g. with low rate limits), closed afterwards. */
export async function withApp(
  overrides: Partial<Config>,
  fn: (t: TestApp) => Promise<CallResult>,
): Promise<CallResult> {
  const t = await createTestApp(overrides);
  try {
    return await fn(t);
  } finally {
    await t.close();
  }
}

/** Repeats a call until the rate limiter answers 429 (at most `max` + 1 calls). */
export async function untilLimited(
  call: () => Promise<CallResult>,
  max: number,
): Promise<CallResult> {
  let last: CallResult | undefined;
  for (let i = 0; i <= max; i++) {
    last = await call();
    if (last.status === 429) return last;
  }
  if (!last) throw new Error('no call made');
  return last;
}

/**
 * A 1×1 PNG, a 1×1 JPEG (whole images: stored images are decoded and re-encoded) and a GIF
 * header (refused by its magic bytes before any decoding).
 */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const JPEG_BASE64 =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z';
export const GIF_BASE64 = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1').toString(
  'base64',
);
