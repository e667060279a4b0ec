/** Categories: proposal categories (and creators' interests), with their live proposal counts. */
import { and, asc, count, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, creatorCategories, proposalCategories, proposals } from '../db/schema';
import { fieldError, notFound, type ServerMessage } from '../http/errors';
import { fitsInteger, isUniqueViolation, suffixPattern } from '../lib/sql';
import { toCategory, type CategoryRow } from '../serializers/catalog';
import { liveProposal } from './proposals';
import { firstFreeSlug, slugify } from './text';

export const CATEGORY_NAME_TAKEN: ServerMessage = /*i18n*/ {
  id: 'The name has already been taken.',
};

export type CategoryFields = Pick<typeof categories.$inferInsert, 'name' | 'description'>;

/** Categories with their live proposal counts, serialized. */
export async function categoriesWithCounts(db: Db, rows: CategoryRow[]) {
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

/** Every category by name, serialized. */
export async function listCategories(db: Db) {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
  return categoriesWithCounts(db, rows);
}

/** A category, serialized (404 when there is none). */
export async function findCategory(db: Db, id: number) {
  if (!fitsInteger(id)) throw notFound(/*i18n*/ { id: 'Category not found.' });
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound(/*i18n*/ { id: 'Category not found.' });
  const [category] = await categoriesWithCounts(db, [row]);
  if (!category) throw notFound(/*i18n*/ { id: 'Category not found.' });
  return category;
}

/** Whether every id names a category. */
export async function categoriesExist(db: Db, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const known = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids));
  return known.length === ids.length;
}

/** Another category may not have the same name, whatever its case (422 under name). */
export async function checkCategoryName(
  db: Db,
  name: string,
  exceptId: number | null,
): Promise<void> {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(sql`lower(${categories.name})`, name.toLowerCase()),
        exceptId === null ? undefined : ne(categories.id, exceptId),
      ),
    );
  if (clash) throw fieldError('name', CATEGORY_NAME_TAKEN);
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
export function categoryClash(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', CATEGORY_NAME_TAKEN);
  throw error;
}

export async function insertCategory(db: Db, fields: CategoryFields, now: Date): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({
      name: fields.name,
      slug: await freeCategorySlug(db, fields.name, null),
      description: fields.description,
      createdAt: now,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

/** Writes a category; its slug follows a new name. */
export async function updateCategory(
  db: Db,
  current: { id: number; name: string; slug: string },
  fields: CategoryFields,
): Promise<void> {
  await db
    .update(categories)
    .set({
      name: fields.name,
      slug:
        fields.name === current.name
          ? current.slug
          : await freeCategorySlug(db, fields.name, current.id),
      description: fields.description,
    })
    .where(eq(categories.id, current.id));
}

/** How many proposals use a category. */
export async function categoryUseCount(db: Db, id: number): Promise<number> {
  return db.$count(proposalCategories, eq(proposalCategories.categoryId, id));
}

/** Deletes a category and removes it from creators' interests. */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(creatorCategories).where(eq(creatorCategories.categoryId, id));
  await db.delete(categories).where(eq(categories.id, id));
}
