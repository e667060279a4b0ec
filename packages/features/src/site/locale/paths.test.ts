import { describe, expect, it } from 'vitest';
import { localeAlternates, localePath, splitLocalePath } from './paths';

describe('splitLocalePath', () => {
  it.each([
    ['/ca/brands', 'ca', '/brands'],
    ['/es/proposals/x', 'es', '/proposals/x'],
    ['/ca', 'ca', '/'],
    ['/brands', 'en', '/brands'],
    ['/cat/brands', 'en', '/cat/brands'],
    ['/fr/brands', 'en', '/fr/brands'],
  ])('%s is %s %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });
});

describe('localePath', () => {
  it('moves site pages under the language, keeping query and hash', () => {
    expect(localePath('/brands', 'ca')).toBe('/ca/brands');
    expect(localePath('/home#apply', 'es')).toBe('/es/home#apply');
    expect(localePath('/proposals/tapas?x=1', 'ca')).toBe('/ca/proposals/tapas?x=1');
    expect(localePath('/', 'ca')).toBe('/ca/home');
  });

  it('keeps English at its paths, and brings other languages back to them', () => {
    expect(localePath('/brands', 'en')).toBe('/brands');
    expect(localePath('/', 'en')).toBe('/');
    expect(localePath('/ca/brands', 'en')).toBe('/brands');
    expect(localePath('/es/brands', 'ca')).toBe('/ca/brands');
  });

  it('leaves the portal, anchors and other sites alone', () => {
    expect(localePath('/app-login', 'ca')).toBe('/app-login');
    expect(localePath('/app/creator', 'es')).toBe('/app/creator');
    expect(localePath('#how-it-works', 'ca')).toBe('#how-it-works');
    expect(localePath('https://apps.apple.com/app/colla', 'ca')).toBe(
      'https://apps.apple.com/app/colla',
    );
    expect(localePath('//evil.example/home', 'ca')).toBe('//evil.example/home');
  });
});

describe('localeAlternates', () => {
  it('offers the same page in every language, from any of them', () => {
    expect(localeAlternates('/ca/proposals/x')).toEqual([
      { locale: 'en', href: '/proposals/x' },
      { locale: 'ca', href: '/ca/proposals/x' },
      { locale: 'es', href: '/es/proposals/x' },
    ]);
  });
});
