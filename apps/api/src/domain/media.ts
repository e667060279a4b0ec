/** Media: the brand media library and content delivered on deals (files in `media/`). */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext, UserRow } from '../auth/context';
import type { Db } from '../db/client';
import { deals, media, proposals, users } from '../db/schema';
import { notFound } from '../http/errors';
import { tablePage, type PageQuery } from '../lib/sql';
import { fullName } from '../lib/names';
import type { DealParts, MediaRow } from '../serializers/deals';
import { removeUpload, type StoredFile } from '../storage';
import { brandSideUsers, dealLink, managedBrandsQuery } from './deals';
import { createNotification } from './notifications';
import { cleanFilename } from './deals-media';

/** Media the caller may reach: brand users their brands' files, admins all. */
function mediaScope(db: Db, auth: AuthContext): SQL | undefined {
  if (auth.user.type === 'admin') return undefined;
  return inArray(media.brandId, managedBrandsQuery(db, auth.user.id));
}

const dealCreator = alias(users, 'deal_creator');

/** A file with its uploader and, for deal content, the deal's proposal and creator. */
function selectMedia(db: Db) {
  return db
    .select({
      media,
      uploader: users,
      deal: {
        id: deals.id,
        proposalName: proposals.name,
        usageScope: proposals.usageScope,
        usageMonths: proposals.usageMonths,
        creatorFirstName: dealCreator.firstName,
        creatorLastName: dealCreator.lastName,
      },
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.uploadedBy))
    .leftJoin(deals, eq(deals.id, media.dealId))
    .leftJoin(proposals, eq(proposals.id, deals.proposalId))
    .leftJoin(dealCreator, eq(dealCreator.id, deals.creatorId));
}

export type MediaWithDeal = Awaited<ReturnType<ReturnType<typeof selectMedia>['execute']>>[number];

/** A file the caller may reach, with its uploader and deal (404 otherwise). */
export async function findVisibleMedia(db: Db, auth: AuthContext, id: number) {
  const [row] = await selectMedia(db)
    .where(and(eq(media.id, id), mediaScope(db, auth)))
    .limit(1);
  if (!row) throw notFound(/*i18n*/ { id: 'Media not found.' });
  return row;
}

/** A page of the files the caller may reach, newest first, `serialize`d. */
export function listMedia<T>(
  db: Db,
  auth: AuthContext,
  query: PageQuery & { type?: MediaRow['type']; deal_id?: number },
  serialize: (row: MediaWithDeal) => T,
) {
  const where = and(
    mediaScope(db, auth),
    query.type ? eq(media.type, query.type) : undefined,
    query.deal_id ? eq(media.dealId, query.deal_id) : undefined,
  );
  return tablePage(
    db,
    query,
    media,
    where,
    selectMedia(db).where(where).orderBy(desc(media.createdAt), desc(media.id)),
    (rows) => rows.map(serialize),
  );
}

/** Stores the media record of a stored file; the file is removed again if the insert fails. */
/** Where a deal's delivered content is on its page. */
export const DEAL_MEDIA_ANCHOR = 'deal-media';

/**
 * Tells the brand's active managers that the creator delivered content on a deal (inside the
 * upload's transaction): one notification each, with web push, linking to the deal's media.
 */
export async function notifyContentUploaded(
  tx: Db,
  parts: DealParts,
  creator: UserRow,
  now: Date,
): Promise<void> {
  for (const manager of await brandSideUsers(tx, parts.brand.id)) {
    await createNotification(tx, {
      userId: manager.id,
      type: 'content_uploaded',
      title: /*i18n*/ { id: 'New content to review' },
      body: /*i18n*/ {
        id: '{creator} uploaded content for {proposal}.',
        values: { creator: fullName(creator), proposal: parts.proposal.name },
      },
      link: `${dealLink(manager.type, parts.deal.id)}#${DEAL_MEDIA_ANCHOR}`,
      data: { deal_id: parts.deal.id },
      createdAt: now,
    });
  }
}

export async function saveMediaRow(
  db: Db,
  values: { brandId: number; dealId: number | null; uploadedBy: number; createdAt: Date },
  stored: StoredFile,
  filename: string,
  config: Parameters<typeof removeUpload>[0],
): Promise<MediaRow> {
  try {
    const [row] = await db
      .insert(media)
      .values({
        ...values,
        type: stored.type.kind,
        path: stored.path,
        mimeType: stored.type.mime,
        sizeBytes: stored.sizeBytes,
        originalName: cleanFilename(filename, stored.type.ext),
        width: stored.width,
        height: stored.height,
      })
      .returning();
    if (!row) throw new Error('media not stored');
    return row;
  } catch (error) {
    await removeUpload(config, stored.path);
    throw error;
  }
}

export async function deleteMediaRow(db: Db, id: number): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}

/** A stored file with its uploader and deal, as the lists read it (after an upload). */
export async function findMedia(db: Db, id: number): Promise<MediaWithDeal> {
  const [row] = await selectMedia(db).where(eq(media.id, id)).limit(1);
  if (!row) throw notFound(/*i18n*/ { id: 'Media not found.' });
  return row;
}
