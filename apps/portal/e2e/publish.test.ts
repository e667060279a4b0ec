// Publishing is a step (issue 24), end to end at 375 px: the built portal served by the real API
// server on a fresh database, in Debian's Chromium. A signed-in brand creates a proposal on a
// phone, presses Publish, is told what is missing, adds it step by step, publishes, copies the
// link and opens the public page.
import { describe, expect, it } from 'vitest';
import { PNG_BASE64 } from '../../api/src/test/auth';
import type { TestApp } from '../../api/src/test/harness';
import { noSideways, portalForFile, seen, type Portal } from './support';

let portal: Portal;
let t: TestApp;
let origin: string;

portalForFile((started) => {
  ({ t, origin } = portal = started);
});

const NAME = 'Sunday bread workshop at Forn Sant Pau';

describe('publishing a proposal on a phone', () => {
  it('says what is missing, then publishes and opens the public page', async () => {
    const { context, page, problems } = await portal.signedIn(t.world.brandUserA.user.email, 375);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto(`${origin}/app/brand/proposals/create`);
    const step = page.getByTestId('step-indicator');
    await expect.poll(() => step.textContent()).toBe('Step 1 of 6: Basics');
    await page.getByLabel(/^Name/).fill(NAME);
    await noSideways(page);

    // Straight to the Publish step, and Publish: what is missing, as links.
    for (let next = 0; next < 5; next++) await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => step.textContent()).toBe('Step 6 of 6: Publish');
    await page.getByRole('button', { name: 'Publish' }).click();
    await seen(page, 'Before you publish, add:');
    const created = await t.call('GET', '/api/brand/proposals', {
      token: t.world.brandUserA.token,
    });
    expect((created.body as { data: { name: string }[] }).data.map((p) => p.name)).not.toContain(
      NAME,
    );

    // Each link opens its step.
    await page.getByRole('button', { name: 'a picture' }).click();
    await expect.poll(() => step.textContent()).toBe('Step 2 of 6: Picture');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bread.png',
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
    await page.getByLabel(/^Task 1 name/).fill('Bake with us on Sunday');
    await page.getByRole('button', { name: 'Next' }).click();
    await seen(page, 'Ready to publish.');
    // What was typed on the first step is still there.
    await seen(page, NAME);

    await page.getByRole('button', { name: 'Publish' }).click();
    await seen(page, 'Your proposal is published');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await seen(page, 'Link copied');
    const list = await t.call('GET', '/api/brand/proposals', { token: t.world.brandUserA.token });
    const listed = (list.body as { data: { id: number; name: string }[] }).data.find(
      (p) => p.name === NAME,
    );
    const proposal = (
      await t.call('GET', `/api/brand/proposals/${listed?.id}`, {
        token: t.world.brandUserA.token,
      })
    ).body as { slug: string; status: string; image: string | null };
    expect(proposal.status).toBe('active');
    expect(proposal.image).not.toBeNull();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}/proposals/${proposal.slug}`,
    );

    await page.getByRole('link', { name: 'View public page' }).click();
    await page.waitForURL(`${origin}/proposals/${proposal.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: NAME }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
