import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collaborationsText,
  followersText,
  languagesText,
  placeText,
  responseTimeText,
} from './profile-words';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('placeText', () => {
  it('names the barri with its district', () => {
    expect(placeText('la-vila-de-gracia', 'Barcelona')).toBe('La Vila de Gràcia · Gràcia');
    expect(placeText('el-poblenou', null)).toBe('El Poblenou · Sant Martí');
  });

  it('falls back to the town, then to nothing', () => {
    expect(placeText(null, ' Sabadell ')).toBe('Sabadell');
    expect(placeText(null, '  ')).toBeNull();
    expect(placeText(null, null)).toBeNull();
  });
});

describe('languagesText', () => {
  it('lists the languages in the reader’s language, in the creator’s order', () => {
    expect(languagesText(['ca', 'es'])).toBe('Catalan, Spanish');
    expect(languagesText(['en'])).toBe('English');
    expect(languagesText([])).toBeNull();
  });
});

describe('counts', () => {
  it('writes followers with the language’s separators and plural', () => {
    expect(followersText(48200)).toBe('48,200 followers');
    expect(followersText(1)).toBe('1 follower');
  });

  it('says completed collaborations, and none', () => {
    expect(collaborationsText(3)).toBe('3 collaborations completed');
    expect(collaborationsText(1)).toBe('1 collaboration completed');
    expect(collaborationsText(0)).toBe('No collaborations completed yet');
  });
});

describe('responseTimeText', () => {
  it.each([
    [42, 'Usually replies within an hour'],
    [60, 'Usually replies within an hour'],
    [61, 'Usually replies within 2 hours'],
    [12 * 60, 'Usually replies within 12 hours'],
    [12 * 60 + 1, 'Usually replies within a day'],
    [24 * 60, 'Usually replies within a day'],
    [24 * 60 + 1, 'Usually replies within 2 days'],
    [null, 'No replies to brands in the last 90 days'],
  ])('says %s minutes as “%s”', (minutes, words) => {
    expect(responseTimeText(minutes)).toBe(words);
  });
});
