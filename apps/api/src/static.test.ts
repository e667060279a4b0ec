import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalBody } from './contract/proposals.contract';
import { saveProposal } from './domain/proposals';
import { createTestApp, type TestApp } from './test/harness';

describe('the site around the API: /, the sitemap and robots.txt', () => {
  let t: TestApp;
  const publish = async (name: string, status: 'draft' | 'active' | 'inactive') => {
    const auth = { user: t.world.brandUserA.user, tokenId: 0, impersonator: null };
    const body = proposalBody(t.world.brandA.id, { name, status });
    await saveProposal(
      t.app.colla,
      auth,
      body as Parameters<typeof saveProposal>[2],
      [t.world.brandA.id],
      null,
      '',
    );
  };

  beforeAll(async () => {
    t = await createTestApp({ serveApps: true, publicUrl: 'https://colla.example' });
    await publish('Rooftop yoga & brunch', 'active');
    await publish('Secret draft', 'draft');
    await publish('Last summer tasting', 'inactive');
  });
  afterAll(() => t.close());

  it('redirects / to /home, keeping the query (spec §2)', async () => {
    expect((await t.call('GET', '/')).headers.location).toBe('/home');
    const withToken = await t.call('GET', '/', { query: { token: 'abc' } });
    expect(withToken.status).toBe(302);
    expect(withToken.headers.location).toBe('/home?token=abc');
  });

  it('lists active proposals in the sitemap, with the public URL, never drafts', async () => {
    const response = await t.call('GET', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = String(response.body);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(
      /<loc>https:\/\/colla\.example\/proposals\/rooftop-yoga-brunch[^<]*<\/loc><lastmod>\d{4}-/,
    );
    expect(xml).not.toContain('secret-draft');
    expect(xml).not.toContain('last-summer-tasting');
  });

  it('points robots.txt at the sitemap', async () => {
    const response = await t.call('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('Sitemap: https://colla.example/sitemap.xml');
  });
});
