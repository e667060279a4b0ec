import { isReservedBrandSlug, RESERVED_BRAND_SLUGS } from '@colla/api-client/reserved-slugs';
/**
 * Brand pages: a brand's slug, address, barri, logo and photos, what its managers and admins edit,
 * and the page creators (and anyone) read at `/brands/{slug}` with the brand's record on Colla.
 */
import type { components } from '@colla/api-client/schema';
import { isBarri } from '@colla/api-client/places';
import { and, asc, count, desc, eq, gte, inArray, like, lte, max, sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import {
  applications,
  brandPhotos,
  brands,
  categories,
  deals,
  proposalCategories,
  proposals,
} from '../db/schema';
import {
  conflict,
  fieldError,
  forbidden,
  HttpError,
  notFound,
  type ServerMessage,
} from '../http/errors';
import { fitsInteger, isUniqueViolation } from '../lib/sql';
import { brandLogo, toBrandCard, toBrandPhoto, type BrandRow } from '../serializers/catalog';
import { iso } from '../serializers/common';
import type { StoredPicture } from '../storage';
import { managedBrandIds } from './access';
import { liveProposal } from './proposals';
import { cleanText, firstFreeSlug, slugify } from './text';

type Schemas = components['schemas'];

/** A brand page holds at most this many photos. */
export const MAX_BRAND_PHOTOS = 8;
/** The days of decisions the median decision time looks back over. */
export const DECISION_WINDOW_DAYS = 90;

export const BRAND_NOT_FOUND: ServerMessage = /*i18n*/ { id: 'Brand not found.' };
export const SLUG_TAKEN: ServerMessage = /*i18n*/ {
  id: 'Another brand already uses this address.',
};
export const PHOTOS_FULL: ServerMessage = /*i18n*/ {
  id: 'A brand page holds at most 8 photos. Delete one first.',
};

/** A slug from a brand's name: `Forn Sant Pau` is `forn-sant-pau` (at most 55, at least 3). */
export function brandSlugBase(name: string): string {
  const slug = slugify(name, 'brand').slice(0, 55).replace(/-+$/, '');
  return slug.length < 3 ? 'brand' : slug;
}

/** The first slug from `name` no brand has: `forn-sant-pau`, then `forn-sant-pau-2`… */
export async function freeBrandSlug(db: Db, name: string): Promise<string> {
  const base = brandSlugBase(name);
  const taken = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(like(brands.slug, `${base}%`));
  // A reserved slug (`join`) is a page of the site: never a brand's.
  return firstFreeSlug(base, [...taken.map((row) => row.slug), ...RESERVED_BRAND_SLUGS]);
}

/** The brand with this slug (matched whatever its case), or null. */
export async function findBrandBySlug(db: Db, slug: string): Promise<BrandRow | null> {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug.toLowerCase())).limit(1);
  return row ?? null;
}

/**
 * The brand a caller may edit: admins any, brand users those they manage (another brand, or an
 * unknown id, is a 404); creators get 403.
 */
export async function requireEditableBrand(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<BrandRow> {
  if (auth.user.type === 'creator') throw forbidden();
  if (!fitsInteger(id)) throw notFound(BRAND_NOT_FOUND);
  if (auth.user.type === 'brand' && !(await managedBrandIds(db, auth.user.id)).includes(id)) {
    throw notFound(BRAND_NOT_FOUND);
  }
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound(BRAND_NOT_FOUND);
  return row;
}

/** A brand's photos in their order. */
export async function brandPhotosOf(db: Db, brandId: number) {
  return db
    .select()
    .from(brandPhotos)
    .where(eq(brandPhotos.brandId, brandId))
    .orderBy(asc(brandPhotos.position), asc(brandPhotos.id));
}

/** The page as its managers edit it. */
export async function loadBrandProfile(db: Db, row: BrandRow): Promise<Schemas['BrandProfile']> {
  const photos = await brandPhotosOf(db, row.id);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    address: row.address,
    barri: isBarri(row.barri) ? row.barri : null,
    city: row.city,
    website: row.website,
    instagram_handle: row.instagramHandle,
    logo: brandLogo(row),
    photos: photos.map(toBrandPhoto),
  };
}

export type BrandProfileFields = Pick<
  typeof brands.$inferInsert,
  'slug' | 'description' | 'address' | 'barri' | 'city' | 'website' | 'instagramHandle'
>;

/** The editor's input as stored: texts cleaned, empty ones null, a barri meaning Barcelona. */
export function brandProfileFields(input: Schemas['BrandProfileInput']): BrandProfileFields {
  const line = (value: string | null) => (value && cleanText(value, 'line')) || null;
  const barri = input.barri ?? null;
  return {
    slug: input.slug,
    description: (input.description && cleanText(input.description, 'multiline')) || null,
    address: line(input.address),
    barri,
    city: barri ? 'Barcelona' : line(input.city),
    website: input.website?.trim() || null,
    instagramHandle: input.instagram_handle?.trim() || null,
  };
}

/** Saves the page's fields; a slug another brand has is a 409 under `slug`. */
export async function saveBrandProfile(
  db: Db,
  id: number,
  fields: BrandProfileFields,
  now: Date,
): Promise<void> {
  if (fields.slug !== undefined && isReservedBrandSlug(fields.slug)) {
    throw new HttpError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] });
  }
  try {
    await db
      .update(brands)
      .set({ ...fields, updatedAt: now })
      .where(eq(brands.id, id));
  } catch (error) {
    if (isUniqueViolation(error, 'brands_slug_unique')) {
      // A 409 whose message is also under `slug`, so a form shows it beside the field.
      throw new HttpError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] });
    }
    throw error;
  }
}

/** Sets (or, with null, removes) the logo; returns the previous picture's base to remove. */
export async function setBrandLogo(
  db: Db,
  id: number,
  picture: StoredPicture | null,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ base: brands.logoBase })
      .from(brands)
      .where(eq(brands.id, id))
      .for('update');
    await tx
      .update(brands)
      .set({
        logoBase: picture?.base ?? null,
        logoWidth: picture?.width ?? null,
        logoHeight: picture?.height ?? null,
        updatedAt: now,
      })
      .where(eq(brands.id, id));
    return before?.base ?? null;
  });
}

/**
 * Adds a photo last; a page that already holds 8 is a 409. The brand's row is locked while
 * counting, so two uploads at once cannot make a 9th.
 */
export async function addBrandPhoto(
  db: Db,
  brandId: number,
  picture: StoredPicture,
  alt: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
    const [stats] = await tx
      .select({ n: count(), last: max(brandPhotos.position) })
      .from(brandPhotos)
      .where(eq(brandPhotos.brandId, brandId));
    if ((stats?.n ?? 0) >= MAX_BRAND_PHOTOS) throw conflict(PHOTOS_FULL);
    const [row] = await tx
      .insert(brandPhotos)
      .values({
        brandId,
        pictureBase: picture.base,
        width: picture.width,
        height: picture.height,
        alt,
        position: (stats?.last ?? -1) + 1,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('brand photo not inserted');
    return row;
  });
}

/** Whether the brand already holds the most photos (checked before storing an upload). */
export async function brandPhotosFull(db: Db, brandId: number): Promise<boolean> {
  return (await db.$count(brandPhotos, eq(brandPhotos.brandId, brandId))) >= MAX_BRAND_PHOTOS;
}

/** One of the brand's photos (another brand's, or an unknown id, is a 404). */
export async function findBrandPhoto(db: Db, brandId: number, photoId: number) {
  const missing = notFound(/*i18n*/ { id: 'Photo not found.' });
  if (!fitsInteger(photoId)) throw missing;
  const [row] = await db
    .select()
    .from(brandPhotos)
    .where(and(eq(brandPhotos.id, photoId), eq(brandPhotos.brandId, brandId)));
  if (!row) throw missing;
  return row;
}

export async function updateBrandPhotoAlt(db: Db, photoId: number, alt: string) {
  const [row] = await db
    .update(brandPhotos)
    .set({ alt })
    .where(eq(brandPhotos.id, photoId))
    .returning();
  if (!row) throw notFound(/*i18n*/ { id: 'Photo not found.' });
  return row;
}

export async function deleteBrandPhotoRow(db: Db, photoId: number): Promise<void> {
  await db.delete(brandPhotos).where(eq(brandPhotos.id, photoId));
}

/** Puts the photos in `ids`' order: `ids` must name each of the brand's photos once (else 422). */
export async function reorderBrandPhotos(db: Db, brandId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
    const current = await brandPhotosOf(tx, brandId);
    const known = new Set(current.map((photo) => photo.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw fieldError(
        'ids',
        /*i18n*/ { id: 'The ids must name each photo of the page exactly once.' },
      );
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(brandPhotos).set({ position }).where(eq(brandPhotos.id, id));
    }
    return brandPhotosOf(tx, brandId);
  });
}

/**
 * Over the 90 days before `now`: for each application to one of the brand's proposals that the
 * brand accepted or declined then, the time from the application to the decision (its last
 * change); the median in whole minutes, or null without any decision. One query.
 */
export async function medianDecisionMinutes(
  db: Db,
  brandId: number,
  now: Date,
): Promise<number | null> {
  const until = now.toISOString();
  const since = new Date(now.getTime() - DECISION_WINDOW_DAYS * 86_400_000).toISOString();
  const [row] = await db
    .select({
      minutes: sql<
        number | null
      >`round(percentile_cont(0.5) within group (order by extract(epoch from ${applications.updatedAt} - ${applications.createdAt})) / 60)`,
    })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .where(
      and(
        eq(proposals.brandId, brandId),
        inArray(applications.status, ['accepted', 'rejected']),
        gte(applications.updatedAt, sql`${since}::timestamptz`),
        lte(applications.updatedAt, sql`${until}::timestamptz`),
      ),
    );
  const minutes = row?.minutes;
  return minutes === null || minutes === undefined ? null : Number(minutes);
}

/** The brand's active proposals (never drafts, inactive or deleted ones), newest first. */
async function activeProposalLinks(db: Db, brandId: number) {
  const rows = await db
    .select({
      id: proposals.id,
      slug: proposals.slug,
      name: proposals.name,
      image: proposals.imagePath,
      endDate: proposals.endDate,
    })
    .from(proposals)
    .where(and(eq(proposals.brandId, brandId), eq(proposals.status, 'active'), liveProposal))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
  const ids = rows.map((row) => row.id);
  const categoryRows =
    ids.length === 0
      ? []
      : await db
          .select({
            proposalId: proposalCategories.proposalId,
            id: categories.id,
            name: categories.name,
          })
          .from(proposalCategories)
          .innerJoin(categories, eq(categories.id, proposalCategories.categoryId))
          .where(inArray(proposalCategories.proposalId, ids))
          .orderBy(asc(categories.name), asc(categories.id));
  return rows.map((row): Schemas['BrandProposalLink'] => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    end_date: row.endDate,
    categories: categoryRows
      .filter((c) => c.proposalId === row.id)
      .map((c) => ({ id: c.id, name: c.name })),
  }));
}

/** The page creators and anyone read: never a manager or an email, only active proposals. */
export async function loadBrandPublicPage(
  db: Db,
  row: BrandRow,
  now: Date,
): Promise<Schemas['BrandPublicPage']> {
  const [photos, active, [completed], median] = await Promise.all([
    brandPhotosOf(db, row.id),
    activeProposalLinks(db, row.id),
    db
      .select({ n: count() })
      .from(deals)
      .where(and(eq(deals.brandId, row.id), eq(deals.status, 'completed'))),
    medianDecisionMinutes(db, row.id, now),
  ]);
  return {
    ...toBrandCard(row),
    description: row.description,
    website: row.website,
    instagram_handle: row.instagramHandle,
    photos: photos.map(toBrandPhoto),
    active_proposals: active,
    completed_collaborations: completed?.n ?? 0,
    member_since: iso(row.createdAt),
    median_decision_minutes: median,
  };
}

/** Every brand's slug and last change, for the sitemap. */
export async function listBrandPageLinks(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: brands.slug, updatedAt: brands.updatedAt })
    .from(brands)
    .orderBy(asc(brands.slug));
}
