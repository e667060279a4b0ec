import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { createTestApp, type TestApp } from '../test/harness';
import {
  deletePortfolioItem,
  insertPortfolioItem,
  listPortfolio,
  PORTFOLIO_LIMIT,
  reorderPortfolio,
} from './portfolio';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('a portfolio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (creatorId: number, n: number) =>
    t.database.db.transaction((tx) =>
      insertPortfolioItem(
        tx,
        creatorId,
        { kind: 'image', pictureBase: `/storage/portfolio/p${n}`, width: 1200, height: 900 },
        { caption: `Item ${n}`, dealId: null, mediaId: null, now: NOW },
      ),
    );
  const order = async (creatorId: number) =>
    (await listPortfolio(t.database.db, creatorId)).map((row) => row.item.caption);

  it('holds 12 items at most, each added last; two additions at once never pass the limit', async () => {
    const laia = t.world.creatorA.user.id;
    for (let n = 1; n <= PORTFOLIO_LIMIT - 2; n++) await add(laia, n);
    // Three at once for the last two places: one of them is refused with a 409.
    const results = await Promise.allSettled([add(laia, 11), add(laia, 12), add(laia, 13)]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    const reason = (refused[0] as PromiseRejectedResult).reason as HttpError;
    expect(reason).toBeInstanceOf(HttpError);
    expect(reason.status).toBe(409);
    const rows = await listPortfolio(t.database.db, laia);
    expect(rows.map((row) => row.item.position)).toEqual(
      Array.from({ length: PORTFOLIO_LIMIT }, (_, index) => index + 1),
    );
  });

  it('takes an order naming each item once, and refuses any other', async () => {
    const marc = t.world.creatorB.user.id;
    const ids = [];
    for (let n = 1; n <= 3; n++) ids.push((await add(marc, n)).item.id);
    const [first, second, third] = ids as [number, number, number];
    await t.database.db.transaction((tx) => reorderPortfolio(tx, marc, [third, first, second]));
    expect(await order(marc)).toEqual(['Item 3', 'Item 1', 'Item 2']);

    const laiasItem = (await listPortfolio(t.database.db, t.world.creatorA.user.id))[0]?.item.id;
    for (const wrong of [
      [third, first],
      [third, first, first],
      [third, first, second, second],
      [third, first, laiasItem ?? 0],
    ]) {
      await expect(
        t.database.db.transaction((tx) => reorderPortfolio(tx, marc, wrong)),
      ).rejects.toMatchObject({ status: 422 });
    }
    expect(await order(marc)).toEqual(['Item 3', 'Item 1', 'Item 2']);

    // Removing the first moves the others up, and the next one goes last.
    await t.database.db.transaction((tx) => deletePortfolioItem(tx, marc, third));
    await add(marc, 4);
    const rows = await listPortfolio(t.database.db, marc);
    expect(rows.map((row) => [row.item.caption, row.item.position])).toEqual([
      ['Item 1', 1],
      ['Item 2', 2],
      ['Item 4', 3],
    ]);
  });
});
