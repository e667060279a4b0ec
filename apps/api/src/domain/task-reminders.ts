import { and, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { UserRow } from '../auth/context';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { deals, proposals, tasks, users } from '../db/schema';
import type { TaskRow } from '../serializers/deals';
import { addDays, madridDate } from './dates';
import { brandSideUsers, dealLink } from './deals';
import { formatDay } from '../i18n/dates';
import type { Locale } from '../i18n/language';
import type { ServerMessage } from '../i18n/messages';
import { createNotification } from './notifications';

/**
 * Task reminders, computed by the scheduler (see main.ts):
 * - `task_due_soon` when a task is due within the next 2 days (Europe/Madrid calendar days;
 *   normally on the day it is 2 days ahead),
 * - `task_overdue` once its due date has passed (the Madrid day after it, or later; tasks more
 *   than `OVERDUE_WINDOW_DAYS` overdue when first seen get none),
 * to the task's assignee side (the creator, or the brand's active managers), for tasks of
 * active deals that side has not completed. Each reminder goes out at most once per task: the
 * task is claimed with `UPDATE … SET due_soon_notified_at = now WHERE due_soon_notified_at IS
 * NULL … RETURNING` in the same transaction as the notifications, so concurrent runs (several
 * processes) never both send it, and a failed run sends nothing and claims nothing.
 */

export const DUE_SOON_DAYS = 2;
export const OVERDUE_WINDOW_DAYS = 7;

export interface ReminderResult {
  dueSoon: number;
  overdue: number;
  /** In-app notifications created. */
  notifications: number;
}

const openForAssignee = or(
  and(eq(tasks.assigneeType, 'brand'), eq(tasks.brandCompleted, false)),
  and(eq(tasks.assigneeType, 'creator'), eq(tasks.creatorCompleted, false)),
);

function activeDeals(tx: Db) {
  return tx.select({ id: deals.id }).from(deals).where(eq(deals.status, 'active'));
}

async function claim(
  tx: Db,
  column: typeof tasks.dueSoonNotifiedAt | typeof tasks.overdueNotifiedAt,
  dates: SQL | undefined,
  now: Date,
): Promise<TaskRow[]> {
  const set =
    column === tasks.dueSoonNotifiedAt ? { dueSoonNotifiedAt: now } : { overdueNotifiedAt: now };
  return tx
    .update(tasks)
    .set(set)
    .where(and(isNull(column), dates, openForAssignee, inArray(tasks.dealId, activeDeals(tx))))
    .returning();
}

/** "Task due today", "Task due tomorrow", "Task due in 2 days". */
const dueTitle = (days: number): ServerMessage =>
  days <= 0
    ? /*i18n*/ { id: 'Task due today' }
    : days === 1
      ? /*i18n*/ { id: 'Task due tomorrow' }
      : /*i18n*/ { id: 'Task due in {days} days', values: { days: String(days) } };

/** Sends the reminders due at `now`; safe to run often and from several processes. */
export async function sendTaskReminders(
  app: Pick<AppContext, 'db'>,
  now: Date,
): Promise<ReminderResult> {
  const today = madridDate(now);
  return app.db.transaction(async (tx) => {
    const dueSoon = await claim(
      tx,
      tasks.dueSoonNotifiedAt,
      and(gt(tasks.dueDate, today), lte(tasks.dueDate, addDays(today, DUE_SOON_DAYS))),
      now,
    );
    const overdue = await claim(
      tx,
      tasks.overdueNotifiedAt,
      and(lt(tasks.dueDate, today), gte(tasks.dueDate, addDays(today, -OVERDUE_WINDOW_DAYS))),
      now,
    );
    const dealIds = [...new Set([...dueSoon, ...overdue].map((task) => task.dealId))];
    if (dealIds.length === 0) return { dueSoon: 0, overdue: 0, notifications: 0 };

    const rows = await tx
      .select({ deal: deals, proposalName: proposals.name, creator: users })
      .from(deals)
      .innerJoin(proposals, eq(proposals.id, deals.proposalId))
      .innerJoin(users, eq(users.id, deals.creatorId))
      .where(inArray(deals.id, dealIds));
    const byDeal = new Map(rows.map((row) => [row.deal.id, row]));
    const brandUsers = new Map<number, UserRow[]>();

    let created = 0;
    const remind = async (task: TaskRow, kind: 'due_soon' | 'overdue') => {
      const parts = byDeal.get(task.dealId);
      if (!parts) return;
      let recipients: UserRow[];
      if (task.assigneeType === 'creator') {
        recipients = parts.creator.status === 'active' ? [parts.creator] : [];
      } else {
        const cached = brandUsers.get(parts.deal.brandId);
        recipients = cached ?? (await brandSideUsers(tx, parts.deal.brandId));
        brandUsers.set(parts.deal.brandId, recipients);
      }
      const days = Math.round(
        (Date.parse(`${task.dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
      );
      const content =
        kind === 'due_soon'
          ? {
              type: 'task_due_soon' as const,
              title: dueTitle(days),
              body: (locale: Locale) => /*i18n*/ ({
                id: '"{task}" on {proposal} is due on {date}.',
                values: {
                  task: task.name,
                  proposal: parts.proposalName,
                  date: formatDay(locale, task.dueDate),
                },
              }),
            }
          : {
              type: 'task_overdue' as const,
              title: /*i18n*/ { id: 'Task overdue' },
              body: (locale: Locale) => /*i18n*/ ({
                id: '"{task}" on {proposal} was due on {date}.',
                values: {
                  task: task.name,
                  proposal: parts.proposalName,
                  date: formatDay(locale, task.dueDate),
                },
              }),
            };
      for (const recipient of recipients) {
        await createNotification(tx, {
          userId: recipient.id,
          ...content,
          link: dealLink(recipient.type, task.dealId),
          data: { deal_id: task.dealId, task_id: task.id },
          createdAt: now,
        });
        created += 1;
      }
    };
    for (const task of dueSoon) await remind(task, 'due_soon');
    for (const task of overdue) await remind(task, 'overdue');
    return { dueSoon: dueSoon.length, overdue: overdue.length, notifications: created };
  });
}
