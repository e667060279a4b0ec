import { describe, expect, it } from 'vitest';
import { bareHandle, creatorPlatforms, platformUrl, type PlatformFacts } from './platforms';

const none: PlatformFacts = {
  instagram_handle: null,
  instagram_followers: null,
  instagram_followers_updated_at: null,
  tiktok_handle: null,
  tiktok_followers: null,
  tiktok_followers_updated_at: null,
};

describe('platforms', () => {
  it('links each account to its page', () => {
    expect(platformUrl('instagram', 'laiapuig.bcn')).toBe(
      'https://www.instagram.com/laiapuig.bcn/',
    );
    expect(platformUrl('tiktok', 'laiapuig')).toBe('https://www.tiktok.com/@laiapuig');
  });

  it('drops spaces and a leading "@" from a handle', () => {
    expect(bareHandle('  @@laia_p ')).toBe('laia_p');
    expect(bareHandle('   ')).toBe('');
    expect(bareHandle(null)).toBe('');
  });

  it('lists the platforms with a handle, Instagram first, with their counts and dates', () => {
    expect(creatorPlatforms(none)).toEqual([]);
    expect(
      creatorPlatforms({
        ...none,
        tiktok_handle: '@laiapuig',
        tiktok_followers: 12900,
        tiktok_followers_updated_at: '2026-09-12T10:00:00Z',
        instagram_handle: 'laiapuig.bcn',
      }),
    ).toEqual([
      {
        platform: 'instagram',
        handle: 'laiapuig.bcn',
        url: 'https://www.instagram.com/laiapuig.bcn/',
        followers: null,
        followers_updated_at: null,
      },
      {
        platform: 'tiktok',
        handle: 'laiapuig',
        url: 'https://www.tiktok.com/@laiapuig',
        followers: 12900,
        followers_updated_at: '2026-09-12T10:00:00Z',
      },
    ]);
  });

  it('leaves out a platform whose handle is blank, whatever its count', () => {
    expect(creatorPlatforms({ ...none, instagram_handle: ' @ ', instagram_followers: 5 })).toEqual(
      [],
    );
  });
});
