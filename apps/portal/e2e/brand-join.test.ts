// A door for businesses, end to end (issue 24): a bakery asks to join on the site's
// /brands/join on a phone, an admin approves it in the portal, and the contact opens the
// invitation from the mail outbox, sets a password and lands in the brand area with the new brand.
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../api/src/db/schema';
import type { TestApp } from '../../api/src/test/harness';
import { SHELL_IDS } from '../../site/src/shell-ids';
import { choose, noSideways, portalForFile, seen, type Portal } from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

portalForFile((started) => {
  ({ t, origin } = portal = started);
});

const CONTACT = 'marta@forndelavila.example';

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
    const contact = await portal.browser.newContext({ viewport: { width: 375, height: 812 } });
    const invited = await contact.newPage();
    invited.setDefaultTimeout(10_000);
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
    await contact.close();
  });
});
