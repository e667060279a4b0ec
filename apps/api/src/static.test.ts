import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { creatorProfiles } from './db/schema';
import { SHOWCASE_RETRY_MS, SHOWCASE_TTL_MS } from './site-showcase';
import { registerApps } from './static';
import { createTestApp, type TestApp } from './test/harness';
import { saveBrandAProposal } from './test/publishable';

async function publish(t: TestApp, name: string, status: 'draft' | 'active' | 'inactive') {
  await saveBrandAProposal(t, { name, status });
}

describe('the site around the API: /, the sitemap and robots.txt', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ serveApps: true, publicUrl: 'https://colla.example' });
    await publish(t, 'Rooftop yoga & brunch', 'active');
    await publish(t, 'Secret draft', 'draft');
    await publish(t, 'Last summer tasting', 'inactive');
  });
  afterAll(() => t.close());

  it('redirects / to /home, keeping the query (spec §2)', async () => {
    expect((await t.call('GET', '/')).headers.location).toBe('/home');
    const withToken = await t.call('GET', '/', { query: { token: 'abc' } });
    expect(withToken.status).toBe(302);
    expect(withToken.headers.location).toBe('/home?token=abc');
  });

  it.each([
    ['ca', '/ca/home'],
    ['ca-ES,ca;q=0.9,en;q=0.8', '/ca/home'],
    ['es-ES', '/es/home'],
    ['es-ES,es;q=0.9,ca;q=0.8', '/es/home'],
    ['en-GB,ca;q=0.5', '/home'],
    ['fr', '/home'],
    ['fr-FR,de;q=0.8', '/home'],
  ])(
    'sends / with Accept-Language %s to %s, never cached by a shared cache',
    async (accept, to) => {
      const response = await t.call('GET', '/', { headers: { 'accept-language': accept } });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(to);
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('goes home in the remembered language (colla_locale) before the browser’s', async () => {
    const call = (cookie: string, accept = 'ca') =>
      t.call('GET', '/', { headers: { cookie, 'accept-language': accept } });
    expect((await call('colla_locale=es')).headers.location).toBe('/es/home');
    expect((await call('theme=dark; colla_locale=en')).headers.location).toBe('/home');
    expect((await call('colla_locale=ca', 'es')).headers.location).toBe('/ca/home');
    const withQuery = await t.call('GET', '/', {
      query: { token: 'abc' },
      headers: { cookie: 'colla_locale=ca' },
    });
    expect(withQuery.headers.location).toBe('/ca/home?token=abc');
  });

  it.each([
    ['cookie', 'colla_locale=%E0%A4%A'],
    ['cookie', 'colla_locale=<script>alert(1)</script>'],
    ['cookie', 'colla_locale=fr'],
    ['accept-language', ';;;q=abc,,,'],
    ['accept-language', '*'],
    ['accept-language', 'x'.repeat(5000)],
  ])('falls back to English for a hostile %s (%s), never a 500', async (header, value) => {
    const response = await t.call('GET', '/', { headers: { [header]: value } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/home');
  });

  it('sends a language’s root to its homepage', async () => {
    expect((await t.call('GET', '/ca')).headers.location).toBe('/ca/home');
    expect((await t.call('GET', '/es/')).headers.location).toBe('/es/home');
  });

  it('lists active proposals in the sitemap, with the public URL, never drafts', async () => {
    const response = await t.call('GET', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = String(response.body);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(
      /<loc>https:\/\/colla\.example\/proposals\/rooftop-yoga-brunch[^<]*<\/loc><lastmod>\d{4}-/,
    );
    // In every language.
    for (const prefix of ['/ca', '/es']) {
      expect(xml).toContain(
        `<loc>https://colla.example${prefix}/proposals/rooftop-yoga-brunch</loc>`,
      );
    }
    expect(xml).not.toContain('secret-draft');
    expect(xml).not.toContain('last-summer-tasting');
  });

  it('lists public creator profiles in the sitemap, in every language, never brands-only ones', async () => {
    await t.database.db
      .update(creatorProfiles)
      .set({ visibility: 'public' })
      .where(eq(creatorProfiles.userId, t.world.creatorA.user.id));
    const xml = String((await t.call('GET', '/sitemap.xml')).body);
    for (const prefix of ['', '/ca', '/es']) {
      expect(xml).toContain(`<loc>https://colla.example${prefix}/creators/laiapuig</loc>`);
    }
    // Marc's profile is seen by brands only.
    expect(xml).not.toContain('marcsoler');
  });

  it('lists every brand page in the sitemap, in every language', async () => {
    const xml = String((await t.call('GET', '/sitemap.xml')).body);
    for (const prefix of ['', '/ca', '/es']) {
      expect(xml).toMatch(
        new RegExp(
          `<loc>https://colla\\.example${prefix}/brands/forn-sant-pau</loc><lastmod>\\d{4}-`,
        ),
      );
      expect(xml).toContain(`<loc>https://colla.example${prefix}/brands/bicis-poblenou</loc>`);
    }
  });

  it('points robots.txt at the sitemap', async () => {
    const response = await t.call('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('Sitemap: https://colla.example/sitemap.xml');
  });
});

/**
 * A built site as registerApps reads it: index.html, the Vite manifest, a prerendered page, an
 * asset, robots.txt, and a renderer in dist-server that answers 404 for a missing proposal.
 */
function fakeSiteBuild(root: string, options: { home?: boolean } = {}): string {
  const files: Record<string, string> = {
    'package.json': '{ "type": "module" }\n',
    'dist/index.html': '<!doctype html><html><body><div id="root"></div></body></html>\n',
    'dist/home.html': '<!doctype html><html><body><h1>Home</h1></body></html>\n',
    'dist/ca/home.html': '<!doctype html><html lang="ca"><body><h1>Inici</h1></body></html>\n',
    'dist/.vite/manifest.json': '{}\n',
    'dist/robots.txt': 'User-agent: *\nDisallow: /drafts/\n',
    'dist/assets/site/entry-abc123.js': 'console.log("site");\n',
    'dist-server/entry-server.js': `
export function createSiteRenderer({ template }) {
  const page = (body) => template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>');
  return {
    indexedPaths: ['/home', '/ca/home', '/es/home'],
    async proposal(pathname, snapshot) {
      return snapshot.status === 'success'
        ? { status: 200, html: page('<h1>' + snapshot.proposal.name + '</h1><p>' + pathname + '</p>') }
        : { status: 404, html: page('<h1>This proposal is not available</h1>') };
    },
    ${
      options.home
        ? `async home(pathname, snapshot) {
      globalThis.homeRenders = (globalThis.homeRenders ?? 0) + 1;
      return { status: 200, html: page('<h1>Home ' + pathname + '</h1><ul>' + snapshot.proposals.map((p) => '<li>' + p.slug + '</li>').join('') + '</ul>') };
    },`
        : ''
    }
    async brand(pathname, snapshot) {
      return snapshot.status === 'success'
        ? { status: 200, html: page('<h1>' + snapshot.brand.name + '</h1><p>' + pathname + '</p><p>' + snapshot.brand.active_proposals.map((p) => p.slug).join(',') + '</p>') }
        : { status: 404, html: page('<h1>Brand not found</h1>') };
    },
    async notFound(pathname) {
      return pathname.startsWith('/ca/')
        ? { status: 404, html: page('<h1>No hem trobat la pàgina</h1>') }
        : null;
    },
  };
}
`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return join(root, 'dist');
}

/** Long enough for a second, late send (a sendFile after the answer) to reach the log. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the built site: each answer sent once', () => {
  let t: TestApp;
  let server: FastifyInstance;
  let build: string;
  /** What the server logged at warn level and above. */
  let logged: { level: number; msg?: string; err?: { code?: string; message?: string } }[] = [];

  const get = async (url: string) => {
    logged = [];
    const response = await server.inject({ method: 'GET', url });
    await settle();
    return response;
  };

  beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'colla-site-build-'));
    const site = fakeSiteBuild(build);
    t = await createTestApp();
    await publish(t, 'Rooftop yoga & brunch', 'active');
    // The API's own server logs nowhere (testConfig): this one shares its database and logs here.
    server = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => logged.push(JSON.parse(line) as (typeof logged)[0]) },
      },
    });
    server.decorate('colla', t.app.colla);
    const config = testConfig({ serveApps: true, publicUrl: 'https://colla.example' });
    // The portal is not built: its pages answer 503.
    await registerApps(server, config, { site, portal: join(build, 'portal-dist') });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('answers 404 for a missing proposal and sends the page only once', async () => {
    for (const url of ['/proposals/no-such-proposal', '/proposals/no-such-proposal/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('This proposal is not available');
      expect(logged, url).toEqual([]);
    }
  });

  it('renders a present proposal once', async () => {
    const response = await get('/proposals/rooftop-yoga-brunch');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>Rooftop yoga & brunch</h1>');
    expect(logged).toEqual([]);
  });

  it('renders /ca/proposals/{slug} and /es/… with the proposal, for the language’s path', async () => {
    for (const prefix of ['/ca', '/es']) {
      const response = await get(`${prefix}/proposals/rooftop-yoga-brunch`);
      expect(response.statusCode, prefix).toBe(200);
      expect(response.body).toContain('<h1>Rooftop yoga & brunch</h1>');
      expect(response.body).toContain(`<p>${prefix}/proposals/rooftop-yoga-brunch</p>`);
      expect(logged, prefix).toEqual([]);
    }
    expect((await get('/ca/proposals/no-such-proposal')).statusCode).toBe(404);
  });

  it('renders a brand page with its data in each language, 404 for an unknown slug, /brands stays the static page', async () => {
    for (const prefix of ['', '/ca', '/es']) {
      const response = await get(`${prefix}/brands/forn-sant-pau`);
      expect(response.statusCode, prefix).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<h1>Forn Sant Pau</h1>');
      expect(response.body).toContain(`<p>${prefix}/brands/forn-sant-pau</p>`);
      // Its active proposals, with the page's data.
      expect(response.body).toContain('<p>rooftop-yoga-brunch</p>');
      expect(logged, prefix).toEqual([]);
    }
    for (const url of ['/brands/no-such-brand', '/ca/brands/no-such-brand/', '/es/brands/a%20b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Brand not found');
    }
    // /brands is the site's page for brands, prerendered at build: not a brand's page.
    expect((await get('/brands')).body).not.toContain('Brand not found');
  });

  it('answers a Catalan path the site does not have with its 404 page', async () => {
    const response = await get('/ca/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('No hem trobat la pàgina');
    // A prerendered Catalan page is served as it was built.
    const home = await get('/ca/home');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="ca">');
    expect(logged).toEqual([]);
  });

  it('sends the sitemap, robots.txt, pages, assets and their 404s and 503s once', async () => {
    const cases: [url: string, status: number, body: string][] = [
      ['/sitemap.xml', 200, '<loc>https://colla.example/home</loc>'],
      ['/sitemap.xml', 200, '<loc>https://colla.example/ca/home</loc>'],
      ['/sitemap.xml', 200, '<loc>https://colla.example/es/home</loc>'],
      ['/robots.txt', 200, 'Disallow: /drafts/\n\nSitemap: https://colla.example/sitemap.xml'],
      ['/home', 200, '<h1>Home</h1>'],
      ['/anything-else', 200, '<div id="root"></div>'],
      ['/assets/site/entry-abc123.js', 200, 'console.log("site")'],
      ['/missing.js', 404, 'Not found'],
      ['/app', 503, 'The portal is not built yet'],
      ['/', 302, ''],
      ['/api/no-such-route', 404, 'No route for GET /api/no-such-route.'],
    ];
    for (const [url, status, body] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toContain(body);
      expect(logged, url).toEqual([]);
    }
  });
});

describe('the homepage with its showcase of live proposals', () => {
  let t: TestApp;
  let build: string;
  const servers: FastifyInstance[] = [];
  /** What the servers logged at warn level and above. */
  const logged: { level: number; msg?: string }[] = [];
  const renders = () => (globalThis as { homeRenders?: number }).homeRenders ?? 0;
  const start = new Date('2030-05-04T10:00:00Z');

  /** A server on the fake build whose renderer has `home`, over `colla` (the test app's). */
  async function serve(colla = t.app.colla): Promise<FastifyInstance> {
    const server = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => logged.push(JSON.parse(line) as (typeof logged)[0]) },
      },
    });
    server.decorate('colla', colla);
    // A brand's write, answered as the API would: what the showcase listens for.
    server.post('/api/brand/proposals', async (request, reply) =>
      reply.code((request.body as { fail?: boolean } | null)?.fail ? 422 : 201).send({}),
    );
    await registerApps(
      server,
      testConfig({ serveApps: true, publicUrl: 'https://colla.example' }),
      {
        site: build,
        portal: join(build, 'portal-dist'),
      },
    );
    await server.ready();
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'colla-site-build-'));
    build = fakeSiteBuild(root, { home: true });
    t = await createTestApp();
    t.setNow(start);
    await publish(t, 'Rooftop yoga & brunch', 'active');
    await publish(t, 'Secret draft', 'draft');
    await publish(t, 'Last summer tasting', 'inactive');
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await t?.close();
    rmSync(dirname(build), { recursive: true, force: true });
  });

  it('renders /home, /ca/home and /es/home with the active proposals only', async () => {
    const server = await serve();
    for (const url of ['/home', '/ca/home/', '/es/home']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body, url).toContain(`<h1>Home ${url.replace(/\/$/, '')}</h1>`);
      expect(response.body, url).toContain('<li>rooftop-yoga-brunch</li>');
      expect(response.body, url).not.toContain('secret-draft');
      expect(response.body, url).not.toContain('last-summer-tasting');
    }
  });

  it('keeps the rendered page for a minute, and reads again after a change made through the API', async () => {
    const server = await serve();
    const home = async () => (await server.inject({ method: 'GET', url: '/home' })).body;
    const before = renders();
    expect(await home()).not.toContain('tapas-night');
    // Visitors after the first share its page: no read, no render.
    await Promise.all([home(), home(), home()]);
    expect(renders()).toBe(before + 1);

    // Published behind the server's back (another process): seen once the minute is over.
    await publish(t, 'Tapas night', 'active');
    expect(await home()).not.toContain('tapas-night');
    t.setNow(new Date(start.getTime() + SHOWCASE_TTL_MS - 1));
    expect(await home()).not.toContain('tapas-night');
    t.setNow(new Date(start.getTime() + SHOWCASE_TTL_MS));
    expect(await home()).toContain('<li>tapas-night</li>');

    // Published through this server: the next visit reads again; a refused write changes nothing.
    await publish(t, 'Vermut hour', 'active');
    await server.inject({ method: 'POST', url: '/api/brand/proposals', payload: { fail: true } });
    expect(await home()).not.toContain('vermut-hour');
    await server.inject({ method: 'POST', url: '/api/brand/proposals', payload: {} });
    expect(await home()).toContain('<li>vermut-hour</li>');
    t.setNow(start);
  });

  it('sends the prerendered page, never a 500, while the database is down, and asks it again later', async () => {
    let reads = 0;
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const db = new Proxy(t.app.colla.db, {
      get(target, key, receiver) {
        if (key !== 'select') return Reflect.get(target, key, receiver) as unknown;
        return () => {
          reads++;
          throw down;
        };
      },
    });
    const server = await serve({ ...t.app.colla, db });
    logged.length = 0;
    for (const url of ['/home', '/ca/home', '/home']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(url === '/home' ? '<h1>Home</h1>' : '<h1>Inici</h1>');
    }
    // One read failed; the visitors after it were not sent to the database.
    expect(reads).toBe(1);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'database unavailable: the homepage goes without its showcase',
      }),
    ]);
    t.setNow(new Date(start.getTime() + SHOWCASE_RETRY_MS));
    await server.inject({ method: 'GET', url: '/home' });
    expect(reads).toBe(2);
    t.setNow(start);
  });
});
