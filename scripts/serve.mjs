// Serves the built site and portal on one origin (docs/decisions.md), in mock mode until the API
// server lands: every API call is answered in the browser by the MSW worker.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partFor } from './origin-routes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = { site: join(root, 'apps/site/dist'), portal: join(root, 'apps/portal/dist') };
const port = Number(process.env.PORT ?? 3000);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

function fileIn(base, pathname) {
  const candidate = normalize(join(base, decodeURIComponent(pathname)));
  if (!candidate.startsWith(base + sep)) return null;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

function send(res, file, status = 200) {
  const hashed = /\/assets\//.test(file);
  res.writeHead(status, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const part = partFor(pathname);
  if (part === 'api') {
    // In mock mode the MSW worker answers API calls and /storage files in the browser.
    res.writeHead(503, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        message: 'The API server is not part of this build yet: the apps run in mock mode.',
      }),
    );
    return;
  }
  if (pathname === '/') {
    // Root goes home: / redirects to /home (docs/decisions.md).
    res.writeHead(302, { Location: '/home' });
    res.end();
    return;
  }
  const file =
    fileIn(dist[part], pathname) ??
    fileIn(dist.site, pathname) ??
    fileIn(dist.portal, pathname) ??
    // A page prerendered at build time: /home is dist/home.html.
    (part === 'site' ? fileIn(dist.site, `${pathname.replace(/\/$/, '')}.html`) : null);
  if (file) return send(res, file);
  if (extname(pathname)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  // History fallback: each app's own index.html.
  send(res, join(dist[part], 'index.html'));
});

server.listen(port, () => {
  console.log(`Colla is running at http://localhost:${port} (site, portal, mock API)`);
});
