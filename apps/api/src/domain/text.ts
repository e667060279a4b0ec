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

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching slugs `base-<anything>`, with LIKE's wildcards escaped. */
export function suffixPattern(base: string): string {
  return `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
}
