/** Device tokens: the push subscriptions and mobile tokens of a user's devices. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceTokens } from '../db/schema';
import type { DeviceTokenRow } from '../serializers/users';

/** Registers a device for a user; a device belongs to whoever signed in on it last. */
export async function registerDevice(
  db: Db,
  values: { userId: number; token: string; platform: DeviceTokenRow['platform']; now: Date },
): Promise<DeviceTokenRow> {
  const { userId, token, platform, now } = values;
  return db.transaction(async (tx) => {
    await tx
      .delete(deviceTokens)
      .where(and(eq(deviceTokens.token, token), ne(deviceTokens.userId, userId)));
    const [inserted] = await tx
      .insert(deviceTokens)
      .values({ userId, token, platform, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [updated] = await tx
      .update(deviceTokens)
      .set({ platform })
      .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.token, token)))
      .returning();
    if (!updated) throw new Error('device token not stored');
    return updated;
  });
}

/** Removes a user's device; false when the user had no such device. */
export async function removeDevice(db: Db, userId: number, token: string): Promise<boolean> {
  const removed = await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.token, token)))
    .returning({ id: deviceTokens.id });
  return removed.length > 0;
}
