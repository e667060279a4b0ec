// Brands find creators and invite them (issue 18), on the demo data: Jordi, on a phone, finds
// Marc by his barri, invites him to Forn Sant Pau's sourdough mornings with a message (his
// application to Vermut Gràcia's tasting leaves that one disabled), then Marc signs in and sees
// the notification and "Forn Sant Pau invited you" on the proposal.
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

const PROPOSAL = 'Sourdough mornings at Forn Sant Pau';
const MESSAGE = 'Your Poblenou rides are great. Would you film a morning bake with us?';

async function demoVisit(email: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, origin, email, /\/app\/\w+\/dashboard$/, DEMO_PASSWORD);
  return { context, page, problems };
}

describe('finding a creator and inviting them, end to end', () => {
  it('a brand on a phone finds a creator by barri and invites them with a message', async () => {
    const { context, page, problems } = await demoVisit(DEMO_ACCOUNTS.brand);
    await page.goto(`${origin}/app/brand/creators`);
    const creators = page.getByRole('list', { name: 'Creators', exact: true });
    await expect.poll(() => creators.locator(':scope > li').count()).toBeGreaterThan(3);

    // On a phone the filters fold behind a button.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'District' }).click();
    await page.getByRole('option', { name: 'Sant Martí', exact: true }).click();
    await page.getByRole('combobox', { name: 'Barri' }).click();
    await page.getByRole('option', { name: 'el Poblenou', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('barri')).toBe('el-poblenou');
    await expect.poll(() => creators.locator(':scope > li').count()).toBe(1);
    const marc = creators.getByRole('listitem', { name: 'Marc Soler' });
    await seen(marc, /Poblenou · Sant Martí/i);
    await noSideways(page);

    await marc.getByRole('button', { name: 'Invite to apply: Marc Soler' }).click();
    const dialog = page
      .getByRole('alertdialog', { name: 'Invite Marc Soler to apply' })
      .or(page.getByRole('dialog', { name: 'Invite Marc Soler to apply' }));
    await dialog.getByRole('combobox', { name: 'Proposal' }).click();
    // He applied to Vermut Gràcia's tasting: there, but not to choose.
    const applied = page.getByRole('option', { name: /Summer vermut tasting in Gràcia/ });
    expect(await applied.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('option', { name: PROPOSAL, exact: true }).click();
    await dialog.getByLabel(/^Message/).fill(MESSAGE);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await seen(page, 'Invitation sent to Marc Soler.');
    await seen(marc, 'Invited');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the creator sees the notification and the invitation on the proposal', async () => {
    const { context, page, problems } = await demoVisit('marc.soler@colla.test');
    await page.goto(`${origin}/app/creator/notifications`);
    await seen(page, 'Forn Sant Pau invited you to apply');
    await page.getByRole('link', { name: /Forn Sant Pau invited you to apply/ }).click();
    await page.waitForURL(/\/app\/creator\/proposals\/\d+$/);
    const banner = page.locator('[data-slot="invite-banner"]');
    await seen(banner, 'Forn Sant Pau invited you');
    await seen(banner, MESSAGE);
    // On a phone, Apply sits in the bar pinned above the tab bar.
    const bar = page.getByRole('region', { name: 'Apply to this proposal' });
    await expect
      .poll(() => bar.getByRole('button', { name: 'Apply', exact: true }).isVisible())
      .toBe(true);
    await noSideways(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
