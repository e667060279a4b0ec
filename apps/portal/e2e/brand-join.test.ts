// A business that has never heard of Colla finds the door, gets in, publishes and hears back,
// end to end on a phone (issue 24): a bakery asks to join on the site's /brands/join, an admin
// approves it in the portal, the contact opens the invitation from the mail outbox and sets a
// password, publishes a first proposal through the Publish step, a creator applies from the
// sticky Apply bar with a message, and the bakery hears it on its bell, accepts, and answers from
// its Messages inbox.
import type { BrowserContext, Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, messages, proposals } from '../../api/src/db/schema';
import type { TestApp } from '../../api/src/test/harness';
import { SHELL_IDS } from '../../site/src/shell-ids';
import {
  applyFromStickyBar,
  choose,
  noSideways,
  portalForFile,
  publishOnPhone,
  seen,
  type Portal,
} from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

portalForFile((started) => {
  ({ t, origin } = portal = started);
});

const CONTACT = 'marta@forndelavila.example';
const PROPOSAL = 'Breakfast at Forn de la Vila';
const APPLICATION = 'I film breakfast reels in the Raval every week; Saturday morning suits me.';

/** Marta's phone, signed in from the invitation, for the rest of the journey. */
let contact: BrowserContext;
let marta: Page;
const problems: string[] = [];

afterAll(async () => {
  await contact?.close();
});

async function proposalNamed(name: string) {
  return (await t.database.db.select().from(proposals)).find((row) => row.name === name);
}

async function lastMailTo(to: string) {
  const mails = await t.database.db.select().from(mailOutbox);
  return mails.filter((mail) => mail.to === to).sort((a, b) => b.id - a.id)[0];
}

describe('a business asks to join, end to end', () => {
  it('asks to join from /brands on a phone', async () => {
    const phone = await portal.browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await phone.newPage();
    page.setDefaultTimeout(10_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/brands`);
    await page.getByRole('link', { name: 'Publish your first proposal' }).first().click();
    await page.waitForURL(`${origin}/brands/join`);
    // The form works once its page is hydrated.
    await page.locator(`#${SHELL_IDS.page}[data-hydrated]`).waitFor({ state: 'attached' });
    await noSideways(page);
    await page.getByLabel(/^Business name/).fill('Forn de la Vila');
    await choose(page, /^Kind of business/, 'Bakery or food shop');
    // A long list grouped by district: the option is chosen from the keyboard (focused, then
    // Enter), which does not depend on typing speed as type-ahead does.
    await page.getByRole('combobox', { name: /^Barri/ }).click();
    await page.getByRole('listbox').waitFor();
    await page.getByRole('option', { name: 'El Raval', exact: true }).press('Enter');
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Barri/ }).textContent())
      .toBe('El Raval');
    await page.getByLabel(/^Instagram/).fill('@forndelavila');
    await page.getByLabel(/^First name/).fill('Marta');
    await page.getByLabel(/^Last name/).fill('Soler');
    await page.getByLabel(/^Email/).fill(CONTACT);
    await page.getByLabel(/^Phone/).fill('+34 612 345 678');
    await page.getByLabel(/^What would you offer creators/).fill('Breakfast for two and a reel.');
    await page.getByRole('checkbox', { name: /privacy policy/ }).click();
    await page.getByRole('button', { name: 'Send my request' }).click();
    await seen(page, `Thanks — we'll write to you at ${CONTACT} within two working days.`);
    expect((await lastMailTo(CONTACT))?.subject).toBe('We have your request to join Colla');
    expect(problems).toEqual([]);
    await phone.close();
  });

  it('is approved by an admin in the portal', async () => {
    const admin = await portal.signedIn(t.world.admin.user.email);
    admin.page.setDefaultTimeout(10_000);
    await admin.page.goto(`${origin}/app/admin/brand-requests`);
    await admin.page.getByRole('link', { name: 'Forn de la Vila' }).click();
    await admin.page.waitForURL(/\/app\/admin\/brand-requests\/\d+$/);
    await admin.page.getByRole('button', { name: 'Approve' }).click();
    await admin.page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Approve and invite' })
      .click();
    await seen(admin.page, 'Forn de la Vila is on Colla: Marta got an invitation to manage it.');
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('opens the invitation from the mail, sets a password and manages the new brand', async () => {
    const mail = await lastMailTo(CONTACT);
    const link = /http:\/\/localhost:3000(\/accept-invitation\/[A-Za-z0-9_%-]+)/.exec(
      mail?.body ?? '',
    );
    expect(link?.[1]).toBeDefined();
    contact = await portal.browser.newContext({ viewport: { width: 375, height: 812 } });
    const invited = (marta = await contact.newPage());
    invited.setDefaultTimeout(10_000);
    invited.on('pageerror', (error) => problems.push(error.message));
    await invited.goto(`${origin}${link?.[1] ?? ''}`);
    await invited.getByLabel(/^First name/).fill('Marta');
    await invited.getByLabel(/^Last name/).fill('Soler');
    await invited.getByLabel(/^Password/).fill('pa-amb-tomaquet-26');
    await invited.getByLabel(/^Confirm password/).fill('pa-amb-tomaquet-26');
    await invited.getByLabel(/^Confirm password/).press('Enter');
    await invited.waitForURL(/\/app\/brand\/dashboard$/);
    await invited.goto(`${origin}/app/brand/team`);
    await seen(invited, 'Managers of Forn de la Vila');
    await seen(invited, CONTACT);
  });

  it('publishes a first proposal through the Publish step', async () => {
    await marta.goto(`${origin}/app/brand/proposals/create`);
    await publishOnPhone(marta, { name: PROPOSAL, task: 'Post a breakfast reel' });
    await noSideways(marta);
    expect((await proposalNamed(PROPOSAL))?.status).toBe('active');
  });

  it('gets an application from the sticky Apply bar, with a message', async () => {
    const row = await proposalNamed(PROPOSAL);
    const laia = await portal.signedIn(t.world.creatorA.user.email, 375);
    laia.page.setDefaultTimeout(10_000);
    // Marta's phone is on her dashboard, its event stream open, when Laia applies.
    await marta.goto(`${origin}/app/brand/dashboard`);
    const bell = marta.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link');
    await expect.poll(() => bell.textContent()).not.toMatch(/unread notifications/);
    await laia.page.goto(`${origin}/app/creator/proposals/${row?.id}`);
    await seen(laia.page, PROPOSAL);
    await applyFromStickyBar(laia.page, APPLICATION);
    expect(laia.problems).toEqual([]);
    await laia.context.close();
    // The bell lights up without a reload.
    await expect.poll(() => bell.textContent()).toMatch(/unread notifications/);
  });

  it('hears it on the bell, accepts, and answers from the Messages inbox', async () => {
    await marta
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await marta.getByRole('link', { name: 'New application' }).first().click();
    await marta.waitForURL(/\/app\/brand\/proposals\/\d+$/);
    await seen(marta, APPLICATION);
    await marta.getByRole('button', { name: "Accept Laia Puig's application" }).click();
    await marta.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await seen(marta, 'Application accepted and deal created successfully!');

    // Messages, from the phone's tab bar: the new deal's conversation.
    await marta
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Chat' })
      .click();
    await marta.waitForURL(`${origin}/app/brand/chat`);
    const row = marta.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    await marta.waitForURL(/\/app\/brand\/chat\/\d+$/);
    await seen(marta, 'Laia Puig');
    const answer = 'Benvinguda! Come on Saturday at 9, ask for Marta at the counter.';
    const composer = marta.getByRole('textbox', { name: 'Message' });
    // The composer is in the first screen: no scrolling to answer.
    const box = await composer.boundingBox();
    expect(box && box.y + box.height <= 812).toBe(true);
    await composer.fill(answer);
    await composer.press('Enter');
    await seen(marta, answer);
    await noSideways(marta);
    const sent = await t.database.db.select().from(messages);
    expect(sent.filter((message) => message.body === answer)).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
