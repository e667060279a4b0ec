import { requireAuth, requireRole } from '../auth/context';
import { deleteUnlessUsed, recordChange } from '../domain/activity-logs';
import {
  categoryClash,
  categoryUseCount,
  checkCategoryName,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
  type CategoryFields,
} from '../domain/categories';
import { cleanText } from '../domain/text';
import { fieldError } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';

function categoryFields(body: { name: string; description?: string | null }): CategoryFields {
  const name = cleanText(body.name, 'line');
  if (!name) throw fieldError('name', /*i18n*/ { id: 'The name field is required.' });
  return {
    name,
    description: (body.description && cleanText(body.description, 'multiline')) || null,
  };
}

/** The operations tagged Categories: read by every signed-in user, managed by admins. */
export const categoriesHandlers = {
  async listCategories({ auth, app }) {
    requireAuth(auth);
    return ok({ data: await listCategories(app.db) });
  },

  async getCategory({ params, auth, app }) {
    requireAuth(auth);
    return ok(await findCategory(app.db, params.id));
  },

  async createCategory({ body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const fields = categoryFields(body);
    await checkCategoryName(app.db, fields.name, null);
    const id = await app.db
      .transaction(async (tx) => {
        const categoryId = await insertCategory(tx, fields, app.now());
        await app.logActivity(
          tx,
          me,
          recordChange(me, 'category', 'created', { id: categoryId, name: fields.name }),
          req.ip,
        );
        return categoryId;
      })
      .catch(categoryClash);
    return created(await findCategory(app.db, id));
  },

  async updateCategory({ params, body, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const current = await findCategory(app.db, params.id);
    const fields = categoryFields(body);
    await checkCategoryName(app.db, fields.name, params.id);
    await app.db
      .transaction(async (tx) => {
        await updateCategory(tx, current, fields);
        await app.logActivity(
          tx,
          me,
          recordChange(me, 'category', 'updated', { id: params.id, name: fields.name }),
          req.ip,
        );
      })
      .catch(categoryClash);
    return ok(await findCategory(app.db, params.id));
  },

  async deleteCategory({ params, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const category = await findCategory(app.db, params.id);
    await deleteUnlessUsed(
      { app, me, ip: req.ip },
      { type: 'category', id: params.id, name: category.name },
      (tx) => categoryUseCount(tx, params.id),
      (n) => /*i18n*/ ({
        id: 'This category is used by {n, plural, one {# proposal and cannot be deleted. Remove it from that proposal first.} other {# proposals and cannot be deleted. Remove it from those proposals first.}}',
        values: { n },
      }),
      deleteCategory,
    );
    return noContent();
  },
} satisfies HandlerGroup;
