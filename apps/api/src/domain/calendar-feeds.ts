/** Calendar feeds: each user's personal iCalendar link (only the token's SHA-256 is stored). */
import { and, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '../auth/context';
import { sha256 } from '../auth/secrets';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Stores a user's first feed token; false when they already had one (a concurrent first call
 * keeps whichever token was stored first).
 */
export async function createFeedToken(
  db: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<boolean> {
  const [made] = await db
    .update(users)
    .set({ calendarFeedTokenHash: sha256(token), calendarFeedCreatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.calendarFeedTokenHash)))
    .returning({ createdAt: users.calendarFeedCreatedAt });
  return made !== undefined;
}

/** When a user's feed was made (the account's last change for feeds older than that record). */
export async function feedCreatedAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: users.calendarFeedCreatedAt, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.createdAt ?? row?.updatedAt ?? null;
}

/** Replaces a user's feed token (the old link stops working). */
export async function replaceFeedToken(
  db: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ calendarFeedTokenHash: sha256(token), calendarFeedCreatedAt: now })
    .where(eq(users.id, userId));
}

/** The active user a feed token belongs to, or undefined. */
export async function findFeedOwner(db: Db, token: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.calendarFeedTokenHash, sha256(token)), eq(users.status, 'active')));
  return user;
}
