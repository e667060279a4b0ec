import type { components } from '@colla/api-client';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export type CreatorProfile = components['schemas']['CreatorProfile'];
export type ProposalSettings = components['schemas']['ProposalSettings'];

/** How the creator's profile compares with one requirement of a proposal. */
export type ProfileMatchResult = 'meets' | 'does-not-meet' | 'missing';

export interface ProfileMatchLine {
  /** Which requirement: one line each, in this order. */
  key: 'age' | 'gender' | 'platform' | 'followers';
  /** What the brand asks for, e.g. "Aged 21 to 40". */
  requirement: string;
  result: ProfileMatchResult;
  /** What the profile says, or what to add to it, e.g. "You are 30". */
  detail: string;
}

export const PROFILE_MATCH_RESULT_LABELS: Record<ProfileMatchResult, MessageDescriptor> = {
  meets: msg`Meets`,
  'does-not-meet': msg`Does not meet`,
  missing: msg`Add this to your profile`,
};

/** A count in the active language ("48,200" in English, as before). */
function formatCount(count: number): string {
  const locale = !i18n.locale || i18n.locale === 'en' ? 'en-US' : i18n.locale;
  return new Intl.NumberFormat(locale).format(count);
}

/** Whole years between a birth date and today, both `YYYY-MM-DD`; null when unreadable. */
export function ageOn(birthDate: string, today: string): number | null {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

function ageRequirement(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return t`Aged ${min} to ${max}`;
  if (min !== null) return t`Aged ${min} or over`;
  const maxAge = max ?? 0;
  return t`Aged ${maxAge} or under`;
}

function genderRequirement(gender: 'man' | 'woman'): string {
  return gender === 'man' ? t`Men only` : t`Women only`;
}

function profileGender(gender: NonNullable<CreatorProfile['gender']>): string {
  if (gender === 'man') return t`Your profile says man.`;
  if (gender === 'woman') return t`Your profile says woman.`;
  return t`Your profile says non-binary.`;
}

const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok' } as const;

type Platform = keyof typeof PLATFORM_NAMES;

/** Which platforms a line is about: one of them, or either. */
type PlatformChoice = Platform | 'either';

const choiceOf = (platforms: readonly Platform[]): PlatformChoice =>
  platforms.length === 1 && platforms[0] ? platforms[0] : 'either';

function platformRequirement(choice: PlatformChoice): string {
  if (choice === 'instagram') return t`Posts on Instagram`;
  if (choice === 'tiktok') return t`Posts on TikTok`;
  return t`Posts on Instagram or TikTok`;
}

function addAccount(choice: PlatformChoice): string {
  if (choice === 'instagram') return t`Add your Instagram account to your profile.`;
  if (choice === 'tiktok') return t`Add your TikTok account to your profile.`;
  return t`Add your Instagram or TikTok account to your profile.`;
}

function addFollowers(choice: PlatformChoice): string {
  if (choice === 'instagram') return t`Add your Instagram followers to your profile.`;
  if (choice === 'tiktok') return t`Add your TikTok followers to your profile.`;
  return t`Add your Instagram or TikTok followers to your profile.`;
}

/** The platforms a proposal asks for; empty when any platform will do. */
function platformsOf(settings: ProposalSettings): Platform[] {
  if (settings.platform === 'instagram' || settings.platform === 'tiktok')
    return [settings.platform];
  if (settings.platform === 'both') return ['instagram', 'tiktok'];
  return [];
}

function handleOf(profile: CreatorProfile, platform: Platform): string | null {
  const handle = platform === 'instagram' ? profile.instagram_handle : profile.tiktok_handle;
  return handle?.trim() ? handle : null;
}

function followersOf(profile: CreatorProfile, platform: Platform): number | null {
  return platform === 'instagram' ? profile.instagram_followers : profile.tiktok_followers;
}

/**
 * The proposal's targeting (age, gender, platform, minimum followers) checked against the
 * creator's own profile, one line per requirement the brand set. Informative only: a creator may
 * apply whatever it says. `today` (`YYYY-MM-DD`) is passed in so ages are stable in stories.
 */
export function matchProfile(
  settings: ProposalSettings,
  profile: CreatorProfile,
  today: string,
): ProfileMatchLine[] {
  const lines: ProfileMatchLine[] = [];

  if (settings.age_min !== null || settings.age_max !== null) {
    const requirement = ageRequirement(settings.age_min, settings.age_max);
    const age = profile.birth_date ? ageOn(profile.birth_date, today) : null;
    if (age === null)
      lines.push({
        key: 'age',
        requirement,
        result: 'missing',
        detail: t`Add your date of birth to your profile.`,
      });
    else {
      const meets =
        (settings.age_min === null || age >= settings.age_min) &&
        (settings.age_max === null || age <= settings.age_max);
      lines.push({
        key: 'age',
        requirement,
        result: meets ? 'meets' : 'does-not-meet',
        detail: t`You are ${age}.`,
      });
    }
  }

  // `any` and `both` (men and women) are open to everyone: no line.
  if (settings.gender === 'man' || settings.gender === 'woman') {
    const requirement = genderRequirement(settings.gender);
    if (!profile.gender)
      lines.push({
        key: 'gender',
        requirement,
        result: 'missing',
        detail: t`Add your gender to your profile.`,
      });
    else
      lines.push({
        key: 'gender',
        requirement,
        result: profile.gender === settings.gender ? 'meets' : 'does-not-meet',
        detail: profileGender(profile.gender),
      });
  }

  const platforms = platformsOf(settings);
  if (platforms.length > 0) {
    // `both` means either platform will do, as the proposals filter reads it.
    const requirement = platformRequirement(choiceOf(platforms));
    const withHandle = platforms.filter((platform) => handleOf(profile, platform));
    lines.push(
      withHandle.length > 0
        ? {
            key: 'platform',
            requirement,
            result: 'meets',
            detail: withHandle
              .map((platform) => `${PLATFORM_NAMES[platform]} @${handleOf(profile, platform)}`)
              .join(', '),
          }
        : {
            key: 'platform',
            requirement,
            result: 'missing',
            detail: addAccount(choiceOf(platforms)),
          },
    );
  }

  if (settings.min_followers !== null && settings.min_followers > 0) {
    const min = settings.min_followers;
    const on = platforms.length > 0 ? platforms : (['instagram', 'tiktok'] as const);
    const minFollowers = formatCount(min);
    const requirement = t`At least ${minFollowers} followers`;
    const counts = on
      .map((platform) => ({ platform, count: followersOf(profile, platform) }))
      .filter((entry): entry is { platform: Platform; count: number } => entry.count !== null);
    const best = counts.reduce<{ platform: Platform; count: number } | null>(
      (top, entry) => (top === null || entry.count > top.count ? entry : top),
      null,
    );
    if (best === null)
      lines.push({
        key: 'followers',
        requirement,
        result: 'missing',
        detail: addFollowers(choiceOf(on)),
      });
    else {
      const followers = formatCount(best.count);
      const platform = PLATFORM_NAMES[best.platform];
      lines.push({
        key: 'followers',
        requirement,
        result: best.count >= min ? 'meets' : 'does-not-meet',
        detail: t`You have ${followers} on ${platform}.`,
      });
    }
  }

  return lines;
}
