import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  like,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { requireAuth, requireRole, type UserRow } from '../auth/context';
import type { Db } from '../db/client';
import {
  brandManagers,
  brands,
  categories,
  creatorCategories,
  proposalCategories,
  proposals,
  users,
} from '../db/schema/index';
import { conflict, fieldError, notFound } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import { fullName, managedBrandIds } from '../domain/access';
import { fitsInteger, isUniqueViolation } from '../domain/db-errors';
import { liveProposal } from '../domain/proposals';
import {
  cleanText,
  type TextKind,
  containsPattern,
  firstFreeSlug,
  slugify,
  suffixPattern,
} from '../domain/text';
import {
  toBrand,
  toBrandOption,
  toCategory,
  type BrandRow,
  type CategoryRow,
} from '../serializers/catalog';
import { pageParams, paginated } from '../serializers/common';

// ---- Brands ----

async function brandsWithRelations(db: Db, rows: BrandRow[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [managerRows, countRows] = await Promise.all([
    db
      .select({ brandId: brandManagers.brandId, user: users })
      .from(brandManagers)
      .innerJoin(users, eq(users.id, brandManagers.userId))
      .where(inArray(brandManagers.brandId, ids))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db
      .select({ brandId: proposals.brandId, n: count() })
      .from(proposals)
      .where(and(inArray(proposals.brandId, ids), liveProposal))
      .groupBy(proposals.brandId),
  ]);
  const managersByBrand = new Map<number, UserRow[]>();
  for (const m of managerRows) {
    managersByBrand.set(m.brandId, [...(managersByBrand.get(m.brandId) ?? []), m.user]);
  }
  const counts = new Map(countRows.map((c) => [c.brandId, c.n]));
  return rows.map((row) =>
    toBrand(row, managersByBrand.get(row.id) ?? [], counts.get(row.id) ?? 0),
  );
}

async function findBrand(db: Db, id: number) {
  if (!fitsInteger(id)) throw notFound('Brand');
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound('Brand');
  const [brand] = await brandsWithRelations(db, [row]);
  if (!brand) throw notFound('Brand');
  return brand;
}

/** The manager ids must all be brand users (422 under manager_ids otherwise). */
async function checkManagers(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = !unique.every(fitsInteger)
    ? []
    : await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, unique), eq(users.type, 'brand')));
  if (found.length !== unique.length) {
    throw fieldError(
      'manager_ids',
      'The selected manager ids are invalid: managers must be brand users.',
    );
  }
  return unique;
}

function brandFields(body: {
  name: string;
  description?: string | null;
  website?: string | null;
  instagram_handle?: string | null;
  city?: string | null;
}) {
  const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const text = (value: string | null | undefined, kind: TextKind) =>
    (value && cleanText(value, kind)) || null;
  const name = cleanText(body.name, 'line');
  if (!name) throw fieldError('name', 'The name field is required.');
  return {
    name,
    description: text(body.description, 'multiline'),
    website: clean(body.website),
    instagramHandle: clean(body.instagram_handle),
    city: text(body.city, 'line'),
  };
}

// ---- Categories ----

async function categoriesWithCounts(db: Db, rows: CategoryRow[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const countRows = await db
    .select({ categoryId: proposalCategories.categoryId, n: count() })
    .from(proposalCategories)
    .innerJoin(proposals, eq(proposals.id, proposalCategories.proposalId))
    .where(and(inArray(proposalCategories.categoryId, ids), liveProposal))
    .groupBy(proposalCategories.categoryId);
  const counts = new Map(countRows.map((c) => [c.categoryId, c.n]));
  return rows.map((row) => toCategory(row, counts.get(row.id) ?? 0));
}

async function findCategory(db: Db, id: number) {
  if (!fitsInteger(id)) throw notFound('Category');
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('Category');
  const [category] = await categoriesWithCounts(db, [row]);
  if (!category) throw notFound('Category');
  return category;
}

const NAME_TAKEN = 'The name has already been taken.';

async function checkCategoryName(db: Db, name: string, exceptId: number | null): Promise<void> {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(sql`lower(${categories.name})`, name.toLowerCase()),
        exceptId === null ? undefined : ne(categories.id, exceptId),
      ),
    );
  if (clash) throw fieldError('name', NAME_TAKEN);
}

async function freeCategorySlug(db: Db, name: string, exceptId: number | null): Promise<string> {
  const base = slugify(name, 'category');
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), like(categories.slug, suffixPattern(base))));
  return firstFreeSlug(
    base,
    rows.filter((r) => r.id !== exceptId).map((r) => r.slug),
  );
}

/** A unique-index race on the name (or slug) is the same 422 as the check before it. */
function categoryClash(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', NAME_TAKEN);
  throw error;
}

export const catalogHandlers = {
  async listBrandOptions({ auth, app }) {
    const me = requireAuth(auth);
    let where: SQL | undefined;
    if (me.user.type === 'brand') {
      const scope = await managedBrandIds(app.db, me.user.id);
      if (scope.length === 0) return ok({ data: [] });
      where = inArray(brands.id, scope);
    } else if (me.user.type === 'creator') {
      // What a creator can filter proposals by: brands with something open to apply to.
      where = exists(
        app.db
          .select({ one: sql`1` })
          .from(proposals)
          .where(and(eq(proposals.brandId, brands.id), eq(proposals.status, 'active'))),
      );
    }
    const rows = await app.db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(where)
      .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
    return ok({ data: rows.map(toBrandOption) });
  },

  async listAdminBrands({ query, auth, app }) {
    requireRole(auth, 'admin');
    const { page, perPage, offset } = pageParams(query);
    const search = query.search?.trim();
    const where = search ? ilike(brands.name, containsPattern(search)) : undefined;
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(brands)
        .where(where)
        .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id))
        .limit(perPage)
        .offset(offset),
      app.db.select({ n: count() }).from(brands).where(where),
    ]);
    return ok(paginated(await brandsWithRelations(app.db, rows), total?.n ?? 0, page, perPage));
  },

  async createBrand({ body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const fields = brandFields(body);
    const managerIds = await checkManagers(app.db, body.manager_ids);
    const now = app.now();
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returning({ id: brands.id });
      if (!row) throw new Error('brand not inserted');
      if (managerIds.length > 0) {
        await tx
          .insert(brandManagers)
          .values(managerIds.map((userId) => ({ brandId: row.id, userId })));
      }
      await app.logActivity(
        tx,
        me,
        {
          action: 'brand.created',
          description: `${fullName(me.user)} created the brand "${fields.name}".`,
          subjectType: 'brand',
          subjectId: row.id,
        },
        req.ip,
      );
      return row.id;
    });
    return created(await findBrand(app.db, id));
  },

  async getAdminBrand({ params, auth, app }) {
    requireRole(auth, 'admin');
    return ok(await findBrand(app.db, params.id));
  },

  async updateBrand({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    await findBrand(app.db, params.id);
    const fields = brandFields(body);
    const managerIds = await checkManagers(app.db, body.manager_ids);
    await app.db.transaction(async (tx) => {
      await tx
        .update(brands)
        .set({ ...fields, updatedAt: app.now() })
        .where(eq(brands.id, params.id));
      await tx.delete(brandManagers).where(eq(brandManagers.brandId, params.id));
      if (managerIds.length > 0) {
        await tx
          .insert(brandManagers)
          .values(managerIds.map((userId) => ({ brandId: params.id, userId })));
      }
      await app.logActivity(
        tx,
        me,
        {
          action: 'brand.updated',
          description: `${fullName(me.user)} updated the brand "${fields.name}".`,
          subjectType: 'brand',
          subjectId: params.id,
        },
        req.ip,
      );
    });
    return ok(await findBrand(app.db, params.id));
  },

  async deleteBrand({ params, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const brand = await findBrand(app.db, params.id);
    await app.db.transaction(async (tx) => {
      const [live] = await tx
        .select({ n: count() })
        .from(proposals)
        .where(and(eq(proposals.brandId, params.id), liveProposal));
      const n = live?.n ?? 0;
      if (n > 0) {
        throw conflict(
          `This brand still has ${n} proposal${n === 1 ? '' : 's'}. Delete or move them first.`,
        );
      }
      // Proposals deleted earlier but kept for their deals go with the brand (as its deals do).
      await tx.delete(proposals).where(eq(proposals.brandId, params.id));
      await tx.delete(brands).where(eq(brands.id, params.id));
      await app.logActivity(
        tx,
        me,
        {
          action: 'brand.deleted',
          description: `${fullName(me.user)} deleted the brand "${brand.name}".`,
          subjectType: 'brand',
          subjectId: params.id,
        },
        req.ip,
      );
    });
    return noContent();
  },

  async listCategories({ auth, app }) {
    requireAuth(auth);
    const rows = await app.db
      .select()
      .from(categories)
      .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
    return ok({ data: await categoriesWithCounts(app.db, rows) });
  },

  async getCategory({ params, auth, app }) {
    requireAuth(auth);
    return ok(await findCategory(app.db, params.id));
  },

  async createCategory({ body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const name = cleanText(body.name, 'line');
    if (!name) throw fieldError('name', 'The name field is required.');
    await checkCategoryName(app.db, name, null);
    const id = await app.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({
            name,
            slug: await freeCategorySlug(tx, name, null),
            description: (body.description && cleanText(body.description, 'multiline')) || null,
            createdAt: app.now(),
          })
          .returning({ id: categories.id });
        if (!row) throw new Error('category not inserted');
        await app.logActivity(
          tx,
          me,
          {
            action: 'category.created',
            description: `${fullName(me.user)} created the category "${name}".`,
            subjectType: 'category',
            subjectId: row.id,
          },
          req.ip,
        );
        return row.id;
      })
      .catch(categoryClash);
    return created(await findCategory(app.db, id));
  },

  async updateCategory({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const current = await findCategory(app.db, params.id);
    const name = cleanText(body.name, 'line');
    if (!name) throw fieldError('name', 'The name field is required.');
    await checkCategoryName(app.db, name, params.id);
    await app.db
      .transaction(async (tx) => {
        await tx
          .update(categories)
          .set({
            name,
            slug:
              name === current.name ? current.slug : await freeCategorySlug(tx, name, params.id),
            description: (body.description && cleanText(body.description, 'multiline')) || null,
          })
          .where(eq(categories.id, params.id));
        await app.logActivity(
          tx,
          me,
          {
            action: 'category.updated',
            description: `${fullName(me.user)} updated the category "${name}".`,
            subjectType: 'category',
            subjectId: params.id,
          },
          req.ip,
        );
      })
      .catch(categoryClash);
    return ok(await findCategory(app.db, params.id));
  },

  async deleteCategory({ params, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const category = await findCategory(app.db, params.id);
    await app.db.transaction(async (tx) => {
      const [used] = await tx
        .select({ n: count() })
        .from(proposalCategories)
        .where(eq(proposalCategories.categoryId, params.id));
      const n = used?.n ?? 0;
      if (n > 0) {
        throw conflict(
          `This category is used by ${n} proposal${n === 1 ? '' : 's'} and cannot be deleted. Remove it from ${n === 1 ? 'that proposal' : 'those proposals'} first.`,
        );
      }
      await tx.delete(creatorCategories).where(eq(creatorCategories.categoryId, params.id));
      await tx.delete(categories).where(eq(categories.id, params.id));
      await app.logActivity(
        tx,
        me,
        {
          action: 'category.deleted',
          description: `${fullName(me.user)} deleted the category "${category.name}".`,
          subjectType: 'category',
          subjectId: params.id,
        },
        req.ip,
      );
    });
    return noContent();
  },
} satisfies HandlerGroup;
