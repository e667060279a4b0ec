import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { applications, brandPhotos, brands, proposalCategories, proposals } from '../db/schema';
import { INSUFFICIENT_STORAGE_MESSAGE } from '../storage';
import {
  createDealFixture,
  DEFAULT_SETTINGS,
  multipartBody,
  pngBytes,
} from '../test/deal-fixtures';
import { noisePng, onFullDisk } from '../test/full-disk';
import { createTestApp, type CallResult } from '../test/harness';
import { expectStatus, withOps, type ContractApp, type OpBody } from '../test/op';
import {
  anyCase,
  callCase,
  defineContract,
  forbiddenFor,
  invalidField,
  notFoundAcrossTenants,
  oncePerApp,
  unknownId,
  withoutToken,
  type ContractCase,
} from './define';

const NOW = new Date('2026-11-20T10:00:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/**
 * Brand A's proposals in every state (one active, a draft, an inactive and a deleted active one),
 * a completed deal, and decisions on applications: two in the last 90 days (a day and two hours
 * after applying: a median of 780 minutes), one older, one still pending.
 */
const history = oncePerApp(async (t: ContractApp) => {
  t.setNow(NOW);
  const db = t.database.db;
  const { brandA, creatorA, creatorB, food } = t.world;
  const proposal = (slug: string, status: 'active' | 'draft' | 'inactive', deleted = false) =>
    db
      .insert(proposals)
      .values({
        name: `Proposal ${slug}`,
        slug,
        secretSlug: `secret-${slug}`,
        status,
        brandId: brandA.id,
        endDate: '2026-12-31',
        settings: DEFAULT_SETTINGS,
        deletedAt: deleted ? ago(DAY) : null,
      })
      .returning()
      .then(([row]) => {
        if (!row) throw new Error('proposal not created');
        return row;
      });
  const active = await proposal('sourdough-mornings', 'active');
  await db.insert(proposalCategories).values({ proposalId: active.id, categoryId: food.id });
  await proposal('panettone-draft', 'draft');
  const inactive = await proposal('jazz-thursdays', 'inactive');
  await proposal('deleted-offer', 'active', true);
  await createDealFixture(db, {
    brandId: brandA.id,
    creatorId: creatorA.user.id,
    proposalId: inactive.id,
    status: 'completed',
    createdAt: ago(400 * DAY),
  });
  // The deal's accepted application was decided long ago: out of the 90 days.
  await db
    .update(applications)
    .set({ createdAt: ago(401 * DAY), updatedAt: ago(400 * DAY) })
    .where(eq(applications.proposalId, inactive.id));
  await db.insert(applications).values([
    {
      proposalId: active.id,
      creatorId: creatorA.user.id,
      status: 'accepted',
      createdAt: ago(3 * DAY),
      updatedAt: ago(2 * DAY),
    },
    {
      proposalId: active.id,
      creatorId: creatorB.user.id,
      status: 'rejected',
      createdAt: ago(5 * DAY + 120 * MINUTE),
      updatedAt: ago(5 * DAY),
    },
  ]);
  return { active, inactive };
});

/** What the public must never read of a brand: its managers and their emails. */
function expectNoManagers(text: string) {
  expect(text).not.toContain('@fornsantpau.example');
  expect(text).not.toContain('Jordi');
  expect(text).not.toMatch(/"(managers|email)"/);
}

const profileBody = (
  changes: Partial<OpBody<'updateBrandProfile'>> = {},
): OpBody<'updateBrandProfile'> => ({
  slug: 'forn-sant-pau',
  description: 'Neighbourhood bakery in the Raval baking sourdough since 1921.',
  address: 'Carrer de Sant Pau, 52',
  barri: 'el-raval',
  city: null,
  website: 'https://fornsantpau.example',
  instagram_handle: 'fornsantpau',
  ...changes,
});

const brandA = (t: ContractApp) => t.world.brandA.id;
const brandB = (t: ContractApp) => t.world.brandB.id;

/** A multipart body of one image (and more parts). */
const picture = (more: { name: string; data: string }[] = [], data: Buffer = pngBytes()) =>
  multipartBody([{ name: 'file', filename: 'photo.png', data }, ...more]);

/** Adds a photo to a brand behind the API's back (the limit's cases). */
const photoRow = (t: ContractApp, brandId: number, position: number) =>
  t.database.db
    .insert(brandPhotos)
    .values({
      brandId,
      pictureBase: `/storage/brands/x${position}`,
      width: 10,
      height: 10,
      position,
    })
    .returning()
    .then(([row]) => {
      if (!row) throw new Error('photo not created');
      return row;
    });

const photosOf = (t: ContractApp, brandId: number) =>
  t.database.db.select().from(brandPhotos).where(eq(brandPhotos.brandId, brandId));

/** The file on disk of a /storage address. */
const stored = (t: ContractApp, src: string) =>
  existsSync(join(t.app.colla.config.storageDir, src.slice('/storage/'.length)));

/** Runs a call on a server of its own with 1 KiB images. */
async function withSmallUploads(run: (small: ContractApp) => Promise<CallResult>) {
  const small = withOps(
    await createTestApp({ uploads: { imageMaxBytes: 1024, videoMaxBytes: 4096 } }),
  );
  try {
    return await run(small);
  } finally {
    await small.close();
  }
}

const outOfSpace = (result: CallResult) =>
  expect(result.body).toEqual({ message: INSUFFICIENT_STORAGE_MESSAGE.id });

/** Every operation on a brand id: 401 without a token, 403 for creators, 404 across brands. */
function guarded(
  operationId:
    | 'getBrandProfile'
    | 'updateBrandProfile'
    | 'uploadBrandLogo'
    | 'deleteBrandLogo'
    | 'addBrandPhoto'
    | 'reorderBrandPhotos',
  rest: object = {},
): ContractCase[] {
  const on = (id: (t: ContractApp) => number) => (t: ContractApp) =>
    ({ path: { id: id(t) }, ...rest }) as never;
  return [
    withoutToken(operationId, on(brandA)),
    ...forbiddenFor(operationId, ['creatorA'], on(brandA)),
    notFoundAcrossTenants(operationId, 'brandUserB', on(brandA), {
      name: 'a manager of another brand may not edit this one',
    }),
    unknownId(operationId, 'admin', 'an unknown id', rest),
  ];
}

export default defineContract('brand pages', [
  // ---------------- getPublicBrandPage ----------------
  callCase(
    'getPublicBrandPage',
    200,
    'anyone reads a brand page: its active proposals only, its record, never its managers',
    { path: { slug: 'forn-sant-pau' } },
    {
      before: history,
      check: (result) => {
        expect(result.body).toMatchObject({
          slug: 'forn-sant-pau',
          name: 'Forn Sant Pau',
          completed_collaborations: 1,
          median_decision_minutes: 780,
          photos: [],
          logo: null,
        });
        expect(result.body.active_proposals).toEqual([
          {
            id: expect.any(Number),
            slug: 'sourdough-mornings',
            name: 'Proposal sourdough-mornings',
            image: null,
            end_date: '2026-12-31',
            categories: [{ id: expect.any(Number), name: 'Food & drink' }],
          },
        ]);
        expectNoManagers(result.text);
      },
    },
  ),
  callCase(
    'getPublicBrandPage',
    200,
    'a brand without decisions in the last 90 days is new: no median',
    { path: { slug: 'BICIS-POBLENOU' } },
    {
      check: (result) => {
        expect(result.body).toMatchObject({
          slug: 'bicis-poblenou',
          median_decision_minutes: null,
          active_proposals: [],
          completed_collaborations: 0,
        });
      },
    },
  ),
  callCase('getPublicBrandPage', 404, 'an unknown slug', { path: { slug: 'no-such-brand' } }),

  // ---------------- getBrandProfile ----------------
  callCase(
    'getBrandProfile',
    200,
    'a manager reads their brand page for editing',
    (t) => ({ path: { id: brandA(t) } }),
    {
      as: 'brandUserA',
      check: (result) =>
        expect(result.body).toMatchObject({ name: 'Forn Sant Pau', slug: 'forn-sant-pau' }),
    },
  ),
  callCase(
    'getBrandProfile',
    200,
    'an admin reads any brand',
    (t) => ({ path: { id: brandB(t) } }),
    {
      as: 'admin',
      check: (result) => expect(result.body.slug).toBe('bicis-poblenou'),
    },
  ),
  ...guarded('getBrandProfile'),

  // ---------------- updateBrandProfile ----------------
  callCase(
    'updateBrandProfile',
    200,
    'a manager edits the page: a barri means Barcelona, texts are cleaned; the card follows',
    (t) => ({
      path: { id: brandA(t) },
      body: profileBody({
        slug: 'forn-sant-pau',
        city: 'Girona',
        address: ' Carrer de Sant Pau, 52\u202e ',
      }),
    }),
    {
      as: 'brandUserA',
      check: async (result, t) => {
        expect(result.body).toMatchObject({
          slug: 'forn-sant-pau',
          address: 'Carrer de Sant Pau, 52',
          barri: 'el-raval',
          city: 'Barcelona',
        });
        const page = expectStatus(
          await t.op('getPublicProposal', { path: { slug: 'sourdough-mornings' } }),
          200,
        );
        expect(page.body.brand_card).toEqual({
          slug: 'forn-sant-pau',
          name: 'Forn Sant Pau',
          logo: null,
          barri: 'el-raval',
          city: 'Barcelona',
          address: 'Carrer de Sant Pau, 52',
          maps_url:
            'https://www.google.com/maps/search/?api=1&query=Carrer%20de%20Sant%20Pau%2C%2052%2C%20El%20Raval%2C%20Barcelona',
        });
      },
    },
  ),
  callCase(
    'updateBrandProfile',
    200,
    'an admin edits any brand: a new slug moves the page; outside Barcelona keeps the town',
    (t) => ({
      path: { id: brandB(t) },
      body: profileBody({
        slug: 'bicis-del-poblenou',
        barri: null,
        city: 'Badalona',
        address: 'Passeig Marítim, 1',
        website: null,
        instagram_handle: null,
      }),
    }),
    {
      as: 'admin',
      check: async (result, t) => {
        expect(result.body).toMatchObject({
          slug: 'bicis-del-poblenou',
          barri: null,
          city: 'Badalona',
        });
        expect(
          (await t.op('getPublicBrandPage', { path: { slug: 'bicis-poblenou' } })).status,
        ).toBe(404);
        const moved = expectStatus(
          await t.op('getPublicBrandPage', { path: { slug: 'bicis-del-poblenou' } }),
          200,
        );
        expect(moved.body.maps_url).toBe(
          'https://www.google.com/maps/search/?api=1&query=Passeig%20Mar%C3%ADtim%2C%201%2C%20Badalona',
        );
      },
    },
  ),
  callCase(
    'updateBrandProfile',
    409,
    "another brand's slug is taken: nothing changes",
    (t) => ({
      path: { id: brandA(t) },
      body: profileBody({ slug: 'bicis-del-poblenou', description: 'Changed' }),
    }),
    {
      as: 'brandUserA',
      check: async (result, t) => {
        expect(result.body).toEqual({
          message: 'Another brand already uses this address.',
          errors: { slug: ['Another brand already uses this address.'] },
        });
        const [row] = await t.database.db
          .select()
          .from(brands)
          .where(eq(brands.id, brandA(t)));
        expect(row?.description).not.toBe('Changed');
      },
    },
  ),
  callCase(
    'updateBrandProfile',
    409,
    "a slug the site keeps for its own page (/brands/join) is never a brand's",
    (t) => ({
      path: { id: brandA(t) },
      body: profileBody({ slug: 'join', description: 'Changed' }),
    }),
    {
      as: 'brandUserA',
      check: async (result, t) => {
        expect(result.body.errors).toEqual({
          slug: ['Another brand already uses this address.'],
        });
        const [row] = await t.database.db
          .select()
          .from(brands)
          .where(eq(brands.id, brandA(t)));
        expect(row?.slug).not.toBe('join');
      },
    },
  ),
  invalidField(
    'updateBrandProfile',
    'slug',
    (t) => ({ path: { id: brandA(t) }, body: profileBody({ slug: 'Forn Sant Pau' }) }),
    { as: 'brandUserA', name: 'a slug with capitals and spaces' },
  ),
  invalidField(
    'updateBrandProfile',
    'barri',
    (t) => ({ path: { id: brandA(t) }, body: profileBody({ barri: 'gracia-nord' as never }) }),
    { as: 'brandUserA', name: 'a barri that is not one of the 73' },
  ),
  ...guarded('updateBrandProfile', { body: profileBody() }),

  // ---------------- uploadBrandLogo / deleteBrandLogo ----------------
  callCase(
    'uploadBrandLogo',
    200,
    'a manager sets the logo: a public picture, also the Brand’s logo_url',
    (t) => ({ path: { id: brandA(t) }, ...picture() }),
    {
      as: 'brandUserA',
      check: async (result, t) => {
        const logo = result.body.logo;
        expect(logo).toMatchObject({ width: 1, height: 1 });
        expect(logo?.src).toMatch(/^\/storage\/brands\/[\w-]+-1200\.webp$/);
        expect(stored(t, logo?.src ?? '')).toBe(true);
        const brand = expectStatus(
          await t.op('getAdminBrand', { path: { id: brandA(t) } }, { as: 'admin' }),
          200,
        );
        expect(brand.body.logo_url).toBe(logo?.src_small);
        // A public file: the plain address, no signature.
        const file = await t.call('GET', logo?.src_small ?? '');
        expect(file.status).toBe(200);
      },
    },
  ),
  callCase(
    'uploadBrandLogo',
    200,
    'a new logo replaces the old one, whose files are removed',
    (t) => ({ path: { id: brandA(t) }, ...picture() }),
    {
      as: 'admin',
      before: async (t) => {
        const [row] = await t.database.db
          .select()
          .from(brands)
          .where(eq(brands.id, brandA(t)));
        (t as ContractApp & { oldLogo?: string }).oldLogo = `${row?.logoBase}-400.webp`;
      },
      check: (result, t) => {
        const old = (t as ContractApp & { oldLogo?: string }).oldLogo ?? '';
        expect(result.body.logo?.src_small).not.toBe(old);
        expect(stored(t, old)).toBe(false);
      },
    },
  ),
  invalidField(
    'uploadBrandLogo',
    'file',
    (t) => ({
      path: { id: brandA(t) },
      ...multipartBody([{ name: 'file', filename: 'logo.png', data: 'not an image' }]),
    }),
    { as: 'brandUserA', name: 'a file that is not an image' },
  ),
  anyCase({
    operationId: 'uploadBrandLogo',
    status: 413,
    name: 'an image over the image limit',
    run: () =>
      withSmallUploads((small) =>
        small.op(
          'uploadBrandLogo',
          { path: { id: small.world.brandA.id }, ...picture([], pngBytes(2048)) },
          { as: 'brandUserA' },
        ),
      ),
  }),
  anyCase({
    operationId: 'uploadBrandLogo',
    status: 507,
    name: 'the disk is full: the brand keeps no logo and no file',
    run: () =>
      onFullDisk(async (raw) => {
        const t = withOps(raw);
        const result = await t.op(
          'uploadBrandLogo',
          { path: { id: t.world.brandA.id }, ...picture([], await noisePng(500, 500)) },
          { as: 'brandUserA' },
        );
        const [row] = await t.database.db
          .select()
          .from(brands)
          .where(eq(brands.id, t.world.brandA.id));
        expect(row?.logoBase).toBeNull();
        return result;
      }),
    check: outOfSpace,
  }),
  ...guarded('uploadBrandLogo', picture()),
  callCase(
    'deleteBrandLogo',
    200,
    'a manager removes the logo and its files',
    (t) => ({ path: { id: brandA(t) } }),
    {
      as: 'brandUserA',
      check: async (result, t) => {
        expect(result.body.logo).toBeNull();
        const page = expectStatus(
          await t.op('getPublicBrandPage', { path: { slug: 'forn-sant-pau' } }),
          200,
        );
        expect(page.body.logo).toBeNull();
      },
    },
  ),
  ...guarded('deleteBrandLogo'),

  // ---------------- addBrandPhoto / updateBrandPhoto / deleteBrandPhoto / reorder ----------------
  callCase(
    'addBrandPhoto',
    201,
    'a manager adds a photo with its description; the page shows it',
    (t) => ({
      path: { id: brandA(t) },
      ...picture([{ name: 'alt', data: 'The wood oven at dawn.' }]),
    }),
    {
      as: 'brandUserA',
      check: async (result, t) => {
        expect(result.body.alt).toBe('The wood oven at dawn.');
        expect(stored(t, result.body.picture.src)).toBe(true);
        const page = expectStatus(
          await t.op('getPublicBrandPage', { path: { slug: 'forn-sant-pau' } }),
          200,
        );
        expect(page.body.photos.map((p) => p.alt)).toEqual(['The wood oven at dawn.']);
      },
    },
  ),
  callCase(
    'addBrandPhoto',
    409,
    'a 9th photo is refused and nothing is stored',
    (t) => ({ path: { id: brandB(t) }, ...picture([{ name: 'alt', data: 'One too many' }]) }),
    {
      as: 'brandUserB',
      before: async (t) => {
        for (let position = 0; position < 8; position++) await photoRow(t, brandB(t), position);
      },
      check: async (result, t) => {
        expect(result.body).toEqual({
          message: 'A brand page holds at most 8 photos. Delete one first.',
        });
        expect(await photosOf(t, brandB(t))).toHaveLength(8);
      },
    },
  ),
  invalidField(
    'addBrandPhoto',
    'alt',
    (t) => ({ path: { id: brandA(t) }, ...picture([{ name: 'alt', data: 'x'.repeat(201) }]) }),
    { as: 'brandUserA', name: 'a description over 200 characters' },
  ),
  invalidField(
    'addBrandPhoto',
    'file',
    (t) => ({ path: { id: brandA(t) }, ...multipartBody([{ name: 'alt', data: 'No file' }]) }),
    { as: 'brandUserA', name: 'no file' },
  ),
  anyCase({
    operationId: 'addBrandPhoto',
    status: 413,
    name: 'an image over the image limit',
    run: () =>
      withSmallUploads((small) =>
        small.op(
          'addBrandPhoto',
          { path: { id: small.world.brandA.id }, ...picture([], pngBytes(2048)) },
          { as: 'brandUserA' },
        ),
      ),
  }),
  anyCase({
    operationId: 'addBrandPhoto',
    status: 507,
    name: 'the disk is full: no photo, no file',
    run: () =>
      onFullDisk(async (raw) => {
        const t = withOps(raw);
        const result = await t.op(
          'addBrandPhoto',
          { path: { id: t.world.brandA.id }, ...picture([], await noisePng(500, 500)) },
          { as: 'brandUserA' },
        );
        expect(await photosOf(t, t.world.brandA.id)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  }),
  ...guarded('addBrandPhoto', picture()),

  callCase(
    'updateBrandPhoto',
    200,
    "an admin changes a photo's description",
    async (t) => {
      const [photo] = await photosOf(t, brandA(t));
      return {
        path: { id: brandA(t), photo_id: photo?.id ?? 0 },
        body: { alt: ' Loaves\u200b at dawn ' },
      };
    },
    { as: 'admin', check: (result) => expect(result.body.alt).toBe('Loaves at dawn') },
  ),
  callCase(
    'updateBrandPhoto',
    404,
    "another brand's photo, on this brand's path",
    async (t) => {
      const [photo] = await photosOf(t, brandB(t));
      return { path: { id: brandA(t), photo_id: photo?.id ?? 0 }, body: { alt: 'Mine now' } };
    },
    { as: 'brandUserA' },
  ),
  invalidField(
    'updateBrandPhoto',
    'alt',
    async (t) => {
      const [photo] = await photosOf(t, brandA(t));
      return { path: { id: brandA(t), photo_id: photo?.id ?? 0 }, body: { alt: 'x'.repeat(201) } };
    },
    { as: 'brandUserA', name: 'a description over 200 characters' },
  ),
  withoutToken('updateBrandPhoto', { path: { id: 1, photo_id: 1 }, body: { alt: 'x' } }),
  ...forbiddenFor('updateBrandPhoto', ['creatorA'], (t) => ({
    path: { id: brandA(t), photo_id: 1 },
    body: { alt: 'x' },
  })),

  callCase(
    'reorderBrandPhotos',
    200,
    'a manager puts the photos in a new order',
    async (t) => {
      const ids = (await photosOf(t, brandB(t))).map((photo) => photo.id);
      return { path: { id: brandB(t) }, body: { ids: [...ids].reverse() } };
    },
    {
      as: 'brandUserB',
      check: async (result, t) => {
        const ids = (await photosOf(t, brandB(t))).map((photo) => photo.id);
        expect(result.body.data.map((photo) => photo.id)).toEqual([...ids].sort((a, b) => b - a));
      },
    },
  ),
  invalidField(
    'reorderBrandPhotos',
    'ids',
    async (t) => {
      const ids = (await photosOf(t, brandB(t))).map((photo) => photo.id);
      return { path: { id: brandB(t) }, body: { ids: ids.slice(1) } };
    },
    { as: 'brandUserB', name: 'ids that leave a photo out' },
  ),
  ...guarded('reorderBrandPhotos', { body: { ids: [] } }),

  callCase(
    'deleteBrandPhoto',
    404,
    "another brand's photo",
    async (t) => {
      const [photo] = await photosOf(t, brandB(t));
      return { path: { id: brandA(t), photo_id: photo?.id ?? 0 } };
    },
    { as: 'brandUserA' },
  ),
  callCase(
    'deleteBrandPhoto',
    204,
    'a manager removes a photo and its files',
    async (t) => {
      const [photo] = await photosOf(t, brandA(t));
      (t as ContractApp & { removed?: string }).removed = `${photo?.pictureBase}-1200.webp`;
      return { path: { id: brandA(t), photo_id: photo?.id ?? 0 } };
    },
    {
      as: 'brandUserA',
      check: async (_, t) => {
        expect(await photosOf(t, brandA(t))).toEqual([]);
        expect(stored(t, (t as ContractApp & { removed?: string }).removed ?? '')).toBe(false);
      },
    },
  ),
  withoutToken('deleteBrandPhoto', { path: { id: 1, photo_id: 1 } }),
  ...forbiddenFor('deleteBrandPhoto', ['creatorA'], (t) => ({
    path: { id: brandA(t), photo_id: 1 },
  })),
]);
