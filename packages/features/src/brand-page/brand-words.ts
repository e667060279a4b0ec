/**
 * A brand page in words: how soon the brand decides on applications, where it is. Call these
 * while rendering (they read the active language).
 */
import type { components } from '@colla/api-client';
import { plural, t } from '@lingui/core/macro';

export type BrandCardData = components['schemas']['BrandCard'];
export type BrandPublicPage = components['schemas']['BrandPublicPage'];
export type BrandPhoto = components['schemas']['BrandPhoto'];
export type BrandProposalLink = components['schemas']['BrandProposalLink'];

/**
 * How soon the brand usually decides on an application (the median over the last 90 days): within
 * an hour, N hours (up to 12, rounded up), a day or N days; null means no decision in those 90
 * days, said as "New on Colla".
 */
export function decisionTimeText(minutes: number | null): string {
  if (minutes === null) return t`New on Colla: no decisions on applications yet`;
  if (minutes <= 60) return t`Usually decides on applications within an hour`;
  if (minutes <= 12 * 60) {
    const hours = Math.ceil(minutes / 60);
    return t`${plural(hours, { one: 'Usually decides on applications within # hour', other: 'Usually decides on applications within # hours' })}`;
  }
  const days = Math.ceil(minutes / (24 * 60));
  return t`${plural(days, { one: 'Usually decides on applications within a day', other: 'Usually decides on applications within # days' })}`;
}
