import { isReservedBrandSlug } from '@colla/api-client/reserved-slugs';
import fastifyStatic from '@fastify/static';
import type { components } from '@colla/api-client/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { partFor } from '../../../scripts/origin-routes.mjs';
import { localeFromCookie, negotiateLocale, type Locale } from '@colla/i18n/locales';
import { localePath, splitLocalePath } from '../../../packages/features/src/site/locale/paths';
import type { Config } from './config';
import { findBrandBySlug, listBrandPageLinks, loadBrandPublicPage } from './domain/brand-pages';
import {
  findCreatorByUsername,
  listPublicCreatorLinks,
  loadCreatorPublicProfile,
} from './domain/creator-profiles';
import { findPublicProposal, listPublicProposalLinks } from './domain/proposals';
import { listShowcaseProposals } from './domain/showcase';
import { isDatabaseUnavailable } from './http/errors';
import { createHomeShowcase } from './site-showcase';
import { toPublicProposal } from './serializers/proposals';
import { isPrivateStoragePath } from './storage-links';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const APP_DIST = {
  site: join(repoRoot, 'apps/site/dist'),
  portal: join(repoRoot, 'apps/portal/dist'),
} as const;

const YEAR = 'public, max-age=31536000, immutable';

/** What the server knew of a public proposal when it rendered the page (see apps/site). */
type ProposalSnapshot =
  | { status: 'success'; proposal: components['schemas']['PublicProposal'] }
  | { status: 'not-found' };

/** What the server knew of a public creator profile when it rendered the page (see apps/site). */
type CreatorSnapshot =
  | { status: 'success'; creator: components['schemas']['CreatorPublicProfile'] }
  | { status: 'not-found' };

/** What the server knew of a brand's page when it rendered it (see apps/site). */
type BrandSnapshot =
  { status: 'success'; brand: components['schemas']['BrandPublicPage'] } | { status: 'not-found' };

/** What the server rendered the homepage's showcase with (see apps/site). */
interface HomeSnapshot {
  status: 'showcase';
  proposals: components['schemas']['PublicProposal'][];
}

/** The homepage in each language, with or without a trailing slash. */
const HOME_PATH = /^(\/(ca|es))?\/home\/?$/;

/**
 * Successful writes after which the showcase is read again: proposals, brands (a card shows the
 * brand's name and place) and categories, by brand users and admins.
 */
const CHANGES_SHOWCASE = /^\/api\/(brand|admin)\/(proposals|brands?|categories)(\/|\?|$)/;

/** A brand slug as the contract allows it; anything else is not looked up. */
const BRAND_SLUG = /^[A-Za-z0-9-]{1,60}$/;

/** A username as the contract allows it; anything else is not looked up. */
const USERNAME = /^[A-Za-z0-9._]{3,30}$/;

/** The site's renderer (`apps/site/src/entry-server.tsx`, built to `apps/site/dist-server`). */
interface SiteRenderer {
  readonly indexedPaths: readonly string[];
  proposal(pathname: string, snapshot: ProposalSnapshot): Promise<{ status: number; html: string }>;
  creator(pathname: string, snapshot: CreatorSnapshot): Promise<{ status: number; html: string }>;
  /** The homepage with its showcase (absent from older builds: the prerendered page is sent). */
  home?(pathname: string, snapshot: HomeSnapshot): Promise<{ status: number; html: string }>;
  /** A brand's page (absent from older builds). */
  brand?(pathname: string, snapshot: BrandSnapshot): Promise<{ status: number; html: string }>;
  /** A Catalan or Spanish path the site does not have: its 404 page (absent from older builds). */
  notFound?(pathname: string): Promise<{ status: number; html: string } | null>;
}

/** The site's languages, English first (it keeps today's paths). */
const SITE_LOCALES: readonly Locale[] = ['en', 'ca', 'es'];

/**
 * The language a first visit to `/` goes home in: the one the visitor chose before (the
 * `colla_locale` cookie), else the browser's (`Accept-Language`), else English. Anything odd in
 * either header counts as nothing said.
 */
export function rootLocale(request: FastifyRequest): Locale {
  try {
    const cookie = request.headers.cookie;
    const chosen = localeFromCookie(typeof cookie === 'string' ? cookie : null);
    if (chosen) return chosen;
    const accepted = request.headers['accept-language'];
    return negotiateLocale(typeof accepted === 'string' ? accepted.slice(0, 1000) : null);
  } catch {
    return 'en';
  }
}

interface SiteRendererModule {
  createSiteRenderer(options: {
    template: string;
    manifest: unknown;
    origin?: string;
  }): SiteRenderer;
}

/** The built renderer, or `null` when the site was built without it (the page then renders in the browser). */
async function loadSiteRenderer(siteDist: string, origin: string): Promise<SiteRenderer | null> {
  const entry = join(siteDist, '../dist-server/entry-server.js');
  const manifest = join(siteDist, '.vite/manifest.json');
  const template = join(siteDist, 'index.html');
  if (![entry, manifest, template].every((file) => existsSync(file))) return null;
  const module = (await import(pathToFileURL(entry).href)) as SiteRendererModule;
  return module.createSiteRenderer({
    template: readFileSync(template, 'utf8'),
    manifest: JSON.parse(readFileSync(manifest, 'utf8')) as unknown,
    origin,
  });
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

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

/** The decoded path of a request URL (as @fastify/static decodes it), or null when malformed. */
function decodedPath(url: string): string | null {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURI(path.replace(/%(23|3f)/gi, (escape) => decodeURIComponent(escape)));
  } catch {
    return null;
  }
}

const LINK_REFUSED =
  'This link to the file has expired or is not valid. Open the page again to get a new one.';

/**
 * Uploaded files under /storage: served with the type their name carries (set from their magic
 * bytes at upload), never sniffed, never run: a sandboxing CSP and `nosniff` on every one.
 * Public files (proposal images, avatars, logos) are cached for a year. Private files (`media/`:
 * deal content and media libraries) are served only through a signed link that has not expired
 * (src/storage-links.ts), cached privately until it does; anything else is a 403.
 */
export async function registerStorage(app: FastifyInstance, config: Config): Promise<void> {
  /** Requests for a private file whose link checked out, with the seconds it has left. */
  const granted = new WeakMap<FastifyRequest, number>();
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const path = decodedPath(request.url);
      // A path that does not decode is refused by @fastify/static itself.
      if (path === null || !isPrivateStoragePath(path)) return;
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const link = app.colla.storageLinks.check(
        path,
        query.get('exp'),
        query.get('sig'),
        app.colla.now(),
      );
      if (!link.ok) {
        return reply.code(403).header('Cache-Control', 'no-store').send({ message: LINK_REFUSED });
      }
      granted.set(request, link.secondsLeft);
    });
    await scope.register(fastifyStatic, {
      root: config.storageDir,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      // Whatever the spelling of the address, a private file is sent only after its link checked.
      allowedPath: (pathname, _root, request) =>
        !isPrivateStoragePath(`/storage${pathname}`) || granted.has(request),
      setHeaders: (reply) => {
        const secondsLeft = granted.get(reply.request);
        reply.header(
          'Cache-Control',
          secondsLeft === undefined ? YEAR : `private, max-age=${secondsLeft}`,
        );
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
        reply.header('Content-Disposition', 'inline');
      },
    });
  });
}

/**
 * The built site and portal on this origin, with the one-origin path split (docs/decisions.md):
 * hashed assets cached for a year; each public page prerendered at build time (`dist/<path>.html`);
 * the public proposal rendered per request with the proposal's data, title and Open Graph tags; the
 * sitemap and robots.txt from the database and `PUBLIC_URL`; every other path falls back to its
 * app's index.html. `dist` is where the builds are (tests give a fake one).
 */
export async function registerApps(
  app: FastifyInstance,
  config: Config,
  dist: Readonly<Record<keyof typeof APP_DIST, string>> = APP_DIST,
): Promise<void> {
  for (const part of ['site', 'portal'] as const) {
    const assets = join(dist[part], 'assets', part);
    await app.register(fastifyStatic, {
      root: existsSync(assets) ? assets : dist[part],
      prefix: `/assets/${part}/`,
      decorateReply: part === 'site',
      index: false,
      // Cache-Control is ours to set, per file.
      cacheControl: false,
      // Only hashed assets are immutable. (This instance's `sendFile` also sends the pages and
      // files like /sw.js below: those keep the `no-cache` they are given.)
      setHeaders: (res, filePath) => {
        if (filePath.startsWith(assets + sep)) res.header('Cache-Control', YEAR);
      },
    });
  }

  const origin = config.publicUrl.replace(/\/+$/, '');
  let renderer: Promise<SiteRenderer | null> | undefined;
  const siteRenderer = () => (renderer ??= loadSiteRenderer(dist.site, origin));

  const sendFrom = (reply: FastifyReply, root: string, file: string) =>
    reply.header('Cache-Control', 'no-cache').sendFile(file.slice(root.length + 1), root);

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);

  /**
   * The public proposal page, or `null` when the site has no renderer. It returns the page and
   * never the reply: an async function returning the reply resolves with `undefined` (the reply is
   * a thenable, settled once the answer is out), so its caller would go on and send again.
   */
  async function proposalPage(
    request: FastifyRequest,
    pathname: string,
  ): Promise<{ status: number; html: string } | null> {
    const render = await siteRenderer();
    if (!render) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(splitLocalePath(pathname).path.slice('/proposals/'.length));
    } catch {
      slug = '';
    }
    const bundle = slug ? await findPublicProposal(app.colla.db, slug) : null;
    const page = await render.proposal(
      pathname,
      bundle ? { status: 'success', proposal: toPublicProposal(bundle) } : { status: 'not-found' },
    );
    request.log.debug({ slug, status: page.status }, 'rendered a public proposal');
    return page;
  }

  /** A public creator profile's page, or `null` when the site has no renderer (as above). */
  async function creatorPage(
    request: FastifyRequest,
    pathname: string,
  ): Promise<{ status: number; html: string } | null> {
    const render = await siteRenderer();
    if (!render) return null;
    let username: string;
    try {
      username = decodeURIComponent(splitLocalePath(pathname).path.slice('/creators/'.length));
    } catch {
      username = '';
    }
    const found = USERNAME.test(username)
      ? await findCreatorByUsername(app.colla.db, username)
      : undefined;
    // Only a public profile is a page of the site; a brands-only one is as missing as none.
    const creator =
      found?.profile.visibility === 'public'
        ? await loadCreatorPublicProfile(app.colla.db, found, {
            ownProfile: false,
            now: app.colla.now(),
            links: app.colla.storageLinks,
          })
        : null;
    const page = await render.creator(
      pathname,
      creator ? { status: 'success', creator } : { status: 'not-found' },
    );
    request.log.debug({ username, status: page.status }, 'rendered a public creator profile');
    return page;
  }

  /** A brand's page, or `null` when the site has no renderer for it (as above). */
  async function brandPage(
    request: FastifyRequest,
    pathname: string,
  ): Promise<{ status: number; html: string } | null> {
    const render = await siteRenderer();
    if (!render?.brand) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(splitLocalePath(pathname).path.slice('/brands/'.length));
    } catch {
      slug = '';
    }
    // A reserved slug is a page of the site (`/brands/join`), served from the build.
    if (isReservedBrandSlug(slug)) return null;
    const row = BRAND_SLUG.test(slug) ? await findBrandBySlug(app.colla.db, slug) : null;
    const brand = row ? await loadBrandPublicPage(app.colla.db, row, app.colla.now()) : null;
    const page = await render.brand(
      pathname,
      brand ? { status: 'success', brand } : { status: 'not-found' },
    );
    request.log.debug({ slug, status: page.status }, "rendered a brand's page");
    return page;
  }

  const showcase = createHomeShowcase({
    load: () => listShowcaseProposals(app.colla.db),
    render: async (pathname, proposals) => {
      const render = await siteRenderer();
      return render?.home ? render.home(pathname, { status: 'showcase', proposals }) : null;
    },
    now: () => app.colla.now(),
    failed: (error, what) => {
      if (what === 'load' && isDatabaseUnavailable(error)) {
        app.log.warn(
          { err: error },
          'database unavailable: the homepage goes without its showcase',
        );
      } else {
        app.log.error({ err: error }, `the homepage's showcase failed to ${what}`);
      }
    },
  });
  // A proposal, brand or category changed on this process: the next visit reads them again.
  // (Other processes notice within SHOWCASE_TTL_MS.)
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (CHANGES_SHOWCASE.test(request.url)) showcase.invalidate();
  });

  async function sitemap(reply: FastifyReply) {
    const pages = (await siteRenderer())?.indexedPaths ?? [];
    const proposals = await listPublicProposalLinks(app.colla.db);
    const creators = await listPublicCreatorLinks(app.colla.db);
    const brands = await listBrandPageLinks(app.colla.db);
    // Every page, proposal, public creator profile and brand page in every language (English at
    // its own path, then /ca/…, /es/…).
    const urls = [
      ...pages.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
      ...proposals.flatMap(({ slug, updatedAt }) =>
        SITE_LOCALES.map(
          (locale) =>
            `  <url><loc>${escapeXml(origin + localePath(`/proposals/${encodeURIComponent(slug)}`, locale))}</loc>` +
            `<lastmod>${updatedAt.toISOString()}</lastmod></url>`,
        ),
      ),
      ...creators.flatMap(({ username }) =>
        SITE_LOCALES.map(
          (locale) =>
            `  <url><loc>${escapeXml(origin + localePath(`/creators/${encodeURIComponent(username)}`, locale))}</loc></url>`,
        ),
      ),
      ...brands.flatMap(({ slug, updatedAt }) =>
        SITE_LOCALES.map(
          (locale) =>
            `  <url><loc>${escapeXml(origin + localePath(`/brands/${encodeURIComponent(slug)}`, locale))}</loc>` +
            `<lastmod>${updatedAt.toISOString()}</lastmod></url>`,
        ),
      ),
    ];
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  }

  function robots(reply: FastifyReply) {
    const file = join(dist.site, 'robots.txt');
    const rules = existsSync(file)
      ? readFileSync(file, 'utf8').trimEnd()
      : 'User-agent: *\nAllow: /';
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`${rules}\n\nSitemap: ${origin}/sitemap.xml\n`);
  }

  app.get('/*', async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?');
    const part = partFor(pathname);
    if (part === 'api') {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}.` });
    }
    if (part === 'site') {
      // Root goes home: / redirects to /home (docs/decisions.md), or to /ca/home or /es/home for
      // a visitor who chose that language or whose browser asks for it. The answer depends on
      // both headers, so no shared cache keeps it.
      if (pathname === '/') {
        const home = localePath('/home', rootLocale(request));
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Vary', 'Accept-Language, Cookie')
          .redirect(query ? `${home}?${query}` : home, 302);
      }
      // A language's root is its homepage.
      if (/^\/(ca|es)\/?$/.test(pathname)) {
        const home = localePath('/home', splitLocalePath(pathname.replace(/\/$/, '')).locale);
        return reply.redirect(query ? `${home}?${query}` : home, 302);
      }
      if (pathname === '/sitemap.xml') return sitemap(reply);
      // The homepage with its live showcase; without it (database down, an older build), the
      // page prerendered at build time below.
      if (HOME_PATH.test(pathname)) {
        const page = await showcase.page(pathname.replace(/\/$/, ''));
        if (page) return html(reply, page.status, page.html);
      }
      if (pathname === '/robots.txt') return robots(reply);
      if (/^(\/(ca|es))?\/proposals\/[^/]+\/?$/.test(pathname)) {
        const page = await proposalPage(request, pathname.replace(/\/$/, ''));
        if (page) return html(reply, page.status, page.html);
      }
      if (/^(\/(ca|es))?\/creators\/[^/]+\/?$/.test(pathname)) {
        const page = await creatorPage(request, pathname.replace(/\/$/, ''));
        if (page) return html(reply, page.status, page.html);
      }
      // A brand's page; /brands itself is the static page for brands.
      if (/^(\/(ca|es))?\/brands\/[^/]+\/?$/.test(pathname)) {
        const page = await brandPage(request, pathname.replace(/\/$/, ''));
        if (page) return html(reply, page.status, page.html);
      }
    }
    const root = dist[part];
    const file = fileIn(root, pathname);
    if (file) return sendFrom(reply, root, file);
    if (extname(pathname)) return reply.code(404).type('text/plain').send('Not found');
    // A page prerendered at build time: /home is dist/home.html.
    const page = part === 'site' ? fileIn(root, `${pathname.replace(/\/$/, '')}.html`) : null;
    if (page) return sendFrom(reply, root, page);
    // A Catalan or Spanish path the site does not have: the 404 page in that language.
    if (part === 'site' && /^\/(ca|es)\//.test(pathname)) {
      const missing = await (await siteRenderer())?.notFound?.(decodedPath(pathname) ?? pathname);
      if (missing) return html(reply, missing.status, missing.html);
    }
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
