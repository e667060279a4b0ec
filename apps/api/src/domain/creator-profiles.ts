/** Creator profiles: a creator's bio, networks and interests (categories). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, creatorCategories, creatorProfiles } from '../db/schema';
import { toCreatorProfile } from '../serializers/users';

export type CreatorProfileValues = Omit<typeof creatorProfiles.$inferInsert, 'userId'>;

/** A creator's profile with their interests, by name. */
export async function loadCreatorProfile(db: Db, userId: number) {
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

/** Writes a creator's profile and replaces their interests. */
export async function saveCreatorProfile(
  db: Db,
  userId: number,
  values: CreatorProfileValues,
  categoryIds: number[],
): Promise<void> {
  await db
    .insert(creatorProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: creatorProfiles.userId, set: values });
  await db.delete(creatorCategories).where(eq(creatorCategories.userId, userId));
  if (categoryIds.length > 0) {
    await db
      .insert(creatorCategories)
      .values(categoryIds.map((categoryId) => ({ userId, categoryId })));
  }
}
