import { eq } from 'drizzle-orm';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { creatorProfiles, deals, media, portfolioItems } from '../db/schema';
import { INSUFFICIENT_STORAGE_MESSAGE } from '../storage';
import {
  createDealFixture,
  mp4Bytes,
  multipartBody,
  pngBytes,
  type MultipartPart,
} from '../test/deal-fixtures';
import { noisePng, onFullDisk } from '../test/full-disk';
import { createTestApp, type CallResult } from '../test/harness';
import { expectStatus, unchecked, withOps, type As, type ContractApp } from '../test/op';
import {
  anyCase,
  callCase,
  defineContract,
  forbiddenFor,
  invalidField,
  oncePerApp,
  withoutToken,
} from './define';

/**
 * The creator's portfolio (issue 18): who may change it (the creator only), what it holds (at most
 * 12 images or videos, uploaded or copied from content they delivered on their deals), and who
 * may open its files (signed links, given with the profile to those who may read it).
 */

/** A file the creator delivers on a deal through the API, as in the deal's "Delivered content". */
async function deliver(t: ContractApp, dealId: number, as: As, part: MultipartPart) {
  const result = await t.op(
    'uploadDealMedia',
    { path: { id: dealId }, ...multipartBody([part]) },
    { as },
  );
  return expectStatus(result, 201).body.id;
}

const PNG: MultipartPart = { name: 'file', filename: 'pa-de-pages.png', data: pngBytes() };
const MP4: MultipartPart = { name: 'file', filename: 'vermut.mp4', data: mp4Bytes(4096) };

/**
 * Creator A's two completed deals (July with brand A, October with brand B) and an image and a
 * video they delivered on them; a file brand A's user delivered on the July deal; creator B's
 * deal and image.
 */
const fixtures = oncePerApp(async (t: ContractApp) => {
  const db = t.database.db;
  const { brandA, brandB, creatorA, creatorB } = t.world;
  const july = await createDealFixture(db, {
    brandId: brandA.id,
    creatorId: creatorA.user.id,
    createdAt: new Date('2026-07-01T10:00:00Z'),
  });
  const october = await createDealFixture(db, {
    brandId: brandB.id,
    creatorId: creatorA.user.id,
    proposalName: 'Ride the Poblenou seafront',
    createdAt: new Date('2026-10-01T10:00:00Z'),
  });
  const marcs = await createDealFixture(db, { brandId: brandA.id, creatorId: creatorB.user.id });
  const julyImage = await deliver(t, july.deal.id, 'creatorA', PNG);
  const octoberVideo = await deliver(t, october.deal.id, 'creatorA', MP4);
  const brandsFile = await deliver(t, july.deal.id, 'brandUserA', PNG);
  const marcsImage = await deliver(t, marcs.deal.id, 'creatorB', PNG);
  // Both of creator A's deals are completed.
  for (const id of [july.deal.id, october.deal.id]) {
    await db
      .update(deals)
      .set({ status: 'completed', completedAt: new Date('2026-10-20T17:05:00Z') })
      .where(eq(deals.id, id));
  }
  return {
    july: july.deal.id,
    october: october.deal.id,
    julyImage,
    octoberVideo,
    brandsFile,
    marcsImage,
  };
});

/** Creator A's items, in order, by what they are (set as the cases add them). */
const items: {
  uploadedImage?: number;
  uploadedVideo?: number;
  fromJuly?: number;
  fromOctober?: number;
} = {};

const upload = (parts: MultipartPart[]) => multipartBody(parts);
const caption = (text: string): MultipartPart => ({ name: 'caption', data: text });

/** The file on disk of a /storage link (its query dropped). */
const fileOf = (t: ContractApp, link: string) =>
  join(t.app.colla.config.storageDir, (link.split('?')[0] ?? '').slice('/storage/'.length));

/** Opens a stored file as a browser would: no token. */
const open = (t: ContractApp, url: string) => t.app.inject({ method: 'GET', url });

const SIGNED = /^\/storage\/portfolio\/[\w-]+(-400|-1200)?\.(webp|mp4)\?exp=\d+&sig=[\w-]{43}$/;

/** A signed link opens the file; the same address without its signature is refused. */
async function expectPrivate(t: ContractApp, link: string) {
  expect(link).toMatch(SIGNED);
  expect((await open(t, link)).statusCode, link).toBe(200);
  expect((await open(t, link.split('?')[0] ?? '')).statusCode).toBe(403);
}

const id = (value: number | undefined) => {
  if (value === undefined) throw new Error('an earlier case did not add the item');
  return value;
};

const LONG_CAPTION = 'A'.repeat(201);

/** Fills creator B's portfolio with 12 images, behind the API's back. */
async function fillMarcsPortfolio(t: ContractApp) {
  await t.database.db.insert(portfolioItems).values(
    Array.from({ length: 12 }, (_, index) => ({
      creatorId: t.world.creatorB.user.id,
      kind: 'image' as const,
      pictureBase: `/storage/portfolio/missing-${index}`,
      width: 1200,
      height: 900,
      position: index + 1,
    })),
  );
}

/** 507s: on a server whose storage is a full 1 MB disk; nothing may be left on it. */
const outOfSpace = (result: CallResult) =>
  expect(result.body).toEqual({ message: INSUFFICIENT_STORAGE_MESSAGE.id });

export default defineContract('portfolio', [
  // ---------------------------------------------------------------- addPortfolioItem
  callCase(
    'addPortfolioItem',
    201,
    'an image with a caption: stored as private pictures, last in the portfolio',
    () => upload([caption('  Pa de pagès, straight from the oven  '), PNG]),
    {
      as: 'creatorA',
      before: fixtures,
      check: async (result, t) => {
        const item = result.body;
        items.uploadedImage = item.id;
        expect(item).toMatchObject({
          kind: 'image',
          caption: 'Pa de pagès, straight from the oven',
          video_url: null,
          deal: null,
          position: 1,
        });
        expect(item.picture).toMatchObject({ width: 1, height: 1 });
        await expectPrivate(t, item.picture?.src ?? '');
        await expectPrivate(t, item.picture?.src_small ?? '');
        expect(item.picture?.src).toContain('-1200.webp');
        expect(item.picture?.src_small).toContain('-400.webp');
      },
    },
  ),
  callCase(
    'addPortfolioItem',
    201,
    'a video without a caption: stored as sent',
    () => upload([MP4]),
    {
      as: 'creatorA',
      check: async (result, t) => {
        items.uploadedVideo = result.body.id;
        expect(result.body).toMatchObject({
          kind: 'video',
          caption: null,
          picture: null,
          position: 2,
        });
        await expectPrivate(t, result.body.video_url ?? '');
      },
    },
  ),
  {
    operationId: 'addPortfolioItem',
    status: 409,
    name: 'a 13th item: nothing is stored',
    run: async (t) => {
      await fillMarcsPortfolio(t);
      return t.op('addPortfolioItem', upload([PNG]), { as: 'creatorB' });
    },
    check: async (result, t) => {
      expect(result.body.message).toBe(
        'Your portfolio already has 12 items. Remove one before adding another.',
      );
      const marcs = await t.database.db
        .select()
        .from(portfolioItems)
        .where(eq(portfolioItems.creatorId, t.world.creatorB.user.id));
      expect(marcs).toHaveLength(12);
    },
  },
  {
    operationId: 'addPortfolioItem',
    status: 413,
    name: 'an image over the image limit',
    run: async () => {
      const small = withOps(
        await createTestApp({ uploads: { imageMaxBytes: 1024, videoMaxBytes: 4096 } }),
      );
      try {
        return await small.op('addPortfolioItem', upload([{ ...PNG, data: pngBytes(2048) }]), {
          as: small.world.creatorA,
        });
      } finally {
        await small.close();
      }
    },
  },
  invalidField(
    'addPortfolioItem',
    'file',
    () => upload([{ name: 'file', filename: 'notes.txt', data: 'hola' }]),
    {
      as: 'creatorA',
      name: 'a file that is neither an image nor a video',
    },
  ),
  invalidField('addPortfolioItem', 'caption', () => upload([caption(LONG_CAPTION), PNG]), {
    as: 'creatorA',
    name: 'a caption over 200 characters: nothing is stored',
    message: /200/,
    check: async (_, t) => {
      const rows = await t.database.db
        .select()
        .from(portfolioItems)
        .where(eq(portfolioItems.creatorId, t.world.creatorA.user.id));
      expect(rows).toHaveLength(2);
    },
  }),
  ...forbiddenFor('addPortfolioItem', ['brandUserA', 'admin'], () => upload([PNG])),
  withoutToken('addPortfolioItem', () => upload([PNG])),
  anyCase({
    operationId: 'addPortfolioItem',
    status: 507,
    name: 'the disk is full: no file, no item',
    run: () =>
      onFullDisk(async (raw) => {
        const t = withOps(raw);
        const result = await t.op(
          'addPortfolioItem',
          upload([{ name: 'file', filename: 'noise.png', data: await noisePng(500, 500) }]),
          { as: 'creatorA' },
        );
        expect(await t.database.db.select().from(portfolioItems)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  }),

  // ---------------------------------------------------------------- addPortfolioItemFromMedia
  callCase(
    'addPortfolioItemFromMedia',
    201,
    'an image delivered on a deal: copied, made for its brand',
    async (t) => ({
      body: { media_id: (await fixtures(t)).julyImage, caption: 'For Forn Sant Pau' },
    }),
    {
      as: 'creatorA',
      check: async (result, t) => {
        const { july } = await fixtures(t);
        items.fromJuly = result.body.id;
        expect(result.body).toMatchObject({
          kind: 'image',
          caption: 'For Forn Sant Pau',
          deal: { id: july, brand_name: 'Forn Sant Pau' },
          position: 3,
        });
        await expectPrivate(t, result.body.picture?.src ?? '');
      },
    },
  ),
  callCase(
    'addPortfolioItemFromMedia',
    201,
    'a video delivered on a deal: copied as a file; deleting the deal file leaves the copy',
    async (t) => ({ body: { media_id: (await fixtures(t)).octoberVideo } }),
    {
      as: 'creatorA',
      check: async (result, t) => {
        const { october, octoberVideo } = await fixtures(t);
        items.fromOctober = result.body.id;
        expect(result.body).toMatchObject({
          kind: 'video',
          caption: null,
          deal: { id: october, brand_name: 'Bicis Poblenou' },
          position: 4,
        });
        const link = result.body.video_url ?? '';
        const [original] = await t.database.db
          .select()
          .from(media)
          .where(eq(media.id, octoberVideo));
        expect(link.split('?')[0]).not.toBe(original?.path);
        // The deal's file goes (its brand deletes it): the portfolio's copy still opens.
        const removed = await t.op(
          'deleteBrandMedia',
          { path: { id: octoberVideo } },
          { as: 'brandUserB' },
        );
        expectStatus(removed, 204);
        await expectPrivate(t, link);
      },
    },
  ),
  callCase(
    'addPortfolioItemFromMedia',
    409,
    'a file already in the portfolio',
    async (t) => ({ body: { media_id: (await fixtures(t)).julyImage } }),
    {
      as: 'creatorA',
      check: (result) =>
        expect(result.body.message).toBe('This file is already in your portfolio.'),
    },
  ),
  callCase(
    'addPortfolioItemFromMedia',
    409,
    'a 13th item',
    async (t) => ({ body: { media_id: (await fixtures(t)).marcsImage } }),
    { as: 'creatorB' },
  ),
  callCase(
    'addPortfolioItemFromMedia',
    404,
    'another creator’s delivered file: as missing as none',
    async (t) => ({ body: { media_id: (await fixtures(t)).marcsImage } }),
    {
      as: 'creatorA',
      check: (result) => expect(result.body).toEqual({ message: 'File not found.' }),
    },
  ),
  callCase(
    'addPortfolioItemFromMedia',
    404,
    'a file the brand delivered on the creator’s own deal',
    async (t) => ({ body: { media_id: (await fixtures(t)).brandsFile } }),
    { as: 'creatorA' },
  ),
  callCase(
    'addPortfolioItemFromMedia',
    404,
    'an unknown file',
    { body: { media_id: 2147483647 } },
    {
      as: 'creatorA',
    },
  ),
  invalidField(
    'addPortfolioItemFromMedia',
    'caption',
    async (t) => ({ body: { media_id: (await fixtures(t)).julyImage, caption: LONG_CAPTION } }),
    { as: 'creatorA' },
  ),
  invalidField(
    'addPortfolioItemFromMedia',
    'media_id',
    { body: unchecked({ caption: 'x' }) },
    {
      as: 'creatorA',
    },
  ),
  ...forbiddenFor('addPortfolioItemFromMedia', ['brandUserA', 'admin'], async (t) => ({
    body: { media_id: (await fixtures(t)).julyImage },
  })),
  withoutToken('addPortfolioItemFromMedia', { body: { media_id: 1 } }),
  anyCase({
    operationId: 'addPortfolioItemFromMedia',
    status: 507,
    name: 'the disk is full: the video is not copied, no item',
    run: () =>
      onFullDisk(async (raw) => {
        const t = withOps(raw);
        const deal = await createDealFixture(t.database.db, {
          brandId: t.world.brandA.id,
          creatorId: t.world.creatorA.user.id,
        });
        // 600 KB: it fits the 1 MB disk once, not twice.
        const mediaId = await deliver(t, deal.deal.id, 'creatorA', {
          ...MP4,
          data: mp4Bytes(600_000),
        });
        const result = await t.op(
          'addPortfolioItemFromMedia',
          { body: { media_id: mediaId } },
          { as: 'creatorA' },
        );
        expect(await t.database.db.select().from(portfolioItems)).toEqual([]);
        const [delivered] = await t.database.db.select().from(media).where(eq(media.id, mediaId));
        rmSync(fileOf(t, delivered?.path ?? ''));
        return result;
      }),
    check: outOfSpace,
  }),

  // ---------------------------------------------------------------- listPortfolioCandidates
  callCase(
    'listPortfolioCandidates',
    200,
    'the creator’s own delivered files, newest first, marked when added',
    {},
    {
      as: 'creatorA',
      check: async (result, t) => {
        const { julyImage, brandsFile, marcsImage, july } = await fixtures(t);
        const ids = result.body.data.map((candidate) => candidate.media_id);
        // The October video was deleted by its brand; the brand's file and creator B's are not theirs.
        expect(ids).toEqual([julyImage]);
        expect(ids).not.toContain(brandsFile);
        expect(ids).not.toContain(marcsImage);
        expect(result.body.data[0]).toMatchObject({
          kind: 'image',
          original_name: 'pa-de-pages.png',
          deal: { id: july, brand_name: 'Forn Sant Pau' },
          in_portfolio: true,
        });
        const link = result.body.data[0]?.url ?? '';
        expect(link).toMatch(/^\/storage\/media\/[\w-]+\.png\?exp=\d+&sig=[\w-]{43}$/);
        expect((await open(t, link)).statusCode).toBe(200);
      },
    },
  ),
  ...forbiddenFor('listPortfolioCandidates', ['brandUserA', 'admin'], {}),
  withoutToken('listPortfolioCandidates'),

  // ---------------------------------------------------------------- updatePortfolioItem
  callCase(
    'updatePortfolioItem',
    200,
    'a new caption; an empty one is none',
    () => ({
      path: { id: id(items.uploadedVideo) },
      body: { caption: 'Vermut hour at Bar Calders' },
    }),
    {
      as: 'creatorA',
      check: async (result, t) => {
        expect(result.body).toMatchObject({
          id: id(items.uploadedVideo),
          caption: 'Vermut hour at Bar Calders',
        });
        const cleared = await t.op(
          'updatePortfolioItem',
          { path: { id: id(items.uploadedImage) }, body: { caption: '   ' } },
          { as: 'creatorA' },
        );
        expect(expectStatus(cleared, 200).body.caption).toBeNull();
      },
    },
  ),
  callCase(
    'updatePortfolioItem',
    404,
    'another creator’s item: as missing as none',
    () => ({ path: { id: id(items.uploadedVideo) }, body: { caption: 'Mine now' } }),
    { as: 'creatorB' },
  ),
  invalidField(
    'updatePortfolioItem',
    'caption',
    () => ({ path: { id: id(items.uploadedVideo) }, body: { caption: LONG_CAPTION } }),
    { as: 'creatorA' },
  ),
  ...forbiddenFor('updatePortfolioItem', ['brandUserA', 'admin'], () => ({
    path: { id: id(items.uploadedVideo) },
    body: { caption: 'x' },
  })),
  withoutToken('updatePortfolioItem', { path: { id: 1 }, body: { caption: 'x' } }),

  // ---------------------------------------------------------------- reorderPortfolio
  callCase(
    'reorderPortfolio',
    200,
    'the items in the order given',
    () => ({
      body: {
        ids: [
          id(items.fromJuly),
          id(items.uploadedImage),
          id(items.fromOctober),
          id(items.uploadedVideo),
        ],
      },
    }),
    {
      as: 'creatorA',
      check: (result) => {
        expect(result.body.data.map((item) => [item.id, item.position])).toEqual([
          [id(items.fromJuly), 1],
          [id(items.uploadedImage), 2],
          [id(items.fromOctober), 3],
          [id(items.uploadedVideo), 4],
        ]);
      },
    },
  ),
  invalidField(
    'reorderPortfolio',
    'ids',
    () => ({ body: { ids: [id(items.fromJuly), id(items.uploadedImage)] } }),
    {
      as: 'creatorA',
      name: 'an order that leaves items out',
    },
  ),
  invalidField(
    'reorderPortfolio',
    'ids',
    () => ({
      body: {
        ids: [
          id(items.fromJuly),
          id(items.fromJuly),
          id(items.fromOctober),
          id(items.uploadedVideo),
        ],
      },
    }),
    { as: 'creatorA', name: 'an order that names an item twice' },
  ),
  invalidField(
    'reorderPortfolio',
    'ids',
    async (t) => {
      const [marcs] = await t.database.db
        .select({ id: portfolioItems.id })
        .from(portfolioItems)
        .where(eq(portfolioItems.creatorId, t.world.creatorB.user.id));
      return {
        body: {
          ids: [id(items.fromJuly), id(items.uploadedImage), id(items.fromOctober), marcs?.id ?? 0],
        },
      };
    },
    { as: 'creatorA', name: 'an order with another creator’s item' },
  ),
  ...forbiddenFor('reorderPortfolio', ['brandUserA', 'admin'], { body: { ids: [] } }),
  withoutToken('reorderPortfolio', { body: { ids: [] } }),

  // ---------------------------------------------------------------- who sees what
  callCase(
    'getCreatorProfile',
    200,
    'a brand sees the portfolio in order, with links that open; a hidden collaboration makes nothing',
    async (t) => {
      const { october } = await fixtures(t);
      const hidden = await t.op(
        'updateMyCollaborationVisibility',
        { path: { id: october }, body: { hidden: true } },
        { as: 'creatorA' },
      );
      expectStatus(hidden, 200);
      const [row] = await t.database.db
        .select({ username: creatorProfiles.username })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, t.world.creatorA.user.id));
      return { path: { username: row?.username ?? '' } };
    },
    {
      as: 'brandUserA',
      check: async (result, t) => {
        const { july } = await fixtures(t);
        const { portfolio } = result.body;
        expect(portfolio.map((item) => item.id)).toEqual([
          id(items.fromJuly),
          id(items.uploadedImage),
          id(items.fromOctober),
          id(items.uploadedVideo),
        ]);
        expect(portfolio[0]?.deal).toEqual({ id: july, brand_name: 'Forn Sant Pau' });
        // Made for Bicis Poblenou, whose collaboration Laia hid: brands are not told.
        expect(portfolio[2]?.deal).toBeNull();
        expect(result.text).not.toContain('Bicis Poblenou');
        await expectPrivate(t, portfolio[1]?.picture?.src_small ?? '');
        await expectPrivate(t, portfolio[3]?.video_url ?? '');
      },
    },
  ),
  callCase(
    'getPublicCreatorProfile',
    200,
    'anyone sees a public profile’s portfolio with signed links',
    async (t) => {
      await t.database.db
        .update(creatorProfiles)
        .set({ visibility: 'public' })
        .where(eq(creatorProfiles.userId, t.world.creatorA.user.id));
      const [row] = await t.database.db
        .select({ username: creatorProfiles.username })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, t.world.creatorA.user.id));
      return { path: { username: row?.username ?? '' } };
    },
    {
      check: async (result, t) => {
        expect(result.body.portfolio).toHaveLength(4);
        await expectPrivate(t, result.body.portfolio[0]?.picture?.src ?? '');
        await t.database.db
          .update(creatorProfiles)
          .set({ visibility: 'brands' })
          .where(eq(creatorProfiles.userId, t.world.creatorA.user.id));
      },
    },
  ),
  callCase(
    'listMyPortfolio',
    200,
    'the creator’s own list names every deal, hidden ones too',
    {},
    {
      as: 'creatorA',
      check: async (result, t) => {
        const { october } = await fixtures(t);
        expect(result.body.data.map((item) => item.position)).toEqual([1, 2, 3, 4]);
        expect(result.body.data[2]?.deal).toEqual({ id: october, brand_name: 'Bicis Poblenou' });
      },
    },
  ),
  ...forbiddenFor('listMyPortfolio', ['brandUserA', 'admin'], {}),
  withoutToken('listMyPortfolio'),

  // ---------------------------------------------------------------- deletePortfolioItem
  callCase(
    'deletePortfolioItem',
    404,
    'another creator’s item: as missing as none',
    () => ({ path: { id: id(items.fromJuly) } }),
    {
      as: 'creatorB',
    },
  ),
  ...forbiddenFor('deletePortfolioItem', ['brandUserA', 'admin'], () => ({
    path: { id: id(items.fromJuly) },
  })),
  withoutToken('deletePortfolioItem', { path: { id: 1 } }),
  {
    operationId: 'deletePortfolioItem',
    status: 204,
    name: 'removes the item and its files; the items after it move up',
    run: async (t) => {
      const before = await t.op('listMyPortfolio', {}, { as: 'creatorA' });
      const picture = expectStatus(before, 200).body.data[1]?.picture;
      const result = await t.op(
        'deletePortfolioItem',
        { path: { id: id(items.uploadedImage) } },
        { as: 'creatorA' },
      );
      expect(existsSync(fileOf(t, picture?.src ?? ''))).toBe(false);
      expect(existsSync(fileOf(t, picture?.src_small ?? ''))).toBe(false);
      return result;
    },
    check: async (_, t) => {
      const after = expectStatus(await t.op('listMyPortfolio', {}, { as: 'creatorA' }), 200).body
        .data;
      expect(after.map((item) => [item.id, item.position])).toEqual([
        [id(items.fromJuly), 1],
        [id(items.fromOctober), 2],
        [id(items.uploadedVideo), 3],
      ]);
    },
  },
]);
