import type { components } from '@colla/api-client';
import {
  matchRequirements,
  type Platform,
  type RequirementLine,
  type RequirementResult,
} from '@colla/api-client/requirements';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { CircleCheck, CircleHelp, CircleX, type LucideIcon } from 'lucide-react';

export { ageOn } from '@colla/api-client/requirements';

export type CreatorProfile = components['schemas']['CreatorProfile'];
export type ProposalSettings = components['schemas']['ProposalSettings'];

/** How the creator's profile compares with one requirement of a proposal. */
export type ProfileMatchResult = RequirementResult;

export interface ProfileMatchLine {
  /** Which requirement: one line each, in this order. */
  key: RequirementLine['key'];
  /** What the brand asks for, e.g. "Aged 21 to 40". */
  requirement: string;
  result: ProfileMatchResult;
  /** What the profile says, or what to add to it, e.g. "You are 30". */
  detail: string;
}

export const PROFILE_MATCH_RESULT_LABELS: Record<ProfileMatchResult, MessageDescriptor> = {
  meets: msg`Meets`,
  does_not_meet: msg`Does not meet`,
  missing: msg`Add this to your profile`,
};

/** Each result's icon and colour, alike in the creator's checklist and the brand's review. */
export const REQUIREMENT_RESULT_ICONS: Record<
  ProfileMatchResult,
  { icon: LucideIcon; className: string }
> = {
  meets: { icon: CircleCheck, className: 'text-success-700' },
  does_not_meet: { icon: CircleX, className: 'text-danger-700' },
  missing: { icon: CircleHelp, className: 'text-warning-800' },
};

/** A count in the active language ("48,200" in English, as before). */
function formatCount(count: number): string {
  const locale = !i18n.locale || i18n.locale === 'en' ? 'en-US' : i18n.locale;
  return new Intl.NumberFormat(locale).format(count);
}

const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok' } as const;

/** Which platforms a line is about: one of them, or either. */
type PlatformChoice = Platform | 'either';

const choiceOf = (platforms: readonly Platform[]): PlatformChoice =>
  platforms.length === 1 && platforms[0] ? platforms[0] : 'either';

/** What the brand asks for, in words. */
export function requirementText(line: RequirementLine): string {
  switch (line.key) {
    case 'age': {
      const { min, max } = line;
      if (min !== null && max !== null) return t`Aged ${min} to ${max}`;
      if (min !== null) return t`Aged ${min} or over`;
      const maxAge = max ?? 0;
      return t`Aged ${maxAge} or under`;
    }
    case 'gender':
      return line.wanted === 'man' ? t`Men only` : t`Women only`;
    case 'platform': {
      const choice = choiceOf(line.platforms);
      if (choice === 'instagram') return t`Posts on Instagram`;
      if (choice === 'tiktok') return t`Posts on TikTok`;
      return t`Posts on Instagram or TikTok`;
    }
    case 'followers': {
      const minFollowers = formatCount(line.min);
      return t`At least ${minFollowers} followers`;
    }
  }
}

/** What the creator's own profile says about a line, or what to add to it. */
function ownDetail(line: RequirementLine): string {
  switch (line.key) {
    case 'age': {
      const age = line.age;
      return age === null ? t`Add your date of birth to your profile.` : t`You are ${age}.`;
    }
    case 'gender':
      if (line.gender === 'man') return t`Your profile says man.`;
      if (line.gender === 'woman') return t`Your profile says woman.`;
      if (line.gender === 'non_binary') return t`Your profile says non-binary.`;
      return t`Add your gender to your profile.`;
    case 'platform': {
      if (line.accounts.length > 0)
        return line.accounts
          .map(({ platform, handle }) => `${PLATFORM_NAMES[platform]} @${handle}`)
          .join(', ');
      const choice = choiceOf(line.platforms);
      if (choice === 'instagram') return t`Add your Instagram account to your profile.`;
      if (choice === 'tiktok') return t`Add your TikTok account to your profile.`;
      return t`Add your Instagram or TikTok account to your profile.`;
    }
    case 'followers': {
      if (line.best) {
        const followers = formatCount(line.best.count);
        const platform = PLATFORM_NAMES[line.best.platform];
        return t`You have ${followers} on ${platform}.`;
      }
      const choice = choiceOf(line.platforms);
      if (choice === 'instagram') return t`Add your Instagram followers to your profile.`;
      if (choice === 'tiktok') return t`Add your TikTok followers to your profile.`;
      return t`Add your Instagram or TikTok followers to your profile.`;
    }
  }
}

/**
 * The creator's checklist: the proposal's targeting (age, gender, platform, minimum followers)
 * against their own profile, one line per requirement the brand set, through the same
 * `matchRequirements` the server gives brands. Informative only: a creator may apply whatever it
 * says. `today` (`YYYY-MM-DD`) is passed in so ages are stable in stories.
 */
export function matchProfile(
  settings: ProposalSettings,
  profile: CreatorProfile,
  today: string,
): ProfileMatchLine[] {
  return matchRequirements(settings, profile, today).lines.map((line) => ({
    key: line.key,
    requirement: requirementText(line),
    result: line.result,
    detail: ownDetail(line),
  }));
}
