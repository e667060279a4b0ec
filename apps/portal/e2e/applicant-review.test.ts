// The brand's applicant review end to end (issue 18), on the demo data: Jordi reviews Vermut
// Gràcia's summer tasting on a phone (the requirement match on each card, an applicant's full
// profile in the side panel, accepting from it), then sorts by best match and declines two
// applicants at once with a message, which reaches one of them as a notification.
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/seed/demo/index';
import { createDemoApp, type DemoApp } from '../../api/src/test/harness';
import { noSideways, seen, signIn, type Visit } from './support';

let server: DemoApp;
let origin: string;
let browser: Browser;

// The demo data alone (no test world), as `DEMO_DATA=1` serves it, rate limits out of the way.
beforeAll(async () => {
  server = await createDemoApp({ serveApps: true, rateLimit: { perMinute: 100_000 } });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PROPOSAL = 'Summer vermut tasting in Gràcia';
const DECLINE_NOTE = 'We chose creators with a bigger Instagram audience this time. Thank you!';
let reviewUrl = '';

/** A demo account signed in through /login, in a fresh browser profile of this size. */
async function demoVisit(email: string, width: number, height: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, origin, email, /\/app\/\w+\/dashboard$/, DEMO_PASSWORD);
  return { context, page, problems };
}

/** One application's card in the review, by the applicant's name. */
const card = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Applications to this proposal' }).getByRole('listitem', {
    name,
    exact: true,
  });

/** The applicants' names in the order the list shows them. */
const shownOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Applications to this proposal' })
    .locator(':scope > li h3')
    .allTextContents();

describe('the applicant review, end to end', () => {
  it('shows the match on each card, the full profile in a panel filling a phone, and accepts from it', async () => {
    const { context, page, problems } = await demoVisit(DEMO_ACCOUNTS.brand, 375, 812);
    await page.goto(`${origin}/app/brand/proposals`);
    await page.getByRole('link', { name: PROPOSAL }).first().click();
    await page.waitForURL(/\/app\/brand\/proposals\/\d+$/);
    reviewUrl = page.url();

    // Núria meets every requirement; Pau's Instagram is too small for it.
    const nuria = card(page, 'Núria Vidal');
    await expect.poll(() => nuria.locator('[data-slot="meets-all"]').count()).toBe(1);
    expect(await nuria.getByText('Meets every requirement').isVisible()).toBe(true);
    const pau = card(page, 'Pau Serra');
    await expect.poll(() => pau.getByText('Does not meet').count()).toBeGreaterThan(0);
    expect(await pau.locator('[data-slot="meets-all"]').count()).toBe(0);
    await noSideways(page);
    expect(
      await pau.getByRole('list', { name: 'Pau Serra against the requirements' }).innerText(),
    ).toMatch(/followers[^\n]*: Does not meet/i);

    // Her full profile, from her application, in a panel that fills the phone's screen.
    await nuria.getByRole('button', { name: 'View profile: Núria Vidal' }).click();
    const panel = page.getByRole('dialog', { name: 'Núria Vidal’s profile' });
    await expect
      .poll(() => panel.getByRole('heading', { name: 'Núria Vidal', exact: true }).count())
      .toBe(1);
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box && [box.x, box.y, Math.round(box.width), Math.round(box.height)];
      })
      .toEqual([0, 0, 375, 812]);
    const profile = panel.locator('[data-slot="creator-profile"]');
    await seen(profile, /Sant Antoni/);
    expect(await profile.innerText()).toMatch(/Creates in Catalan(,| and) English/);
    const instagram = profile.locator('[data-platform="instagram"]');
    expect(await instagram.innerText()).toContain('@nuriavidal.eats');
    expect(await instagram.innerText()).toContain('67,300 followers');
    expect(await profile.innerText()).toContain('1 collaboration completed');
    const collaborations = profile.getByRole('list', { name: 'Collaborations completed' });
    expect(await collaborations.innerText()).toMatch(/Vermut Gràcia\s+Vermut and live jazz/);
    // Her message and her match are in the panel too, above the profile.
    await seen(panel, 'Vermut is my favourite topic. My audience is 70% Barcelona-based.');

    // Accept from the panel: it asks first, then shows the deal in its place.
    await panel.getByRole('button', { name: "Accept Núria Vidal's application" }).click();
    await page
      .getByRole('alertdialog', { name: "Accept Núria Vidal's application?" })
      .or(page.getByRole('dialog', { name: "Accept Núria Vidal's application?" }))
      .getByRole('button', { name: 'Accept', exact: true })
      .click();
    await seen(page, 'Application accepted and deal created successfully!');
    await expect.poll(() => panel.getByText('Deal created').count()).toBe(1);
    expect(await panel.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => nuria.getAttribute('data-application-status')).toBe('accepted');
    expect(await nuria.getByText('Deal created').isVisible()).toBe(true);
    expect(await nuria.getByRole('link', { name: /View Deal/ }).getAttribute('href')).toMatch(
      /^\/app\/brand\/deals\/\d+$/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sorts by best match, kept in the URL, and declines two applicants with one message', async () => {
    expect(reviewUrl).not.toBe('');
    const { context, page, problems } = await demoVisit(DEMO_ACCOUNTS.brand, 1280, 900);
    await page.goto(reviewUrl);
    await expect.poll(() => card(page, 'Aina Roca').count()).toBe(1);
    const newest = await shownOrder(page);
    // Newest first: Oriol applied yesterday and misses his age, Aina four days ago.
    expect(newest.indexOf('Oriol Camps')).toBeLessThan(newest.indexOf('Aina Roca'));

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Best match', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('match');
    await expect.poll(() => shownOrder(page)).not.toEqual(newest);
    const byMatch = await shownOrder(page);
    expect([...byMatch].sort()).toEqual([...newest].sort());
    // Everyone who meets every requirement comes before anyone who does not.
    const meets = await Promise.all(
      byMatch.map((name) => card(page, name).locator('[data-slot="meets-all"]').count()),
    );
    expect(meets.indexOf(0)).toBeGreaterThan(0);
    expect(meets.slice(meets.indexOf(0))).not.toContain(1);
    expect(byMatch.indexOf('Aina Roca')).toBeLessThan(byMatch.indexOf('Oriol Camps'));
    // The order survives a reload: it is the URL's.
    await page.reload();
    await expect.poll(() => shownOrder(page)).toEqual(byMatch);

    // Pau and Oriol declined together, with one message.
    await card(page, 'Pau Serra').getByRole('checkbox', { name: 'Select Pau Serra' }).click();
    await card(page, 'Oriol Camps').getByRole('checkbox', { name: 'Select Oriol Camps' }).click();
    const selection = page.getByRole('region', { name: 'Selected applications' });
    await seen(selection, '2 applications selected');
    await selection.getByRole('button', { name: 'Decline selected' }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Decline 2 applications?' })
      .or(page.getByRole('dialog', { name: 'Decline 2 applications?' }));
    await confirm.getByLabel(/^Message to the creators/).fill(DECLINE_NOTE);
    await confirm.getByRole('button', { name: 'Decline 2 applications' }).click();
    await seen(page, '2 applications declined.');
    for (const name of ['Pau Serra', 'Oriol Camps']) {
      await expect
        .poll(() => card(page, name).getAttribute('data-application-status'))
        .toBe('rejected');
      expect(await card(page, name).getByText('Application rejected').isVisible()).toBe(true);
    }
    // Aina was not selected: still pending.
    expect(await card(page, 'Aina Roca').getAttribute('data-application-status')).toBe('pending');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("tells a declined creator, with the brand's message, in their notifications", async () => {
    const { context, page, problems } = await demoVisit('pau.serra@colla.test', 375, 812);
    await expect
      .poll(() => page.getByRole('link', { name: /unread notifications/ }).count())
      .toBeGreaterThan(0);
    await page.goto(`${origin}/app/creator/notifications`);
    await seen(page, 'Application declined');
    await seen(
      page,
      `Vermut Gràcia declined your application to ${PROPOSAL}. Their message: ${DECLINE_NOTE}`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
