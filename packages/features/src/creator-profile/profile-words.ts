/**
 * A creator's profile in words, alike in the full profile and beside an application: where they
 * are, the languages they create in, followers, their record on Colla. Call these while rendering
 * (they read the active language).
 */
import type { components } from '@colla/api-client';
import { barriName, districtName, districtOf } from '@colla/api-client/places';
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatList } from '@colla/ui/lib/format';
import { CONTENT_LANGUAGE_LABELS, PLATFORM_LABELS } from '../lib/proposal-settings';

export type CreatorPublicProfile = components['schemas']['CreatorPublicProfile'];
export type CreatorPlatform = components['schemas']['CreatorPlatform'];
export type CreatorRecord = components['schemas']['CreatorRecord'];
export type CreatorLanguage = CreatorPublicProfile['languages'][number];

/**
 * Where the creator is: their barri with its district ("La Vila de Gràcia · Gràcia"), else the
 * town they gave, else null.
 */
export function placeText(barri: string | null, city: string | null): string | null {
  const name = barri ? barriName(barri) : null;
  const districtCode = barri ? districtOf(barri) : null;
  const district = districtCode ? districtName(districtCode) : null;
  if (name && district) return t`${name} · ${district}`;
  if (name) return name;
  return city?.trim() ? city.trim() : null;
}

/**
 * The languages they create in, in the reader's language ("Catalan, Spanish"); null for none.
 * Inside a sentence Catalan and Spanish write language names in lower case ("català i castellà").
 */
export function languagesText(languages: readonly CreatorLanguage[]): string | null {
  if (languages.length === 0) return null;
  const inSentence = (label: string) =>
    i18n.locale === 'ca' || i18n.locale === 'es' ? label.toLocaleLowerCase(i18n.locale) : label;
  return formatList(
    languages.map((language) => inSentence(i18n._(CONTENT_LANGUAGE_LABELS[language]))),
  );
}

/** A platform's name ("Instagram", "TikTok"). */
export function platformName(platform: CreatorPlatform['platform']): string {
  return i18n._(PLATFORM_LABELS[platform]);
}

/** "48,200 followers", "1 follower". */
export function followersText(count: number): string {
  return t`${plural(count, { one: '# follower', other: '# followers' })}`;
}

/** "3 collaborations completed", "No collaborations completed yet". */
export function collaborationsText(count: number): string {
  return t`${plural(count, {
    0: 'No collaborations completed yet',
    one: '# collaboration completed',
    other: '# collaborations completed',
  })}`;
}

/**
 * How soon the creator usually answers a brand (the median over the last 90 days), in words:
 * within an hour, within N hours (up to 12, rounded up), within a day or N days; null means no
 * reply to a brand in those 90 days.
 */
export function responseTimeText(minutes: number | null): string {
  if (minutes === null) return t`No replies to brands in the last 90 days`;
  if (minutes <= 60) return t`Usually replies within an hour`;
  if (minutes <= 12 * 60) {
    const hours = Math.ceil(minutes / 60);
    return t`${plural(hours, { one: 'Usually replies within # hour', other: 'Usually replies within # hours' })}`;
  }
  const days = Math.ceil(minutes / (24 * 60));
  return t`${plural(days, { one: 'Usually replies within a day', other: 'Usually replies within # days' })}`;
}
