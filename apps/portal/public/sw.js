// Colla's service worker (push registration on sign-in: registered from /sw.js). It shows the
// notifications the server pushes (user-visible only) and, when one is clicked, brings Colla
// forward at the right screen (docs/decisions.md).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A push carries `{ id, title, body, url, tag }` (tag `colla-notification-<id>`, so a repeated
// push of one notification replaces it instead of stacking). Older payloads may lack tag and id.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = (event.data && event.data.json()) || {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Colla';
  const tag = data.tag || (data.id ? `colla-notification-${data.id}` : undefined);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag,
      data: { url: data.url || '/app', id: data.id },
    }),
  );
});

// The portal's pages: /app and below, and the sign-in pages a tab often starts at. (Chromium keeps
// a client's url at the address its page loaded from, not where the app's router took it since:
// a tab signed in at /login and now at /app/creator/deals still says /login.)
const PORTAL_PATH = /^\/(app|app\/.*|app-login|login|password-reset|accept-invitation(\/.*)?)$/;

/** A window of this origin showing the portal, not the public site. */
function isCollaTab(client) {
  const url = new URL(client.url);
  return url.origin === self.location.origin && PORTAL_PATH.test(url.pathname);
}

/**
 * Focuses an open Colla tab — one already at `url` when there is one, else the most recently
 * focused — navigating it to `url` when it is elsewhere; with no Colla tab open (or one that
 * cannot be navigated), opens a window at `url`.
 */
async function showUrl(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tabs = windows.filter(isCollaTab);
  const there = tabs.find((client) => client.url === url);
  if (there) return there.focus();
  const tab = tabs.find((client) => client.focused) || tabs[0];
  if (!tab) return self.clients.openWindow(url);
  // Navigate first: focusing uses up the click's permission to open a window, which the fallback
  // needs when the tab cannot be navigated (one this worker does not control).
  let navigated;
  try {
    navigated = await tab.navigate(url);
  } catch {
    return self.clients.openWindow(url);
  }
  return (navigated || tab).focus();
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/app', self.location.origin);
  // Only Colla's own screens: a link elsewhere opens the portal's home instead.
  const href = url.origin === self.location.origin ? url.href : `${self.location.origin}/app`;
  event.waitUntil(showUrl(href));
});
