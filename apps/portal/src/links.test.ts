import { describe, expect, it } from 'vitest';
import { isPortalHref } from './links';

describe('which links the portal routes itself', () => {
  it('routes its own pages', () => {
    for (const href of [
      '/app/brand/deals?status=active',
      '/app',
      '/login?mode=sign-in',
      '/app-login',
      '/password-reset',
      '/accept-invitation/abc',
      '/debug-auth',
      '?page=2',
      '#main-content',
    ]) {
      expect(isPortalHref(href), href).toBe(true);
    }
  });

  it('loads the site’s pages and other origins', () => {
    for (const href of [
      '/home',
      '/proposals/x',
      '/application',
      '//evil.example/app',
      'https://colla.example/app',
      'mailto:hola@colla.example',
    ]) {
      expect(isPortalHref(href), href).toBe(false);
    }
  });
});
