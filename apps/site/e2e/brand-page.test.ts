// A brand's page on the site (issue 18), on the demo data, served by the real API server and read
// in Debian's Chromium: Vermut Gràcia at /brands/vermut-gracia and in Catalan, its head and Open
// Graph picture, the sitemap, and an unknown slug as a 404 page; /brands stays the page for brands.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../portal/e2e/catalogs';
import { PUBLIC_URL, serveSitePages } from './site-pages';

const site = serveSitePages();
const open = (path: string, width?: number) => site.open(path, width);

describe('a brand’s page on the site', () => {
  it('renders Vermut Gràcia on the server, with its head and its logo as the picture', async () => {
    const response = await fetch(`${site.origin}/brands/vermut-gracia`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>Vermut Gràcia<\/h1>/);
    expect(html).toContain('<title>Vermut Gràcia · Colla</title>');
    expect(html).toContain(
      '<meta name="description" content="Family-run vermuteria on Carrer de Verdi pouring house vermut since 1998." />',
    );
    expect(html).toContain('<meta property="og:type" content="profile" />');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/storage/brands/[\\w-]+-1200\\.webp$`));
    const picture = await fetch(`${site.origin}${image?.slice(PUBLIC_URL.length)}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/brands/vermut-gracia" />`);
    // Never its manager.
    expect(html).not.toContain('brand@colla.test');
    expect(html).not.toContain('Jordi');
  });

  it('is in Catalan at /ca/brands/vermut-gracia, its proposals linking in Catalan', async () => {
    const tr = await catalog('ca');
    const response = await fetch(`${site.origin}/ca/brands/vermut-gracia`);
    expect(response.status).toBe(200);
    const { page, problems } = await open('/ca/brands/vermut-gracia');
    const brand = page.locator('[data-slot="brand-page"]');
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    expect(await brand.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      tr('Photos'),
      tr('Open proposals'),
      tr('On Colla'),
    ]);
    expect(await brand.getByRole('link', { name: new RegExp(tr('Open in Maps')) }).count()).toBe(1);
    expect(
      await brand
        .getByRole('link', { name: 'Summer vermut tasting in Gràcia' })
        .getAttribute('href'),
    ).toBe('/ca/proposals/summer-vermut-tasting-gracia');
    expect(
      await brand
        .getByRole('region', { name: tr('Photos') })
        .getByRole('img')
        .count(),
    ).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: '/tmp/brand-vermut-ca-375.png', fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers an unknown slug with the 404 page, and keeps /brands the page for brands', async () => {
    const missing = await fetch(`${site.origin}/es/brands/no-such-brand`);
    expect(missing.status).toBe(404);
    const tr = await catalog('es');
    expect(await missing.text()).toContain(`<title>${tr('Brand not found')} · Colla</title>`);
    const page = await fetch(`${site.origin}/brands`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('Brand not found');
  });

  it('is in the sitemap in the three languages', async () => {
    const xml = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    for (const prefix of ['', '/ca', '/es']) {
      for (const slug of [
        'vermut-gracia',
        'forn-sant-pau',
        'sal-de-mar-swimwear',
        'bicis-poblenou',
      ]) {
        expect(xml).toContain(`<loc>${PUBLIC_URL}${prefix}/brands/${slug}</loc>`);
      }
    }
  });
});
