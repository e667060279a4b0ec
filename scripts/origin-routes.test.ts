import { describe, expect, it } from 'vitest';
import { partFor } from './origin-routes.mjs';

describe('partFor: the one-origin path split of decisions.md', () => {
  it.each([
    '/api/login',
    '/api/proposals/slug/summer-vermut-tasting-gracia',
    '/sanctum/csrf-cookie',
    '/register',
    '/health-check',
    '/storage/proposals/4/vermut-terrace.webp',
  ])('sends %s to the API', (path) => {
    expect(partFor(path)).toBe('api');
  });

  it.each([
    '/app',
    '/app/brand/dashboard',
    '/app/creator/chat/12',
    '/app-login',
    '/login',
    '/password-reset',
    '/accept-invitation',
    '/accept-invitation/3f9c2a',
    '/debug-auth',
    '/sw.js',
  ])('sends %s to the portal', (path) => {
    expect(partFor(path)).toBe('portal');
  });

  it.each([
    '/',
    '/home',
    '/about-us',
    '/brands',
    '/creators',
    '/roadmap',
    '/pitchdeck',
    '/privacy-policy',
    '/proposals/x',
    '/redirect',
    '/test',
    '/apply',
    '/application',
    '/registered',
    '/logins',
  ])('sends %s to the site', (path) => {
    expect(partFor(path)).toBe('site');
  });
});
