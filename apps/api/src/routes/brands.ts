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
import { cleanText, type TextKind } from '../domain/text';
import { fieldError } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';

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

/** The operations tagged Brands: admin management and the brand options a user may pick from. */
export const brandsHandlers = {
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
