/** What every demo data module shares: the keys people, categories and brands are named by. */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export type UserKey =
  | 'clara'
  | 'jordi'
  | 'mireia'
  | 'sergi'
  | 'rosa'
  | 'anna'
  | 'laia'
  | 'marc'
  | 'nuria'
  | 'pau'
  | 'aina'
  | 'oriol'
  | 'quim';

export type CategoryKey =
  'food' | 'nightlife' | 'fashion' | 'sports' | 'lifestyle' | 'wellness' | 'travel' | 'family';

export type BrandKey = 'vermut' | 'forn' | 'saldemar' | 'bicis' | 'pepita' | 'jardi';
