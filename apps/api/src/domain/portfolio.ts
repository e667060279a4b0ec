/**
 * Creators' portfolios: at most 12 images or videos in the creator's order, each with an
 * optional caption; uploaded, or copied from content the creator delivered on one of their
 * deals (the copy outlives the deal's file and remembers the deal for "made for").
 */
import type { components } from '@colla/api-client/schema';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, creatorProfiles, deals, media, portfolioItems } from '../db/schema';
import { conflict, fieldError, type ServerMessage } from '../http/errors';
import { fitsInteger } from '../lib/sql';
import { toPicture } from '../serializers/common';
import type { StorageLinks } from '../storage-links';
import { cleanText } from './text';

type Schemas = components['schemas'];

/** The most items a portfolio holds. */
export const PORTFOLIO_LIMIT = 12;
/** The longest caption, in characters. */
export const CAPTION_MAX_LENGTH = 200;

export type PortfolioRow = typeof portfolioItems.$inferSelect;

/** A portfolio item with what "made for" needs: its deal's brand, and whether that is hidden. */
export interface PortfolioItemRow {
  item: PortfolioRow;
  brandName: string | null;
  dealHidden: boolean | null;
}

export const PORTFOLIO_FULL: ServerMessage = /*i18n*/ {
  id: 'Your portfolio already has {limit} items. Remove one before adding another.',
  values: { limit: String(PORTFOLIO_LIMIT) },
};

export const ALREADY_IN_PORTFOLIO: ServerMessage = /*i18n*/ {
  id: 'This file is already in your portfolio.',
};

/**
 * A caption as stored: cleaned as a one-line text, null when empty; over 200 characters is a 422
 * on `caption`.
 */
export function cleanCaption(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const caption = cleanText(value, 'line');
  if ([...caption].length > CAPTION_MAX_LENGTH) {
    throw fieldError(
      'caption',
      /*i18n*/ {
        id: 'The {attribute} field must not be greater than {max} characters.',
        values: { attribute: 'caption', max: String(CAPTION_MAX_LENGTH) },
      },
    );
  }
  return caption === '' ? null : caption;
}

/**
 * An item as openapi.yaml's PortfolioItem, its files through `links` (signed: portfolio files
 * are private). `showHiddenDeal`: the creator's own list names the deal even when its
 * collaboration is hidden; the profile never does.
 */
export function toPortfolioItem(
  row: PortfolioItemRow,
  links: StorageLinks,
  options: { showHiddenDeal: boolean } = { showHiddenDeal: false },
): Schemas['PortfolioItem'] {
  const { item } = row;
  const picture =
    item.kind === 'image' && item.pictureBase && item.width && item.height
      ? toPicture({ base: item.pictureBase, width: item.width, height: item.height }, (path) =>
          links.url(path),
        )
      : null;
  const showDeal = options.showHiddenDeal || row.dealHidden === false;
  return {
    id: item.id,
    kind: item.kind,
    caption: item.caption,
    picture,
    video_url: item.kind === 'video' ? links.url(item.videoPath) : null,
    deal:
      showDeal && item.dealId !== null && row.brandName !== null
        ? { id: item.dealId, brand_name: row.brandName }
        : null,
    position: item.position,
  };
}

function itemsQuery(db: Db) {
  return db
    .select({ item: portfolioItems, brandName: brands.name, dealHidden: deals.hiddenOnProfile })
    .from(portfolioItems)
    .leftJoin(deals, eq(deals.id, portfolioItems.dealId))
    .leftJoin(brands, eq(brands.id, deals.brandId));
}

/** A creator's portfolio, in order. */
export async function listPortfolio(db: Db, creatorId: number): Promise<PortfolioItemRow[]> {
  return itemsQuery(db)
    .where(eq(portfolioItems.creatorId, creatorId))
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.id));
}

/** One item of the creator's; undefined when it is someone else's or does not exist. */
export async function findOwnItem(
  db: Db,
  creatorId: number,
  id: number,
): Promise<PortfolioItemRow | undefined> {
  if (!fitsInteger(id)) return undefined;
  const [row] = await itemsQuery(db).where(
    and(eq(portfolioItems.id, id), eq(portfolioItems.creatorId, creatorId)),
  );
  return row;
}

/**
 * Locks the creator's portfolio for a write (their profile row: two additions at once queue
 * here, so neither passes the limit) and says how many items it has.
 */
async function lockPortfolio(db: Db, creatorId: number): Promise<{ count: number; last: number }> {
  await db
    .select({ userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId))
    .for('update');
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${portfolioItems.position}), 0)::int`,
    })
    .from(portfolioItems)
    .where(eq(portfolioItems.creatorId, creatorId));
  return { count: Number(row?.count ?? 0), last: Number(row?.last ?? 0) };
}

/** How many items the creator's portfolio has. */
export async function portfolioSize(db: Db, creatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portfolioItems)
    .where(eq(portfolioItems.creatorId, creatorId));
  return Number(row?.n ?? 0);
}

/** The files of a new item, already stored. */
export type NewItemFiles =
  | { kind: 'image'; pictureBase: string; width: number; height: number }
  | { kind: 'video'; videoPath: string };

/**
 * Adds an item last (run it in a transaction): a full portfolio is a 409, as is a file of
 * delivered content already in it (`mediaId`). The caller removes the stored files when it throws.
 */
export async function insertPortfolioItem(
  tx: Db,
  creatorId: number,
  files: NewItemFiles,
  values: { caption: string | null; dealId: number | null; mediaId: number | null; now: Date },
): Promise<PortfolioItemRow> {
  const { count, last } = await lockPortfolio(tx, creatorId);
  if (count >= PORTFOLIO_LIMIT) throw conflict(PORTFOLIO_FULL);
  if (values.mediaId !== null) {
    const [already] = await tx
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .where(
        and(eq(portfolioItems.creatorId, creatorId), eq(portfolioItems.mediaId, values.mediaId)),
      );
    if (already) throw conflict(ALREADY_IN_PORTFOLIO);
  }
  const [inserted] = await tx
    .insert(portfolioItems)
    .values({
      creatorId,
      kind: files.kind,
      caption: values.caption,
      pictureBase: files.kind === 'image' ? files.pictureBase : null,
      width: files.kind === 'image' ? files.width : null,
      height: files.kind === 'image' ? files.height : null,
      videoPath: files.kind === 'video' ? files.videoPath : null,
      dealId: values.dealId,
      mediaId: values.mediaId,
      position: last + 1,
      createdAt: values.now,
    })
    .returning({ id: portfolioItems.id });
  if (!inserted) throw new Error('portfolio item not inserted');
  const row = await findOwnItem(tx, creatorId, inserted.id);
  if (!row) throw new Error('portfolio item not found after insert');
  return row;
}

/** Sets an item's caption; undefined when it is not the creator's. */
export async function setCaption(
  db: Db,
  creatorId: number,
  id: number,
  caption: string | null,
): Promise<PortfolioItemRow | undefined> {
  if (!fitsInteger(id)) return undefined;
  const [updated] = await db
    .update(portfolioItems)
    .set({ caption })
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.creatorId, creatorId)))
    .returning({ id: portfolioItems.id });
  return updated && findOwnItem(db, creatorId, updated.id);
}

/**
 * Removes an item and closes the gap (run it in a transaction); the removed row, whose files the
 * caller deletes, or undefined when it is not the creator's.
 */
export async function deletePortfolioItem(
  tx: Db,
  creatorId: number,
  id: number,
): Promise<PortfolioRow | undefined> {
  if (!fitsInteger(id)) return undefined;
  await lockPortfolio(tx, creatorId);
  const [removed] = await tx
    .delete(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.creatorId, creatorId)))
    .returning();
  if (!removed) return undefined;
  await tx
    .update(portfolioItems)
    .set({ position: sql`${portfolioItems.position} - 1` })
    .where(
      and(
        eq(portfolioItems.creatorId, creatorId),
        sql`${portfolioItems.position} > ${removed.position}`,
      ),
    );
  return removed;
}

export const ORDER_MISMATCH: ServerMessage = /*i18n*/ {
  id: 'The order must list every item of your portfolio once.',
};

/**
 * Puts the creator's items in the order of `ids` (run it in a transaction), which must name each
 * of them exactly once (else a 422 on `ids`).
 */
export async function reorderPortfolio(tx: Db, creatorId: number, ids: number[]): Promise<void> {
  await lockPortfolio(tx, creatorId);
  const current = await tx
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(eq(portfolioItems.creatorId, creatorId));
  const mine = new Set(current.map((row) => row.id));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== mine.size || ids.some((id) => !mine.has(id))) {
    throw fieldError('ids', ORDER_MISMATCH);
  }
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
    sql` `,
  );
  await tx
    .update(portfolioItems)
    .set({ position: sql`case ${portfolioItems.id} ${cases} end` })
    .where(and(eq(portfolioItems.creatorId, creatorId), inArray(portfolioItems.id, ids)));
}

/** A file the creator delivered on one of their deals, to copy into the portfolio. */
export interface DeliveredFile {
  id: number;
  type: 'image' | 'video';
  path: string;
  dealId: number;
}

const deliveredBy = (creatorId: number) =>
  and(eq(media.uploadedBy, creatorId), isNotNull(media.dealId), eq(deals.creatorId, creatorId));

/**
 * A file the creator uploaded to one of their own deals; undefined for anyone else's file (a
 * brand's, another creator's) or one not on a deal.
 */
export async function findDeliveredFile(
  db: Db,
  creatorId: number,
  mediaId: number,
): Promise<DeliveredFile | undefined> {
  if (!fitsInteger(mediaId)) return undefined;
  const [row] = await db
    .select({ id: media.id, type: media.type, path: media.path, dealId: deals.id })
    .from(media)
    .innerJoin(deals, eq(deals.id, media.dealId))
    .where(and(eq(media.id, mediaId), deliveredBy(creatorId)));
  return row;
}

/** The files the creator delivered on their deals, newest first, marking those already added. */
export async function listCandidates(
  db: Db,
  creatorId: number,
  links: StorageLinks,
): Promise<Schemas['PortfolioCandidate'][]> {
  const [rows, added] = await Promise.all([
    db
      .select({ media, dealId: deals.id, brandName: brands.name })
      .from(media)
      .innerJoin(deals, eq(deals.id, media.dealId))
      .innerJoin(brands, eq(brands.id, deals.brandId))
      .where(deliveredBy(creatorId))
      .orderBy(desc(media.createdAt), desc(media.id)),
    db
      .select({ mediaId: portfolioItems.mediaId })
      .from(portfolioItems)
      .where(and(eq(portfolioItems.creatorId, creatorId), isNotNull(portfolioItems.mediaId))),
  ]);
  const inPortfolio = new Set(added.map((row) => row.mediaId));
  return rows.map(({ media: file, dealId, brandName }) => ({
    media_id: file.id,
    kind: file.type,
    url: links.url(file.path),
    original_name: file.originalName,
    deal: { id: dealId, brand_name: brandName },
    created_at: file.createdAt.toISOString(),
    in_portfolio: inPortfolio.has(file.id),
  }));
}

/** Every stored file of a portfolio item, for removing them. */
export const itemFiles = (item: PortfolioRow) => ({
  pictureBase: item.pictureBase,
  videoPath: item.videoPath,
});
