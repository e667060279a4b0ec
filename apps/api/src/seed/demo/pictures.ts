/**
 * The demo's brand logos and photos, proposal pictures and media files: compositions of the shared
 * drawing module (`drawing.ts`), stored through `storePicture` as uploads would be.
 */
import type { CategoryKey } from './keys';
import { motifShapes, seededRandom, svgDocument, type Motif } from './drawing';

/** A logo: a disc and a ring on a square of the brand's colours. */
export function brandLogoSvg([dark, light]: readonly [string, string]): Buffer {
  return svgDocument(
    480,
    480,
    `<rect width="480" height="480" fill="${light}"/>` +
      `<circle cx="240" cy="240" r="170" fill="${dark}"/>` +
      `<circle cx="240" cy="240" r="110" fill="none" stroke="${light}" stroke-width="28"/>` +
      `<rect x="215" y="60" width="50" height="120" rx="25" fill="${light}"/>`,
  );
}

/**
 * A photo-like composition, 900 × 600 (landscape) or 720 × 900 (portrait, every third): a sky
 * fading to the horizon, hills, a sun, and a few shapes in front, varied by `index`.
 */
export function brandPhotoSvg(
  [dark, middle, light]: readonly [string, string, string],
  index: number,
): Buffer {
  const portrait = index % 3 === 2;
  const [w, h] = portrait ? [720, 900] : [900, 600];
  const sunX = w * (0.25 + ((index * 0.23) % 0.5));
  const shapes = Array.from({ length: 3 + (index % 3) }, (_, i) => {
    const x = (w / (4 + (index % 3))) * (i + 1);
    const size = h * (0.1 + ((i + index) % 3) * 0.04);
    return `<rect x="${x - size / 2}" y="${h * 0.78 - size}" width="${size}" height="${size * 1.4}" rx="${size * 0.2}" fill="${dark}" opacity="0.85"/>`;
  }).join('');
  return svgDocument(
    w,
    h,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${middle}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
      `<circle cx="${sunX}" cy="${h * 0.35}" r="${h * 0.12}" fill="${light}" opacity="0.9"/>` +
      `<path d="M0 ${h * 0.7} Q ${w * 0.3} ${h * 0.55} ${w * 0.6} ${h * 0.68} T ${w} ${h * 0.64} V ${h} H 0 Z" fill="${dark}" opacity="0.55"/>` +
      `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${dark}"/>` +
      shapes,
  );
}

/** A category's look: its palettes (light, middle, ink) and the motifs its pictures show. */
const CATEGORY_LOOKS: Record<
  CategoryKey,
  { palettes: readonly (readonly [string, string, string])[]; motifs: readonly Motif[] }
> = {
  food: {
    palettes: [
      ['#fde4cf', '#f6bd60', '#9e2a2b'],
      ['#fefae0', '#dda15e', '#7f4f24'],
      ['#ffe5b4', '#f28482', '#6d2e1f'],
    ],
    motifs: ['plate', 'bread', 'glass'],
  },
  nightlife: {
    palettes: [
      ['#4a4e69', '#22223b', '#f2e9e4'],
      ['#693668', '#1b1b3a', '#f7b32b'],
      ['#3a506b', '#0b132b', '#5bc0be'],
    ],
    motifs: ['glass', 'note'],
  },
  fashion: {
    palettes: [
      ['#ffe5ec', '#f4acb7', '#6d597a'],
      ['#e0c3fc', '#8ec5fc', '#3c096c'],
      ['#f8edeb', '#d8e2dc', '#9d4edd'],
    ],
    motifs: ['hanger', 'bag'],
  },
  sports: {
    palettes: [
      ['#caf0f8', '#48cae4', '#03045e'],
      ['#ffd166', '#fb8500', '#023047'],
      ['#bde0fe', '#219ebc', '#023e8a'],
    ],
    motifs: ['bike', 'sea', 'sunset'],
  },
  lifestyle: {
    palettes: [
      ['#e9edc9', '#adc178', '#386641'],
      ['#f1dca7', '#d4a373', '#5e503f'],
      ['#edede9', '#d6ccc2', '#6b705c'],
    ],
    motifs: ['plant', 'street'],
  },
  wellness: {
    palettes: [
      ['#d8f3dc', '#95d5b2', '#2d6a4f'],
      ['#fff0f3', '#ffafcc', '#5a189a'],
      ['#f1faee', '#a8dadc', '#1d3557'],
    ],
    motifs: ['lotus', 'plant'],
  },
  travel: {
    palettes: [
      ['#fdffb6', '#ffd6a5', '#264653'],
      ['#e9c46a', '#f4a261', '#264653'],
      ['#ffc8dd', '#cdb4db', '#3d405b'],
    ],
    motifs: ['suitcase', 'sunset', 'street'],
  },
  family: {
    palettes: [
      ['#ffd6a5', '#ffadad', '#6a4c93'],
      ['#fdffb6', '#caffbf', '#1982c4'],
      ['#ffc6ff', '#bdb2ff', '#3a0ca3'],
    ],
    motifs: ['balloon', 'plant'],
  },
};

/** The proposal picture's size: the 8:5 frame every proposal page and card shows. */
export const PROPOSAL_PICTURE = { width: 1200, height: 750 } as const;

/**
 * A proposal's picture: its first category's palette and a motif of its categories, placed, sized and
 * sprinkled with a pattern by a random seeded with `seed` (the slug), so no two look alike.
 */
export function proposalPictureSvg(categories: readonly CategoryKey[], seed: string): Buffer {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const [first = 'lifestyle'] = categories;
  const [light, middle, ink] = pick(CATEGORY_LOOKS[first].palettes);
  // A motif of any of its categories: a bakery's family proposal may show balloons.
  const motif = pick([...new Set(categories.flatMap((key) => CATEGORY_LOOKS[key].motifs))]);
  const { width: w, height: h } = PROPOSAL_PICTURE;
  const angle = Math.round(random() * 180);
  // A pattern behind: dots or stripes in the ink, faint.
  const pattern =
    random() < 0.5
      ? Array.from({ length: 14 }, () => {
          const size = 10 + random() * 50;
          return `<circle cx="${random() * w}" cy="${random() * h}" r="${size}" fill="${ink}" opacity="${0.06 + random() * 0.1}"/>`;
        }).join('')
      : Array.from(
          { length: 7 },
          (_, i) =>
            `<rect x="${-w + i * 320 + random() * 80}" y="${-h}" width="${40 + random() * 70}" height="${h * 3}" fill="${ink}" opacity="0.07" transform="rotate(${angle} ${w / 2} ${h / 2})"/>`,
        ).join('');
  // The motif, a little off centre, at a size of its own; a scene (the sea, a sunset, a street)
  // fills the frame as it is.
  const scene = motif === 'sea' || motif === 'sunset' || motif === 'street';
  const scale = 0.8 + random() * 0.35;
  const dx = (random() - 0.5) * w * 0.3;
  const dy = (random() - 0.5) * h * 0.12;
  const transform = `translate(${w / 2 + dx} ${h / 2 + dy}) scale(${scale}) translate(${-w / 2} ${-h / 2})`;
  return svgDocument(
    w,
    h,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle % 90} 0.5 0.5)"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${middle}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      pattern +
      (scene
        ? motifShapes(motif, w, h, ink)
        : `<g transform="${transform}">${motifShapes(motif, w, h, ink)}</g>`),
  );
}

/** A media file's picture: a motif on a gradient of two colours, `width` × `height`. */
export function mediaPictureSvg(
  motif: Motif,
  [background, ink]: readonly [string, string],
  width: number,
  height: number,
): Buffer {
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${background}" stop-opacity="0.75"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="#ffffff"/><rect width="${width}" height="${height}" fill="url(#g)"/>` +
      motifShapes(motif, width, height, ink),
  );
}
