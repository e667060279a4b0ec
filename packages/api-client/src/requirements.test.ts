import { describe, expect, it } from 'vitest';
import { matchRequirements, type MatchedProfile } from './requirements';

const open = {
  age_min: null,
  age_max: null,
  gender: 'any',
  platform: 'any',
  min_followers: null,
} as const;
const marc: MatchedProfile = {
  birth_date: '1999-02-10',
  gender: 'man',
  instagram_handle: 'marcsoler.eats',
  instagram_followers: 22400,
  tiktok_handle: null,
  tiktok_followers: null,
};
const summary = (settings: Parameters<typeof matchRequirements>[0], profile = marc) => {
  const match = matchRequirements(settings, profile, '2026-06-15');
  return [match.meets_all, match.lines.map((line) => `${line.key}:${line.result}`)];
};

describe('matchRequirements', () => {
  it('meets a proposal open to everyone, with no line', () => {
    expect(summary(open)).toEqual([true, []]);
  });

  it('meets all only when every line is met', () => {
    expect(summary({ ...open, age_min: 21, platform: 'instagram', min_followers: 20000 })).toEqual([
      true,
      ['age:meets', 'platform:meets', 'followers:meets'],
    ]);
    expect(summary({ ...open, age_max: 25, gender: 'woman' })).toEqual([
      false,
      ['age:does_not_meet', 'gender:does_not_meet'],
    ]);
  });

  it('says missing where the profile is silent, and that is not a match', () => {
    const silent: MatchedProfile = { ...marc, birth_date: null, gender: null };
    expect(
      summary(
        { ...open, age_min: 18, gender: 'man', platform: 'tiktok', min_followers: 1 },
        silent,
      ),
    ).toEqual([false, ['age:missing', 'gender:missing', 'platform:missing', 'followers:missing']]);
  });

  it('counts followers on the platforms asked for only', () => {
    const both: MatchedProfile = { ...marc, tiktok_handle: 'marc', tiktok_followers: 90000 };
    expect(summary({ ...open, platform: 'instagram', min_followers: 50000 }, both)).toEqual([
      false,
      ['platform:meets', 'followers:does_not_meet'],
    ]);
    expect(summary({ ...open, min_followers: 50000 }, both)).toEqual([true, ['followers:meets']]);
  });
});
