/** A proposal's settings and dates in words, alike on the brand's, creator's and public pages. */
import type { components } from '@colla/api-client';
import { formatLongDate } from '@colla/ui/lib/format';
import { t } from '@lingui/core/macro';

type ContentType = components['schemas']['ProposalSettings']['content_type'];

/*
 * The labels below are read when shown (during render): each getter gives the text in the active
 * language, so the maps stay plain `Record<…, string>` for the screens that use them.
 */

/** A proposal's content type, in words. */
export const CONTENT_TYPE_LABELS: Readonly<Record<ContentType, string>> = {
  get any() {
    return t`Any content`;
  },
  get video() {
    return t`Video`;
  },
  get pictures() {
    return t`Pictures`;
  },
  get both() {
    return t`Video and pictures`;
  },
};

/** "June 1, 2026 – July 15, 2026", "From …", "Until …", or null without dates. */
export function proposalDateRange(start: string | null, end: string | null): string | null {
  const startDate = start ? formatLongDate(start) : null;
  const endDate = end ? formatLongDate(end) : null;
  if (startDate && endDate) return t`${startDate} – ${endDate}`;
  if (startDate) return t`From ${startDate}`;
  if (endDate) return t`Until ${endDate}`;
  return null;
}

/** The platform and content type a proposal asks for, as the brand and the public page word them. */
export const SETTING_LABELS = {
  platform: {
    get any() {
      return t`Any platform`;
    },
    instagram: 'Instagram',
    tiktok: 'TikTok',
    get both() {
      return t`Instagram and TikTok`;
    },
  },
  content_type: CONTENT_TYPE_LABELS,
} as const;
