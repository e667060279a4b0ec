import { RESERVED_BRAND_SLUGS } from '@colla/api-client/reserved-slugs';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { creatorUsername, matchPage, PRERENDERED_PATHS, proposalSlug, SITE_PAGES } from './pages';
import { redirectTarget } from './pages/redirect';

describe('matchPage', () => {
  it('finds each public page, with or without a trailing slash', () => {
    expect(matchPage('/home')?.path).toBe('/home');
    expect(matchPage('/about-us/')?.path).toBe('/about-us');
    expect(matchPage('/proposals/summer-vermut-tasting-gracia')?.path).toBe('/proposals/:slug');
    // The page for creators and one creator's profile are two pages.
    expect(matchPage('/creators')?.path).toBe('/creators');
    expect(matchPage('/ca/creators/laiapuig')).toMatchObject({
      path: '/creators/:username',
      locale: 'ca',
    });
    expect(matchPage('/creators/a/b')).toBeNull();
  });

  it('answers /brands/join with its own page in every language, whatever a brand is called', () => {
    for (const path of ['/brands/join', '/ca/brands/join', '/es/brands/join/']) {
      expect(matchPage(path)?.path).toBe('/brands/join');
    }
    expect(RESERVED_BRAND_SLUGS).toContain('join');
    expect(PRERENDERED_PATHS).toContain('/brands/join');
  });

  it('has no page for the root, unknown paths or the route pattern itself', () => {
    expect(matchPage('/')).toBeNull();
    expect(matchPage('/nowhere')).toBeNull();
    expect(matchPage('/proposals/:slug')?.path).toBe('/proposals/:slug');
    expect(matchPage('/proposals/a/b')).toBeNull();
    expect(matchPage('/proposals/')).toBeNull();
  });
});

describe('proposalSlug and creatorUsername', () => {
  it('decode the path parameter and survive a malformed escape', () => {
    expect(proposalSlug('/proposals/caf%C3%A9-gracia')).toBe('café-gracia');
    expect(proposalSlug('/proposals/100%')).toBe('100%');
    expect(creatorUsername('/es/creators/laia.puig/')).toBe('laia.puig');
    expect(creatorUsername('/creators/100%')).toBe('100%');
  });
});

describe('the page table', () => {
  it('prerenders the static pages, not the ones needing a query string or the database', () => {
    expect(PRERENDERED_PATHS).toEqual([
      '/home',
      '/about-us',
      '/brands',
      '/brands/join',
      '/creators',
      '/roadmap',
      '/pitchdeck',
      '/privacy-policy',
      '/test',
    ]);
  });

  it('names each page module as its loader imports it (the build manifest key)', () => {
    const source = readFileSync(new URL('./pages.ts', import.meta.url), 'utf8');
    const pairs = [
      ...source.matchAll(/module: '([^']+)',\s*load: \(\) => import\('\.\/([^']+)'\)/g),
    ];
    expect(pairs).toHaveLength(Object.keys(SITE_PAGES).length);
    for (const [, module, imported] of pairs) expect(module).toBe(`src/${imported}.tsx`);
  });
});

describe('redirectTarget (/redirect)', () => {
  it('follows same-origin paths only', () => {
    expect(redirectTarget('?to=/proposals/abc')).toBe('/proposals/abc');
    expect(redirectTarget('')).toBe('/home');
    expect(redirectTarget('?to=https://evil.example')).toBe('/home');
    expect(redirectTarget('?to=//evil.example')).toBe('/home');
    expect(redirectTarget('?to=/\\evil.example')).toBe('/home');
  });

  it('reads the target as the browser does (tab, newline, backslash, dot segments)', () => {
    const origin = 'https://colla.example';
    expect(redirectTarget('?to=%2F%09%2Fevil.example', origin)).toBe('/home');
    expect(redirectTarget('?to=%2F%0A%2Fevil.example', origin)).toBe('/home');
    expect(redirectTarget('?to=%2F%5Cevil.example', origin)).toBe('/home');
    expect(redirectTarget('?to=%2F.%2F%2Fevil.example', origin)).toBe('/home');
    expect(redirectTarget('?to=javascript:alert(1)', origin)).toBe('/home');
    expect(redirectTarget('?to=https%3A%2F%2Fcolla.example%2Froadmap%23top', origin)).toBe(
      '/roadmap#top',
    );
    expect(redirectTarget('?to=%2Fproposals%2Fabc%3Fx%3D1%23apply', origin)).toBe(
      '/proposals/abc?x=1#apply',
    );
  });
});
