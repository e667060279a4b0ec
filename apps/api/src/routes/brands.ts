import { requireAuth, requireRole } from '../auth/context';
import { deleteUnlessUsed, recordChange } from '../domain/activity-logs';
import { managedBrandIds } from '../domain/access';
import {
  brandOptions,
  checkManagers,
  deleteBrand,
  findBrand,
  insertBrand,
  liveProposalCount,
  listBrands,
  updateBrand,
  type BrandFields,
} from '../domain/brands';
import {
  addBrandPhoto,
  brandPhotosFull,
  brandProfileFields,
  deleteBrandPhotoRow,
  findBrandBySlug,
  findBrandPhoto,
  loadBrandProfile,
  loadBrandPublicPage,
  PHOTOS_FULL,
  reorderBrandPhotos,
  requireEditableBrand,
  saveBrandProfile,
  setBrandLogo,
  updateBrandPhotoAlt,
  BRAND_NOT_FOUND,
} from '../domain/brand-pages';
import { readUpload, type UploadTarget } from '../domain/deals-media';
import { cleanText, type TextKind } from '../domain/text';
import { conflict, fieldError, notFound } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import { toBrandPhoto } from '../serializers/catalog';
import { removePicture, storeReceivedPicture } from '../storage';

/** Brand logos and photos: public pictures in `brands/`. */
const BRAND_PICTURE: UploadTarget = { folder: 'brands', field: 'file', kinds: ['image'] };

/** A photo's description as stored: one line, at most 200 characters (422 under `alt`). */
function photoAlt(value: string | undefined): string {
  const alt = cleanText(value ?? '', 'line');
  if (alt.length > 200) {
    throw fieldError(
      'alt',
      /*i18n*/ {
        id: 'The {attribute} field must not be greater than {max} characters.',
        values: { attribute: 'alt', max: '200' },
      },
    );
  }
  return alt;
}

function brandFields(body: {
  name: string;
  description?: string | null;
  website?: string | null;
  instagram_handle?: string | null;
  city?: string | null;
}): BrandFields {
  const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const text = (value: string | null | undefined, kind: TextKind) =>
    (value && cleanText(value, kind)) || null;
  const name = cleanText(body.name, 'line');
  if (!name) throw fieldError('name', /*i18n*/ { id: 'The name field is required.' });
  return {
    name,
    description: text(body.description, 'multiline'),
    website: clean(body.website),
    instagramHandle: clean(body.instagram_handle),
    city: text(body.city, 'line'),
  };
}

/**
 * The operations tagged Brands: admin management, the brand options a user may pick from, and
 * brand pages (edited by the brand's managers and admins, read by anyone).
 */
export const brandsHandlers = {
  async getPublicBrandPage({ params, app }) {
    const row = await findBrandBySlug(app.db, params.slug);
    if (!row) throw notFound(BRAND_NOT_FOUND);
    return ok(await loadBrandPublicPage(app.db, row, app.now()));
  },

  async getBrandProfile({ params, auth, app }) {
    const me = requireAuth(auth);
    const row = await requireEditableBrand(app.db, me, params.id);
    return ok(await loadBrandProfile(app.db, row));
  },

  async updateBrandProfile({ params, body, auth, app, req }) {
    const me = requireAuth(auth);
    const row = await requireEditableBrand(app.db, me, params.id);
    const fields = brandProfileFields(body);
    await app.db.transaction(async (tx) => {
      await saveBrandProfile(tx, row.id, fields, app.now());
      await app.logActivity(tx, me, recordChange(me, 'brand', 'updated', row), req.ip);
    });
    return ok(await loadBrandProfile(app.db, await requireEditableBrand(app.db, me, row.id)));
  },

  async uploadBrandLogo({ params, auth, app, req }) {
    const me = requireAuth(auth);
    const row = await requireEditableBrand(app.db, me, params.id);
    const upload = await readUpload(req, app.config, [], BRAND_PICTURE);
    try {
      const picture = await storeReceivedPicture(app.config, upload.file.received, 'file');
      const previous = await setBrandLogo(app.db, row.id, picture, app.now());
      await removePicture(app.config, previous);
    } finally {
      await upload.discard();
    }
    return ok(await loadBrandProfile(app.db, await requireEditableBrand(app.db, me, row.id)));
  },

  async deleteBrandLogo({ params, auth, app }) {
    const me = requireAuth(auth);
    const row = await requireEditableBrand(app.db, me, params.id);
    const previous = await setBrandLogo(app.db, row.id, null, app.now());
    await removePicture(app.config, previous);
    return ok(await loadBrandProfile(app.db, await requireEditableBrand(app.db, me, row.id)));
  },

  async addBrandPhoto({ params, auth, app, req }) {
    const me = requireAuth(auth);
    const row = await requireEditableBrand(app.db, me, params.id);
    const upload = await readUpload(req, app.config, ['alt'], BRAND_PICTURE);
    try {
      const alt = photoAlt(upload.fields.alt);
      // Refused before the picture is made; checked again, locked, when it is added.
      if (await brandPhotosFull(app.db, row.id)) throw conflict(PHOTOS_FULL);
      const picture = await storeReceivedPicture(app.config, upload.file.received, 'file');
      try {
        return created(toBrandPhoto(await addBrandPhoto(app.db, row.id, picture, alt, app.now())));
      } catch (error) {
        await removePicture(app.config, picture.base);
        throw error;
      }
    } finally {
      await upload.discard();
    }
  },

  async updateBrandPhoto({ params, body, auth, app }) {
    const me = requireAuth(auth);
    const row = await requireEditableBrand(app.db, me, params.id);
    const photo = await findBrandPhoto(app.db, row.id, params.photo_id);
    return ok(toBrandPhoto(await updateBrandPhotoAlt(app.db, photo.id, photoAlt(body.alt))));
  },

  async deleteBrandPhoto({ params, auth, app }) {
    const me = requireAuth(auth);
    const row = await requireEditableBrand(app.db, me, params.id);
    const photo = await findBrandPhoto(app.db, row.id, params.photo_id);
    await deleteBrandPhotoRow(app.db, photo.id);
    await removePicture(app.config, photo.pictureBase);
    return noContent();
  },

  async reorderBrandPhotos({ params, body, auth, app }) {
    const me = requireAuth(auth);
    const row = await requireEditableBrand(app.db, me, params.id);
    const photos = await reorderBrandPhotos(app.db, row.id, body.ids);
    return ok({ data: photos.map(toBrandPhoto) });
  },

  async listBrandOptions({ auth, app }) {
    const me = requireAuth(auth);
    const managed = me.user.type === 'brand' ? await managedBrandIds(app.db, me.user.id) : null;
    return ok({ data: await brandOptions(app.db, me.user, managed) });
  },

  async listAdminBrands({ query, auth, app }) {
    requireRole(auth, 'admin');
    return ok(await listBrands(app.db, query));
  },

  async createBrand({ body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const fields = brandFields(body);
    const managerIds = await checkManagers(app.db, body.manager_ids);
    const id = await app.db.transaction(async (tx) => {
      const brandId = await insertBrand(tx, fields, managerIds, app.now());
      await app.logActivity(
        tx,
        me,
        recordChange(me, 'brand', 'created', { id: brandId, name: fields.name }),
        req.ip,
      );
      return brandId;
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
      await updateBrand(tx, params.id, fields, managerIds, app.now());
      await app.logActivity(
        tx,
        me,
        recordChange(me, 'brand', 'updated', { id: params.id, name: fields.name }),
        req.ip,
      );
    });
    return ok(await findBrand(app.db, params.id));
  },

  async deleteBrand({ params, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const brand = await findBrand(app.db, params.id);
    await deleteUnlessUsed(
      { app, me, ip: req.ip },
      { type: 'brand', id: params.id, name: brand.name },
      (tx) => liveProposalCount(tx, params.id),
      (n) => /*i18n*/ ({
        id: 'This brand still has {n, plural, one {# proposal} other {# proposals}}. Delete or move them first.',
        values: { n },
      }),
      deleteBrand,
    );
    return noContent();
  },
} satisfies HandlerGroup;
