// `pnpm dev`: the API, the site and the portal with hot reload on one origin
// (http://localhost:3000 unless PORT says), split by path as in production (origin-routes.mjs):
//
// - the API runs in its own process under `tsx watch` (restarted when a file it imports, or
//   openapi.yaml, changes) on 127.0.0.1:3001 (COLLA_API_PORT), on the embedded database (PGlite,
//   files in `.data/dev`, or DATA_DIR) loaded with the demo data the first time;
// - the site and the portal each get a Vite dev server in middleware mode behind one HTTP server,
//   with hot module replacement over this origin's WebSocket. The portal's modules live under
//   /_portal/ (both apps have a /src/…), its pages keep their own paths;
// - the API's paths go through Vite's proxy (scripts/dev-proxy.mjs) to the API process.
//
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { DEV_API_PORT } from './dev-proxy.mjs';
import { partFor } from './origin-routes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.COLLA_API_PORT || DEV_API_PORT);
const origin = `http://localhost:${port}`;
/** Where the portal's modules are served from (its pages keep their paths: /login, /app/…). */
const PORTAL_BASE = '/_portal/';

// The Vite configs read it for their proxy (scripts/dev-proxy.mjs).
process.env.COLLA_API_PORT = String(apiPort);

function startApi() {
  const apiDir = join(root, 'apps/api');
  const tsx = createRequire(join(apiDir, 'package.json')).resolve('tsx/cli');
  const child = spawn(
    process.execPath,
    [tsx, 'watch', '--clear-screen=false', '--include', '../../openapi.yaml', 'src/main.ts'],
    {
      cwd: apiDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: a Ctrl-C in the terminal reaches only this script, which then
      // sends the watcher one SIGTERM (tsx takes a second signal as "kill the server now", which
      // would not let the embedded database close).
      detached: true,
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        // Links in emails and feeds point at the dev origin, not at the API's own port.
        PUBLIC_URL: process.env.PUBLIC_URL || origin,
        // Its own data folder: `pnpm start` (`.data/`) can run beside it.
        DATA_DIR: process.env.DATA_DIR || join(root, '.data/dev'),
        DEMO_DATA: process.env.DEMO_DATA || 'true',
        // Vite serves the apps.
        SERVE_APPS: 'false',
      },
    },
  );
  return child;
}

const server = createHttpServer();

/** @param {string} app @param {string} base */
function viteFor(app, base) {
  const appRoot = join(root, 'apps', app);
  return createViteServer({
    configFile: join(appRoot, 'vite.config.ts'),
    root: appRoot,
    base,
    appType: 'spa',
    clearScreen: false,
    // HMR over this origin's WebSocket; each app's client connects at its own base.
    server: { middlewareMode: true, ws: { server } },
  });
}

const api = startApi();
let stopping = false;
api.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[dev] the API watcher exited (${signal ?? code}); stopping.`);
  void stop(1);
});

const [site, portal] = await Promise.all([viteFor('site', '/'), viteFor('portal', PORTAL_BASE)]);

server.on('request', (req, res) => {
  const url = req.url ?? '/';
  const pathname = url.split('?', 1)[0] ?? '/';
  const fail = (/** @type {unknown} */ error) => {
    if (error) {
      console.error(error);
      res.statusCode = 500;
    } else {
      res.statusCode = 404;
    }
    res.end();
  };
  if (pathname === PORTAL_BASE || pathname.startsWith(PORTAL_BASE)) {
    portal.middlewares(req, res, fail);
    return;
  }
  const part = partFor(pathname);
  if (part === 'portal') {
    // The push service worker is one of the portal's public files, served at the root (its
    // scope is the whole origin); every other portal path is a page (index.html).
    if (pathname === '/sw.js') req.url = `${PORTAL_BASE}sw.js`;
    portal.middlewares(req, res, fail);
    return;
  }
  if (part === 'site' && pathname === '/') {
    // / redirects to /home (the API server does the same in production).
    const query = url.slice(pathname.length);
    res.writeHead(302, { Location: `/home${query}` });
    res.end();
    return;
  }
  // The site's pages and modules, and the API's paths (the site's Vite proxies them).
  site.middlewares(req, res, fail);
});

/** Resolves once the API process answers its health check (it migrates and seeds first). */
async function apiReady() {
  for (;;) {
    if (stopping) return false;
    const answered = await fetch(`http://127.0.0.1:${apiPort}/health-check`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

server.listen(port, () => {
  console.log(`[dev] Listening at ${origin}; waiting for the API process…`);
  void apiReady().then((ready) => {
    if (!ready) return;
    console.log(
      `[dev] Colla is running at ${origin} with hot reload: the site at /home, the portal at /app-login and /app, the API at /api`,
    );
  });
});

/** @param {number} code */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const apiExited = new Promise((resolve) => {
    if (api.exitCode !== null || api.signalCode !== null) resolve(undefined);
    else api.once('exit', resolve);
  });
  api.kill('SIGTERM');
  server.close();
  server.closeAllConnections();
  await Promise.allSettled([site.close(), portal.close(), apiExited]);
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
// Whatever ends this script, the API does not outlive it.
process.once('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
});
