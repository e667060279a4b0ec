import type { components } from '@colla/api-client';

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

export const PROFILE_MATCH_RESULT_LABELS: Record<ProfileMatchResult, string> = {
  meets: 'Meets',
  'does-not-meet': 'Does not meet',
  missing: 'Add this to your profile',
};

const numberFormat = new Intl.NumberFormat('en-US');
const formatCount = (count: number) => numberFormat.format(count);

/** Whole years between a birth date and today, both `YYYY-MM-DD`; null when unreadable. */
export function ageOn(birthDate: string, today: string): number | null {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

function ageRequirement(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `Aged ${min} to ${max}`;
  if (min !== null) return `Aged ${min} or over`;
  return `Aged ${max ?? 0} or under`;
}

const GENDER_WORDS = { man: 'Men', woman: 'Women' } as const;
const CREATOR_GENDER_WORDS = { man: 'man', woman: 'woman', non_binary: 'non-binary' } as const;
const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok' } as const;

type Platform = keyof typeof PLATFORM_NAMES;

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
        detail: 'Add your date of birth to your profile.',
      });
    else {
      const meets =
        (settings.age_min === null || age >= settings.age_min) &&
        (settings.age_max === null || age <= settings.age_max);
      lines.push({
        key: 'age',
        requirement,
        result: meets ? 'meets' : 'does-not-meet',
        detail: `You are ${age}.`,
      });
    }
  }

  // `any` and `both` (men and women) are open to everyone: no line.
  if (settings.gender === 'man' || settings.gender === 'woman') {
    const requirement = `${GENDER_WORDS[settings.gender]} only`;
    if (!profile.gender)
      lines.push({
        key: 'gender',
        requirement,
        result: 'missing',
        detail: 'Add your gender to your profile.',
      });
    else
      lines.push({
        key: 'gender',
        requirement,
        result: profile.gender === settings.gender ? 'meets' : 'does-not-meet',
        detail: `Your profile says ${CREATOR_GENDER_WORDS[profile.gender]}.`,
      });
  }

  const platforms = platformsOf(settings);
  if (platforms.length > 0) {
    const names = platforms.map((platform) => PLATFORM_NAMES[platform]);
    // `both` means either platform will do, as the proposals filter reads it.
    const requirement = `Posts on ${names.join(' or ')}`;
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
            detail: `Add your ${names.join(' or ')} account to your profile.`,
          },
    );
  }

  if (settings.min_followers !== null && settings.min_followers > 0) {
    const min = settings.min_followers;
    const on = platforms.length > 0 ? platforms : (['instagram', 'tiktok'] as const);
    const requirement = `At least ${formatCount(min)} followers`;
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
        detail: `Add your ${on.map((platform) => PLATFORM_NAMES[platform]).join(' or ')} followers to your profile.`,
      });
    else
      lines.push({
        key: 'followers',
        requirement,
        result: best.count >= min ? 'meets' : 'does-not-meet',
        detail: `You have ${formatCount(best.count)} on ${PLATFORM_NAMES[best.platform]}.`,
      });
  }

  return lines;
}
