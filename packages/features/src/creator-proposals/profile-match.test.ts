import { activateLocale } from '@colla/i18n/provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_SETTINGS } from '../test-support/proposal-fixtures';
import { ageOn, matchProfile, type CreatorProfile, type ProposalSettings } from './profile-match';

const settings: ProposalSettings = OPEN_SETTINGS;
const laia: CreatorProfile = {
  bio: null,
  city: 'Barcelona',
  instagram_handle: 'laiapuig.bcn',
  instagram_followers: 48200,
  tiktok_handle: null,
  tiktok_followers: null,
  gender: 'woman',
  birth_date: '1996-04-23',
  categories: [],
  username: 'laiapuig',
  visibility: 'brands',
  barri: 'la-vila-de-gracia',
  languages: ['ca', 'es'],
  instagram_followers_updated_at: null,
  tiktok_followers_updated_at: null,
  accepts_invites: true,
};

// The lines are written in the active language: English, as the spec words them.
beforeAll(() => activateLocale('en'));

describe('ageOn', () => {
  it('counts a birthday only once it has come', () => {
    expect(ageOn('1996-04-23', '2026-04-22')).toBe(29);
    expect(ageOn('1996-04-23', '2026-04-23')).toBe(30);
    expect(ageOn('not a date', '2026-04-23')).toBeNull();
  });
});

describe('matchProfile', () => {
  it('has no line for a proposal open to everyone', () => {
    expect(matchProfile(settings, laia, '2026-06-15')).toEqual([]);
  });

  it('checks age bounds, gender, platform and followers on that platform', () => {
    const lines = matchProfile(
      {
        ...settings,
        age_min: 18,
        age_max: 29,
        gender: 'woman',
        platform: 'instagram',
        min_followers: 50000,
      },
      laia,
      '2026-06-15',
    );
    expect(lines.map((line) => [line.key, line.result])).toEqual([
      ['age', 'does_not_meet'],
      ['gender', 'meets'],
      ['platform', 'meets'],
      ['followers', 'does_not_meet'],
    ]);
  });

  it('asks to add what the profile lacks', () => {
    const lines = matchProfile(
      { ...settings, age_min: 21, gender: 'man', platform: 'tiktok', min_followers: 1000 },
      { ...laia, birth_date: null, gender: null },
      '2026-06-15',
    );
    expect(lines.every((line) => line.result === 'missing')).toBe(true);
    expect(lines.map((line) => line.detail)).toEqual([
      'Add your date of birth to your profile.',
      'Add your gender to your profile.',
      'Add your TikTok account to your profile.',
      'Add your TikTok followers to your profile.',
    ]);
  });

  it('takes either platform for `both` and the larger audience for followers', () => {
    const lines = matchProfile(
      { ...settings, platform: 'both', min_followers: 40000 },
      laia,
      '2026-06-15',
    );
    expect(lines.map((line) => line.result)).toEqual(['meets', 'meets']);
    expect(lines[1]?.detail).toBe('You have 48,200 on Instagram.');
  });
});
