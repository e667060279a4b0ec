/** A URL slug from a name: "Summer vermut tasting in Gràcia" → "summer-vermut-tasting-in-gracia". */
export function slugify(name: string, fallback = 'item'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 190)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/**
 * The first free slug among `base`, `base-2`, `base-3`, … given the slugs already taken that
 * start with `base`.
 */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** One line (names, titles, cities) or several (descriptions, bios, chat messages). */
export type TextKind = 'line' | 'multiline';

const ZWNJ = '\u200c';
const ZWJ = '\u200d';
const BLACK_FLAG = '\u{1f3f4}';
const CANCEL_TAG = 0xe007f;
const isTagSpec = (point: number) => point >= 0xe0020 && point <= 0xe007e;
/** Characters nobody sees: controls, format characters (bidi, zero widths, tags), lone surrogates. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;
/** A character a joiner may stand next to: not white space, not invisible. */
const VISIBLE = /[^\s\p{C}]/u;

/** Indexes (in `chars`) of the tag characters of emoji tag sequences: 🏴 + tags + cancel tag. */
function tagSequenceIndexes(chars: readonly string[]): Set<number> {
  const kept = new Set<number>();
  chars.forEach((char, start) => {
    if (char !== BLACK_FLAG) return;
    let end = start + 1;
    while (end < chars.length && isTagSpec(chars[end]?.codePointAt(0) ?? 0)) end++;
    if (end > start + 1 && chars[end]?.codePointAt(0) === CANCEL_TAG) {
      for (let i = start + 1; i <= end; i++) kept.add(i);
    }
  });
  return kept;
}

/**
 * A text as stored, for every text a person types (`line`: names, titles, cities, tags;
 * `multiline`: descriptions, bios, messages). Normalised to NFC; line breaks (CR LF, CR, NEL,
 * U+2028/U+2029) become `\n`, and in a `line` they and the tabs become one space (tabs do in
 * `multiline` too); every other control (Cc), format character (Cf: bidi marks, embeddings,
 * overrides and isolates U+200E/F, U+202A–E, U+2066–9, U+061C, zero-width spaces, BOM) and lone
 * surrogate is removed. Kept for emoji and scripts that need them: the zero-width joiner and
 * non-joiner between two visible characters (👩‍🍳), the tag characters of a flag tag sequence
 * (🏴 + tags + cancel tag); variation selectors (❤️), skin tones and regional-indicator flags
 * are not format characters and stay. Surrounding white space is trimmed.
 */
export function cleanText(value: string, kind: TextKind = 'line'): string {
  let text = value
    .normalize('NFC')
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/[\t\v\f]/g, ' ');
  if (kind === 'line') text = text.replace(/[^\S\n]*\n\s*/g, ' ');
  const chars = Array.from(text);
  const tags = tagSequenceIndexes(chars);
  let out = '';
  let last = '';
  chars.forEach((char, i) => {
    const keep =
      char === '\n' ||
      !INVISIBLE.test(char) ||
      tags.has(i) ||
      ((char === ZWJ || char === ZWNJ) && VISIBLE.test(last) && VISIBLE.test(chars[i + 1] ?? ''));
    if (!keep) return;
    out += char;
    last = char;
  });
  return out.trim();
}

/** `cleanText` for an optional text: null (or undefined) stays null. */
export function cleanOptionalText(
  value: string | null | undefined,
  kind: TextKind = 'line',
): string | null {
  return value === null || value === undefined ? null : cleanText(value, kind);
}
