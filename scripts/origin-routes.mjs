// The one-origin path split (one origin, docs/decisions.md): which part of Colla answers a path.

const API_EXACT = new Set(['/sanctum/csrf-cookie', '/register', '/health-check']);
const PORTAL_EXACT = new Set([
  '/app',
  '/app-login',
  '/login',
  '/password-reset',
  '/debug-auth',
  '/accept-invitation',
  // The portal's push service worker, at the root so its scope is the whole origin.
  '/sw.js',
]);
const PORTAL_PREFIXES = ['/app/', '/accept-invitation/'];

/** @param {string} pathname @returns {'api' | 'portal' | 'site'} */
export function partFor(pathname) {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === '/api' || path.startsWith('/api/') || API_EXACT.has(path)) return 'api';
  // Uploaded files (proposal images, avatars, media) are served by the API from /storage.
  if (path.startsWith('/storage/')) return 'api';
  if (PORTAL_EXACT.has(path) || PORTAL_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return 'portal';
  }
  return 'site';
}
