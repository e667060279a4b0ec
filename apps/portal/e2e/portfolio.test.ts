// The creator's portfolio end to end (issue 18), on the demo data: Laia, on a phone, uploads a
// picture with a caption, picks a picture she delivered on her Vermut Gràcia deal and moves it
// up; Jordi, of Vermut Gràcia, opens her profile from her application and sees both, in that
// order, the picked one "made for" his brand.
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/seed/demo/index';
import { pngBytes } from '../../api/src/test/deal-fixtures';
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

const CAPTION = 'Croissants at dawn on Carrer de Verdi';

async function demoVisit(email: string, width: number, height: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, origin, email, /\/app\/\w+\/dashboard$/, DEMO_PASSWORD);
  return { context, page, problems };
}

describe('the portfolio, end to end', () => {
  it('a creator on a phone uploads a picture, picks delivered content and moves it up', async () => {
    const { context, page, problems } = await demoVisit(DEMO_ACCOUNTS.creator, 375, 812);
    await page.goto(`${origin}/app/creator/settings`);
    const card = page.getByRole('region', { name: 'Portfolio' });
    // Laia's demo portfolio has six pictures.
    await seen(card, '6 of 12');

    await card.getByLabel('Caption (optional)').fill(CAPTION);
    await card.getByLabel('Upload a photo or video').setInputFiles({
      name: 'croissants.png',
      mimeType: 'image/png',
      buffer: pngBytes(),
    });
    await seen(card, '7 of 12');
    const items = card.getByRole('list', { name: 'Your portfolio items' }).locator(':scope > li');
    await expect.poll(() => items.nth(6).getByRole('textbox').inputValue()).toBe(CAPTION);
    // The caption box is empty again for the next one.
    expect(await card.getByLabel('Caption (optional)').inputValue()).toBe('');

    await card.getByRole('button', { name: 'Pick from delivered content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick from delivered content' });
    await dialog.getByRole('button', { name: 'Add vermut-pour.png to your portfolio' }).click();
    await seen(dialog, 'In your portfolio');
    await page.keyboard.press('Escape');
    await seen(card, '8 of 12');
    await expect.poll(() => items.nth(7).innerText()).toContain('Made for Vermut Gràcia');

    await card.getByRole('button', { name: 'Move item 8 up' }).click();
    await expect.poll(() => items.nth(6).innerText()).toContain('Made for Vermut Gràcia');
    expect(await items.nth(7).getByRole('textbox').inputValue()).toBe(CAPTION);
    // Focus stays with the item that moved, to move it again.
    const movedUp = card.getByRole('button', { name: 'Move item 7 up' });
    await expect
      .poll(() => movedUp.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await noSideways(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a brand opening her profile from her application sees both, in that order', async () => {
    const { context, page, problems } = await demoVisit(DEMO_ACCOUNTS.brand, 375, 812);
    await page.goto(`${origin}/app/brand/proposals`);
    await page.getByRole('link', { name: 'Summer vermut tasting in Gràcia' }).first().click();
    await page.waitForURL(/\/app\/brand\/proposals\/\d+$/);
    await page
      .getByRole('list', { name: 'Applications to this proposal' })
      .getByRole('button', { name: 'View profile: Laia Puig' })
      .click();
    const panel = page.getByRole('dialog', { name: 'Laia Puig’s profile' });
    const grid = panel.getByRole('list', { name: 'Portfolio' });
    await expect.poll(() => grid.locator(':scope > li').count()).toBe(8);
    const texts = await grid.locator(':scope > li').allInnerTexts();
    expect(texts[6]).toContain('Made for Vermut Gràcia');
    expect(texts[7]).toContain(CAPTION);
    // Every picture has its size, and the brand's links to them open.
    const pictures = grid.locator('img');
    for (const image of await pictures.all()) {
      expect(await image.getAttribute('width')).toMatch(/^\d+$/);
      expect(await image.getAttribute('height')).toMatch(/^\d+$/);
    }
    const src = await grid.locator(':scope > li').nth(7).locator('img').getAttribute('src');
    expect(src).toMatch(/^\/storage\/portfolio\/.+\?exp=\d+&sig=/);
    expect((await page.request.get(`${origin}${src}`)).status()).toBe(200);
    expect((await page.request.get(`${origin}${src?.split('?')[0]}`)).status()).toBe(403);
    await noSideways(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
