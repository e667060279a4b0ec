import type { Db } from '../db/client';
import { brandManagers, brands, categories, users } from '../db/schema';
import { hashPassword } from '../auth/secrets';
import { issueToken, type UserRow } from '../auth/context';
import { createCreatorProfile } from '../domain/creator-profiles';

export const TEST_PASSWORD = 'barcelona-2026';

let passwordHash: Promise<string> | undefined;

export interface Actor {
  user: UserRow;
  token: string;
}

/**
 * Two tenants and an admin: each brand user manages one brand, two creators, two categories.
 * Every test module starts from this world on a fresh database.
 */
export async function seedWorld(db: Db) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const insertUser = async (
    type: UserRow['type'],
    firstName: string,
    lastName: string,
    email: string,
  ): Promise<Actor> => {
    const [user] = await db
      .insert(users)
      .values({ type, firstName, lastName, email, passwordHash: hash })
      .returning();
    if (!user) throw new Error('user not created');
    if (type === 'creator') await createCreatorProfile(db, user);
    return { user, token: await issueToken(db, user.id) };
  };
  const admin = await insertUser('admin', 'Clara', 'Roig', 'clara.roig@colla.test');
  const brandUserA = await insertUser('brand', 'Jordi', 'Ferrer', 'jordi@fornsantpau.example');
  const brandUserB = await insertUser('brand', 'Marta', 'Puig', 'marta@bicispoblenou.example');
  const creatorA = await insertUser('creator', 'Laia', 'Puig', 'laia.puig@example.com');
  const creatorB = await insertUser('creator', 'Marc', 'Soler', 'marc.soler@example.com');
  const [brandA] = await db
    .insert(brands)
    .values({ name: 'Forn Sant Pau', slug: 'forn-sant-pau', city: 'Barcelona' })
    .returning();
  const [brandB] = await db
    .insert(brands)
    .values({ name: 'Bicis Poblenou', slug: 'bicis-poblenou', city: 'Barcelona' })
    .returning();
  if (!brandA || !brandB) throw new Error('brands not created');
  await db.insert(brandManagers).values([
    { brandId: brandA.id, userId: brandUserA.user.id },
    { brandId: brandB.id, userId: brandUserB.user.id },
  ]);
  const [food, sports] = await db
    .insert(categories)
    .values([
      {
        name: 'Food & drink',
        slug: 'food-drink',
        description: 'Restaurants, bakeries, bars and markets.',
      },
      { name: 'Sports', slug: 'sports', description: 'Bikes, surf, running and fitness.' },
    ])
    .returning();
  if (!food || !sports) throw new Error('categories not created');
  return { admin, brandUserA, brandUserB, creatorA, creatorB, brandA, brandB, food, sports };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;
