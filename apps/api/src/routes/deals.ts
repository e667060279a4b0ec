import { requireAuth, requireRole } from '../auth/context';
import {
  brandSideUsers,
  cancelDeal,
  completeDeal,
  dealCanceller,
  dealLink,
  dealTasks,
  ensureConversation,
  findDealTask,
  findVisibleDeal,
  listDeals,
  lockDeal,
  openTaskCount,
  requireManagedBrand,
  setTaskCompletion,
} from '../domain/deals';
import { createNotification } from '../domain/notifications';
import { cleanText } from '../domain/text';
import { conflict, fieldError, notFound } from '../http/errors';
import { ok, type HandlerGroup } from '../http/handler';
import { fullName } from '../lib/names';
import { toDeal, toTask } from '../serializers/deals';

/** The operations tagged Deals: deals created from accepted applications, with their tasks. */
export const dealsHandlers = {
  async listDeals({ auth, query, app }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    return ok(await listDeals(app.db, me, query));
  },

  async getDeal({ auth, params, app }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    const parts = await findVisibleDeal(app.db, me, params.id);
    const taskMap = await dealTasks(app.db, [parts.deal.id]);
    const conversationId = await ensureConversation(app.db, parts.deal.id);
    const canceller = await dealCanceller(app.db, parts.deal);
    return ok(toDeal(parts, taskMap.get(parts.deal.id) ?? [], conversationId, canceller));
  },

  async cancelDeal({ auth, params, body, app, req }) {
    const me = requireAuth(auth);
    await requireManagedBrand(app.db, me);
    const parts = await findVisibleDeal(app.db, me, params.id);
    const reason = cleanText(body.reason, 'multiline');
    if (reason.length < 10) {
      throw fieldError('reason', /*i18n*/ { id: 'Say why in at least 10 characters.' });
    }
    const now = app.now();
    const side = me.user.type;

    const deal = await app.db.transaction(async (tx) => {
      const locked = await lockDeal(tx, params.id);
      if (!locked) throw notFound(/*i18n*/ { id: 'Deal not found.' });
      if (locked.status === 'completed') {
        throw conflict(/*i18n*/ { id: 'This deal is completed; it can no longer be cancelled.' });
      }
      if (locked.status === 'cancelled') {
        throw conflict(/*i18n*/ { id: 'This deal is already cancelled.' });
      }
      const cancelled = await cancelDeal(tx, locked.id, { by: me.user.id, reason, now });

      await app.logActivity(
        tx,
        me,
        {
          action: 'deal.cancelled',
          description: `${fullName(me.user)} cancelled the deal between ${parts.brand.name} and ${fullName(parts.creator)} on ${parts.proposal.name}: ${reason}`,
          subjectType: 'deal',
          subjectId: locked.id,
        },
        req.ip,
      );

      // The other side is told; when an admin cancels, both sides are.
      const creatorSide = parts.creator.status === 'active' ? [parts.creator] : [];
      const recipients =
        side === 'creator'
          ? await brandSideUsers(tx, parts.brand.id)
          : side === 'brand'
            ? creatorSide
            : [...creatorSide, ...(await brandSideUsers(tx, parts.brand.id))];
      const actor =
        side === 'brand' ? parts.brand.name : side === 'creator' ? fullName(me.user) : 'Colla';
      for (const recipient of recipients) {
        await createNotification(tx, {
          userId: recipient.id,
          type: 'deal_cancelled',
          title: /*i18n*/ { id: 'Deal cancelled' },
          body: /*i18n*/ {
            id: '{actor} cancelled the deal on {proposal}: {reason}',
            values: { actor, proposal: parts.proposal.name, reason },
          },
          link: dealLink(recipient.type, locked.id),
          data: { deal_id: locked.id },
          createdAt: now,
        });
      }
      return cancelled;
    });

    const taskMap = await dealTasks(app.db, [deal.id]);
    const conversationId = await ensureConversation(app.db, deal.id);
    return ok(toDeal({ ...parts, deal }, taskMap.get(deal.id) ?? [], conversationId, me.user));
  },

  async updateDealTask({ auth, params, body, app, req }) {
    // Admins are on neither side of a deal: they cannot tick its tasks.
    const me = requireRole(auth, 'brand', 'creator');
    await requireManagedBrand(app.db, me);
    const parts = await findVisibleDeal(app.db, me, params.id);
    const side = me.user.type === 'brand' ? 'brand' : 'creator';
    const now = app.now();

    const task = await app.db.transaction(async (tx) => {
      const deal = await lockDeal(tx, params.id);
      if (!deal) throw notFound(/*i18n*/ { id: 'Deal not found.' });
      const current = await findDealTask(tx, deal.id, params.task_id);
      if (!current) throw notFound(/*i18n*/ { id: 'Task not found.' });
      if (deal.status !== 'active') {
        throw conflict(
          deal.status === 'completed'
            ? /*i18n*/ { id: 'This deal is completed; its tasks can no longer be changed.' }
            : /*i18n*/ { id: 'This deal is cancelled; its tasks can no longer be changed.' },
        );
      }

      const wasSet = side === 'brand' ? current.brandCompleted : current.creatorCompleted;
      const since = side === 'brand' ? current.brandCompletedAt : current.creatorCompletedAt;
      const at = body.completed ? (wasSet ? since : now) : null;
      const updated = await setTaskCompletion(tx, current.id, side, body.completed, at);
      if (!updated) throw notFound(/*i18n*/ { id: 'Task not found.' });
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
            title: /*i18n*/ { id: 'Task completed' },
            body: /*i18n*/ {
              id: '{actor} marked "{task}" as done on {proposal}.',
              values: { actor, task: updated.name, proposal: parts.proposal.name },
            },
            link: dealLink(recipient.type, deal.id),
            data: { deal_id: deal.id, task_id: updated.id },
            createdAt: now,
          });
        }

        if ((await openTaskCount(tx, deal.id)) === 0) {
          await completeDeal(tx, deal.id, now);
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
} satisfies HandlerGroup;
