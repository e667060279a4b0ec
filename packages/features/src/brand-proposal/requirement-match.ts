import type { components } from '@colla/api-client';
import { platformsOf, type RequirementLine } from '@colla/api-client/requirements';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { requirementText, type ProfileMatchResult } from '../creator-proposals/profile-match';

type ProposalSettings = components['schemas']['ProposalSettings'];
type MatchLine = components['schemas']['RequirementMatch']['lines'][number];

/** How an applicant meets one requirement, as the brand reads it. */
export const BRAND_MATCH_RESULT_LABELS: Record<ProfileMatchResult, MessageDescriptor> = {
  meets: msg`Meets`,
  does_not_meet: msg`Does not meet`,
  missing: msg`Not on their profile`,
};

export const MEETS_EVERY_REQUIREMENT = msg`Meets every requirement`;

export interface BrandMatchLine {
  key: MatchLine['key'];
  /** What the proposal asks, e.g. "Aged 21 to 40", worded as the creator's checklist words it. */
  requirement: string;
  result: ProfileMatchResult;
}

/**
 * The proposal's side of one line: the server sends brands only each line's key and result,
 * so what was asked comes from the proposal's own settings (never the applicant's facts).
 */
function askedIn(key: MatchLine['key'], settings: ProposalSettings): RequirementLine {
  const platforms = platformsOf(settings);
  switch (key) {
    case 'age':
      return { key, result: 'meets', min: settings.age_min, max: settings.age_max, age: null };
    case 'gender':
      return {
        key,
        result: 'meets',
        wanted: settings.gender === 'man' ? 'man' : 'woman',
        gender: null,
      };
    case 'platform':
      return { key, result: 'meets', platforms, accounts: [] };
    case 'followers':
      return {
        key,
        result: 'meets',
        min: settings.min_followers ?? 0,
        platforms: platforms.length > 0 ? platforms : ['instagram', 'tiktok'],
        best: null,
      };
  }
}

/**
 * An application's requirement match in words: each line the server sent, with what the
 * proposal asks (read from its settings) and the applicant's result. Call it while rendering.
 */
export function brandMatchLines(
  lines: readonly MatchLine[],
  settings: ProposalSettings,
): BrandMatchLine[] {
  return lines.map((line) => ({
    key: line.key,
    requirement: requirementText(askedIn(line.key, settings)),
    result: line.result,
  }));
}
