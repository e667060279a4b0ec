// The Mock Service Worker script, served and emitted from the msw package itself: one copy, the
// one that matches the installed msw, and only where mock answers are wanted (Storybook and the
// apps' mock mode). A production build carries no mock worker.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const FILE = 'mockServiceWorker.js';

/** The worker's source as the installed msw ships it. */
export function mockWorkerSource() {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`msw/${FILE}`), 'utf8');
}

/** A Vite plugin: `/mockServiceWorker.js` on the dev server, and the same file in the build. */
export function mockWorker() {
  return {
    name: 'colla-mock-worker',
    configureServer(server) {
      server.middlewares.use(`/${FILE}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(mockWorkerSource());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: mockWorkerSource() });
    },
  };
}
