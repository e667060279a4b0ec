// The committed catalogs, read as a person in that language sees them: `tr('Sign in')` is the
// Catalan (or Spanish) a screen shows for the English message, with `{placeholders}` filled.
// A journey written with it checks the real translations, and fails if a screen shows English.
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';

export type Translate = (english: string, values?: Record<string, string | number>) => string;

/** One catalog (`web` for the screens, `server` for what the API writes) of one language. */
export async function catalog(
  locale: 'ca' | 'es',
  kind: 'web' | 'server' = 'web',
): Promise<Translate> {
  const file = new URL(`../../../packages/i18n/locales/${kind}/${locale}.po`, import.meta.url);
  const entries = await formatter({}).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file.pathname,
  });
  const byEnglish = new Map<string, string>();
  // The web catalog's ids are hashes beside the English `message`; the server's ids are the English.
  for (const [id, { message, translation, context }] of Object.entries(entries)) {
    const english = message || id;
    if (translation) byEnglish.set(context ? `${context}\u0004${english}` : english, translation);
  }
  return (english, values = {}) => {
    const translated = byEnglish.get(english);
    if (!translated)
      throw new Error(`The ${kind} catalog has no ${locale} for ${JSON.stringify(english)}`);
    if (translated === english && /[a-z]{4}/i.test(english)) {
      throw new Error(`The ${locale} of ${JSON.stringify(english)} is the English itself`);
    }
    return translated.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/** A label that starts with `text` (fields add " *" or a hint after their name). */
export const startsWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
