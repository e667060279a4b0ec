import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '@colla/mocks';
import { brandMatchLines } from './requirement-match';

const settings = fixtures.getBrandProposal.settings;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('brandMatchLines', () => {
  it('words each line the server sent from the proposal’s settings, keeping its result', () => {
    const lines = brandMatchLines(
      [
        { key: 'age', result: 'meets' },
        { key: 'platform', result: 'missing' },
        { key: 'followers', result: 'does_not_meet' },
      ],
      settings,
    );
    expect(lines).toEqual([
      { key: 'age', requirement: 'Aged 21 to 40', result: 'meets' },
      { key: 'platform', requirement: 'Posts on Instagram', result: 'missing' },
      { key: 'followers', requirement: 'At least 5,000 followers', result: 'does_not_meet' },
    ]);
  });

  it('words gender, open-ended ages and either platform', () => {
    const lines = brandMatchLines(
      [
        { key: 'age', result: 'meets' },
        { key: 'gender', result: 'does_not_meet' },
        { key: 'platform', result: 'meets' },
      ],
      { ...settings, age_min: null, age_max: 30, gender: 'woman', platform: 'both' },
    );
    expect(lines.map((line) => line.requirement)).toEqual([
      'Aged 30 or under',
      'Women only',
      'Posts on Instagram or TikTok',
    ]);
  });
});
