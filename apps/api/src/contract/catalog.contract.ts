import { count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  brandManagers,
  brands,
  categories,
  creatorCategories,
  proposals,
} from '../db/schema/index';
import { expectStatus, type ContractApp } from '../test/op';
import { defineContract, forbiddenFor } from './define';
import { activityCount, insertProposal } from './proposals.contract';

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
  {
    operationId: 'listBrandOptions',
    status: 200,
    name: 'an admin gets every brand, sorted by name',
    run: (t) => t.op('listBrandOptions', {}, { as: 'admin' }),
    check: (res) =>
      expect(res.body.data.map((b) => b.name)).toEqual(['Bicis Poblenou', 'Forn Sant Pau']),
  },
  {
    operationId: 'listBrandOptions',
    status: 200,
    name: 'a brand user gets only the brands they manage',
    run: (t) => t.op('listBrandOptions', {}, { as: 'brandUserA' }),
    check: (res, t) =>
      expect(res.body.data).toEqual([{ id: t.world.brandA.id, name: 'Forn Sant Pau' }]),
  },
  {
    operationId: 'listBrandOptions',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('listBrandOptions'),
  },
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
  {
    operationId: 'createBrand',
    status: 201,
    name: 'an admin creates a brand with a brand user as manager',
    run: (t) =>
      t.op('createBrand', { body: brandInput([t.world.brandUserB.user.id]) }, { as: 'admin' }),
    check: async (res, t) => {
      const brand = res.body;
      newBrandId = brand.id;
      expect(brand.managers.map((m) => m.id)).toEqual([t.world.brandUserB.user.id]);
      expect(brand.proposals_count).toBe(0);
      const rows = await t.database.db
        .select()
        .from(brandManagers)
        .where(eq(brandManagers.brandId, brand.id));
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
  {
    operationId: 'createBrand',
    status: 422,
    name: 'a blank name, a bad website and an unknown field',
    run: (t) =>
      t.op(
        'createBrand',
        { body: brandInput([], { name: '', website: 'not a url', logo: 'x' }) },
        { as: 'admin' },
      ),
    check: (res) => {
      const errors = res.body.errors;
      expect(Object.keys(errors).sort()).toEqual(['logo', 'name', 'website']);
    },
  },
  {
    operationId: 'createBrand',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('createBrand', { body: brandInput([]) }),
  },
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
  {
    operationId: 'listAdminBrands',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('listAdminBrands'),
  },
  ...forbiddenFor('listAdminBrands', ['brandUserA'], {}, { name: 'a brand user' }),
  {
    operationId: 'listAdminBrands',
    status: 422,
    name: 'page 0',
    run: (t) => t.op('listAdminBrands', { query: { page: 0 } }, { as: 'admin' }),
  },
  {
    operationId: 'getAdminBrand',
    status: 200,
    name: 'one brand',
    run: (t) => t.op('getAdminBrand', { path: { id: newBrandId } }, { as: 'admin' }),
    check: (res) => expect(res.body.name).toBe('Sal de Mar Swimwear'),
  },
  {
    operationId: 'getAdminBrand',
    status: 404,
    name: 'an unknown id',
    run: (t) => t.op('getAdminBrand', { path: { id: 999999 } }, { as: 'admin' }),
  },
  {
    operationId: 'getAdminBrand',
    status: 404,
    name: 'an id beyond the database integer range',
    run: (t) => t.op('getAdminBrand', { path: { id: 99999999999 } }, { as: 'admin' }),
  },
  {
    operationId: 'getAdminBrand',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('getAdminBrand', { path: { id: newBrandId } }),
  },
  ...forbiddenFor('getAdminBrand', ['brandUserB'], () => ({ path: { id: newBrandId } }), {
    name: 'a brand user, even one who manages it',
  }),

  // ---------------- updateBrand ----------------
  {
    operationId: 'updateBrand',
    status: 200,
    name: 'replaces the fields and the managers',
    run: (t) =>
      t.op(
        'updateBrand',
        {
          path: { id: newBrandId },
          body: { name: 'Sal de Mar', manager_ids: [t.world.brandUserA.user.id] },
        },
        { as: 'admin' },
      ),
    check: async (res, t) => {
      const brand = res.body;
      expect(brand.name).toBe('Sal de Mar');
      expect(brand.website).toBeNull();
      expect(brand.managers.map((m) => m.id)).toEqual([t.world.brandUserA.user.id]);
      const rows = await t.database.db
        .select()
        .from(brandManagers)
        .where(eq(brandManagers.brandId, newBrandId));
      expect(rows.map((r) => r.userId)).toEqual([t.world.brandUserA.user.id]);
      expect(await activityCount(t, 'brand.updated', newBrandId)).toBe(1);
    },
  },
  {
    operationId: 'updateBrand',
    status: 422,
    name: 'an admin is not a brand user; the managers stay as they were',
    run: (t) =>
      t.op(
        'updateBrand',
        {
          path: { id: newBrandId },
          body: { name: 'Renamed', manager_ids: [t.world.admin.user.id] },
        },
        { as: 'admin' },
      ),
    check: async (res, t) => {
      expect(res.body.errors).toHaveProperty('manager_ids');
      const [row] = await t.database.db.select().from(brands).where(eq(brands.id, newBrandId));
      expect(row?.name).toBe('Sal de Mar');
    },
  },
  {
    operationId: 'updateBrand',
    status: 404,
    name: 'an unknown id',
    run: (t) =>
      t.op(
        'updateBrand',
        { path: { id: 999999 }, body: { name: 'Ghost', manager_ids: [] } },
        { as: 'admin' },
      ),
  },
  {
    operationId: 'updateBrand',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.op('updateBrand', { path: { id: newBrandId }, body: { name: 'X', manager_ids: [] } }),
  },
  ...forbiddenFor(
    'updateBrand',
    ['brandUserA'],
    () => ({ path: { id: newBrandId }, body: { name: 'X', manager_ids: [] } }),
    { name: 'a brand user cannot edit the brand they manage here' },
  ),

  // ---------------- deleteBrand ----------------
  {
    operationId: 'deleteBrand',
    status: 409,
    name: 'a brand that still has proposals',
    run: (t) => t.op('deleteBrand', { path: { id: t.world.brandA.id } }, { as: 'admin' }),
    check: async (res, t) => {
      expect(res.body.message).toMatch(/still has 1 proposal/);
      expect(
        await t.database.db.select().from(brands).where(eq(brands.id, t.world.brandA.id)),
      ).toHaveLength(1);
    },
  },
  {
    operationId: 'deleteBrand',
    status: 204,
    name: 'a brand without proposals, with its managers',
    run: (t) => t.op('deleteBrand', { path: { id: newBrandId } }, { as: 'admin' }),
    check: async (_res, t) => {
      const db = t.database.db;
      expect(await db.select().from(brands).where(eq(brands.id, newBrandId))).toHaveLength(0);
      expect(
        await db.select().from(brandManagers).where(eq(brandManagers.brandId, newBrandId)),
      ).toHaveLength(0);
      expect(await activityCount(t, 'brand.deleted', newBrandId)).toBe(1);
    },
  },
  {
    operationId: 'deleteBrand',
    status: 404,
    name: 'an unknown (or already deleted) id',
    run: (t) => t.op('deleteBrand', { path: { id: newBrandId } }, { as: 'admin' }),
  },
  {
    operationId: 'deleteBrand',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('deleteBrand', { path: { id: t.world.brandB.id } }),
  },
  ...forbiddenFor('deleteBrand', ['brandUserB'], (t) => ({ path: { id: t.world.brandB.id } }), {
    name: 'a brand user cannot delete their brand',
  }),

  // ---------------- Categories ----------------
  {
    operationId: 'createCategory',
    status: 201,
    name: 'the slug comes from the name',
    run: (t) =>
      t.op(
        'createCategory',
        { body: { name: 'Sports & outdoors', description: 'Cycling, running and the seafront.' } },
        { as: 'admin' },
      ),
    check: async (res, t) => {
      const category = res.body;
      newCategoryId = category.id;
      expect(category.slug).toBe('sports-outdoors');
      expect(category.proposals_count).toBe(0);
      expect(await activityCount(t, 'category.created', category.id)).toBe(1);
    },
  },
  {
    operationId: 'createCategory',
    status: 201,
    name: 'a different name with the same slug gets a suffix',
    run: (t) => t.op('createCategory', { body: { name: 'Food drink' } }, { as: 'admin' }),
    check: (res) => {
      expect(res.body.slug).toBe('food-drink-2');
      expect(res.body.description).toBeNull();
    },
  },
  {
    operationId: 'createCategory',
    status: 422,
    name: 'names are unique, whatever the case',
    run: (t) => t.op('createCategory', { body: { name: 'FOOD & DRINK' } }, { as: 'admin' }),
    check: (res) => expect(res.body.errors).toEqual({ name: ['The name has already been taken.'] }),
  },
  {
    operationId: 'createCategory',
    status: 422,
    name: 'a missing name',
    run: (t) => t.op('createCategory', { body: { description: 'No name' } }, { as: 'admin' }),
  },
  {
    operationId: 'createCategory',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('createCategory', { body: { name: 'Music' } }),
  },
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
  {
    operationId: 'listCategories',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('listCategories'),
  },
  {
    operationId: 'getCategory',
    status: 200,
    name: 'one category, for a brand user',
    run: (t) => t.op('getCategory', { path: { id: t.world.food.id } }, { as: 'brandUserB' }),
    check: (res) => {
      expect(res.body.slug).toBe('food-drink');
      expect(res.body.proposals_count).toBe(1);
    },
  },
  {
    operationId: 'getCategory',
    status: 404,
    name: 'an unknown id',
    run: (t) => t.op('getCategory', { path: { id: 999999 } }, { as: 'creatorA' }),
  },
  {
    operationId: 'getCategory',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('getCategory', { path: { id: t.world.food.id } }),
  },
  {
    operationId: 'updateCategory',
    status: 200,
    name: 'a new name moves the slug',
    run: (t) =>
      t.op(
        'updateCategory',
        { path: { id: newCategoryId }, body: { name: 'Outdoors', description: null } },
        { as: 'admin' },
      ),
    check: async (res, t) => {
      const category = res.body;
      expect(category.slug).toBe('outdoors');
      expect(category.description).toBeNull();
      expect(await activityCount(t, 'category.updated', newCategoryId)).toBe(1);
    },
  },
  {
    operationId: 'updateCategory',
    status: 200,
    name: 'keeping its own name is not a clash',
    run: (t) =>
      t.op(
        'updateCategory',
        {
          path: { id: newCategoryId },
          body: { name: 'Outdoors', description: 'Hikes and beaches.' },
        },
        { as: 'admin' },
      ),
    check: (res) => expect(res.body.slug).toBe('outdoors'),
  },
  {
    operationId: 'updateCategory',
    status: 422,
    name: "another category's name",
    run: (t) =>
      t.op(
        'updateCategory',
        { path: { id: newCategoryId }, body: { name: 'sports' } },
        { as: 'admin' },
      ),
    check: async (res, t) => {
      expect(res.body.errors).toHaveProperty('name');
      const [row] = await t.database.db
        .select()
        .from(categories)
        .where(eq(categories.id, newCategoryId));
      expect(row?.name).toBe('Outdoors');
    },
  },
  {
    operationId: 'updateCategory',
    status: 404,
    name: 'an unknown id',
    run: (t) =>
      t.op('updateCategory', { path: { id: 999999 }, body: { name: 'Ghost' } }, { as: 'admin' }),
  },
  {
    operationId: 'updateCategory',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('updateCategory', { path: { id: newCategoryId }, body: { name: 'X' } }),
  },
  ...forbiddenFor(
    'updateCategory',
    ['brandUserA'],
    () => ({ path: { id: newCategoryId }, body: { name: 'X' } }),
    { name: 'a brand user' },
  ),
  {
    operationId: 'deleteCategory',
    status: 409,
    name: 'a category used by proposals says by how many',
    run: (t) => t.op('deleteCategory', { path: { id: t.world.food.id } }, { as: 'admin' }),
    check: async (res, t) => {
      expect(res.body.message).toMatch(/used by 1 proposal\b/);
      expect(
        await t.database.db.select().from(categories).where(eq(categories.id, t.world.food.id)),
      ).toHaveLength(1);
    },
  },
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
  {
    operationId: 'deleteCategory',
    status: 404,
    name: 'an unknown (or already deleted) id',
    run: (t) => t.op('deleteCategory', { path: { id: newCategoryId } }, { as: 'admin' }),
  },
  {
    operationId: 'deleteCategory',
    status: 401,
    name: 'without a token',
    run: (t) => t.op('deleteCategory', { path: { id: t.world.sports.id } }),
  },
  {
    operationId: 'deleteCategory',
    status: 403,
    name: 'a creator',
    run: (t) => t.op('deleteCategory', { path: { id: t.world.sports.id } }, { as: 'creatorA' }),
    check: async (_res, t) => {
      const rows = await t.database.db
        .select()
        .from(categories)
        .where(eq(categories.id, t.world.sports.id));
      expect(rows).toHaveLength(1);
    },
  },
]);
