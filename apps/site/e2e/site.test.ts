// The built site, served by the real API server (in-memory database), in Debian's Chromium:
// what the first response holds, that the islands hydrate, and the pages rendered per request.
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { saveBrandAProposal } from '../../api/src/test/publishable';
import { createTestApp, type TestApp } from '../../api/src/test/harness';
import { SHELL_IDS } from '../src/shell-ids';

let t: TestApp;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  t = await createTestApp({ serveApps: true, publicUrl: 'https://colla.example' });
  await saveBrandAProposal(t, {
    name: 'Tapas night at La Pepita',
    status: 'active',
    description: 'Six tapas and a vermut on our bar in Gràcia.',
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** A phone-sized page that records console errors and failed requests. */
async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  return { page, problems };
}

/** Waits until React has taken over the page's islands: a key pressed before does nothing. */
async function hydrated(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) await page.locator(`#${id}[data-hydrated]`).waitFor({ state: 'attached' });
}

describe('prerendered pages', () => {
  it('hold their content and head in the first response', async () => {
    const response = await fetch(`${origin}/about-us`);
    expect(response.status).toBe(200);
    // A page is revalidated on every visit; only hashed assets are cached for good.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<title>About us · Colla</title>');
    expect(html).toContain('<meta property="og:title" content="About us" />');
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toContain('data-slot="public-nav"');
    expect(html).not.toContain('modulepreload');
    const script = /src="(\/assets\/site\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${origin}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('hydrate the navigation without a console error: the menu opens and closes', async () => {
    const { page, problems } = await open('/home');
    await hydrated(page, [SHELL_IDS.nav]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.locator('[data-slot="public-nav"]');
    await expect.poll(() => nav.getAttribute('data-menu')).toBe('open');
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.getAttribute('data-menu')).toBe('closed');
    // Past the hero's wave, the bar turns light.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(() => nav.getAttribute('data-style')).toBe('light');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrate an interactive page: the pitch deck moves with the arrow keys', async () => {
    const { page, problems } = await open('/pitchdeck');
    await hydrated(page, [SHELL_IDS.nav, SHELL_IDS.page]);
    const before = await page.locator('main').innerText();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('main').innerText()).not.toBe(before);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('pages rendered elsewhere', () => {
  it('renders the public proposal per request, with its Open Graph tags', async () => {
    const { page, problems } = await open('/proposals/tapas-night-at-la-pepita');
    expect(await page.title()).toBe(
      'Tapas night at La Pepita · ' + t.world.brandA.name + ' · Colla',
    );
    await expect
      .poll(() => page.locator('meta[property="og:description"]').getAttribute('content'))
      .toBe('Six tapas and a vermut on our bar in Gràcia.');
    await expect.poll(() => page.getByRole('link', { name: 'Login to Apply' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers a missing proposal with 404 and the spec message', async () => {
    const response = await fetch(`${origin}/proposals/no-such-proposal`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(
      'The proposal you&#x27;re looking for doesn&#x27;t exist or has been removed.',
    );
  });

  it('renders /redirect in the browser and follows it on the same origin', async () => {
    const { page } = await open('/redirect?to=/roadmap');
    await page.waitForURL(`${origin}/roadmap`);
    expect(await page.title()).toBe('Roadmap · Colla');
    await page.close();
  });

  it.each([
    ['a tab', '%2F%09%2Fevil.example'],
    ['a newline', '%2F%0A%2Fevil.example'],
    ['a backslash', '%2F%5Cevil.example'],
  ])('keeps /redirect on the origin when the target hides %s after the slash', async (_, to) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const elsewhere: string[] = [];
    await page.route(
      (url) => url.origin !== origin,
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto(`${origin}/redirect?to=${to}`);
    await page.waitForURL(`${origin}/home`);
    expect(elsewhere).toEqual([]);
    await page.close();
  });

  it('lists the prerendered pages and the active proposal in the sitemap', async () => {
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>https://colla.example/home</loc>');
    expect(xml).toContain('<loc>https://colla.example/proposals/tapas-night-at-la-pepita</loc>');
    expect(xml).not.toContain('/test<');
  });
});

describe('the site in Catalan and Spanish', () => {
  it('prerenders /ca/home in Catalan: lang, title, description and the three languages', async () => {
    const response = await fetch(`${origin}/ca/home`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain('<title>Colla</title>');
    expect(html).toContain(
      '<meta name="description" content="Colla connecta marques de Barcelona amb creadors de contingut locals',
    );
    expect(html).toContain('<link rel="canonical" href="https://colla.example/ca/home" />');
    for (const [lang, path] of [
      ['en', '/home'],
      ['ca', '/ca/home'],
      ['es', '/es/home'],
      ['x-default', '/home'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://colla.example${path}" />`,
      );
    }
    expect(html).toContain('Marques i creadors de Barcelona, treballant junts.');
    const brands = await (await fetch(`${origin}/es/brands`)).text();
    expect(brands).toContain('<title>Para marcas · Colla</title>');
    expect(brands).toContain('href="/es/creators"');
  });

  it('hydrates /ca/home in Catalan without a console error; the menu offers the languages', async () => {
    const { page, problems } = await open('/ca/home');
    await hydrated(page, [SHELL_IDS.nav]);
    await page.getByRole('button', { name: 'Obre el menú' }).click();
    const menu = page.locator('[data-slot="public-nav-menu"]');
    await expect
      .poll(() => menu.getByRole('link', { name: 'Español' }).getAttribute('href'))
      .toBe('/es/home');
    await menu.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${origin}/es/home`);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'colla_locale')?.value).toBe('es');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['ca', '/ca/home'],
    ['es-ES', '/es/home'],
    ['fr', '/home'],
  ])('sends / with Accept-Language %s to %s', async (language, home) => {
    const response = await fetch(`${origin}/`, {
      redirect: 'manual',
      headers: { 'accept-language': language },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(home);
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it('lets the remembered language win over the browser’s', async () => {
    const response = await fetch(`${origin}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'ca', cookie: 'colla_locale=es' },
    });
    expect(response.headers.get('location')).toBe('/es/home');
  });

  it('renders /ca/proposals/{slug} on the server, in Catalan', async () => {
    const response = await fetch(`${origin}/ca/proposals/tapas-night-at-la-pepita`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain('Tapas night at La Pepita');
    expect(html).toContain('Inicia la sessió per sol·licitar-la');
    expect(html).toContain(
      '<link rel="canonical" href="https://colla.example/ca/proposals/tapas-night-at-la-pepita" />',
    );
  });

  it('answers /ca/nothing with the site’s 404, in Catalan', async () => {
    const response = await fetch(`${origin}/ca/nothing`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain('No hem trobat la pàgina');
    const { page, problems } = await open('/ca/nothing');
    await hydrated(page, [SHELL_IDS.nav]);
    expect(page.url()).toBe(`${origin}/ca/nothing`);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.close();
  });

  it('lists every page and proposal in the three languages in the sitemap', async () => {
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    for (const path of ['/home', '/ca/home', '/es/home', '/ca/brands', '/es/about-us']) {
      expect(xml).toContain(`<loc>https://colla.example${path}</loc>`);
    }
    for (const prefix of ['', '/ca', '/es']) {
      expect(xml).toContain(
        `<loc>https://colla.example${prefix}/proposals/tapas-night-at-la-pepita</loc>`,
      );
    }
  });
});
