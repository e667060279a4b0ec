// Publishing is a step (issue 24), end to end at 375 px: the built portal served by the real API
// server on a fresh database, in Debian's Chromium. A signed-in brand creates a proposal on a
// phone, presses Publish, is told what is missing, adds it step by step, publishes, copies the
// link and opens the public page.
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../api/src/test/harness';
import { portalForFile, publishOnPhone, seen, type Portal } from './support';

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
    await publishOnPhone(page, {
      name: NAME,
      task: 'Bake with us on Sunday',
      // Nothing is saved while something is missing.
      whenMissing: async () => {
        const created = await t.call('GET', '/api/brand/proposals', {
          token: t.world.brandUserA.token,
        });
        expect(
          (created.body as { data: { name: string }[] }).data.map((p) => p.name),
        ).not.toContain(NAME);
      },
    });
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
