// Colla unreachable (issue 23, item 13): when the API answers 503 (its database down) or cannot be
// reached at all, the portal keeps the session, says so in a polite banner, keeps trying, and fills
// the screen in again once Colla answers — no sign-out, no reload needed. The built portal, served
// by the real API server, in Debian's Chromium; the outage is played by Playwright's routing.
import type { Page, Route } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../api/src/test/harness';
import { noSideways, seen, portalForFile, createActiveProposal, type Portal } from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

const PROPOSAL_NAME = 'Breakfast pastries at Forn Sant Pau';
const UNREACHABLE = 'We can’t reach Colla right now.';

portalForFile(async (started) => {
  ({ t, origin } = portal = started);
  await createActiveProposal(
    t,
    PROPOSAL_NAME,
    'Film our morning bake, from the oven to the counter.',
  );
});

/**
 * Plays an outage on this page: every API call (and the health check) answers 503 with
 * openapi.yaml's error body, or fails like a dropped network. Returns the way back.
 */
async function outage(page: Page, kind: '503' | 'network' = '503') {
  const handler = (route: Route) =>
    kind === '503'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Service unavailable.' }),
        })
      : route.abort('connectionrefused');
  const api = `${origin}/api/**`;
  const health = `${origin}/health-check`;
  await page.route(api, handler);
  await page.route(health, handler);
  return async () => {
    await page.unroute(api, handler);
    await page.unroute(health, handler);
  };
}

const banner = (page: Page) => page.locator('[data-slot="connection-banner"]').getByRole('status');

const token = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** The banner says Colla is unreachable, inside the screen. */
async function expectBanner(page: Page, width: number) {
  await expect.poll(() => banner(page).textContent(), { timeout: 10_000 }).toContain(UNREACHABLE);
  await expect.poll(() => banner(page).getByText(UNREACHABLE).isVisible()).toBe(true);
  const box = await banner(page).boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
}

const bannerGone = (page: Page) =>
  expect.poll(() => banner(page).textContent(), { timeout: 25_000 }).toBe('');

describe('while Colla cannot be reached', () => {
  it('keeps a brand on a phone signed in through a 503 and a reload, then recovers by itself', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.brandUserA.user.email, 375);
    await page.goto(`${origin}/app/brand/proposals`);
    await seen(page, PROPOSAL_NAME);
    const signedInAs = await token(page);
    expect(signedInAs).not.toBeNull();

    const end = await outage(page);
    // Start-up again while the database is down: the session restored from storage stays.
    await page.reload();
    await expectBanner(page, 375);
    await noSideways(page);
    expect(new URL(page.url()).pathname).toBe('/app/brand/proposals');
    expect(await token(page)).toBe(signedInAs);
    await expect
      .poll(() => page.getByRole('button', { name: /account menu/i }).count())
      .toBeGreaterThan(0);
    // Queries keep retrying in the meantime; still signed in a few seconds later.
    await page.waitForTimeout(4_000);
    expect(new URL(page.url()).pathname).toBe('/app/brand/proposals');
    expect(await token(page)).toBe(signedInAs);

    // Colla answers again: the banner goes by itself and the list loads, without a reload.
    await end();
    await bannerGone(page);
    await seen(page, PROPOSAL_NAME);
    expect(await token(page)).toBe(signedInAs);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps a creator signed in when the network fails, and "Try now" brings the screen back', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.creatorA.user.email, 1280);
    const signedInAs = await token(page);
    const end = await outage(page, 'network');
    await page.goto(`${origin}/app/creator/proposals`);
    await expectBanner(page, 1280);
    expect(new URL(page.url()).pathname).toBe('/app/creator/proposals');
    expect(await token(page)).toBe(signedInAs);

    // "Try now" while it is still down: the check fails, the banner and the session stay.
    const tryNow = page.getByRole('button', { name: 'Try now' });
    await tryNow.click();
    await expect.poll(() => tryNow.getAttribute('aria-busy')).toBeNull();
    await expectBanner(page, 1280);
    expect(await token(page)).toBe(signedInAs);

    // Back: "Try now" checks at once (unless a retry has already found Colla by itself).
    await end();
    await tryNow.click({ timeout: 2_000 }).catch(() => undefined);
    await bannerGone(page);
    await seen(page, PROPOSAL_NAME);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps what was typed in a form that fails to save, and the session', async () => {
    const { context, page } = await portal.signedIn(t.world.brandUserB.user.email, 375);
    await page.goto(`${origin}/app/brand/settings`);
    const lastName = page.getByRole('textbox', { name: 'Last name' });
    await expect.poll(() => lastName.inputValue(), { timeout: 10_000 }).toBe('Puig');
    const signedInAs = await token(page);

    const end = await outage(page);
    await lastName.fill('Puig i Serra');
    await lastName.press('Enter');
    await expectBanner(page, 375);
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    expect(await lastName.inputValue()).toBe('Puig i Serra');
    expect(await token(page)).toBe(signedInAs);

    await end();
    await bannerGone(page);
    await context.close();
  }, 60_000);

  it('still signs out on a real 401', async () => {
    const { context, page } = await portal.signedIn(t.world.creatorB.user.email, 1280);
    await page.route(`${origin}/api/**`, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Unauthenticated.' }),
      }),
    );
    // The 401 sends the page on to /app-login, which may cut this navigation short.
    await page.goto(`${origin}/app/creator/deals`).catch(() => undefined);
    await page.waitForURL(`${origin}/app-login`);
    expect(await token(page)).toBeNull();
    await context.close();
  });
});
