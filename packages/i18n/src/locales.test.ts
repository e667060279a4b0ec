import { describe, expect, it } from 'vitest';
import { isLocale, negotiateLocale, localeCookie, localeFromCookie } from './locales';

describe('negotiateLocale', () => {
  it.each([
    ['ca', 'ca'],
    ['ca-ES,ca;q=0.9,es;q=0.8,en;q=0.7', 'ca'],
    ['es-ES,es;q=0.9', 'es'],
    ['es-419', 'es'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5,ca;q=0.4', 'es'],
    ['en;q=0.5,ca;q=0.8', 'ca'],
    ['ca;q=0,es', 'es'],
    ['fr,de', 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['ca;q=abc,es', 'es'],
    ['ca;q=2,es;q=0.1', 'es'],
  ])('%j asks for %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads the browser’s list in its order', () => {
    expect(negotiateLocale(['de-DE', 'es-ES', 'ca'])).toBe('es');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts only the three languages', () => {
    expect(['en', 'ca', 'es'].every(isLocale)).toBe(true);
    expect(['EN', 'fr', 'ca-ES', '', undefined, 1].some(isLocale)).toBe(false);
  });
});

describe('the remembered language', () => {
  it.each([
    ['colla_locale=ca', 'ca'],
    ['theme=dark; colla_locale=es; other=1', 'es'],
    ['colla_locale=en', 'en'],
    ['colla_locale=fr', null],
    ['colla_locale=<script>', null],
    ['colla_locale=ca=x', null],
    ['xcolla_locale=ca', null],
    ['', null],
    [undefined, null],
  ])('%j remembers %s', (header, locale) => {
    expect(localeFromCookie(header)).toBe(locale);
  });

  it('is kept for a year on the whole site, and read back', () => {
    const cookie = localeCookie('ca');
    expect(cookie).toBe('colla_locale=ca; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeFromCookie(cookie.split(';')[0])).toBe('ca');
  });
});
