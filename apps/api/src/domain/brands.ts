/** Brands: the companies behind proposals, their managers (brand users) and live proposals. */
import { and, asc, count, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserRow } from '../auth/context';
import type { Db } from '../db/client';
import { brandManagers, brands, proposals, users } from '../db/schema';
import { fieldError, notFound } from '../http/errors';
import { containsPattern, fitsInteger, tablePage, type PageQuery } from '../lib/sql';
import { toBrand, toBrandOption, type BrandRow } from '../serializers/catalog';
import { freeBrandSlug } from './brand-pages';
import { liveProposal } from './proposals';

export type BrandFields = Pick<
  typeof brands.$inferInsert,
  'name' | 'description' | 'website' | 'instagramHandle' | 'city'
>;

const byName = [asc(sql`lower(${brands.name})`), asc(brands.id)];

/** Brands with their managers (by name) and live proposal counts, serialized. */
export async function brandsWithRelations(db: Db, rows: BrandRow[]) {
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

/** A brand with its relations, serialized (404 when there is none). */
export async function findBrand(db: Db, id: number) {
  if (!fitsInteger(id)) throw notFound(/*i18n*/ { id: 'Brand not found.' });
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound(/*i18n*/ { id: 'Brand not found.' });
  const [brand] = await brandsWithRelations(db, [row]);
  if (!brand) throw notFound(/*i18n*/ { id: 'Brand not found.' });
  return brand;
}

/** Whether a brand with this id exists. */
export async function brandExists(db: Db, id: number): Promise<boolean> {
  if (!fitsInteger(id)) return false;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return brand !== undefined;
}

/**
 * The brands a user may pick from, by name: brand users their own, creators those with an
 * active proposal to apply to, admins all.
 */
export async function brandOptions(db: Db, user: UserRow, managed: number[] | null) {
  let where: SQL | undefined;
  if (managed) {
    if (managed.length === 0) return [];
    where = inArray(brands.id, managed);
  } else if (user.type === 'creator') {
    where = exists(
      db
        .select({ one: sql`1` })
        .from(proposals)
        .where(and(eq(proposals.brandId, brands.id), eq(proposals.status, 'active'))),
    );
  }
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(where)
    .orderBy(...byName);
  return rows.map(toBrandOption);
}

/** A page of brands by name, optionally those whose name contains `search`. */
export function listBrands(db: Db, query: PageQuery & { search?: string }) {
  const search = query.search?.trim();
  const where = search ? ilike(brands.name, containsPattern(search)) : undefined;
  return tablePage(
    db,
    query,
    brands,
    where,
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(...byName),
    (rows) => brandsWithRelations(db, rows),
  );
}

/** The manager ids must all be brand users (422 under manager_ids otherwise). */
export async function checkManagers(db: Db, ids: number[]): Promise<number[]> {
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
      /*i18n*/ { id: 'The selected manager ids are invalid: managers must be brand users.' },
    );
  }
  return unique;
}

/** Makes a user a manager of a brand. */
export async function addBrandManager(db: Db, brandId: number, userId: number): Promise<void> {
  await db.insert(brandManagers).values({ brandId, userId });
}

async function setManagers(db: Db, brandId: number, managerIds: number[]): Promise<void> {
  if (managerIds.length > 0) {
    await db.insert(brandManagers).values(managerIds.map((userId) => ({ brandId, userId })));
  }
}

export async function insertBrand(
  db: Db,
  fields: BrandFields,
  managerIds: number[],
  now: Date,
): Promise<number> {
  // Its page's address from its name: forn-sant-pau, or forn-sant-pau-2 when taken.
  const slug = await freeBrandSlug(db, fields.name);
  const [row] = await db
    .insert(brands)
    .values({ ...fields, slug, createdAt: now, updatedAt: now })
    .returning({ id: brands.id });
  if (!row) throw new Error('brand not inserted');
  await setManagers(db, row.id, managerIds);
  return row.id;
}

/** Writes a brand's fields and replaces its managers. */
export async function updateBrand(
  db: Db,
  id: number,
  fields: BrandFields,
  managerIds: number[],
  now: Date,
): Promise<void> {
  await db
    .update(brands)
    .set({ ...fields, updatedAt: now })
    .where(eq(brands.id, id));
  await db.delete(brandManagers).where(eq(brandManagers.brandId, id));
  await setManagers(db, id, managerIds);
}

/** How many live (not deleted) proposals a brand has. */
export async function liveProposalCount(db: Db, brandId: number): Promise<number> {
  return db.$count(proposals, and(eq(proposals.brandId, brandId), liveProposal));
}

/** Deletes a brand, with the proposals deleted earlier but kept for their deals (as its deals). */
export async function deleteBrand(db: Db, id: number): Promise<void> {
  await db.delete(proposals).where(eq(proposals.brandId, id));
  await db.delete(brands).where(eq(brands.id, id));
}
