/**
 * Helpers for the Foundations stories: the token names we document and the maths to check them.
 * The values themselves live only in styles.css; these helpers read them back from the page.
 */

export const colourGroups = [
  {
    name: 'Primary',
    description: 'Terracotta. 600 and darker carry white text; 50–100 are tinted backgrounds.',
    tokens: ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map(
      (step) => `primary-${step}`,
    ),
  },
  {
    name: 'Neutral',
    description: 'Warm greys for backgrounds, lines and secondary text.',
    tokens: ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map(
      (step) => `neutral-${step}`,
    ),
  },
  {
    name: 'Roles',
    description:
      'Ink for text, muted for secondary text, line for dividers, line-strong for control borders.',
    tokens: ['ink', 'muted', 'line', 'line-strong', 'surface', 'canvas', 'focus'],
  },
  {
    name: 'Success',
    description: 'Accepted deals, completed tasks.',
    tokens: ['50', '100', '200', '600', '700', '800'].map((step) => `success-${step}`),
  },
  {
    name: 'Warning',
    description: 'Deadlines close, pending reviews.',
    tokens: ['50', '100', '200', '600', '700', '800'].map((step) => `warning-${step}`),
  },
  {
    name: 'Danger',
    description: 'Errors and destructive actions.',
    tokens: ['50', '100', '200', '600', '700', '800'].map((step) => `danger-${step}`),
  },
] as const;

export interface ContrastPair {
  foreground: string;
  background: string;
  /** 4.5 for body text, 3 for control borders and the focus ring (WCAG 2.2 AA). */
  minimum: number;
  sample: string;
}

/**
 * Pairs that each need `minimum` contrast, written as a foreground, the backgrounds it must read
 * on, and a sample text: one pair per background, in order.
 */
function contrastPairs(
  minimum: number,
  rows: [foreground: string, backgrounds: string[], sample: string][],
): ContrastPair[] {
  return rows.flatMap(([foreground, backgrounds, sample]) =>
    backgrounds.map((background) => ({ foreground, background, minimum, sample })),
  );
}

export const textPairs = contrastPairs(4.5, [
  ['ink', ['canvas', 'surface'], 'Find brands in Barcelona'],
  ['muted', ['canvas', 'surface', 'neutral-100', 'primary-50'], 'Posted 3 days ago'],
  ['primary-700', ['surface'], 'See proposal'],
  ['primary-800', ['primary-50'], 'Featured'],
  ['surface', ['primary-600'], 'Apply now'],
  ['success-700', ['success-50'], 'Deal accepted'],
  ['success-800', ['success-100'], 'Deal accepted'],
  ['warning-700', ['warning-50'], 'Due tomorrow'],
  ['warning-800', ['warning-100'], 'Due tomorrow'],
  ['danger-700', ['danger-50', 'surface'], 'Upload failed'],
  ['surface', ['danger-700'], 'Delete proposal'],
]);

export const nonTextPairs = contrastPairs(3, [
  ['line-strong', ['surface', 'canvas'], 'Control border'],
  ['focus', ['surface', 'canvas', 'neutral-100', 'primary-50'], 'Focus ring'],
  ['danger-700', ['surface'], 'Invalid border'],
]);

export type Rgb = readonly [number, number, number];

/** Parses `#rrggbb`, `#rgb` or a computed `rgb()`/`rgba()` colour. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long)
    return [parseInt(long[1] ?? '', 16), parseInt(long[2] ?? '', 16), parseInt(long[3] ?? '', 16)];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) {
    return [
      parseInt(`${short[1]}${short[1]}`, 16),
      parseInt(`${short[2]}${short[2]}`, 16),
      parseInt(`${short[3]}${short[3]}`, 16),
    ];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Reads a theme token (a CSS custom property on :root), e.g. `readToken('--color-ink')`. */
export function readToken(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Reads a colour token as an RGB triple; throws when the token is missing. */
export function readColourToken(token: string): Rgb {
  const value = readToken(`--color-${token}`);
  const rgb = parseColour(value);
  if (!rgb) throw new Error(`--color-${token} is not a hex colour: "${value}"`);
  return rgb;
}

/** `1rem` → 16, `12px` → 12, at the browser's default root size. */
export function toPixels(length: string): number {
  const value = length.trim();
  if (value.endsWith('rem')) return parseFloat(value) * 16;
  if (value.endsWith('px')) return parseFloat(value);
  return Number.NaN;
}
