import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorCategories, creatorProfiles, users } from '../db/schema';
import { insertUser } from '../test/auth';
import { createTestApp, type TestApp } from '../test/harness';
import { recordStatements } from '../test/statements';
import { searchCreators } from './proposal-invites';

type Query = Parameters<typeof searchCreators>[2];

/**
 * Six creators:
 * - laia: la Vila de Gràcia (Gràcia), ca+es, Instagram 48,200 and TikTok 12,900, food
 * - marc: el Poblenou (Sant Martí), en, TikTok 30,500, sports
 * - jana: el Camp d'en Grassot (Gràcia), ca, Instagram 6,000, food
 * - pau: el Raval (Ciutat Vella), es, Instagram 900 and TikTok 88,000
 * - oriol: no barri (Sabadell), ca, no platform
 * - disabled: el Raval, es, Instagram 1,000,000 (a disabled account: never found)
 */
describe('searchCreators', () => {
  let t: TestApp;
  let food = 0;
  let sports = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    food = t.world.food.id;
    sports = t.world.sports.id;
    const creator = async (
      firstName: string,
      values: Partial<typeof creatorProfiles.$inferInsert>,
      categoryIds: number[] = [],
      id?: number,
    ) => {
      const userId =
        id ??
        (
          await insertUser(t, {
            type: 'creator',
            firstName,
            lastName: 'Test',
            email: `${firstName}@example.com`,
          })
        ).user.id;
      await db.update(creatorProfiles).set(values).where(eq(creatorProfiles.userId, userId));
      if (categoryIds.length > 0) {
        await db
          .insert(creatorCategories)
          .values(categoryIds.map((categoryId) => ({ userId, categoryId })));
      }
      return userId;
    };
    await creator(
      'Laia',
      {
        barri: 'la-vila-de-gracia',
        languages: ['ca', 'es'],
        instagramHandle: 'laia',
        instagramFollowers: 48200,
        tiktokHandle: 'laia',
        tiktokFollowers: 12900,
      },
      [food],
      t.world.creatorA.user.id,
    );
    await creator(
      'Marc',
      { barri: 'el-poblenou', languages: ['en'], tiktokHandle: 'marc', tiktokFollowers: 30500 },
      [sports],
      t.world.creatorB.user.id,
    );
    await creator(
      'Jana',
      {
        barri: 'el-camp-d-en-grassot-i-gracia-nova',
        languages: ['ca'],
        instagramHandle: 'jana',
        instagramFollowers: 6000,
      },
      [food],
    );
    await creator('Pau', {
      barri: 'el-raval',
      languages: ['es'],
      instagramHandle: 'pau',
      instagramFollowers: 900,
      tiktokHandle: 'pau',
      tiktokFollowers: 88000,
    });
    await creator('Oriol', { city: 'Sabadell', languages: ['ca'] });
    const disabled = await creator('Ghost', {
      barri: 'el-raval',
      languages: ['es'],
      instagramHandle: 'ghost',
      instagramFollowers: 1_000_000,
    });
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled));
  });
  afterAll(async () => {
    await t.close();
  });

  const usernames = async (query: Query) =>
    (await searchCreators(t.database.db, 'all', query)).data.map((card) => card.username);

  it('finds every active creator, most followers on their main platform first', async () => {
    expect(await usernames({})).toEqual([
      'pautest',
      'laiapuig',
      'marcsoler',
      'janatest',
      'orioltest',
    ]);
    expect(await usernames({ sort: 'newest' })).toEqual([
      'orioltest',
      'pautest',
      'janatest',
      'marcsoler',
      'laiapuig',
    ]);
  });

  it('filters by barri, and by district as any barri of it', async () => {
    expect(await usernames({ barri: 'la-vila-de-gracia' })).toEqual(['laiapuig']);
    expect(await usernames({ district: 'gracia' })).toEqual(['laiapuig', 'janatest']);
    expect(await usernames({ district: 'ciutat-vella' })).toEqual(['pautest']);
    expect(await usernames({ district: 'les-corts' })).toEqual([]);
  });

  it('filters by platform and a follower range on it, or on either without one', async () => {
    expect(await usernames({ platform: 'instagram' })).toEqual(['laiapuig', 'janatest', 'pautest']);
    expect(await usernames({ platform: 'tiktok', min_followers: 20000 })).toEqual([
      'pautest',
      'marcsoler',
    ]);
    // Pau has 88,000 on TikTok but only 900 on Instagram.
    expect(await usernames({ platform: 'instagram', min_followers: 5000 })).toEqual([
      'laiapuig',
      'janatest',
    ]);
    expect(
      await usernames({ platform: 'instagram', min_followers: 1000, max_followers: 10000 }),
    ).toEqual(['janatest']);
    // Without a platform: any account within the range (Laia's TikTok has 12,900).
    expect(await usernames({ min_followers: 10000, max_followers: 20000 })).toEqual(['laiapuig']);
    expect(await usernames({ max_followers: 1000 })).toEqual(['pautest']);
  });

  it('filters by content language, category and name or username', async () => {
    expect(await usernames({ language: 'ca' })).toEqual(['laiapuig', 'janatest', 'orioltest']);
    expect(await usernames({ language: 'en' })).toEqual(['marcsoler']);
    expect(await usernames({ category_id: food })).toEqual(['laiapuig', 'janatest']);
    expect(await usernames({ category_id: food, district: 'gracia', language: 'es' })).toEqual([
      'laiapuig',
    ]);
    expect(await usernames({ search: 'MARC sol' })).toEqual(['marcsoler']);
    expect(await usernames({ search: 'janatest' })).toEqual(['janatest']);
    expect(await usernames({ search: '%' })).toEqual([]);
  });

  it('pages, and runs the same number of statements whatever the page size', async () => {
    const page = await searchCreators(t.database.db, 'all', { per_page: 2, page: 2 });
    expect(page.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(page.data.map((card) => card.username)).toEqual(['marcsoler', 'janatest']);
    const count = async (perPage: number) => {
      const recording = recordStatements(t.database.db);
      try {
        const result = await searchCreators(t.database.db, [t.world.brandA.id], {
          per_page: perPage,
        });
        expect(result.data).toHaveLength(perPage);
        return recording.statements.length;
      } finally {
        recording.stop();
      }
    };
    expect(await count(1)).toBe(await count(5));
  });
});
