// The brand area end to end (issue 7): the built portal served by the real API server on a fresh
// database, driven in Debian's Chromium. A brand owner creates and publishes a proposal with task
// templates and an image; creators apply; the brand accepts one (a deal with tasks begins) and
// declines the other; both sides complete tasks and the table's 'N of M tasks completed' follows.
import { describe, expect, it } from 'vitest';
import { PNG_BASE64 } from '../../api/src/test/auth';
import type { TestApp } from '../../api/src/test/harness';
import { choose, seen, portalForFile, type Portal } from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

portalForFile((started) => {
  ({ t, origin } = portal = started);
});

interface ApiTask {
  id: number;
  name: string;
  assignee_type: string;
  due_date: string;
  brand_completed: boolean;
  creator_completed: boolean;
}
interface ApiDeal {
  id: number;
  status: string;
  created_at: string;
  creator: { id: number };
  tasks: ApiTask[];
}

const PROPOSAL_NAME = 'Sourdough mornings at Forn Sant Pau';
let proposalId = 0;
let proposalSlug = '';
let dealId = 0;

describe('the brand area, end to end', () => {
  it('creates and publishes a proposal with two task templates and an image', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.brandUserA.user.email);
    await page.getByRole('link', { name: 'Create proposal' }).first().click();
    await page.waitForURL(`${origin}/app/brand/proposals/create`);

    await page.getByLabel(/^Name/).fill(PROPOSAL_NAME);
    // Jordi manages one brand: it is chosen already.
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Brand/ }).textContent())
      .toContain('Forn Sant Pau');
    await page.getByLabel('Start date').fill('2026-06-01');
    await page.getByLabel('End date').fill('2026-07-15');
    await page
      .getByLabel(/^Description/)
      .fill('Film a morning at our Sant Pau bakery: the first loaves, the queue, the crumb.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'sourdough.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });

    await page.getByRole('button', { name: 'Add task' }).click();
    await page.getByLabel(/^Task 1 name/).fill('Visit the bakery at 7:00');
    await page.getByLabel(/^Task 1 days to complete/).fill('3');
    await page.getByRole('button', { name: 'Add task' }).click();
    await page.getByLabel(/^Task 2 name/).fill('Share the recipe card');
    await choose(page, /^Task 2 assignee/, 'Brand');
    await page.getByLabel(/^Task 2 days to complete/).fill('5');

    await page.getByRole('button', { name: 'Publish' }).click();
    await seen(page, 'Your proposal is published');
    await page.getByRole('button', { name: 'Go to the proposal' }).click();
    await page.waitForURL(/\/app\/brand\/proposals\/\d+$/);
    proposalId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: PROPOSAL_NAME }).count())
      .toBe(1);
    await seen(page, 'Visit the bakery at 7:00');
    await seen(page, 'Share the recipe card');

    // What the server keeps: active, the image stored, the two templates in order.
    const stored = await t.call('GET', `/api/brand/proposals/${proposalId}`, {
      token: t.world.brandUserA.token,
    });
    expect(stored.status).toBe(200);
    const proposal = stored.body as {
      status: string;
      slug: string;
      image: string | null;
      task_templates: { name: string; assignee_type: string; days_to_complete: number }[];
    };
    expect(proposal.status).toBe('active');
    expect(proposal.image).toMatch(/^\/storage\/.+\.png$/);
    expect(
      proposal.task_templates.map(({ name, assignee_type, days_to_complete }) => ({
        name,
        assignee_type,
        days_to_complete,
      })),
    ).toEqual([
      { name: 'Visit the bakery at 7:00', assignee_type: 'creator', days_to_complete: 3 },
      { name: 'Share the recipe card', assignee_type: 'brand', days_to_complete: 5 },
    ]);
    proposalSlug = proposal.slug;

    // Published: the public page answers, with the picture.
    const image = await fetch(`${origin}${proposal.image ?? ''}`);
    expect(image.status).toBe(200);
    const publicPage = await fetch(`${origin}/proposals/${proposalSlug}`);
    expect(publicPage.status).toBe(200);
    expect(await publicPage.text()).toContain(PROPOSAL_NAME);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets two creators apply', async () => {
    for (const [creator, message] of [
      [t.world.creatorA, 'I film bakeries at dawn; my followers love a crumb shot.'],
      [t.world.creatorB, undefined],
    ] as const) {
      const applied = await t.call('POST', `/api/creator/proposals/${proposalId}/applications`, {
        token: creator.token,
        body: message === undefined ? {} : { message },
      });
      expect(applied.status).toBe(201);
    }
  });

  it('accepts one application (a deal with its tasks begins) and declines the other, at 375 px', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.brandUserA.user.email, 375);
    await page.goto(`${origin}/app/brand/proposals/${proposalId}`);
    await seen(page, 'Laia Puig');
    await seen(page, 'Marc Soler');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await page.getByRole('button', { name: "Accept Laia Puig's application" }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await seen(page, 'Application accepted and deal created successfully!');
    await seen(page, 'Deal created');
    await seen(page, '0 of 2 tasks completed');
    const viewDeal = page.getByRole('link', { name: /View Deal/ });
    await expect.poll(() => viewDeal.count()).toBe(1);
    const href = (await viewDeal.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/app\/brand\/deals\/\d+$/);
    dealId = Number(href.split('/').pop());

    await page.getByRole('button', { name: "Decline Marc Soler's application" }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Decline' }).click();
    await seen(page, 'Application rejected');

    // The deal on the server: Laia's, active, the two tasks due on acceptance day + their days.
    const deal = (await t.call('GET', `/api/deals/${dealId}`, { token: t.world.brandUserA.token }))
      .body as ApiDeal;
    expect(deal.status).toBe('active');
    expect(deal.creator.id).toBe(t.world.creatorA.user.id);
    // Due dates count from the acceptance day in Barcelona.
    const acceptedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      new Date(deal.created_at),
    );
    const day = (offset: number) =>
      new Date(Date.parse(`${acceptedOn}T00:00:00Z`) + offset * 86_400_000)
        .toISOString()
        .slice(0, 10);
    expect(
      deal.tasks.map(({ name, assignee_type, due_date }) => [name, assignee_type, due_date]),
    ).toEqual([
      ['Visit the bakery at 7:00', 'creator', day(3)],
      ['Share the recipe card', 'brand', day(5)],
    ]);
    // Marc's application is rejected and has no deal; he sees it so too.
    const mine = (
      await t.call('GET', '/api/creator/applications', { token: t.world.creatorB.token })
    ).body as { data: { status: string; deal: unknown }[] };
    expect(mine.data.map(({ status, deal: hisDeal }) => [status, hisDeal])).toEqual([
      ['rejected', null],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('counts a task once both sides mark it done, on the deal pages and in the table', async () => {
    // The side that does a task marks it done; the other side confirms it.
    const task = (name: string) => `Mark done: ${name}`;
    const confirm = (name: string) => `Confirm done: ${name}`;
    const dealOnServer = async () =>
      (await t.call('GET', `/api/deals/${dealId}`, { token: t.world.brandUserA.token }))
        .body as ApiDeal;

    // Laia, on her phone, marks her side of the first task.
    const laia = await portal.signedIn(t.world.creatorA.user.email, 375);
    await laia.page.goto(`${origin}/app/creator/deals/${dealId}`);
    await laia.page
      .getByRole('checkbox', { name: task('Visit the bakery at 7:00'), exact: true })
      .click();
    await expect.poll(async () => (await dealOnServer()).tasks[0]?.creator_completed).toBe(true);
    expect(
      await laia.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    // One side is not enough.
    await seen(laia.page, '0 of 2 tasks completed');

    // Jordi sees her side done on his deal page and marks his.
    const jordi = await portal.signedIn(t.world.brandUserA.user.email);
    await jordi.page.goto(`${origin}/app/brand/deals/${dealId}`);
    await seen(jordi.page, 'Visit the bakery at 7:00');
    await seen(jordi.page, /Creator: done/);
    await jordi.page
      .getByRole('checkbox', { name: confirm('Visit the bakery at 7:00'), exact: true })
      .click();
    await seen(jordi.page, '1 of 2 tasks completed');
    await jordi.page.goto(`${origin}/app/brand/proposals/${proposalId}`);
    await seen(jordi.page, '1 of 2 tasks completed');

    // The second task, both sides: the deal is completed.
    await jordi.page.goto(`${origin}/app/brand/deals/${dealId}`);
    await jordi.page
      .getByRole('checkbox', { name: task('Share the recipe card'), exact: true })
      .click();
    await expect.poll(async () => (await dealOnServer()).tasks[1]?.brand_completed).toBe(true);
    await laia.page.reload();
    await laia.page
      .getByRole('checkbox', { name: confirm('Share the recipe card'), exact: true })
      .click();
    await expect.poll(async () => (await dealOnServer()).status).toBe('completed');
    await seen(laia.page, '2 of 2 tasks completed');
    await jordi.page.goto(`${origin}/app/brand/proposals/${proposalId}`);
    await seen(jordi.page, '2 of 2 tasks completed');

    expect([...laia.problems, ...jordi.problems]).toEqual([]);
    await laia.context.close();
    await jordi.context.close();
  });
});
