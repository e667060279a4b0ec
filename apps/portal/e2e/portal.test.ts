// The portal end to end (issue 6): the built site and portal served by the real API server on a
// fresh database, driven in Debian's Chromium — register, sign in as each role, the guard, role
// enforcement, logout, a revoked token's 401 and leaving an impersonation.
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../api/src/test/harness';
import { TEST_PASSWORD } from '../../api/src/test/world';
import { startPortal, type Portal } from './support';

let portal: Portal | undefined;
let t: TestApp;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  ({ t, origin, browser } = portal);
});

afterAll(async () => {
  await portal?.close();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** A fresh browser profile (no stored session), desktop or phone width. */
async function visit(path: string, width = 1280): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(origin + path);
  return { context, page, problems };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signInAt(email: string, width = 1280): Promise<Visit> {
  const v = await visit('/login', width);
  await v.page.getByRole('button', { name: 'Sign in' }).first().click();
  await signIn(v.page, email);
  return v;
}

describe('the push service worker', () => {
  it('is served from the root by the portal, never cached stale', async () => {
    const response = await fetch(`${origin}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain("addEventListener('push'");
  });
});

describe('the guard', () => {
  it('sends a signed-out visit under /app to /app-login, to come back after signing in', async () => {
    const { context, page } = await visit('/app/brand/dashboard');
    await page.waitForURL(`${origin}/app-login?redirect=%2Fapp%2Fbrand%2Fdashboard`);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Work with the best brands in Barcelona' }).count(),
      )
      .toBe(1);
    await context.close();
  });
});

describe('register and sign in', () => {
  it('registers a creator, then signs in with the prefilled email and lands on their dashboard', async () => {
    const { context, page, problems } = await visit('/login', 375);
    await page
      .getByRole('button', { name: /register/i })
      .first()
      .click();
    await page.getByLabel(/^First name/).fill('Laia');
    await page.getByLabel(/^Last name/).fill('Serra');
    await page.getByLabel(/^Email/).fill('laia.serra@colla.test');
    await page.getByLabel(/^Password/).fill('vermut-2026-gracia');
    await page.getByLabel(/^Confirm password/).fill('vermut-2026-gracia');
    await page
      .getByRole('button', { name: /create account|register/i })
      .last()
      .click();
    await expect
      .poll(() => page.getByText('Account created successfully! You can now sign in.').count())
      .toBe(1);
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('laia.serra@colla.test');
    await page.getByLabel(/^Password/).fill('vermut-2026-gracia');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${origin}/app/creator/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: 'Hola, Laia' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { context, page } = await visit('/login');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await signIn(page, t.world.brandUserA.user.email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(t.world.brandUserA.user.email);
    await context.close();
  });
});

describe('each role', () => {
  it('signs a brand in to the brand area, and keeps it out of the creator area', async () => {
    const { context, page } = await signInAt(t.world.brandUserA.user.email);
    await page.waitForURL(`${origin}/app/brand/dashboard`);
    const nav = page.getByRole('navigation').first();
    for (const name of ['Dashboard', 'Deals', 'Messages', 'Proposals', 'Creators']) {
      await expect.poll(() => nav.getByRole('link', { name }).count()).toBeGreaterThan(0);
    }
    await page.goto(`${origin}/app/creator/deals`);
    await page.waitForURL(`${origin}/app/brand/dashboard`);
    await context.close();
  });

  it('signs a creator in, with the phone bottom bar', async () => {
    const { context, page } = await signInAt(t.world.creatorA.user.email, 375);
    await page.waitForURL(`${origin}/app/creator/dashboard`);
    for (const name of ['Home', 'Deals', 'Calendar', 'Chat']) {
      await expect
        .poll(() => page.getByRole('link', { name, exact: true }).count())
        .toBeGreaterThan(0);
    }
    await page.goto(`${origin}/app/admin/users`);
    await page.waitForURL(`${origin}/app/creator/dashboard`);
    await context.close();
  });

  it('signs an admin in; unknown admin paths go to the admin dashboard', async () => {
    const { context, page } = await signInAt(t.world.admin.user.email);
    await page.waitForURL(`${origin}/app/admin/dashboard`);
    await expect
      .poll(() => page.getByRole('link', { name: 'Scheduled Notifications' }).count())
      .toBeGreaterThan(0);
    await page.goto(`${origin}/app/admin/no-such-page`);
    await page.waitForURL(`${origin}/app/admin/dashboard`);
    await context.close();
  });
});

describe('leaving', () => {
  it('logs out: the server token is revoked, storage cleared, /app-login, and the guard holds', async () => {
    const { context, page } = await signInAt(t.world.brandUserB.user.email);
    await page.waitForURL(`${origin}/app/brand/dashboard`);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${origin}/app-login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const me = await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    // Signed out, a link into the portal goes to sign-in, to come back there afterwards.
    await page.goto(`${origin}/app/brand/dashboard`);
    await page.waitForURL(`${origin}/app-login?redirect=%2Fapp%2Fbrand%2Fdashboard`);
    await context.close();
  });

  it('sends a revoked session to /app-login on its next call (a 401)', async () => {
    const { context, page } = await signInAt(t.world.creatorB.user.email);
    await page.waitForURL(`${origin}/app/creator/dashboard`);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    // Signed out elsewhere: the token is revoked on the server.
    await fetch(`${origin}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    // The stored session still looks valid: the next call answers 401 (the settings page's, or
    // the notification poll's if it comes first) and only the client's 401 handling clears it.
    // The goto and the client's own redirect race: either may abort the other's navigation, so
    // the test polls where the page ends up rather than waiting on one navigation.
    await page.goto(`${origin}/app/creator/settings`).catch(() => undefined);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/app-login');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });

  it('exits an impersonation back to the admin dashboard', async () => {
    const admin = t.world.admin;
    const impersonated = await fetch(
      `${origin}/api/admin/users/${t.world.brandUserA.user.id}/impersonate`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' },
      },
    );
    expect(impersonated.status).toBe(200);
    const session = (await impersonated.json()) as { token: string; user: { type: string } };
    const adminUser = await (
      await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${admin.token}` } })
    ).json();

    const { context, page } = await visit('/app-login');
    await page.evaluate(
      ({ session, adminUser, adminToken }) => {
        localStorage.setItem('auth_token', session.token);
        sessionStorage.setItem('auth_token', session.token);
        localStorage.setItem('auth_user', JSON.stringify(session.user));
        localStorage.setItem('user_type', session.user.type);
        localStorage.setItem('is_impersonating', 'true');
        localStorage.setItem('original_user', JSON.stringify(adminUser));
        void adminToken;
      },
      { session, adminUser, adminToken: admin.token },
    );
    await page.goto(`${origin}/app/brand/dashboard`);
    await page.getByRole('button', { name: 'Exit Impersonation' }).click();
    await page.waitForURL(`${origin}/app/admin/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('user_type'))).toBe('admin');
    expect(await page.evaluate(() => localStorage.getItem('is_impersonating'))).toBeNull();
    await context.close();
  });
});
