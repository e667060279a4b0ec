// The creator area end to end (issue 8): the built portal served by the real API server on a
// fresh database, driven in Debian's Chromium, the creator on a phone. A creator finds a proposal
// and applies; the brand accepts; the creator is notified, sees the deal's tasks in the calendar,
// and the two sides chat live: each message appears on the other side without a reload.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../api/src/test/harness';
import { PUBLISHABLE } from '../../api/src/test/publishable';
import {
  applyFromStickyBar,
  createActiveProposal,
  noSideways,
  portalForFile,
  seen,
  type Portal,
} from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

portalForFile((started) => {
  ({ t, origin } = portal = started);
});

const signedIn = (email: string, width = 375) => portal.signedIn(email, width);

interface ApiDeal {
  id: number;
  conversation_id: number;
  tasks: { name: string; due_date: string }[];
}

const PROPOSAL_NAME = 'Sunday vermut on the Gràcia terrace';
let proposalId = 0;
let dealId = 0;
let conversationId = 0;

describe('the creator area, end to end', () => {
  it('lets a creator on a phone browse, search, filter and apply once', async () => {
    proposalId = await createActiveProposal(
      t,
      PROPOSAL_NAME,
      'A long Sunday vermut with friends, filmed on our terrace in Gràcia.',
      {
        task_templates: [
          {
            name: 'Book your tasting',
            description: 'Pick a Sunday in the chat.',
            assignee_type: 'creator',
            days_to_complete: 2,
            sort_order: 0,
          },
          {
            name: 'Post the Reel',
            description: 'Tag the terrace.',
            assignee_type: 'creator',
            days_to_complete: 4,
            sort_order: 1,
          },
        ],
      },
    );
    const other = await t.call('POST', '/api/brand/proposals', {
      token: t.world.brandUserB.token,
      body: {
        name: 'Sunset rides along the Poblenou seafront',
        brand_id: t.world.brandB.id,
        status: 'active',
        ...PUBLISHABLE,
        description: 'Ride our e-bikes from the Bogatell to the Fòrum at golden hour.',
        requirements: '',
        categories: [t.world.sports.id],
        settings: { platform: 'tiktok', content_type: 'video' },
      },
    });
    expect(other.status).toBe(201);

    const { context, page, problems } = await signedIn(t.world.creatorA.user.email);
    await page.goto(`${origin}/app/creator/proposals`);
    const card = (name: string | RegExp) => page.getByRole('link', { name });
    await expect.poll(() => card(PROPOSAL_NAME).count()).toBeGreaterThan(0);
    await expect.poll(() => card(/Sunset rides/).count()).toBeGreaterThan(0);
    await noSideways(page);

    // Search: only the vermut, and the URL keeps it.
    await page.getByRole('searchbox', { name: 'Search proposals' }).fill('vermut');
    await page.getByRole('searchbox', { name: 'Search proposals' }).press('Enter');
    await expect.poll(() => card(/Sunset rides/).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('search')).toBe('vermut');
    await page.getByRole('searchbox', { name: 'Search proposals' }).fill('');
    await page.getByRole('searchbox', { name: 'Search proposals' }).press('Enter');
    await expect.poll(() => card(/Sunset rides/).count()).toBeGreaterThan(0);

    // Filter by category, behind the phone's Filters button.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Sports' }).click();
    await expect.poll(() => card(PROPOSAL_NAME).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('category_id')).toBe(String(t.world.sports.id));
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Food & drink' }).click();
    await expect.poll(() => card(/Sunset rides/).count()).toBe(0);

    // The proposal: what they will be asked to do, then the sticky Apply bar (in view on the
    // first screen) opens the sheet: a message, then "Send application?" and Send.
    await card(PROPOSAL_NAME).first().click();
    await page.waitForURL(`${origin}/app/creator/proposals/${proposalId}`);
    await seen(page, 'Book your tasting');
    await applyFromStickyBar(page, 'Vermut Sundays are my thing.');
    await noSideways(page);

    // Applying twice is impossible: after a reload the status shows instead of the form.
    await page.reload();
    await seen(page, 'Application sent — the brand will reply here.');
    expect(await page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);
    const mine = (
      await t.call('GET', '/api/creator/applications', { token: t.world.creatorA.token })
    ).body as { data: { message: string | null; status: string }[] };
    expect(mine.data.map(({ message, status }) => [message, status])).toEqual([
      ['Vermut Sundays are my thing.', 'pending'],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('notifies the creator when the brand accepts, and the notification opens the deal', async () => {
    const applications = (
      await t.call('GET', `/api/brand/proposals/${proposalId}/applications`, {
        token: t.world.brandUserA.token,
      })
    ).body as { data: { id: number }[] };
    const [application] = applications.data;
    const accepted = await t.call('PATCH', `/api/applications/${application?.id}/status`, {
      token: t.world.brandUserA.token,
      body: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    dealId = (accepted.body as { deal: { id: number } }).deal.id;
    const deal = (await t.call('GET', `/api/deals/${dealId}`, { token: t.world.creatorA.token }))
      .body as ApiDeal;
    conversationId = deal.conversation_id;

    const { context, page, problems } = await signedIn(t.world.creatorA.user.email);
    // The shell's dot says there is something new.
    await expect
      .poll(() => page.getByRole('link', { name: /unread notifications/ }).count())
      .toBeGreaterThan(0);
    await page.goto(`${origin}/app/creator/notifications`);
    await seen(page, 'Application accepted');
    await seen(page, new RegExp(`accepted your application to ${PROPOSAL_NAME}`));
    await noSideways(page);
    await page
      .getByRole('link', { name: /Application accepted/ })
      .first()
      .click();
    await page.waitForURL(`${origin}/app/creator/deals/${dealId}`);
    await seen(page, 'Book your tasting');
    // Opening it marked it read on the server.
    const unread = (
      await t.call('GET', '/api/notifications/unread-count', { token: t.world.creatorA.token })
    ).body as { count: number };
    expect(unread.count).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the accepted deal's tasks in the creator's calendar", async () => {
    const deal = (await t.call('GET', `/api/deals/${dealId}`, { token: t.world.creatorA.token }))
      .body as ApiDeal;
    const { context, page, problems } = await signedIn(t.world.creatorA.user.email);
    for (const task of deal.tasks) {
      await page.goto(`${origin}/app/creator/calendar?month=${task.due_date.slice(0, 7)}`);
      await seen(page, new RegExp(task.name));
      await noSideways(page);
    }
    // An entry opens its deal.
    await page
      .getByRole('link', { name: /Post the Reel/ })
      .first()
      .click();
    await page.waitForURL(`${origin}/app/creator/deals/${dealId}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('delivers chat messages live both ways: creator on a phone, brand on the deal page', async () => {
    const laia = await signedIn(t.world.creatorA.user.email);
    const jordi = await signedIn(t.world.brandUserA.user.email, 1280);
    await laia.page.goto(`${origin}/app/creator/chat/${conversationId}`);
    await jordi.page.goto(`${origin}/app/brand/deals/${dealId}`);
    const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => composer(laia.page).count()).toBe(1);
    await expect.poll(() => composer(jordi.page).count()).toBe(1);

    await composer(laia.page).fill('Hola Jordi! Is this Sunday at 12:30 good for the tasting?');
    await composer(laia.page).press('Enter');
    await seen(jordi.page, 'Hola Jordi! Is this Sunday at 12:30 good for the tasting?');

    await composer(jordi.page).fill(
      'Perfecte, see you then. Ask for me at the bar: https://colla.test/bar',
    );
    await composer(jordi.page).press('Enter');
    await seen(laia.page, /Perfecte, see you then/);
    // The address in it is a safe link.
    const link = laia.page.getByRole('link', { name: 'https://colla.test/bar' });
    await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
    await noSideways(laia.page);

    // Both messages are stored once each.
    const messages = (
      await t.call('GET', `/api/conversations/${conversationId}/messages`, {
        token: t.world.creatorA.token,
      })
    ).body as { data: { body: string }[] };
    expect(messages.data.map((message) => message.body)).toEqual([
      'Perfecte, see you then. Ask for me at the bar: https://colla.test/bar',
      'Hola Jordi! Is this Sunday at 12:30 good for the tasting?',
    ]);
    expect([...laia.problems, ...jordi.problems]).toEqual([]);
    await laia.context.close();
    await jordi.context.close();
  });
});
