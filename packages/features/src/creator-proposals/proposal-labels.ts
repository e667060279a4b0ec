import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type CreatorProposal = components['schemas']['CreatorProposal'];
/** One proposal as `GET /api/creator/proposals/{id}` answers: with its task templates. */
export type CreatorProposalDetail = components['schemas']['CreatorProposalDetail'];
export type CreatorProposalsPage = components['schemas']['CreatorProposalPage'];
export type CreatorApplication = components['schemas']['Application'];
export type ProposalCategory = components['schemas']['Category'];

/**
 * A proposal's platform, in the words a creator reads ("Instagram or TikTok": either will do);
 * the other settings' words are in `../lib/proposal-settings`. Shown with `i18n._`.
 */
export const PLATFORM_LABELS: Record<CreatorProposal['settings']['platform'], MessageDescriptor> = {
  any: msg`Any platform`,
  instagram: msg`Instagram`,
  tiktok: msg`TikTok`,
  both: msg`Instagram or TikTok`,
};
