/**
 * What stands in for a proposal's picture when it has none: its category's drawing on its
 * category's colour, so a list of proposals without pictures does not look like one placeholder
 * repeated. Decided from the category's name alone (deterministic, nothing loads).
 */
import {
  Baby,
  Bike,
  Croissant,
  Flower2,
  Handshake,
  Martini,
  Plane,
  Shirt,
  Sofa,
  Sparkles,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@colla/ui/lib/cn';

/** Words of a category's name (English, Catalan or Spanish) and the drawing they get. */
const MOTIFS: readonly [RegExp, LucideIcon][] = [
  [/bak|forn|panad|pastr|bread/i, Croissant],
  [/food|drink|menjar|comida|restaur|beguda|bebida/i, UtensilsCrossed],
  [/night|nit|noche|bar|music|cocktail/i, Martini],
  [/fashion|moda|style|cloth/i, Shirt],
  [/sport|outdoor|esport|deport|bike|surf/i, Bike],
  [/beauty|wellness|bellesa|belleza|benestar|bienestar|yoga|spa/i, Flower2],
  [/travel|viat|viaj|hotel|trip/i, Plane],
  [/famil|kid|child|infant|niñ/i, Baby],
  [/lifestyle|home|casa|llar|design|disseny|diseño/i, Sofa],
];

/** Background and drawing colours, one per category (a fixed order, so a name keeps its tone). */
export const CATEGORY_TONES = [
  'bg-primary-100 text-primary-800',
  'bg-warning-100 text-warning-800',
  'bg-success-100 text-success-800',
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
  'bg-rose-100 text-rose-800',
  'bg-teal-100 text-teal-800',
  'bg-amber-100 text-amber-900',
] as const;

/** A small, stable hash of a text (FNV-1a), for picking a tone. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The drawing and colours of a category (by its name); `fallback` when it has none. */
export function categoryArt(
  category: string | null | undefined,
  fallback = '',
): { Icon: LucideIcon; tone: string } {
  const name = category?.trim() ?? '';
  const Icon = MOTIFS.find(([pattern]) => pattern.test(name))?.[1] ?? (name ? Sparkles : Handshake);
  const tone = CATEGORY_TONES[textHash(name || fallback) % CATEGORY_TONES.length] ?? '';
  return { Icon, tone };
}

/**
 * A proposal's stand-in picture: decorative, the size its box gives it (set the ratio and
 * corners with `className`).
 */
export function CategoryArt({
  category,
  fallback,
  className,
  iconClassName = 'size-12',
}: {
  /** The proposal's first category's name. */
  category: string | null | undefined;
  /** What picks the colour without a category (the proposal's name). */
  fallback?: string;
  className?: string;
  iconClassName?: string;
}) {
  const { Icon, tone } = categoryArt(category, fallback);
  return (
    <div
      aria-hidden="true"
      data-slot="category-art"
      className={cn('flex w-full items-center justify-center', tone, className)}
    >
      <Icon className={iconClassName} strokeWidth={1.5} />
    </div>
  );
}
