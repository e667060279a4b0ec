// Catalan and Spanish end to end (issue 17): the built portal on the real API server, in Debian's
// Chromium. A creator whose browser speaks Catalan registers on a phone, browses and applies; a
// brand whose account is in Spanish publishes a proposal and accepts the application; the
// server's error messages and the acceptance notification arrive in each person's language.
// Every text is looked up in the committed catalogs, so a screen left in English fails here.
import type { Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../api/src/test/harness';
import { PUBLISHABLE } from '../../api/src/test/publishable';
import { catalog, startsWith, type Translate } from './catalogs';
import { noSideways, portalForFile, seen, type Portal } from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

portalForFile((started) => {
  ({ t, origin } = portal = started);
});

let ca: Translate;
let caServer: Translate;
let es: Translate;
let esServer: Translate;
beforeAll(async () => {
  [ca, caServer, es, esServer] = await Promise.all([
    catalog('ca'),
    catalog('ca', 'server'),
    catalog('es'),
    catalog('es', 'server'),
  ]);
});

const PROPOSAL_NAME = 'Vermut de diumenge a la terrassa de Gràcia';
const EMAIL = 'laia.serra@colla.test';
const PASSWORD = 'vermut-2026-gracia';
let proposalId = 0;

/** A browser profile whose languages are `locale` (navigator.languages and Accept-Language). */
async function browserIn(locale: string, width: number) {
  const context = await portal.browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    locale,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

const lang = (page: Page) => page.locator('html').getAttribute('lang');

/** Signs Laia in through /login, every label read in Catalan. */
async function signInInCatalan(page: Page, password: string) {
  await page.goto(`${origin}/login`);
  await page
    .getByRole('button', { name: ca('Sign in') })
    .first()
    .click();
  await page.getByLabel(startsWith(ca('Email'))).fill(EMAIL);
  await page.getByLabel(startsWith(ca('Password'))).fill(password);
  await page.getByRole('button', { name: ca('Sign in'), exact: true }).click();
}

describe('in Catalan: a creator registers, browses and applies on a phone', () => {
  it('starts in Catalan, registers (the account keeps Catalan) and signs in', async () => {
    const { context, page, problems } = await browserIn('ca-ES', 375);
    await page.goto(`${origin}/login`);
    await expect.poll(() => lang(page)).toBe('ca');
    await page
      .getByRole('button', { name: ca('Register') })
      .first()
      .click();
    await page.getByLabel(startsWith(ca('First name'))).fill('Laia');
    await page.getByLabel(startsWith(ca('Last name'))).fill('Serra');
    await page.getByLabel(startsWith(ca('Email'))).fill(EMAIL);
    await page.getByLabel(startsWith(ca('Password'))).fill(PASSWORD);
    await page.getByLabel(startsWith(ca('Confirm password'))).fill(PASSWORD);
    await page
      .getByRole('button', { name: ca('Create account') })
      .last()
      .click();
    await seen(page, ca('Account created successfully! You can now sign in.'));
    await page.getByLabel(startsWith(ca('Password'))).fill(PASSWORD);
    await page.getByRole('button', { name: ca('Sign in'), exact: true }).click();
    await page.waitForURL(`${origin}/app/creator/dashboard`);
    await noSideways(page);

    // The account was registered in the browser's language.
    const login = await t.call('POST', '/api/login', {
      body: { email: EMAIL, password: PASSWORD },
    });
    const token = (login.body as { token: string }).token;
    const me = (await t.call('GET', '/api/me', { token })).body as { locale: string };
    expect(me.locale).toBe('ca');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers a wrong password in Catalan, keeping what was typed', async () => {
    const { context, page } = await browserIn('ca-ES', 375);
    await signInInCatalan(page, 'not-the-password');
    await seen(page, caServer('These credentials do not match our records.'));
    expect(await page.getByLabel(startsWith(ca('Email'))).inputValue()).toBe(EMAIL);
    await context.close();
  });

  it('browses, searches and applies, all in Catalan', async () => {
    const created = await t.call('POST', '/api/brand/proposals', {
      token: t.world.brandUserA.token,
      body: {
        name: PROPOSAL_NAME,
        brand_id: t.world.brandA.id,
        status: 'active',
        ...PUBLISHABLE,
        description: 'Un vermut llarg de diumenge amb amics, gravat a la nostra terrassa.',
        requirements: '',
        categories: [t.world.food.id],
        settings: { platform: 'instagram', content_type: 'video' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    proposalId = (created.body as { id: number }).id;

    const { context, page, problems } = await browserIn('ca-ES', 375);
    await signInInCatalan(page, PASSWORD);
    await page.waitForURL(`${origin}/app/creator/dashboard`);

    await page.goto(`${origin}/app/creator/proposals`);
    const search = page.getByRole('searchbox', { name: ca('Search proposals') });
    await search.fill('vermut');
    await search.press('Enter');
    const card = page.getByRole('link', { name: PROPOSAL_NAME });
    await expect.poll(() => card.count()).toBeGreaterThan(0);
    await noSideways(page);
    await card.first().click();
    await page.waitForURL(`${origin}/app/creator/proposals/${proposalId}`);
    await page.getByRole('button', { name: ca('Apply'), exact: true }).click();
    await page
      .getByLabel(startsWith(ca('Message to the brand (optional)')))
      .fill('Els vermuts de diumenge són lo meu.');
    await page.getByRole('button', { name: ca('Review application') }).click();
    await page.getByRole('button', { name: ca('Send application') }).click();
    await seen(page, ca('Application sent — the brand will reply here.'));
    await noSideways(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('in Spanish: a brand publishes and accepts', () => {
  it('follows the account’s language after signing in, and saves a proposal as a draft', async () => {
    const switched = await t.call('PATCH', '/api/me', {
      token: t.world.brandUserA.token,
      body: { locale: 'es' },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    // An English browser: the account's Spanish wins once signed in.
    const { context, page, problems } = await portal.signedIn(t.world.brandUserA.user.email);
    await expect.poll(() => lang(page)).toBe('es');
    await page
      .getByRole('link', { name: es('Create proposal') })
      .first()
      .click();
    await page.waitForURL(`${origin}/app/brand/proposals/create`);
    await page.getByLabel(startsWith(es('Name'))).fill('Mañanas de masa madre en Forn Sant Pau');
    await page
      .getByLabel(startsWith(es('Description')))
      .fill('Graba una mañana en nuestro obrador: los primeros panes, la cola, la miga.');
    await page.getByRole('button', { name: es('Save draft') }).click();
    await page.waitForURL(/\/app\/brand\/proposals\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = (
      await t.call('GET', `/api/brand/proposals/${id}`, { token: t.world.brandUserA.token })
    ).body as { status: string };
    expect(stored.status).toBe('draft');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('accepts Laia’s application in Spanish; Laia is told in Catalan', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.brandUserA.user.email, 375);
    await page.goto(`${origin}/app/brand/proposals/${proposalId}`);
    await seen(page, 'Laia Serra');
    await page
      .getByRole('button', {
        name: es("Accept {creator}'s application", { creator: 'Laia Serra' }),
      })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: es('Accept') })
      .click();
    await seen(page, es('Application accepted and deal created successfully!'));
    await noSideways(page);
    expect(problems).toEqual([]);
    await context.close();

    // The notification is written in the recipient's language, not the brand's.
    const login = await t.call('POST', '/api/login', {
      body: { email: EMAIL, password: PASSWORD },
    });
    const token = (login.body as { token: string }).token;
    const notifications = (await t.call('GET', '/api/notifications', { token })).body as {
      data: { title: string }[];
    };
    expect(notifications.data.map(({ title }) => title)).toContain(
      caServer('Application accepted'),
    );
    // And the API's errors follow the account: a Spanish brand's refused request is Spanish.
    const refused = await t.call('PATCH', '/api/me', {
      token: t.world.brandUserA.token,
      body: { locale: 'fr' },
    });
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: Record<string, string[]> }).errors.locale).toEqual([
      esServer('The selected {attribute} is invalid.', { attribute: 'locale' }),
    ]);
  });
});
