import { fixtures } from '@colla/mocks';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_BARCELONA } from './creator-profile-place';
import { previewProfile, type PreviewSources } from './creator-profile-preview';
import { valuesOf } from './creator-profile-section';
import type { CreatorProfileValues } from './creator-profile-section-view';

/** Laia's profile as the server answers brands (the spec's example). */
const brandsSee = fixtures.getCreatorProfile;
const saved = fixtures.getMyCreatorProfile;

const sources: PreviewSources = {
  user: {
    first_name: 'Laia',
    last_name: 'Puig',
    name: 'Laia Puig',
    avatar_path: '/storage/avatars/3.webp',
  },
  categories: [
    { id: 1, name: 'Food & drink' },
    { id: 3, name: 'Fashion' },
    { id: 5, name: 'Lifestyle' },
  ],
  followersUpdatedAt: {
    instagram_followers: saved.instagram_followers_updated_at,
    tiktok_followers: saved.tiktok_followers_updated_at,
  },
  record: brandsSee.record,
  portfolio: brandsSee.portfolio,
};

const laia: CreatorProfileValues = valuesOf(saved);

describe('previewProfile', () => {
  it('shows the saved profile as the server shows it to brands', () => {
    expect(previewProfile(laia, sources)).toEqual(brandsSee);
  });

  it('follows what is typed: bio, barri, languages in the form’s order, visibility', () => {
    const profile = previewProfile(
      {
        ...laia,
        bio: '  Brunch in el Raval.  ',
        neighbourhood: 'el-raval',
        languages: ['en', 'ca'],
        visibility: 'brands',
        username: ' laia.p ',
      },
      sources,
    );
    expect(profile).toMatchObject({
      username: 'laia.p',
      bio: 'Brunch in el Raval.',
      barri: 'el-raval',
      city: 'Barcelona',
      languages: ['ca', 'en'],
      visibility: 'brands',
    });
  });

  it('says no bio for a blank one, and a town outside Barcelona without a barri', () => {
    const profile = previewProfile(
      { ...laia, bio: '   ', neighbourhood: OUTSIDE_BARCELONA, city: ' Sabadell ' },
      sources,
    );
    expect(profile).toMatchObject({ bio: null, barri: null, city: 'Sabadell' });
  });

  it('links each handle typed (an "@" dropped) with its count and the saved date', () => {
    const { platforms } = previewProfile(
      {
        ...laia,
        instagram_handle: '',
        instagram_followers: 48200,
        tiktok_handle: '@laia.eats',
        tiktok_followers: 15000,
      },
      sources,
    );
    expect(platforms).toEqual([
      {
        platform: 'tiktok',
        handle: 'laia.eats',
        url: 'https://www.tiktok.com/@laia.eats',
        followers: 15000,
        followers_updated_at: saved.tiktok_followers_updated_at,
      },
    ]);
  });

  it('names the chosen categories from those the form offers', () => {
    const { categories } = previewProfile({ ...laia, category_ids: [5, 3, 99] }, sources);
    expect(categories).toEqual([
      { id: 3, name: 'Fashion' },
      { id: 5, name: 'Lifestyle' },
    ]);
  });

  it('leaves out the collaborations the creator hid, and keeps their count', () => {
    const [forn, vermut] = brandsSee.record.collaborations;
    if (!forn || !vermut) throw new Error('The example has two collaborations');
    const { record } = previewProfile(laia, {
      ...sources,
      record: { ...brandsSee.record, collaborations: [forn, { ...vermut, hidden: true }] },
    });
    expect(record?.collaborations).toEqual([forn]);
    expect(record?.completed_deals).toBe(3);
  });

  it('has no record while it has not loaded, rather than an empty one', () => {
    expect(previewProfile(laia, { ...sources, record: null }).record).toBeNull();
  });
});
