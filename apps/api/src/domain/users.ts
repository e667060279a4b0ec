/** Users: reading and writing accounts (sign-in times, passwords, avatars, names, status). */
import { and, eq, isNull } from 'drizzle-orm';
import { cleanName } from '../auth/accounts';
import type { UserRow } from '../auth/context';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { notFound, type FieldErrors } from '../http/errors';
import { fitsInteger } from '../lib/sql';
import { createCreatorProfile } from './creator-profiles';

export type UserChanges = Partial<typeof users.$inferInsert>;

/** The names a request changes, cleaned (an empty one is a field error in `errors`). */
export function nameChanges(
  errors: FieldErrors,
  body: { first_name?: string; last_name?: string },
): UserChanges {
  const changes: UserChanges = {};
  if (body.first_name !== undefined) {
    changes.firstName = cleanName(errors, 'first_name', body.first_name);
  }
  if (body.last_name !== undefined) {
    changes.lastName = cleanName(errors, 'last_name', body.last_name);
  }
  return changes;
}

/** The user with this id (404 when there is none). */
export async function findUser(db: Db, id: number): Promise<UserRow> {
  if (!fitsInteger(id)) throw notFound(/*i18n*/ { id: 'User not found.' });
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(/*i18n*/ { id: 'User not found.' });
  return row;
}

/** Inserts an account (a creator's with their profile and username) and returns it. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not created');
  if (row.type === 'creator') await createCreatorProfile(db, row);
  return row;
}

/** Applies `changes` (and `updatedAt`) to a user and returns the row (404 when there is none). */
export async function updateUser(
  db: Db,
  id: number,
  changes: UserChanges,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound(/*i18n*/ { id: 'User not found.' });
  return row;
}

export async function setLastLogin(db: Db, id: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, id));
}

export async function setPasswordHash(
  db: Db,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

/** Revokes one bearer token (signing out, leaving an impersonation). */
export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, tokenId));
}

/** Revokes the live impersonation tokens an admin started. */
export async function revokeImpersonationsBy(db: Db, adminId: number, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.impersonatorId, adminId), isNull(apiTokens.revokedAt)));
}
