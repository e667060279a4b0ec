import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { requireAuth, requireRole, type AuthContext, type UserRow } from '../auth/context';
import type { Db } from '../db/client';
import { brands, deals, media, proposals, tasks, users } from '../db/schema/index';
import {
  brandSideUsers,
  dealLink,
  dealScope,
  dealTasks,
  ensureConversation,
  findVisibleDeal,
  managedBrandIds,
  managedBrandsQuery,
  requireManagedBrand,
} from '../domain/deals';
import { cleanFilename, readUpload, type UploadTarget } from '../domain/deals-media';
import { createNotification } from '../domain/notifications';
import { conflict, fieldError, forbidden, notFound } from '../http/errors';
import { created, noContent, ok, type HandlerGroup } from '../http/handler';
import { pageParams, paginated } from '../serializers/common';
import { toDeal, toDealListItem, toMedia, toTask } from '../serializers/deals';
import { commitReceived, removeUpload, type StoredFile } from '../storage';

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`;

/** Media files: images or videos, in `media/`, served only through signed links. */
const MEDIA_UPLOAD: UploadTarget = { folder: 'media', field: 'file', kinds: ['image', 'video'] };

/** Media the caller may reach: brand users their brands' files, admins all. */
function mediaScope(db: Db, auth: AuthContext): SQL | undefined {
  if (auth.user.type === 'admin') return undefined;
  return inArray(media.brandId, managedBrandsQuery(db, auth.user.id));
}

async function findVisibleMedia(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select({ media, uploader: users })
    .from(media)
    .innerJoin(users, eq(users.id, media.uploadedBy))
    .where(and(eq(media.id, id), mediaScope(db, auth)))
    .limit(1);
  if (!row) throw notFound('Media');
  return row;
}

export const dealsHandlers = {
  async listDeals({ auth, query, app }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    const { page, perPage, offset } = pageParams(query);
    const where = and(
      dealScope(app.db, me),
      query.status ? eq(deals.status, query.status) : undefined,
    );
    const [totalRow] = await app.db.select({ total: count() }).from(deals).where(where);
    const rows = await app.db
      .select({ deal: deals, proposal: proposals, brand: brands, creator: users })
      .from(deals)
      .innerJoin(proposals, eq(proposals.id, deals.proposalId))
      .innerJoin(brands, eq(brands.id, deals.brandId))
      .innerJoin(users, eq(users.id, deals.creatorId))
      .where(where)
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(perPage)
      .offset(offset);
    const taskMap = await dealTasks(
      app.db,
      rows.map((row) => row.deal.id),
    );
    return ok(
      paginated(
        rows.map((row) => toDealListItem(row, taskMap.get(row.deal.id) ?? [])),
        totalRow?.total ?? 0,
        page,
        perPage,
      ),
    );
  },

  async getDeal({ auth, params, app }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    const parts = await findVisibleDeal(app.db, me, params.id);
    const taskMap = await dealTasks(app.db, [parts.deal.id]);
    const conversationId = await ensureConversation(app.db, parts.deal.id);
    return ok(toDeal(parts, taskMap.get(parts.deal.id) ?? [], conversationId));
  },

  async updateDealTask({ auth, params, body, app, req }) {
    // Admins are on neither side of a deal: they cannot tick its tasks.
    const me = requireRole(auth, 'brand', 'creator');
    await requireManagedBrand(app.db, me);
    const parts = await findVisibleDeal(app.db, me, params.id);
    const side = me.user.type === 'brand' ? 'brand' : 'creator';
    const now = app.now();

    const task = await app.db.transaction(async (tx) => {
      // Lock the deal so two last ticks cannot both miss the completion.
      const [deal] = await tx.select().from(deals).where(eq(deals.id, params.id)).for('update');
      if (!deal) throw notFound('Deal');
      const [current] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, params.task_id), eq(tasks.dealId, deal.id)));
      if (!current) throw notFound('Task');
      if (deal.status !== 'active') {
        throw conflict(`This deal is ${deal.status}; its tasks can no longer be changed.`);
      }

      const wasSet = side === 'brand' ? current.brandCompleted : current.creatorCompleted;
      const since = side === 'brand' ? current.brandCompletedAt : current.creatorCompletedAt;
      const at = body.completed ? (wasSet ? since : now) : null;
      const [updated] = await tx
        .update(tasks)
        .set(
          side === 'brand'
            ? { brandCompleted: body.completed, brandCompletedAt: at }
            : { creatorCompleted: body.completed, creatorCompletedAt: at },
        )
        .where(eq(tasks.id, current.id))
        .returning();
      if (!updated) throw notFound('Task');
      if (wasSet === body.completed) return updated;

      const actor = side === 'brand' ? parts.brand.name : fullName(me.user);
      await app.logActivity(
        tx,
        me,
        {
          action: body.completed ? 'task.completed' : 'task.reopened',
          description: `${fullName(me.user)} marked "${updated.name}" ${body.completed ? 'done' : 'not done'} for ${side === 'brand' ? parts.brand.name : 'the creator'} on ${parts.proposal.name}.`,
          subjectType: 'task',
          subjectId: updated.id,
        },
        req.ip,
      );

      if (body.completed) {
        const recipients =
          side === 'brand'
            ? parts.creator.status === 'active'
              ? [parts.creator]
              : []
            : await brandSideUsers(tx, parts.brand.id);
        for (const recipient of recipients) {
          await createNotification(tx, {
            userId: recipient.id,
            type: 'task_completed',
            title: 'Task completed',
            body: `${actor} marked "${updated.name}" as done on ${parts.proposal.name}.`,
            link: dealLink(recipient.type, deal.id),
            data: { deal_id: deal.id, task_id: updated.id },
            createdAt: now,
          });
        }

        const [open] = await tx
          .select({ n: count() })
          .from(tasks)
          .where(
            and(
              eq(tasks.dealId, deal.id),
              or(eq(tasks.brandCompleted, false), eq(tasks.creatorCompleted, false)),
            ),
          );
        if ((open?.n ?? 0) === 0) {
          await tx
            .update(deals)
            .set({ status: 'completed', updatedAt: now })
            .where(eq(deals.id, deal.id));
          await app.logActivity(
            tx,
            me,
            {
              action: 'deal.completed',
              description: `The deal between ${parts.brand.name} and ${fullName(parts.creator)} on ${parts.proposal.name} is complete.`,
              subjectType: 'deal',
              subjectId: deal.id,
            },
            req.ip,
          );
        }
      }
      return updated;
    });
    return ok(toTask(task));
  },

  async listBrandMedia({ auth, query, app }) {
    const me = requireRole(auth, 'brand', 'admin');
    await requireManagedBrand(app.db, me);
    const { page, perPage, offset } = pageParams(query);
    const where = and(
      mediaScope(app.db, me),
      query.type ? eq(media.type, query.type) : undefined,
      query.deal_id ? eq(media.dealId, query.deal_id) : undefined,
    );
    const [totalRow] = await app.db.select({ total: count() }).from(media).where(where);
    const rows = await app.db
      .select({ media, uploader: users })
      .from(media)
      .innerJoin(users, eq(users.id, media.uploadedBy))
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(perPage)
      .offset(offset);
    return ok(
      paginated(
        rows.map((row) => toMedia(row.media, row.uploader, app.storageLinks)),
        totalRow?.total ?? 0,
        page,
        perPage,
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
          throw fieldError('deal_id', 'The deal id field must be a whole number.');
        }
        const [deal] = await app.db
          .select({ id: deals.id, brandId: deals.brandId })
          .from(deals)
          .where(and(eq(deals.id, Number(rawDealId)), dealScope(app.db, me)));
        if (!deal) throw fieldError('deal_id', 'The selected deal id is invalid.');
        brandId = deal.brandId;
        dealId = deal.id;
      } else if (me.user.type === 'admin') {
        throw fieldError('deal_id', 'The deal id field is required when an admin uploads.');
      } else {
        // Without a deal the file goes to the first brand the user manages.
        const [first] = await managedBrandIds(app.db, me.user.id);
        if (first === undefined) throw forbidden('You do not manage any brand.');
        brandId = first;
      }

      const stored = await commitReceived(app.config, upload.file.received, MEDIA_UPLOAD);
      const row = await saveMediaRow(
        app.db,
        { brandId, dealId, uploadedBy: me.user.id, createdAt: app.now() },
        stored,
        upload.file.filename,
        app.config,
      );
      return created(toMedia(row, me.user, app.storageLinks));
    } finally {
      await upload.discard();
    }
  },

  async getBrandMedia({ auth, params, app }) {
    const me = requireRole(auth, 'brand', 'admin');
    await requireManagedBrand(app.db, me);
    const row = await findVisibleMedia(app.db, me, params.id);
    return ok(toMedia(row.media, row.uploader, app.storageLinks));
  },

  async deleteBrandMedia({ auth, params, app, req }) {
    const me = requireRole(auth, 'brand', 'admin');
    await requireManagedBrand(app.db, me);
    const row = await findVisibleMedia(app.db, me, params.id);
    await app.db.transaction(async (tx) => {
      await tx.delete(media).where(eq(media.id, row.media.id));
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
      const stored = await commitReceived(app.config, upload.file.received, MEDIA_UPLOAD);
      const row = await saveMediaRow(
        app.db,
        {
          brandId: parts.deal.brandId,
          dealId: parts.deal.id,
          uploadedBy: me.user.id,
          createdAt: app.now(),
        },
        stored,
        upload.file.filename,
        app.config,
      );
      return created(toMedia(row, me.user, app.storageLinks));
    } finally {
      await upload.discard();
    }
  },
} satisfies HandlerGroup;

/** Stores the media record of a stored file; the file is removed again if the insert fails. */
async function saveMediaRow(
  db: Db,
  values: { brandId: number; dealId: number | null; uploadedBy: number; createdAt: Date },
  stored: StoredFile,
  filename: string,
  config: Parameters<typeof removeUpload>[0],
) {
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
