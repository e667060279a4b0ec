import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partFor } from '../../../scripts/origin-routes.mjs';
import type { Config } from './config';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const APP_DIST = {
  site: join(repoRoot, 'apps/site/dist'),
  portal: join(repoRoot, 'apps/portal/dist'),
} as const;

const YEAR = 'public, max-age=31536000, immutable';

function fileIn(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root + sep)) return null;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

/**
 * Uploaded files under /storage: served with the type their name carries (set from their magic
 * bytes at upload), never sniffed, never run: a sandboxing CSP and `nosniff` on every one.
 */
export async function registerStorage(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.header('Cache-Control', YEAR);
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      res.header('Content-Disposition', 'inline');
    },
  });
}

/**
 * The built site and portal on this origin, with the path split of decisions.md: hashed assets
 * cached for a year, every other path falls back to its app's index.html.
 */
export async function registerApps(app: FastifyInstance): Promise<void> {
  for (const part of ['site', 'portal'] as const) {
    const assets = join(APP_DIST[part], 'assets', part);
    await app.register(fastifyStatic, {
      root: existsSync(assets) ? assets : APP_DIST[part],
      prefix: `/assets/${part}/`,
      decorateReply: part === 'site',
      index: false,
      setHeaders: (res) => res.header('Cache-Control', YEAR),
    });
  }

  const sendFrom = (reply: FastifyReply, root: string, file: string) =>
    reply.header('Cache-Control', 'no-cache').sendFile(file.slice(root.length + 1), root);

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const part = partFor(pathname);
    if (part === 'api') {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}.` });
    }
    const root = APP_DIST[part];
    const file = fileIn(root, pathname);
    if (file) return sendFrom(reply, root, file);
    if (extname(pathname)) return reply.code(404).type('text/plain').send('Not found');
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      return reply
        .code(503)
        .type('text/plain')
        .send(`The ${part} is not built yet: run pnpm build.`);
    }
    return sendFrom(reply, root, index);
  });
}
