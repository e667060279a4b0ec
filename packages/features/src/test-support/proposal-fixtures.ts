/** Proposal data the proposal tests and stories share. For tests and stories only. */
import type { components } from '@colla/api-client';

/** Settings that ask for nothing: every choice open, every text left out (null, as the API has it). */
export const OPEN_SETTINGS: components['schemas']['ProposalSettings'] = {
  age_min: null,
  age_max: null,
  gender: 'any',
  platform: 'any',
  interest: null,
  min_followers: null,
  content_type: 'any',
  content_language: 'any',
  deliverables: null,
  tags: null,
  visual_guidelines: null,
  compensation_type: null,
  submission_timeline: null,
  posting_deadline: null,
  key_message: null,
};

/** What a minimal draft sends besides its name, brand and status: empty texts, no dates, no image change. */
export const EMPTY_DRAFT_FIELDS = {
  description: '',
  requirements: '',
  start_date: null,
  end_date: null,
  remove_image: false,
} as const;
