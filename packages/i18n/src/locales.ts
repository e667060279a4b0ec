/** The languages Colla speaks: English (the spec's wording), Catalan and Spanish. */
export const LOCALES = ['en', 'ca', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ca: 'Català',
  es: 'Español',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The language an `Accept-Language` header (or `navigator.languages`, joined) asks for:
 * the first of Catalan, Spanish or English in the listener's order of preference (weights
 * respected), else English. `ca-ES`, `es-419` and `en-GB` count as their language.
 */
export function negotiateLocale(accepted: string | readonly string[] | null | undefined): Locale {
  const ranges = (typeof accepted === 'string' ? accepted.split(',') : (accepted ?? []))
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A malformed weight (`q=abc`, `q=2`) drops the range rather than guessing.
      const weight = params.map((param) => param.split('=')).find(([key]) => key?.trim() === 'q');
      const q = weight ? Number(weight[1]?.trim() || Number.NaN) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter(({ q }) => q > 0 && q <= 1)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The cookie that remembers the language a person chose (the site's switcher, the portal's choice). */
export const LOCALE_COOKIE = 'colla_locale';

/** A year, in seconds: how long the chosen language is remembered. */
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;

/** The `Set-Cookie`/`document.cookie` text that remembers a language for a year on the whole site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The remembered language in a `Cookie` header, or `null` (absent, or not one of ours). */
export function localeFromCookie(header: string | null | undefined): Locale | null {
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() !== LOCALE_COOKIE) continue;
    const raw = value.join('=').trim();
    return isLocale(raw) ? raw : null;
  }
  return null;
}
