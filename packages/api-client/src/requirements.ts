import type { components } from './schema';

type ProposalSettings = components['schemas']['ProposalSettings'];

/** What the match reads of a creator's profile (never sent to a brand: only the result is). */
export interface MatchedProfile {
  birth_date: string | null;
  gender: 'man' | 'woman' | 'non_binary' | null;
  instagram_handle: string | null;
  instagram_followers: number | null;
  tiktok_handle: string | null;
  tiktok_followers: number | null;
}

export type Platform = 'instagram' | 'tiktok';
export type RequirementKey = 'age' | 'gender' | 'platform' | 'followers';
export type RequirementResult = 'meets' | 'does_not_meet' | 'missing';

/** One requirement the brand set, and how the profile meets it, with the facts behind it. */
export type RequirementLine =
  | {
      key: 'age';
      result: RequirementResult;
      min: number | null;
      max: number | null;
      age: number | null;
    }
  | {
      key: 'gender';
      result: RequirementResult;
      wanted: 'man' | 'woman';
      gender: MatchedProfile['gender'];
    }
  | {
      key: 'platform';
      result: RequirementResult;
      /** The platforms asked for (either will do). */
      platforms: Platform[];
      /** Those the profile has an account on, with its handle. */
      accounts: { platform: Platform; handle: string }[];
    }
  | {
      key: 'followers';
      result: RequirementResult;
      min: number;
      /** The platforms counted (the ones asked for, else both). */
      platforms: Platform[];
      /** The profile's best count among them, or null when none is given. */
      best: { platform: Platform; count: number } | null;
    };

export interface RequirementMatch {
  /** Every line met (also when the proposal sets no requirement). */
  meets_all: boolean;
  lines: RequirementLine[];
}

/** Whole years between a birth date and a day, both `YYYY-MM-DD`; null when unreadable. */
export function ageOn(birthDate: string, today: string): number | null {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The platforms a proposal asks for; empty when any platform will do. */
export function platformsOf(settings: Pick<ProposalSettings, 'platform'>): Platform[] {
  if (settings.platform === 'instagram' || settings.platform === 'tiktok')
    return [settings.platform];
  if (settings.platform === 'both') return ['instagram', 'tiktok'];
  return [];
}

function handleOf(profile: MatchedProfile, platform: Platform): string | null {
  const handle = platform === 'instagram' ? profile.instagram_handle : profile.tiktok_handle;
  return handle?.trim() ? handle : null;
}

function followersOf(profile: MatchedProfile, platform: Platform): number | null {
  return platform === 'instagram' ? profile.instagram_followers : profile.tiktok_followers;
}

type Targeting = Pick<
  ProposalSettings,
  'age_min' | 'age_max' | 'gender' | 'platform' | 'min_followers'
>;

/**
 * The proposal's targeting (age, gender, platform, minimum followers) against a creator's
 * profile, one line per requirement the brand set, in that order. The creator's checklist words
 * these lines; the server sends brands only each line's key and result. `today` is
 * `YYYY-MM-DD` (the server's clock, or the story's), so ages are stable.
 */
export function matchRequirements(
  settings: Targeting,
  profile: MatchedProfile,
  today: string,
): RequirementMatch {
  const lines: RequirementLine[] = [];

  if (settings.age_min !== null || settings.age_max !== null) {
    const min = settings.age_min;
    const max = settings.age_max;
    const age = profile.birth_date ? ageOn(profile.birth_date, today) : null;
    const result: RequirementResult =
      age === null
        ? 'missing'
        : (min === null || age >= min) && (max === null || age <= max)
          ? 'meets'
          : 'does_not_meet';
    lines.push({ key: 'age', result, min, max, age });
  }

  // `any` and `both` (men and women) are open to everyone: no line.
  if (settings.gender === 'man' || settings.gender === 'woman') {
    const wanted = settings.gender;
    const result: RequirementResult = !profile.gender
      ? 'missing'
      : profile.gender === wanted
        ? 'meets'
        : 'does_not_meet';
    lines.push({ key: 'gender', result, wanted, gender: profile.gender });
  }

  const platforms = platformsOf(settings);
  if (platforms.length > 0) {
    // `both` means either platform will do, as the proposals filter reads it.
    const accounts = platforms.flatMap((platform) => {
      const handle = handleOf(profile, platform);
      return handle ? [{ platform, handle }] : [];
    });
    lines.push({
      key: 'platform',
      result: accounts.length > 0 ? 'meets' : 'missing',
      platforms,
      accounts,
    });
  }

  if (settings.min_followers !== null && settings.min_followers > 0) {
    const min = settings.min_followers;
    const counted: Platform[] = platforms.length > 0 ? platforms : ['instagram', 'tiktok'];
    let best: { platform: Platform; count: number } | null = null;
    for (const platform of counted) {
      const count = followersOf(profile, platform);
      if (count !== null && (best === null || count > best.count)) best = { platform, count };
    }
    lines.push({
      key: 'followers',
      result: best === null ? 'missing' : best.count >= min ? 'meets' : 'does_not_meet',
      min,
      platforms: counted,
      best,
    });
  }

  return { meets_all: lines.every((line) => line.result === 'meets'), lines };
}
