import { count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { brandManagers, brands, categories, creatorCategories, proposals } from '../db/schema';
import { expectStatus, type ContractApp } from '../test/op';
import { callCase, defineContract, forbiddenFor, unknownId, withoutToken } from './define';
import { activityCount, insertProposal } from './proposals.contract';
import { rowsWhere } from '../test/rows';

let newBrandId = 0;
let newCategoryId = 0;

async function brandCount(t: ContractApp) {
  const [row] = await t.database.db.select({ n: count() }).from(brands);
  return row?.n ?? 0;
}

const brandInput = (managerIds: number[], overrides: Record<string, unknown> = {}) => ({
  name: 'Sal de Mar Swimwear',
  description: 'Swimwear sewn in a Barceloneta workshop from recycled fishing nets.',
  website: 'https://saldemar.example',
  instagram_handle: 'saldemar.swim',
  city: 'Barcelona',
  manager_ids: managerIds,
  ...overrides,
});

export default defineContract('catalog', [
  // ---------------- listBrandOptions ----------------
  callCase(
    'listBrandOptions',
    200,
    'an admin gets every brand, sorted by name',
    {},
    {
      as: 'admin',
      check: (res) =>
        expect(res.body.data.map((b) => b.name)).toEqual(['Bicis Poblenou', 'Forn Sant Pau']),
    },
  ),
  callCase(
    'listBrandOptions',
    200,
    'a brand user gets only the brands they manage',
    {},
    {
      as: 'brandUserA',
      check: (res, t) =>
        expect(res.body.data).toEqual([{ id: t.world.brandA.id, name: 'Forn Sant Pau' }]),
    },
  ),
  withoutToken('listBrandOptions'),
  {
    operationId: 'listBrandOptions',
    status: 200,
    name: 'a creator gets the brands with an active proposal, to filter by',
    run: async (t) => {
      const active = await insertProposal(t, { brandId: t.world.brandB.id, name: 'Sunset rides' });
      const draft = await insertProposal(t, { brandId: t.world.brandA.id, status: 'draft' });
      const res = await t.op('listBrandOptions', {}, { as: 'creatorA' });
      // The later cases count each brand's proposals: leave none behind.
      await t.database.db.delete(proposals).where(inArray(proposals.id, [active.id, draft.id]));
      return res;
    },
    check: (res, t) =>
      expect(res.body.data).toEqual([{ id: t.world.brandB.id, name: 'Bicis Poblenou' }]),
  },

  // ---------------- createBrand ----------------
  callCase(
    'createBrand',
    201,
    'an admin creates a brand with a brand user as manager',
    (t) => ({ body: brandInput([t.world.brandUserB.user.id]) }),
    {
      as: 'admin',
      check: async (res, t) => {
        const brand = res.body;
        newBrandId = brand.id;
        expect(brand.managers.map((m) => m.id)).toEqual([t.world.brandUserB.user.id]);
        expect(brand.proposals_count).toBe(0);
        const rows = await rowsWhere(t, brandManagers, brandManagers.brandId, brand.id);
        expect(rows.map((r) => r.userId)).toEqual([t.world.brandUserB.user.id]);
        expect(await activityCount(t, 'brand.created', brand.id)).toBe(1);
        // The new manager now picks from both of their brands.
        const options = await t.op('listBrandOptions', {}, { as: 'brandUserB' });
        expect(expectStatus(options, 200).body.data.map((b) => b.name)).toEqual([
          'Bicis Poblenou',
          'Sal de Mar Swimwear',
        ]);
      },
    },
  ),
  {
    operationId: 'createBrand',
    status: 422,
    name: 'a creator cannot manage a brand; nothing is written',
    run: async (t) => {
      const before = await brandCount(t);
      const res = await t.op(
        'createBrand',
        {
          body: brandInput([t.world.brandUserA.user.id, t.world.creatorA.user.id], {
            name: 'Not created',
          }),
        },
        { as: 'admin' },
      );
      expect(await brandCount(t)).toBe(before);
      return res;
    },
    check: (res) => expect(res.body.errors).toHaveProperty('manager_ids'),
  },
  callCase(
    'createBrand',
    422,
    'a blank name, a bad website and an unknown field',
    () => ({ body: brandInput([], { name: '', website: 'not a url', logo: 'x' }) }),
    {
      as: 'admin',
      check: (res) => {
        const errors = res.body.errors;
        expect(Object.keys(errors).sort()).toEqual(['logo', 'name', 'website']);
      },
    },
  ),
  withoutToken('createBrand', () => ({ body: brandInput([]) })),
  ...forbiddenFor(
    'createBrand',
    ['brandUserA'],
    (t) => ({ body: brandInput([t.world.brandUserA.user.id]) }),
    { name: 'a brand user cannot create brands' },
  ),

  // ---------------- listAdminBrands / getAdminBrand ----------------
  {
    operationId: 'listAdminBrands',
    status: 200,
    name: 'a page of brands with managers and proposal counts, searched by name',
    run: async (t) => {
      await insertProposal(t, { brandId: t.world.brandA.id });
      return t.op('listAdminBrands', { query: { search: 'FORN' } }, { as: 'admin' });
    },
    check: (res, t) => {
      const page = res.body;
      expect(page.meta.total).toBe(1);
      expect(page.data[0]?.name).toBe('Forn Sant Pau');
      expect(page.data[0]?.managers.map((m) => m.id)).toEqual([t.world.brandUserA.user.id]);
      expect(page.data[0]?.proposals_count).toBe(1);
    },
  },
  withoutToken('listAdminBrands'),
  ...forbiddenFor('listAdminBrands', ['brandUserA'], {}, { name: 'a brand user' }),
  callCase('listAdminBrands', 422, 'page 0', { query: { page: 0 } }, { as: 'admin' }),
  callCase('getAdminBrand', 200, 'one brand', () => ({ path: { id: newBrandId } }), {
    as: 'admin',
    check: (res) => expect(res.body.name).toBe('Sal de Mar Swimwear'),
  }),
  unknownId('getAdminBrand', 'admin'),
  callCase(
    'getAdminBrand',
    404,
    'an id beyond the database integer range',
    { path: { id: 99999999999 } },
    { as: 'admin' },
  ),
  withoutToken('getAdminBrand', () => ({ path: { id: newBrandId } })),
  ...forbiddenFor('getAdminBrand', ['brandUserB'], () => ({ path: { id: newBrandId } }), {
    name: 'a brand user, even one who manages it',
  }),

  // ---------------- updateBrand ----------------
  callCase(
    'updateBrand',
    200,
    'replaces the fields and the managers',
    (t) => ({
      path: { id: newBrandId },
      body: { name: 'Sal de Mar', manager_ids: [t.world.brandUserA.user.id] },
    }),
    {
      as: 'admin',
      check: async (res, t) => {
        const brand = res.body;
        expect(brand.name).toBe('Sal de Mar');
        expect(brand.website).toBeNull();
        expect(brand.managers.map((m) => m.id)).toEqual([t.world.brandUserA.user.id]);
        const rows = await rowsWhere(t, brandManagers, brandManagers.brandId, newBrandId);
        expect(rows.map((r) => r.userId)).toEqual([t.world.brandUserA.user.id]);
        expect(await activityCount(t, 'brand.updated', newBrandId)).toBe(1);
      },
    },
  ),
  callCase(
    'updateBrand',
    422,
    'an admin is not a brand user; the managers stay as they were',
    (t) => ({
      path: { id: newBrandId },
      body: { name: 'Renamed', manager_ids: [t.world.admin.user.id] },
    }),
    {
      as: 'admin',
      check: async (res, t) => {
        expect(res.body.errors).toHaveProperty('manager_ids');
        const [row] = await rowsWhere(t, brands, brands.id, newBrandId);
        expect(row?.name).toBe('Sal de Mar');
      },
    },
  ),
  unknownId('updateBrand', 'admin', 'an unknown id', { body: { name: 'Ghost', manager_ids: [] } }),
  withoutToken('updateBrand', () => ({
    path: { id: newBrandId },
    body: { name: 'X', manager_ids: [] },
  })),
  ...forbiddenFor(
    'updateBrand',
    ['brandUserA'],
    () => ({ path: { id: newBrandId }, body: { name: 'X', manager_ids: [] } }),
    { name: 'a brand user cannot edit the brand they manage here' },
  ),

  // ---------------- deleteBrand ----------------
  callCase(
    'deleteBrand',
    409,
    'a brand that still has proposals',
    (t) => ({ path: { id: t.world.brandA.id } }),
    {
      as: 'admin',
      check: async (res, t) => {
        expect(res.body.message).toMatch(/still has 1 proposal/);
        expect(
          await t.database.db.select().from(brands).where(eq(brands.id, t.world.brandA.id)),
        ).toHaveLength(1);
      },
    },
  ),
  callCase(
    'deleteBrand',
    204,
    'a brand without proposals, with its managers',
    () => ({ path: { id: newBrandId } }),
    {
      as: 'admin',
      check: async (_res, t) => {
        const db = t.database.db;
        expect(await db.select().from(brands).where(eq(brands.id, newBrandId))).toHaveLength(0);
        expect(
          await db.select().from(brandManagers).where(eq(brandManagers.brandId, newBrandId)),
        ).toHaveLength(0);
        expect(await activityCount(t, 'brand.deleted', newBrandId)).toBe(1);
      },
    },
  ),
  callCase(
    'deleteBrand',
    404,
    'an unknown (or already deleted) id',
    () => ({ path: { id: newBrandId } }),
    { as: 'admin' },
  ),
  withoutToken('deleteBrand', (t) => ({ path: { id: t.world.brandB.id } })),
  ...forbiddenFor('deleteBrand', ['brandUserB'], (t) => ({ path: { id: t.world.brandB.id } }), {
    name: 'a brand user cannot delete their brand',
  }),

  // ---------------- Categories ----------------
  callCase(
    'createCategory',
    201,
    'the slug comes from the name',
    { body: { name: 'Sports & outdoors', description: 'Cycling, running and the seafront.' } },
    {
      as: 'admin',
      check: async (res, t) => {
        const category = res.body;
        newCategoryId = category.id;
        expect(category.slug).toBe('sports-outdoors');
        expect(category.proposals_count).toBe(0);
        expect(await activityCount(t, 'category.created', category.id)).toBe(1);
      },
    },
  ),
  callCase(
    'createCategory',
    201,
    'a different name with the same slug gets a suffix',
    { body: { name: 'Food drink' } },
    {
      as: 'admin',
      check: (res) => {
        expect(res.body.slug).toBe('food-drink-2');
        expect(res.body.description).toBeNull();
      },
    },
  ),
  callCase(
    'createCategory',
    422,
    'names are unique, whatever the case',
    { body: { name: 'FOOD & DRINK' } },
    {
      as: 'admin',
      check: (res) =>
        expect(res.body.errors).toEqual({ name: ['The name has already been taken.'] }),
    },
  ),
  callCase(
    'createCategory',
    422,
    'a missing name',
    { body: { description: 'No name' } },
    { as: 'admin' },
  ),
  withoutToken('createCategory', { body: { name: 'Music' } }),
  ...forbiddenFor('createCategory', ['creatorA'], () => ({ body: { name: 'Music' } }), {
    name: 'a creator',
  }),
  {
    operationId: 'listCategories',
    status: 200,
    name: 'every category, sorted by name, with how many proposals use it',
    run: async (t) => {
      await insertProposal(t, { brandId: t.world.brandA.id, categoryIds: [t.world.food.id] });
      return t.op('listCategories', {}, { as: 'creatorA' });
    },
    check: (res) => {
      const data = res.body.data;
      expect(data.map((c) => c.name)).toEqual([
        'Food & drink',
        'Food drink',
        'Sports',
        'Sports & outdoors',
      ]);
      expect(data[0]?.proposals_count).toBe(1);
    },
  },
  withoutToken('listCategories'),
  callCase(
    'getCategory',
    200,
    'one category, for a brand user',
    (t) => ({ path: { id: t.world.food.id } }),
    {
      as: 'brandUserB',
      check: (res) => {
        expect(res.body.slug).toBe('food-drink');
        expect(res.body.proposals_count).toBe(1);
      },
    },
  ),
  unknownId('getCategory', 'creatorA'),
  withoutToken('getCategory', (t) => ({ path: { id: t.world.food.id } })),
  callCase(
    'updateCategory',
    200,
    'a new name moves the slug',
    () => ({ path: { id: newCategoryId }, body: { name: 'Outdoors', description: null } }),
    {
      as: 'admin',
      check: async (res, t) => {
        const category = res.body;
        expect(category.slug).toBe('outdoors');
        expect(category.description).toBeNull();
        expect(await activityCount(t, 'category.updated', newCategoryId)).toBe(1);
      },
    },
  ),
  callCase(
    'updateCategory',
    200,
    'keeping its own name is not a clash',
    () => ({
      path: { id: newCategoryId },
      body: { name: 'Outdoors', description: 'Hikes and beaches.' },
    }),
    { as: 'admin', check: (res) => expect(res.body.slug).toBe('outdoors') },
  ),
  callCase(
    'updateCategory',
    422,
    "another category's name",
    () => ({ path: { id: newCategoryId }, body: { name: 'sports' } }),
    {
      as: 'admin',
      check: async (res, t) => {
        expect(res.body.errors).toHaveProperty('name');
        const [row] = await rowsWhere(t, categories, categories.id, newCategoryId);
        expect(row?.name).toBe('Outdoors');
      },
    },
  ),
  unknownId('updateCategory', 'admin', 'an unknown id', { body: { name: 'Ghost' } }),
  withoutToken('updateCategory', () => ({ path: { id: newCategoryId }, body: { name: 'X' } })),
  ...forbiddenFor(
    'updateCategory',
    ['brandUserA'],
    () => ({ path: { id: newCategoryId }, body: { name: 'X' } }),
    { name: 'a brand user' },
  ),
  callCase(
    'deleteCategory',
    409,
    'a category used by proposals says by how many',
    (t) => ({ path: { id: t.world.food.id } }),
    {
      as: 'admin',
      check: async (res, t) => {
        expect(res.body.message).toMatch(/used by 1 proposal\b/);
        expect(
          await t.database.db.select().from(categories).where(eq(categories.id, t.world.food.id)),
        ).toHaveLength(1);
      },
    },
  ),
  {
    operationId: 'deleteCategory',
    status: 204,
    name: "an unused category, also dropped from creators' interests",
    run: async (t) => {
      await t.database.db
        .insert(creatorCategories)
        .values({ userId: t.world.creatorA.user.id, categoryId: newCategoryId });
      return t.op('deleteCategory', { path: { id: newCategoryId } }, { as: 'admin' });
    },
    check: async (_res, t) => {
      const db = t.database.db;
      expect(await db.select().from(categories).where(eq(categories.id, newCategoryId))).toEqual(
        [],
      );
      expect(
        await db
          .select()
          .from(creatorCategories)
          .where(eq(creatorCategories.categoryId, newCategoryId)),
      ).toEqual([]);
      expect(await activityCount(t, 'category.deleted', newCategoryId)).toBe(1);
    },
  },
  callCase(
    'deleteCategory',
    404,
    'an unknown (or already deleted) id',
    () => ({ path: { id: newCategoryId } }),
    { as: 'admin' },
  ),
  withoutToken('deleteCategory', (t) => ({ path: { id: t.world.sports.id } })),
  callCase('deleteCategory', 403, 'a creator', (t) => ({ path: { id: t.world.sports.id } }), {
    as: 'creatorA',
    check: async (_res, t) => {
      const rows = await rowsWhere(t, categories, categories.id, t.world.sports.id);
      expect(rows).toHaveLength(1);
    },
  }),
]);
