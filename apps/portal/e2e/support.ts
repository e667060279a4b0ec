// What the portal's end-to-end tests share: the real API server serving the built apps on a
// fresh database, Debian's Chromium, signing in through /login, and a few patient checks.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { createTestApp, type TestApp } from '../../api/src/test/harness';
import { TEST_PASSWORD } from '../../api/src/test/world';

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page, which a test expects to stay empty. */
  problems: string[];
}

export interface Portal {
  t: TestApp;
  origin: string;
  browser: Browser;
  /** Signs in through /login in a fresh browser profile, at this width, on the dashboard. */
  signedIn: (email: string, width?: number) => Promise<Visit>;
  close: () => Promise<void>;
}

/** The API server (rate limits out of the way) on a port of its own, and Chromium. */
export async function startPortal(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<Portal> {
  const t = await createTestApp({
    serveApps: true,
    rateLimit: { perMinute: 100_000 },
    ...overrides,
  });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  async function signedIn(email: string, width = 1280): Promise<Visit> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/app\/\w+\/dashboard$/);
    return { context, page, problems };
  }

  return {
    t,
    origin,
    browser,
    signedIn,
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}

/** Waits until the page shows the text somewhere. */
export const seen = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);

/** Picks `option` in the Radix select labelled `label`. */
export async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** No sideways scrolling at a phone's width. */
export const noSideways = async (page: Page, width = 375) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
