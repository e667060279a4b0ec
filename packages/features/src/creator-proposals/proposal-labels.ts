import type { components } from '@colla/api-client';
import { formatLongDate } from '@colla/ui/lib/format';

export type CreatorProposal = components['schemas']['CreatorProposal'];
/** One proposal as `GET /api/creator/proposals/{id}` answers: with its task templates. */
export type CreatorProposalDetail = components['schemas']['CreatorProposalDetail'];
export type CreatorProposalsPage = components['schemas']['CreatorProposalPage'];
export type CreatorApplication = components['schemas']['Application'];
export type ProposalCategory = components['schemas']['Category'];

/** A proposal's platform, in words a creator reads. */
export const PLATFORM_LABELS: Record<CreatorProposal['settings']['platform'], string> = {
  any: 'Any platform',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  both: 'Instagram or TikTok',
};

/** A proposal's content type, in words a creator reads. */
export const CONTENT_TYPE_LABELS: Record<CreatorProposal['settings']['content_type'], string> = {
  any: 'Any content',
  video: 'Video',
  pictures: 'Pictures',
  both: 'Video and pictures',
};

/** "June 1, 2026 – July 15, 2026", "From …", "Until …", or null without dates. */
export function proposalDateRange(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatLongDate(start)} – ${formatLongDate(end)}`;
  if (start) return `From ${formatLongDate(start)}`;
  if (end) return `Until ${formatLongDate(end)}`;
  return null;
}
