// What the portal's end-to-end tests share: the real API server serving the built apps on a
// fresh database, Debian's Chromium, signing in through /login, and a few patient checks.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { createTestApp, type TestApp } from '../../api/src/test/harness';
import { PNG_BASE64 } from '../../api/src/test/auth';
import { PUBLISHABLE } from '../../api/src/test/publishable';
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

/**
 * Signs in through /login on `page`, and waits for `landing` (any area's dashboard). The test
 * world's password unless told (the demo accounts have their own).
 */
export async function signIn(
  page: Page,
  origin: string,
  email: string,
  landing: string | RegExp = /\/app\/\w+\/dashboard$/,
  password: string = TEST_PASSWORD,
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(landing);
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
    await signIn(page, origin, email);
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

/**
 * The portal for one test file: started before its tests (then handed to `use`, which keeps it
 * and may add fixtures) and closed after them.
 */
export function portalForFile(use: (portal: Portal) => void | Promise<void>): void {
  let portal: Portal | undefined;
  beforeAll(async () => {
    portal = await startPortal();
    await use(portal);
  });
  afterAll(async () => {
    await portal?.close();
  });
}

/** Brand A's active food proposal on Instagram (video), with `extra` fields; answers its id. */
export async function createActiveProposal(
  t: TestApp,
  name: string,
  description: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const created = await t.call('POST', '/api/brand/proposals', {
    token: t.world.brandUserA.token,
    body: {
      name,
      brand_id: t.world.brandA.id,
      status: 'active',
      ...PUBLISHABLE,
      description,
      requirements: '',
      categories: [t.world.food.id],
      settings: { platform: 'instagram', content_type: 'video' },
      ...extra,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: number }).id;
}

/** Waits until the page (or a part of it) shows the text somewhere. */
export const seen = (page: Page | Locator, text: string | RegExp) =>
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

/**
 * On a phone's proposal page: the sticky Apply bar is in the first screen, above the tab bar;
 * Apply opens the sheet, `message` is written, "Send application?" shows it, and Send sends it.
 */
export async function applyFromStickyBar(page: Page, message: string): Promise<void> {
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await expect.poll(() => apply.isVisible()).toBe(true);
  const box = await apply.boundingBox();
  const tabs = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box && tabs && box.y + box.height <= tabs.y).toBe(true);
  await apply.click();
  await page.getByLabel(/^Message to the brand/).fill(message);
  await page.getByRole('button', { name: 'Review application' }).click();
  await seen(page.getByRole('dialog', { name: 'Send application?' }), message);
  await page.getByRole('button', { name: 'Send application' }).click();
  await seen(page, 'Application sent — the brand will reply here.');
}

/**
 * The proposal form on a phone, from its first step: `name`, then straight to the Publish step,
 * where Publish lists what is missing (`whenMissing` may look at it); each missing part is added
 * step by step (a picture, the dates, one task) and Publish publishes.
 */
export async function publishOnPhone(
  page: Page,
  { name, task, whenMissing }: { name: string; task: string; whenMissing?: () => Promise<void> },
): Promise<void> {
  const step = page.getByTestId('step-indicator');
  await expect.poll(() => step.textContent()).toBe('Step 1 of 6: Basics');
  await page.getByLabel(/^Name/).fill(name);
  await noSideways(page);
  for (let next = 0; next < 5; next++) await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => step.textContent()).toBe('Step 6 of 6: Publish');
  await page.getByRole('button', { name: 'Publish' }).click();
  await seen(page, 'Before you publish, add:');
  await whenMissing?.();
  // Each missing part is a link that opens its step.
  await page.getByRole('button', { name: 'a picture' }).click();
  await expect.poll(() => step.textContent()).toBe('Step 2 of 6: Picture');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_BASE64, 'base64'),
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => step.textContent()).toBe('Step 3 of 6: Dates');
  await page.getByLabel('Start date').fill('2026-06-01');
  await page.getByLabel('End date').fill('2026-07-15');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => step.textContent()).toBe('Step 5 of 6: Tasks');
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByLabel(/^Task 1 name/).fill(task);
  await page.getByRole('button', { name: 'Next' }).click();
  await seen(page, 'Ready to publish.');
  // What was typed on the first step is still there.
  await seen(page, name);
  await page.getByRole('button', { name: 'Publish' }).click();
  await seen(page, 'Your proposal is published');
}
