/** A proposal's settings and dates in words, alike on the brand's, creator's and public pages. */
import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatLongDate } from '@colla/ui/lib/format';

type Settings = components['schemas']['ProposalSettings'];
export type ContentLanguage = Settings['content_language'];

/* Each map holds descriptors, shown with `i18n._(…)` in the active language. */

/** A proposal's platform, as the brand and the public page word it. */
export const PLATFORM_LABELS: Readonly<Record<Settings['platform'], MessageDescriptor>> = {
  any: msg`Any platform`,
  instagram: msg`Instagram`,
  tiktok: msg`TikTok`,
  both: msg`Instagram and TikTok`,
};

/** A proposal's content type, in words. */
export const CONTENT_TYPE_LABELS: Readonly<Record<Settings['content_type'], MessageDescriptor>> = {
  any: msg`Any content`,
  video: msg`Video`,
  pictures: msg`Pictures`,
  both: msg`Video and pictures`,
};

/** The language a proposal's content is to be in, in words (the form's and the filter's options). */
export const CONTENT_LANGUAGE_LABELS: Readonly<Record<ContentLanguage, MessageDescriptor>> = {
  any: msg({ message: 'Any language', context: 'the language of a proposal’s content' }),
  ca: msg`Catalan`,
  es: msg`Spanish`,
  en: msg`English`,
};

/** The content languages in the order the form and the filter offer them. */
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['any', 'ca', 'es', 'en'];

/**
 * "June 1, 2026 – July 15, 2026", "From …", "Until …", or null without dates. Call it while
 * rendering (it reads the active language).
 */
export function proposalDateRange(start: string | null, end: string | null): string | null {
  const startDate = start ? formatLongDate(start) : null;
  const endDate = end ? formatLongDate(end) : null;
  if (startDate && endDate) return t`${startDate} – ${endDate}`;
  if (startDate) return t`From ${startDate}`;
  if (endDate) return t`Until ${endDate}`;
  return null;
}

type UsageRights = components['schemas']['UsageRights'];

/**
 * A proposal's usage rights as a creator reads them: "The brand may use your content on its own
 * channels for 6 months", "…and also in paid ads, without time limit". Call it while rendering.
 */
export function usageRightsSentence(rights: UsageRights): string {
  const months = rights.months;
  if (rights.scope === 'paid_ads') {
    return months === null
      ? t`The brand may use your content on its own channels and also in paid ads, without time limit.`
      : t`The brand may use your content on its own channels and also in paid ads, for ${months} months.`;
  }
  return months === null
    ? t`The brand may use your content on its own channels only, without time limit.`
    : t`The brand may use your content on its own channels only, for ${months} months.`;
}
