// The brand hears and answers (issue 24): a creator writes, and the brand's open Messages inbox
// and notifications bell update without a reload, through the tab's own event stream; the
// conversation opens at /app/brand/chat/{id}, names its deal and links to it.
import { describe, expect, it } from 'vitest';
import { createTenantDeal } from '../../api/src/test/deal-fixtures';
import type { TestApp } from '../../api/src/test/harness';
import { noSideways, portalForFile, seen, type Portal } from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

portalForFile((started) => {
  ({ t, origin } = portal = started);
});

describe("the brand's inbox and bell, live", () => {
  it('a message from the creator shows in the open inbox and lights the bell, without a reload', async () => {
    const { deal, conversation } = await createTenantDeal(t.database.db, t.world, 'A');
    const jordi = await portal.signedIn(t.world.brandUserA.user.email, 1280);
    const phone = await portal.signedIn(t.world.brandUserA.user.email, 375);
    const { page } = jordi;
    await page.goto(`${origin}/app/brand/chat`);
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('No messages yet');
    const bell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: /^Notifications/,
    });
    await expect.poll(() => bell.textContent()).toBe('Notifications');
    await phone.page.goto(`${origin}/app/brand/dashboard`);
    const phoneBell = phone.page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link');
    await expect.poll(() => phoneBell.count()).toBe(1);
    // Both tabs have their event stream open before the creator writes.
    await expect.poll(() => t.app.colla.userEvents.count()).toBe(2);

    const sent = await t.call('POST', `/api/conversations/${conversation.id}/messages`, {
      token: t.world.creatorA.token,
      body: { body: 'Hola Jordi! The first reel is ready, can you have a look?' },
    });
    expect(sent.status).toBe(201);

    // The open inbox shows the message and its unread count; the bells get their dot.
    await expect.poll(() => row.textContent()).toContain('The first reel is ready');
    await expect.poll(() => row.textContent()).toContain('1 unread message');
    await expect.poll(() => bell.textContent()).toMatch(/unread notifications/);
    await expect
      .poll(() => phone.page.getByRole('navigation', { name: 'Shortcuts' }).textContent())
      .toMatch(/unread notifications/);
    await noSideways(phone.page);

    // The brand answers from the inbox: the conversation names its deal and links to it.
    await row.click();
    await page.waitForURL(`${origin}/app/brand/chat/${conversation.id}`);
    await seen(page, 'Hola Jordi! The first reel is ready, can you have a look?');
    const dealLink = page.getByRole('link', { name: /^Deal: / });
    await expect.poll(() => dealLink.getAttribute('href')).toBe(`/app/brand/deals/${deal.id}`);
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Looks great, publish it on Friday!');
    await composer.press('Enter');
    await seen(page, 'Looks great, publish it on Friday!');
    // Read now: the phone's bell loses its dot without a reload.
    await expect
      .poll(() => phone.page.getByRole('navigation', { name: 'Shortcuts' }).textContent())
      .not.toMatch(/unread notifications/);

    expect([...jordi.problems, ...phone.problems]).toEqual([]);
    await jordi.context.close();
    await phone.context.close();
  });
});
