import { cn } from '@colla/ui/lib/cn';

/**
 * The class of a card's title link whose box stretches over the card (its nearest `relative`
 * ancestor), so the whole card is the target; `extra` adds or overrides (e.g. the text size, or
 * `after:rounded-lg` for a card with smaller corners).
 */
export function stretchedLinkClass(...extra: Parameters<typeof cn>): string {
  return cn(
    'rounded-sm text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
    ...extra,
  );
}
