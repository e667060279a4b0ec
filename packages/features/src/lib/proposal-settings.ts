/** A proposal's settings and dates in words, alike on the brand's, creator's and public pages. */
import type { components } from '@colla/api-client';
import { formatLongDate } from '@colla/ui/lib/format';

type ContentType = components['schemas']['ProposalSettings']['content_type'];

/** A proposal's content type, in words. */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  any: 'Any content',
  video: 'Video',
  pictures: 'Pictures',
  both: 'Video and pictures',
};

/** "June 1, 2026 – July 15, 2026", "From …", "Until …", or null without dates. */
export function proposalDateRange(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatLongDate(start)} – ${formatLongDate(end)}`;
  if (start) return `From ${formatLongDate(start)}`;
  if (end) return `Until ${formatLongDate(end)}`;
  return null;
}

/** The platform and content type a proposal asks for, as the brand and the public page word them. */
export const SETTING_LABELS = {
  platform: {
    any: 'Any platform',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    both: 'Instagram and TikTok',
  },
  content_type: CONTENT_TYPE_LABELS,
} as const;
