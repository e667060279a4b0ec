import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatLongDate } from '@colla/ui/lib/format';

export type CreatorProposal = components['schemas']['CreatorProposal'];
/** One proposal as `GET /api/creator/proposals/{id}` answers: with its task templates. */
export type CreatorProposalDetail = components['schemas']['CreatorProposalDetail'];
export type CreatorProposalsPage = components['schemas']['CreatorProposalPage'];
export type CreatorApplication = components['schemas']['Application'];
export type ProposalCategory = components['schemas']['Category'];

/** A proposal's platform, in words a creator reads (shown with `i18n._`). */
export const PLATFORM_LABELS: Record<CreatorProposal['settings']['platform'], MessageDescriptor> = {
  any: msg`Any platform`,
  instagram: msg`Instagram`,
  tiktok: msg`TikTok`,
  both: msg`Instagram or TikTok`,
};

/** A proposal's content type, in words (shown with `i18n._`). */
export const CONTENT_TYPE_LABELS: Record<
  CreatorProposal['settings']['content_type'],
  MessageDescriptor
> = {
  any: msg`Any content`,
  video: msg`Video`,
  pictures: msg`Pictures`,
  both: msg`Video and pictures`,
};

/**
 * A proposal's dates in the active language: "June 1, 2026 – July 15, 2026", "From …",
 * "Until …", or null without dates. Call it while rendering (it reads the active language).
 */
export function proposalDateRange(start: string | null, end: string | null): string | null {
  if (start && end) {
    const startDate = formatLongDate(start);
    const endDate = formatLongDate(end);
    return t`${startDate} – ${endDate}`;
  }
  if (start) {
    const startDate = formatLongDate(start);
    return t`From ${startDate}`;
  }
  if (end) {
    const endDate = formatLongDate(end);
    return t`Until ${endDate}`;
  }
  return null;
}
