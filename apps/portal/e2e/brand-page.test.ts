// Brand pages end to end (issue 18), on the demo data: a creator on a phone opens a proposal,
// taps the brand card and reads the brand's page (its address opening in the maps app, its
// photos, its open proposals); the brand's manager edits the page's description in the brand
// area and it is on the public page.
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/seed/demo/index';
import { createDemoApp, type DemoApp } from '../../api/src/test/harness';
import { noSideways, seen, signIn, type Visit } from './support';

let server: DemoApp;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = await createDemoApp({ serveApps: true, rateLimit: { perMinute: 100_000 } });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A demo account signed in through /login, in a fresh browser profile of this width. */
async function demoVisit(email: string, width: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 812 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, origin, email, /\/app\/\w+\/dashboard$/, DEMO_PASSWORD);
  return { context, page, problems };
}

const PROPOSAL = 'Sourdough mornings at Forn Sant Pau';
const NEW_DESCRIPTION =
  'Sourdough, coques and a wood oven lit before six, in the Raval since 1921.';

describe('brand pages, end to end', () => {
  it('takes a creator on a phone from a proposal to the brand’s page', async () => {
    const { context, page, problems } = await demoVisit(DEMO_ACCOUNTS.creator, 375);
    await page.goto(`${origin}/app/creator/proposals`);
    await page
      .getByRole('link', { name: new RegExp(PROPOSAL) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: PROPOSAL }).waitFor();

    // The card says who is behind it, and where.
    const card = page.getByRole('link', { name: /Forn Sant Pau.*El Raval/ });
    expect(await card.textContent()).toContain('See the brand’s page');
    await card.click();
    await page.waitForURL(/\/app\/creator\/brands\/forn-sant-pau$/);

    const brand = page.locator('[data-slot="brand-page"]');
    await brand.getByRole('heading', { level: 1, name: 'Forn Sant Pau' }).waitFor();
    await seen(brand, /Carrer de Sant Pau, 52 · El Raval · Ciutat Vella/);
    // The address opens in the person's maps app: a link, nothing loaded from outside.
    const maps = brand.getByRole('link', { name: /Open in Maps/ });
    expect(await maps.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Carrer%20de%20Sant%20Pau%2C%2052%2C%20El%20Raval%2C%20Barcelona',
    );
    expect(await maps.getAttribute('target')).toBe('_blank');
    // Four photos drawn at seed time, two by two, each described and loaded.
    const photos = brand.getByRole('region', { name: 'Photos' }).getByRole('img');
    expect(await photos.count()).toBe(4);
    expect(await photos.first().getAttribute('alt')).toBe(
      'Sourdough loaves cooling on the rack at dawn.',
    );
    const [first, second] = await Promise.all([
      photos.nth(0).boundingBox(),
      photos.nth(1).boundingBox(),
    ]);
    expect(first?.y).toBe(second?.y);
    await expect
      .poll(() => photos.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Its open proposals lead back to them in the creator area.
    const open = brand.getByRole('link', { name: PROPOSAL });
    expect(await open.getAttribute('href')).toMatch(/^\/app\/creator\/proposals\/\d+$/);
    // Never a draft.
    expect(await brand.getByText('Panettone', { exact: false }).count()).toBe(0);
    await seen(brand, /Usually decides on applications within/);
    await noSideways(page);
    await page.screenshot({ path: '/tmp/brand-page-creator-375.png', fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the brand’s manager edit the page, and the public page shows it', async () => {
    const { context, page, problems } = await demoVisit(DEMO_ACCOUNTS.brand, 375);
    await page.goto(`${origin}/app/brand/profile`);
    // Jordi manages two brands: Forn Sant Pau comes first by name, and is picked.
    const picker = page.getByRole('combobox', { name: 'Brand' });
    expect(await picker.textContent()).toContain('Forn Sant Pau');
    const address = page.getByRole('textbox', { name: 'Page address' });
    await expect.poll(() => address.inputValue()).toBe('forn-sant-pau');
    const description = page.getByRole('textbox', { name: 'What the business is' });
    await description.fill(NEW_DESCRIPTION);
    await page.getByRole('button', { name: 'Save page' }).click();
    await seen(page, 'Your page was saved.');
    expect(await page.getByRole('link', { name: /View public page/ }).getAttribute('href')).toBe(
      '/brands/forn-sant-pau',
    );

    const html = await (await fetch(`${origin}/brands/forn-sant-pau`)).text();
    expect(html).toContain(NEW_DESCRIPTION);
    expect(html).toContain(`<meta name="description" content="${NEW_DESCRIPTION}" />`);
    await noSideways(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
