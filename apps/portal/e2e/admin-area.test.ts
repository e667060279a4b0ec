// The admin area end to end (issue 10): the built portal on the real API server, in Chromium, at
// desktop width. An admin impersonates a brand owner and exits; creates, edits and deletes a
// proposal with the shared form; and schedules a notification that reaches a creator at its time.
import { describe, expect, it } from 'vitest';
import { deliverDueScheduledNotifications } from '../../api/src/domain/scheduled-notifications';
import type { TestApp } from '../../api/src/test/harness';
import { choose, seen, portalForFile, type Portal } from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

portalForFile((started) => {
  ({ t, origin } = portal = started);
});

describe('the admin area, end to end', () => {
  it('impersonates a brand owner from their user page, then exits back to the admin', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.admin.user.email);
    await page.goto(`${origin}/app/admin/users?type=brand`);
    await page
      .getByRole('link', { name: /Jordi Ferrer/ })
      .first()
      .click();
    await page.waitForURL(`${origin}/app/admin/users/${t.world.brandUserA.user.id}`);
    await page.getByRole('button', { name: 'Impersonate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Impersonate' }).click();
    await page.waitForURL(`${origin}/app/brand/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('user_type'))).toBe('brand');
    await page.getByRole('button', { name: 'Exit Impersonation' }).click();
    await page.waitForURL(`${origin}/app/admin/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('user_type'))).toBe('admin');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates, edits and deletes a proposal for any brand', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.admin.user.email);
    await page.goto(`${origin}/app/admin/proposals`);
    await page
      .getByRole('link', { name: /Create proposal/ })
      .first()
      .click();
    await page.waitForURL(`${origin}/app/admin/proposals/create`);
    await page.getByLabel(/^Name/).fill('Bike tour of the Poblenou murals');
    await choose(page, /^Brand/, 'Bicis Poblenou');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/app\/admin\/proposals\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: 'Bike tour of the Poblenou murals' }).count(),
      )
      .toBe(1);

    await page.getByRole('link', { name: /Edit/ }).first().click();
    await page.waitForURL(`${origin}/app/admin/proposals/${id}/edit`);
    await expect
      .poll(() => page.getByLabel(/^Name/).inputValue())
      .toBe('Bike tour of the Poblenou murals');
    await page.getByLabel(/^Name/).fill('Golden-hour bike tour of the Poblenou murals');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(`${origin}/app/admin/proposals/${id}`);
    await seen(page, 'Golden-hour bike tour of the Poblenou murals');

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain('Are you sure you want to delete this proposal? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${origin}/app/admin/proposals`);
    const gone = await t.call('GET', `/api/admin/proposals/${id}`, { token: t.world.admin.token });
    expect(gone.status).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('schedules a notification for all creators that reaches them at its time', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.admin.user.email);
    await page.goto(`${origin}/app/admin/scheduled-notifications`);
    await page.getByRole('button', { name: 'Schedule notification' }).first().click();
    // Two hours from now, as a Barcelona day and time.
    const sendAt = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(sendAt);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(sendAt);
    const form = page.getByRole('dialog');
    await form.getByLabel(/^Title/).fill('Festa Major de Gràcia');
    await form.getByLabel(/^Message/).fill('New street-food collaborations are open this week.');
    await choose(page, /^Audience/, 'All creators');
    await form.getByLabel(/^Day/).fill(day);
    await form.getByLabel(/^Time/).fill(time);
    await form.getByRole('button', { name: 'Schedule' }).click();
    await seen(page, 'Festa Major de Gràcia');

    // Not before its time…
    const inbox = async () =>
      (
        (await t.call('GET', '/api/notifications', { token: t.world.creatorA.token })).body as {
          data: { title: string }[];
        }
      ).data.map((n) => n.title);
    await deliverDueScheduledNotifications(t.app.colla, new Date());
    expect(await inbox()).not.toContain('Festa Major de Gràcia');
    // …and once it has come, exactly once, even if the scheduler runs twice.
    const later = new Date(sendAt.getTime() + 60_000);
    await deliverDueScheduledNotifications(t.app.colla, later);
    await deliverDueScheduledNotifications(t.app.colla, later);
    expect((await inbox()).filter((title) => title === 'Festa Major de Gràcia')).toHaveLength(1);
    await context.close();

    const creator = await portal.signedIn(t.world.creatorA.user.email, 375);
    await creator.page.goto(`${origin}/app/creator/notifications`);
    await seen(creator.page, 'Festa Major de Gràcia');
    expect([...problems, ...creator.problems]).toEqual([]);
    await creator.context.close();
  });
});
