import { requireRole, type AuthContext } from '../auth/context';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { managedBrandIds } from '../domain/access';
import { findScopedDeal, findVisibleDeal, requireManagedBrand } from '../domain/deals';

import { readUpload, type UploadTarget } from '../domain/deals-media';
import {
  deleteMediaRow,
  notifyContentUploaded,
  findMedia,
  findVisibleMedia,
  listMedia,
  saveMediaRow,
} from '../domain/media';
import { fieldError, forbidden } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import { fullName } from '../lib/names';
import { toMedia } from '../serializers/deals';
import { commitReceived, removeUpload } from '../storage';

/** Media files: images or videos, in `media/`, served only through signed links. */
const MEDIA_UPLOAD: UploadTarget = { folder: 'media', field: 'file', kinds: ['image', 'video'] };

/**
 * Stores an upload's file as `me`'s media of a brand (and deal): the answer to an upload.
 * `afterSave` runs in the same transaction (the notifications of a delivery); the file is
 * removed again if it fails.
 */
async function saveUpload(
  app: AppContext,
  me: AuthContext,
  upload: Awaited<ReturnType<typeof readUpload>>,
  owner: { brandId: number; dealId: number | null },
  afterSave?: (tx: Db) => Promise<void>,
) {
  const stored = await commitReceived(app.config, upload.file.received, MEDIA_UPLOAD);
  const row = await app.db
    .transaction(async (tx) => {
      const saved = await saveMediaRow(
        tx,
        { ...owner, uploadedBy: me.user.id, createdAt: app.now() },
        stored,
        upload.file.filename,
        app.config,
      );
      await afterSave?.(tx);
      return saved;
    })
    .catch(async (error: unknown) => {
      await removeUpload(app.config, stored.path);
      throw error;
    });
  const saved = await findMedia(app.db, row.id);
  return created(toMedia(saved.media, saved.uploader, app.storageLinks, saved.deal));
}

/** The operations tagged Media: the brand media library and content delivered on a deal. */
export const mediaHandlers = {
  async listBrandMedia({ auth, query, app }) {
    const me = requireRole(auth, 'brand', 'admin');
    await requireManagedBrand(app.db, me);
    return ok(
      await listMedia(app.db, me, query, (row) =>
        toMedia(row.media, row.uploader, app.storageLinks, row.deal),
      ),
    );
  },

  async uploadBrandMedia({ auth, app, req }) {
    const me = requireRole(auth, 'brand', 'admin');
    await requireManagedBrand(app.db, me);
    const upload = await readUpload(req, app.config, ['deal_id'], MEDIA_UPLOAD);
    try {
      let brandId: number;
      let dealId: number | null = null;
      const rawDealId = upload.fields.deal_id?.trim();
      if (rawDealId !== undefined && rawDealId !== '') {
        if (!/^[1-9]\d{0,15}$/.test(rawDealId) || !Number.isSafeInteger(Number(rawDealId))) {
          throw fieldError('deal_id', /*i18n*/ { id: 'The deal id field must be a whole number.' });
        }
        const deal = await findScopedDeal(app.db, me, Number(rawDealId));
        if (!deal) throw fieldError('deal_id', /*i18n*/ { id: 'The selected deal id is invalid.' });
        brandId = deal.brandId;
        dealId = deal.id;
      } else if (me.user.type === 'admin') {
        throw fieldError(
          'deal_id',
          /*i18n*/ { id: 'The deal id field is required when an admin uploads.' },
        );
      } else {
        // Without a deal the file goes to the first brand the user manages.
        const [first] = await managedBrandIds(app.db, me.user.id);
        if (first === undefined) throw forbidden(/*i18n*/ { id: 'You do not manage any brand.' });
        brandId = first;
      }

      return await saveUpload(app, me, upload, { brandId, dealId });
    } finally {
      await upload.discard();
    }
  },

  async getBrandMedia({ auth, params, app }) {
    const me = requireRole(auth, 'brand', 'admin');
    await requireManagedBrand(app.db, me);
    const row = await findVisibleMedia(app.db, me, params.id);
    return ok(toMedia(row.media, row.uploader, app.storageLinks, row.deal));
  },

  async deleteBrandMedia({ auth, params, app, req }) {
    const me = requireRole(auth, 'brand', 'admin');
    await requireManagedBrand(app.db, me);
    const row = await findVisibleMedia(app.db, me, params.id);
    await app.db.transaction(async (tx) => {
      await deleteMediaRow(tx, row.media.id);
      await app.logActivity(
        tx,
        me,
        {
          action: 'media.deleted',
          description: `${fullName(me.user)} deleted ${row.media.originalName} from the media library.`,
          subjectType: 'media',
          subjectId: row.media.id,
        },
        req.ip,
      );
    });
    await removeUpload(app.config, row.media.path);
    if (row.media.thumbnailPath) await removeUpload(app.config, row.media.thumbnailPath);
    return noContent();
  },

  async uploadDealMedia({ auth, params, app, req }) {
    // Content is delivered by the two sides of the deal; admins are neither.
    const me = requireRole(auth, 'brand', 'creator');
    await requireManagedBrand(app.db, me);
    const parts = await findVisibleDeal(app.db, me, params.id);
    const upload = await readUpload(req, app.config, [], MEDIA_UPLOAD);
    try {
      return await saveUpload(
        app,
        me,
        upload,
        { brandId: parts.deal.brandId, dealId: parts.deal.id },
        // Content from the creator is the brand's to review: its managers hear of it.
        me.user.type === 'creator'
          ? (tx) => notifyContentUploaded(tx, parts, me.user, app.now())
          : undefined,
      );
    } finally {
      await upload.discard();
    }
  },
} satisfies HandlerGroup;
