import type { components } from '@colla/api-client';

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

/** A proposal's content type and its dates, in words (the same on every proposal page). */
export { CONTENT_TYPE_LABELS, proposalDateRange } from '../lib/proposal-settings';
