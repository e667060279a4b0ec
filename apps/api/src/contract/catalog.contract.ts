import { count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  brandManagers,
  brands,
  categories,
  creatorCategories,
  proposals,
} from '../db/schema/index';
import type { TestApp } from '../test/harness';
import { defineContract } from './define';
import { activityCount, insertProposal, json } from './proposals.contract';

interface BrandBody {
  id: number;
  name: string;
  website: string | null;
  managers: { id: number }[];
  proposals_count: number;
}
interface CategoryBody {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  proposals_count: number;
}

let newBrandId = 0;
let newCategoryId = 0;

async function brandCount(t: TestApp) {
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
    run: (t) => t.call('GET', '/api/brands', { token: t.world.admin.token }),
    check: (res) =>
      expect(json<{ data: { name: string }[] }>(res).data.map((b) => b.name)).toEqual([
        'Bicis Poblenou',
        'Forn Sant Pau',
      ]),
  },
  {
    operationId: 'listBrandOptions',
    status: 200,
    name: 'a brand user gets only the brands they manage',
    run: (t) => t.call('GET', '/api/brands', { token: t.world.brandUserA.token }),
    check: (res, t) =>
      expect(json<{ data: unknown[] }>(res).data).toEqual([
        { id: t.world.brandA.id, name: 'Forn Sant Pau' },
      ]),
  },
  {
    operationId: 'listBrandOptions',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', '/api/brands'),
  },
  {
    operationId: 'listBrandOptions',
    status: 200,
    name: 'a creator gets the brands with an active proposal, to filter by',
    run: async (t) => {
      const active = await insertProposal(t, { brandId: t.world.brandB.id, name: 'Sunset rides' });
      const draft = await insertProposal(t, { brandId: t.world.brandA.id, status: 'draft' });
      const res = await t.call('GET', '/api/brands', { token: t.world.creatorA.token });
      // The later cases count each brand's proposals: leave none behind.
      await t.database.db.delete(proposals).where(inArray(proposals.id, [active.id, draft.id]));
      return res;
    },
    check: (res, t) =>
      expect(json<{ data: unknown[] }>(res).data).toEqual([
        { id: t.world.brandB.id, name: 'Bicis Poblenou' },
      ]),
  },

  // ---------------- createBrand ----------------
  {
    operationId: 'createBrand',
    status: 201,
    name: 'an admin creates a brand with a brand user as manager',
    run: (t) =>
      t.call('POST', '/api/admin/brands', {
        token: t.world.admin.token,
        body: brandInput([t.world.brandUserB.user.id]),
      }),
    check: async (res, t) => {
      const brand = json<BrandBody>(res);
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
      const options = await t.call('GET', '/api/brands', { token: t.world.brandUserB.token });
      expect(json<{ data: { name: string }[] }>(options).data.map((b) => b.name)).toEqual([
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
      const res = await t.call('POST', '/api/admin/brands', {
        token: t.world.admin.token,
        body: brandInput([t.world.brandUserA.user.id, t.world.creatorA.user.id], {
          name: 'Not created',
        }),
      });
      expect(await brandCount(t)).toBe(before);
      return res;
    },
    check: (res) => expect(json(res).errors).toHaveProperty('manager_ids'),
  },
  {
    operationId: 'createBrand',
    status: 422,
    name: 'a blank name, a bad website and an unknown field',
    run: (t) =>
      t.call('POST', '/api/admin/brands', {
        token: t.world.admin.token,
        body: brandInput([], { name: '', website: 'not a url', logo: 'x' }),
      }),
    check: (res) => {
      const errors = json<{ errors: Record<string, string[]> }>(res).errors;
      expect(Object.keys(errors).sort()).toEqual(['logo', 'name', 'website']);
    },
  },
  {
    operationId: 'createBrand',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('POST', '/api/admin/brands', { body: brandInput([]) }),
  },
  {
    operationId: 'createBrand',
    status: 403,
    name: 'a brand user cannot create brands',
    run: (t) =>
      t.call('POST', '/api/admin/brands', {
        token: t.world.brandUserA.token,
        body: brandInput([t.world.brandUserA.user.id]),
      }),
  },

  // ---------------- listAdminBrands / getAdminBrand ----------------
  {
    operationId: 'listAdminBrands',
    status: 200,
    name: 'a page of brands with managers and proposal counts, searched by name',
    run: async (t) => {
      await insertProposal(t, { brandId: t.world.brandA.id });
      return t.call('GET', '/api/admin/brands', {
        token: t.world.admin.token,
        query: { search: 'FORN' },
      });
    },
    check: (res, t) => {
      const page = json<{ data: BrandBody[]; meta: { total: number } }>(res);
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
    run: (t) => t.call('GET', '/api/admin/brands'),
  },
  {
    operationId: 'listAdminBrands',
    status: 403,
    name: 'a brand user',
    run: (t) => t.call('GET', '/api/admin/brands', { token: t.world.brandUserA.token }),
  },
  {
    operationId: 'listAdminBrands',
    status: 422,
    name: 'page 0',
    run: (t) =>
      t.call('GET', '/api/admin/brands', { token: t.world.admin.token, query: { page: 0 } }),
  },
  {
    operationId: 'getAdminBrand',
    status: 200,
    name: 'one brand',
    run: (t) => t.call('GET', `/api/admin/brands/${newBrandId}`, { token: t.world.admin.token }),
    check: (res) => expect(json<BrandBody>(res).name).toBe('Sal de Mar Swimwear'),
  },
  {
    operationId: 'getAdminBrand',
    status: 404,
    name: 'an unknown id',
    run: (t) => t.call('GET', '/api/admin/brands/999999', { token: t.world.admin.token }),
  },
  {
    operationId: 'getAdminBrand',
    status: 404,
    name: 'an id beyond the database integer range',
    run: (t) => t.call('GET', '/api/admin/brands/99999999999', { token: t.world.admin.token }),
  },
  {
    operationId: 'getAdminBrand',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', `/api/admin/brands/${newBrandId}`),
  },
  {
    operationId: 'getAdminBrand',
    status: 403,
    name: 'a brand user, even one who manages it',
    run: (t) =>
      t.call('GET', `/api/admin/brands/${newBrandId}`, { token: t.world.brandUserB.token }),
  },

  // ---------------- updateBrand ----------------
  {
    operationId: 'updateBrand',
    status: 200,
    name: 'replaces the fields and the managers',
    run: (t) =>
      t.call('PUT', `/api/admin/brands/${newBrandId}`, {
        token: t.world.admin.token,
        body: { name: 'Sal de Mar', manager_ids: [t.world.brandUserA.user.id] },
      }),
    check: async (res, t) => {
      const brand = json<BrandBody>(res);
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
      t.call('PUT', `/api/admin/brands/${newBrandId}`, {
        token: t.world.admin.token,
        body: { name: 'Renamed', manager_ids: [t.world.admin.user.id] },
      }),
    check: async (res, t) => {
      expect(json(res).errors).toHaveProperty('manager_ids');
      const [row] = await t.database.db.select().from(brands).where(eq(brands.id, newBrandId));
      expect(row?.name).toBe('Sal de Mar');
    },
  },
  {
    operationId: 'updateBrand',
    status: 404,
    name: 'an unknown id',
    run: (t) =>
      t.call('PUT', '/api/admin/brands/999999', {
        token: t.world.admin.token,
        body: { name: 'Ghost', manager_ids: [] },
      }),
  },
  {
    operationId: 'updateBrand',
    status: 401,
    name: 'without a token',
    run: (t) =>
      t.call('PUT', `/api/admin/brands/${newBrandId}`, { body: { name: 'X', manager_ids: [] } }),
  },
  {
    operationId: 'updateBrand',
    status: 403,
    name: 'a brand user cannot edit the brand they manage here',
    run: (t) =>
      t.call('PUT', `/api/admin/brands/${newBrandId}`, {
        token: t.world.brandUserA.token,
        body: { name: 'X', manager_ids: [] },
      }),
  },

  // ---------------- deleteBrand ----------------
  {
    operationId: 'deleteBrand',
    status: 409,
    name: 'a brand that still has proposals',
    run: (t) =>
      t.call('DELETE', `/api/admin/brands/${t.world.brandA.id}`, { token: t.world.admin.token }),
    check: async (res, t) => {
      expect(json<{ message: string }>(res).message).toMatch(/still has 1 proposal/);
      expect(
        await t.database.db.select().from(brands).where(eq(brands.id, t.world.brandA.id)),
      ).toHaveLength(1);
    },
  },
  {
    operationId: 'deleteBrand',
    status: 204,
    name: 'a brand without proposals, with its managers',
    run: (t) => t.call('DELETE', `/api/admin/brands/${newBrandId}`, { token: t.world.admin.token }),
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
    run: (t) => t.call('DELETE', `/api/admin/brands/${newBrandId}`, { token: t.world.admin.token }),
  },
  {
    operationId: 'deleteBrand',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('DELETE', `/api/admin/brands/${t.world.brandB.id}`),
  },
  {
    operationId: 'deleteBrand',
    status: 403,
    name: 'a brand user cannot delete their brand',
    run: (t) =>
      t.call('DELETE', `/api/admin/brands/${t.world.brandB.id}`, {
        token: t.world.brandUserB.token,
      }),
  },

  // ---------------- Categories ----------------
  {
    operationId: 'createCategory',
    status: 201,
    name: 'the slug comes from the name',
    run: (t) =>
      t.call('POST', '/api/admin/categories', {
        token: t.world.admin.token,
        body: { name: 'Sports & outdoors', description: 'Cycling, running and the seafront.' },
      }),
    check: async (res, t) => {
      const category = json<CategoryBody>(res);
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
    run: (t) =>
      t.call('POST', '/api/admin/categories', {
        token: t.world.admin.token,
        body: { name: 'Food drink' },
      }),
    check: (res) => {
      expect(json<CategoryBody>(res).slug).toBe('food-drink-2');
      expect(json<CategoryBody>(res).description).toBeNull();
    },
  },
  {
    operationId: 'createCategory',
    status: 422,
    name: 'names are unique, whatever the case',
    run: (t) =>
      t.call('POST', '/api/admin/categories', {
        token: t.world.admin.token,
        body: { name: 'FOOD & DRINK' },
      }),
    check: (res) =>
      expect(json(res).errors).toEqual({ name: ['The name has already been taken.'] }),
  },
  {
    operationId: 'createCategory',
    status: 422,
    name: 'a missing name',
    run: (t) =>
      t.call('POST', '/api/admin/categories', {
        token: t.world.admin.token,
        body: { description: 'No name' },
      }),
  },
  {
    operationId: 'createCategory',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('POST', '/api/admin/categories', { body: { name: 'Music' } }),
  },
  {
    operationId: 'createCategory',
    status: 403,
    name: 'a creator',
    run: (t) =>
      t.call('POST', '/api/admin/categories', {
        token: t.world.creatorA.token,
        body: { name: 'Music' },
      }),
  },
  {
    operationId: 'listCategories',
    status: 200,
    name: 'every category, sorted by name, with how many proposals use it',
    run: async (t) => {
      await insertProposal(t, { brandId: t.world.brandA.id, categoryIds: [t.world.food.id] });
      return t.call('GET', '/api/categories', { token: t.world.creatorA.token });
    },
    check: (res) => {
      const data = json<{ data: CategoryBody[] }>(res).data;
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
    run: (t) => t.call('GET', '/api/categories'),
  },
  {
    operationId: 'getCategory',
    status: 200,
    name: 'one category, for a brand user',
    run: (t) =>
      t.call('GET', `/api/categories/${t.world.food.id}`, { token: t.world.brandUserB.token }),
    check: (res) => {
      expect(json<CategoryBody>(res).slug).toBe('food-drink');
      expect(json<CategoryBody>(res).proposals_count).toBe(1);
    },
  },
  {
    operationId: 'getCategory',
    status: 404,
    name: 'an unknown id',
    run: (t) => t.call('GET', '/api/categories/999999', { token: t.world.creatorA.token }),
  },
  {
    operationId: 'getCategory',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('GET', `/api/categories/${t.world.food.id}`),
  },
  {
    operationId: 'updateCategory',
    status: 200,
    name: 'a new name moves the slug',
    run: (t) =>
      t.call('PUT', `/api/admin/categories/${newCategoryId}`, {
        token: t.world.admin.token,
        body: { name: 'Outdoors', description: null },
      }),
    check: async (res, t) => {
      const category = json<CategoryBody>(res);
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
      t.call('PUT', `/api/admin/categories/${newCategoryId}`, {
        token: t.world.admin.token,
        body: { name: 'Outdoors', description: 'Hikes and beaches.' },
      }),
    check: (res) => expect(json<CategoryBody>(res).slug).toBe('outdoors'),
  },
  {
    operationId: 'updateCategory',
    status: 422,
    name: "another category's name",
    run: (t) =>
      t.call('PUT', `/api/admin/categories/${newCategoryId}`, {
        token: t.world.admin.token,
        body: { name: 'sports' },
      }),
    check: async (res, t) => {
      expect(json(res).errors).toHaveProperty('name');
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
      t.call('PUT', '/api/admin/categories/999999', {
        token: t.world.admin.token,
        body: { name: 'Ghost' },
      }),
  },
  {
    operationId: 'updateCategory',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('PUT', `/api/admin/categories/${newCategoryId}`, { body: { name: 'X' } }),
  },
  {
    operationId: 'updateCategory',
    status: 403,
    name: 'a brand user',
    run: (t) =>
      t.call('PUT', `/api/admin/categories/${newCategoryId}`, {
        token: t.world.brandUserA.token,
        body: { name: 'X' },
      }),
  },
  {
    operationId: 'deleteCategory',
    status: 409,
    name: 'a category used by proposals says by how many',
    run: (t) =>
      t.call('DELETE', `/api/admin/categories/${t.world.food.id}`, { token: t.world.admin.token }),
    check: async (res, t) => {
      expect(json<{ message: string }>(res).message).toMatch(/used by 1 proposal\b/);
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
      return t.call('DELETE', `/api/admin/categories/${newCategoryId}`, {
        token: t.world.admin.token,
      });
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
    run: (t) =>
      t.call('DELETE', `/api/admin/categories/${newCategoryId}`, { token: t.world.admin.token }),
  },
  {
    operationId: 'deleteCategory',
    status: 401,
    name: 'without a token',
    run: (t) => t.call('DELETE', `/api/admin/categories/${t.world.sports.id}`),
  },
  {
    operationId: 'deleteCategory',
    status: 403,
    name: 'a creator',
    run: (t) =>
      t.call('DELETE', `/api/admin/categories/${t.world.sports.id}`, {
        token: t.world.creatorA.token,
      }),
    check: async (_res, t) => {
      const rows = await t.database.db
        .select()
        .from(categories)
        .where(eq(categories.id, t.world.sports.id));
      expect(rows).toHaveLength(1);
    },
  },
]);
