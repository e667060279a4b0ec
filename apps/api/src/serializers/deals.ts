import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import type { brands, deals, media, proposals, tasks } from '../db/schema';
import type { StorageLinks } from '../storage-links';
import { iso, isoOrNull, toUserRef } from './common';
import { fullName } from '../lib/names';
import { addMonths } from '../domain/dates';

type Schemas = components['schemas'];
export type DealRow = typeof deals.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type ProposalRow = typeof proposals.$inferSelect;

/** Both-sides completion: a task counts as completed when both sides completed it. */
export const taskDone = (task: Pick<TaskRow, 'brandCompleted' | 'creatorCompleted'>) =>
  task.brandCompleted && task.creatorCompleted;

export function toTask(row: TaskRow): Schemas['Task'] {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    assignee_type: row.assigneeType,
    due_date: row.dueDate,
    sort_order: row.sortOrder,
    brand_completed: row.brandCompleted,
    creator_completed: row.creatorCompleted,
    brand_completed_at: isoOrNull(row.brandCompletedAt),
    creator_completed_at: isoOrNull(row.creatorCompletedAt),
  };
}

export interface DealParts {
  deal: DealRow;
  proposal: ProposalRow;
  brand: Pick<BrandRow, 'id' | 'name'>;
  creator: UserRow;
}

/** Earliest due date among tasks not yet completed by both sides. */
export function nextDueDate(taskRows: TaskRow[]): string | null {
  const open = taskRows.filter((task) => !taskDone(task)).map((task) => task.dueDate);
  return open.length ? open.reduce((a, b) => (a < b ? a : b)) : null;
}

export function toDealListItem(parts: DealParts, taskRows: TaskRow[]): Schemas['DealListItem'] {
  return {
    id: parts.deal.id,
    status: parts.deal.status,
    created_at: iso(parts.deal.createdAt),
    proposal: {
      id: parts.proposal.id,
      name: parts.proposal.name,
      image: parts.proposal.imagePath,
    },
    brand: { id: parts.brand.id, name: parts.brand.name },
    creator: toUserRef(parts.creator),
    tasks: taskRows.map((task) => ({
      id: task.id,
      brand_completed: task.brandCompleted,
      creator_completed: task.creatorCompleted,
    })),
    next_due_date: nextDueDate(taskRows),
  };
}

/** Who cancelled the deal (null when removed), on which side, when and why; null if not cancelled. */
export function toDealCancellation(
  deal: DealRow,
  canceller: UserRow | null,
): Schemas['DealCancellation'] | null {
  if (deal.status !== 'cancelled' || !deal.cancelledAt) return null;
  return {
    cancelled_at: iso(deal.cancelledAt),
    cancelled_by: canceller ? toUserRef(canceller) : null,
    side: canceller?.type ?? null,
    reason: deal.cancelReason ?? '',
  };
}

export function toDeal(
  parts: DealParts,
  taskRows: TaskRow[],
  conversationId: number,
  canceller: UserRow | null = null,
): Schemas['Deal'] {
  return {
    id: parts.deal.id,
    status: parts.deal.status,
    created_at: iso(parts.deal.createdAt),
    application_id: parts.deal.applicationId,
    proposal: {
      id: parts.proposal.id,
      name: parts.proposal.name,
      image: parts.proposal.imagePath,
      posting_deadline: parts.proposal.settings.posting_deadline ?? null,
    },
    brand: { id: parts.brand.id, name: parts.brand.name },
    creator: toUserRef(parts.creator),
    conversation_id: conversationId,
    tasks: taskRows.map(toTask),
    cancellation: toDealCancellation(parts.deal, canceller),
  };
}

/**
 * A media file with the addresses its reader may open: signed links that expire (private
 * files), given only to those who may see the file (`app.storageLinks`).
 */
export function toMedia(
  row: MediaRow,
  uploader: UserRow,
  links: StorageLinks,
  deal: MediaDealRow | null = null,
): Schemas['Media'] {
  return {
    id: row.id,
    type: row.type,
    url: links.url(row.path),
    thumbnail_url: links.url(row.thumbnailPath),
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    original_name: row.originalName,
    width: row.width,
    height: row.height,
    duration_seconds: row.durationSeconds,
    deal_id: row.dealId,
    deal:
      deal?.id != null && deal.proposalName != null
        ? {
            id: deal.id,
            proposal_name: deal.proposalName,
            creator_name: fullName({
              firstName: deal.creatorFirstName ?? '',
              lastName: deal.creatorLastName ?? '',
            }),
          }
        : null,
    rights:
      deal?.id != null && deal.usageScope != null
        ? {
            scope: deal.usageScope,
            expires_at:
              deal.usageMonths == null ? null : iso(addMonths(row.createdAt, deal.usageMonths)),
          }
        : null,
    uploaded_by: toUserRef(uploader),
    created_at: iso(row.createdAt),
  };
}

/** A media row's deal, from a left join (all null outside a deal). */
export interface MediaDealRow {
  id: number | null;
  proposalName: string | null;
  usageScope: ProposalRow['usageScope'] | null;
  usageMonths: number | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}
