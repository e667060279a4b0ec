// Where sign-in goes next (issue 23, item 2): `/app-login?redirect=` is followed only on Colla's
// own origin, read the way the browser reads it (`sameOriginTarget`). The built portal, served by
// the real API server, in Debian's Chromium.
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../api/src/test/world';
import { startPortal, type Portal } from './support';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.close();
});

/** Opens `path` in a fresh profile, noting every request that leaves the origin (and stopping it). */
async function openRecordingOthers(path: string) {
  const context = await portal.browser.newContext({ viewport: { width: 375, height: 800 } });
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== portal.origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  await page.goto(portal.origin + path);
  return { context, page, elsewhere };
}

async function signIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('after sign-in', () => {
  it.each([
    ['a backslash', '%2F%5Cevil.example'],
    ['a tab', '%2F%09%2Fevil.example'],
    ['another host', 'https%3A%2F%2Fevil.example%2Fapp'],
  ])('refuses a redirect to another site (%s) and lands on the dashboard', async (_, redirect) => {
    const { context, page, elsewhere } = await openRecordingOthers(
      `/app-login?redirect=${redirect}`,
    );
    await signIn(page, portal.t.world.creatorA.user.email);
    await page.waitForURL(`${portal.origin}/app/creator/dashboard`);
    // Give a stray navigation the time to start: it never does.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).origin).toBe(portal.origin);
    expect(new URL(page.url()).pathname).toBe('/app/creator/dashboard');
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('follows a same-origin redirect with its query', async () => {
    const { context, page, elsewhere } = await openRecordingOthers(
      `/app-login?redirect=${encodeURIComponent('/app/creator/deals?status=active')}`,
    );
    await signIn(page, portal.t.world.creatorA.user.email);
    await page.waitForURL(`${portal.origin}/app/creator/deals?status=active`);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
