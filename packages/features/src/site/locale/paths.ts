import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@colla/i18n/locales';

/**
 * The public site's pages, by their first path segment. Only these move under `/ca/…` and
 * `/es/…`; the portal's paths (`/login`, `/app-login`, `/app/…`) stay where they are.
 */
const SITE_SEGMENTS = new Set([
  'home',
  'about-us',
  'brands',
  'creators',
  'roadmap',
  'pitchdeck',
  'privacy-policy',
  'proposals',
  'redirect',
  'test',
]);

/** The language a path is in (`/ca/brands` → `ca`, `/brands` → `en`) and the path without it. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ca|es)(\/.*)?$/.exec(pathname);
  const prefix = match?.[1];
  if (!match || !isLocale(prefix)) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: prefix, path: match[2] || '/' };
}

/**
 * A site link in a language: `/brands` → `/ca/brands`, `/` → `/ca/home` (English keeps its paths).
 * Anchors, other apps' paths and other sites are returned as they are.
 */
export function localePath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const path = splitLocalePath(href.split(/[?#]/, 1)[0] ?? href).path;
  const rest = href.slice((href.split(/[?#]/, 1)[0] ?? '').length);
  if (locale === DEFAULT_LOCALE) {
    // Already English, or a path written in another language: back to its English form.
    return splitLocalePath(href).locale === DEFAULT_LOCALE ? href : `${path}${rest}`;
  }
  if (path === '/') return `/${locale}/home${rest}`;
  const segment = path.split('/')[1] ?? '';
  return SITE_SEGMENTS.has(segment) ? `/${locale}${path}${rest}` : href;
}

/** The same page in every language, in the switcher's order. */
export function localeAlternates(pathname: string): { locale: Locale; href: string }[] {
  const { path } = splitLocalePath(pathname);
  return LOCALES.map((locale) => ({ locale, href: localePath(path, locale) }));
}
