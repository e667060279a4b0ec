// The public creator page (issue 18) on the demo data, served by the real API server and read in
// Debian's Chromium: Laia Puig's public profile at /creators/laiapuig in the three languages, its
// head, the sitemap, every link it holds, and a brands-only profile as missing as no profile.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../portal/e2e/catalogs';
import { PUBLIC_URL, serveSitePages } from './site-pages';

/** The demo creators who show their profile to brands only (apps/api/src/seed/demo/profiles.ts). */
const BRANDS_ONLY = ['pau.serra', 'ainaroca', 'oriolcamps', 'quimserrano'];

const site = serveSitePages();
const open = (path: string, width?: number) => site.open(path, width);

describe('a public creator page', () => {
  it('renders Laia Puig’s profile on the server, with its head and no email', async () => {
    const response = await fetch(`${site.origin}/creators/laiapuig`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>Laia Puig<\/h1>/);
    expect(html).toContain('@laiapuig');
    expect(html).toContain('Sunday vermut is non-negotiable.');
    // Not her email, nor anyone's but the site's own contact address in the footer.
    expect(html).not.toContain('creator@colla.test');
    const emails = html.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
    expect(emails.filter((email) => email !== 'hola@colla.test')).toEqual([]);
    expect(html).toContain('<title>Laia Puig (@laiapuig) · Colla</title>');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/storage/avatars/[\\w.-]+\\.png$`));
    // The picture is there to be fetched.
    const picture = await fetch(`${site.origin}${image?.slice(PUBLIC_URL.length)}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/creators/laiapuig" />`);
    for (const [lang, path] of [
      ['en', '/creators/laiapuig'],
      ['ca', '/ca/creators/laiapuig'],
      ['es', '/es/creators/laiapuig'],
      ['x-default', '/creators/laiapuig'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${PUBLIC_URL}${path}" />`,
      );
    }
  });

  it('is in Catalan at /ca/creators/laiapuig, on the server and once hydrated', async () => {
    const tr = await catalog('ca');
    const response = await fetch(`${site.origin}/ca/creators/laiapuig`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ca/creators/laiapuig" />`);
    const { page, problems } = await open('/ca/creators/laiapuig');
    const profile = page.locator('[data-slot="creator-profile"]');
    const headings = await profile.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([tr('Portfolio'), tr('Where they post'), tr('On Colla')]);
    expect(await profile.innerText()).toContain(tr('Followers as stated by the creator'));
    expect(await profile.innerText()).not.toContain('Where they post');
    expect(
      await page.getByRole('link', { name: tr('Work with creators like this on Colla') }).count(),
    ).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['a brands-only profile', '/creators/pau.serra'],
    ['a brands-only profile, in Spanish', '/es/creators/ainaroca'],
    ['no profile at all', '/creators/nobody-here'],
  ])('answers %s with the 404 page', async (_, path) => {
    const response = await fetch(`${site.origin}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    const tr = path.startsWith('/es/') ? await catalog('es') : (english: string) => english;
    expect(html).toContain(`<title>${tr('Profile not found')} · Colla</title>`);
    expect(html).not.toContain('Pau Serra');
    expect(html).not.toContain('Aina Roca');
    // What a person sees: the page is never hydrated, so it says so itself, not a skeleton.
    const { page } = await open(path);
    const heading = page.getByRole('heading', { level: 1, name: tr('Profile not found') });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByText(tr('Loading profile…')).count()).toBe(0);
    expect(
      await page.getByRole('link', { name: tr('Go to the homepage') }).getAttribute('href'),
    ).toBe(path.startsWith('/es/') ? '/es/home' : '/home');
    await page.close();
  });

  it('is in the sitemap in the three languages; brands-only profiles are not', async () => {
    const xml = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    for (const prefix of ['', '/ca', '/es']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${prefix}/creators/laiapuig</loc>`);
    }
    expect(xml).toContain(`<loc>${PUBLIC_URL}/creators/nuriavidal</loc>`);
    for (const username of BRANDS_ONLY) expect(xml).not.toContain(`/creators/${username}<`);
  });

  it('has no dead link: every same-origin link on it answers', async () => {
    const { page, problems } = await open('/creators/laiapuig');
    const anchors = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    // The head's canonical and hreflang links name the public URL: they are this server too.
    const heads = await page
      .locator('link[rel="canonical"], link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const local = [...anchors, ...heads.map((href) => href.replace(PUBLIC_URL, site.origin))]
      .map((href) => new URL(href))
      .filter((url) => url.origin === site.origin);
    const paths = [...new Set(local.map((url) => url.pathname + url.search))];
    // The navigation, the footer, the call to action and the three languages at least.
    expect(paths.length).toBeGreaterThan(8);
    expect(paths).toContain('/brands');
    const dead: string[] = [];
    for (const path of paths) {
      const answer = await fetch(`${site.origin}${path}`, { redirect: 'follow' });
      if (answer.status >= 400) dead.push(`${path} → ${answer.status}`);
    }
    expect(dead).toEqual([]);
    // Her Instagram and TikTok open their own sites.
    expect(anchors).toContain('https://www.instagram.com/laiapuig.bcn/');
    expect(anchors.some((href) => href.startsWith('https://www.tiktok.com/'))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([375, 1280])('fits a %i px screen (screenshot in /tmp)', async (width) => {
    const { page, problems } = await open('/creators/laiapuig', width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const heading = page.getByRole('heading', { level: 1, name: 'Laia Puig' });
    expect(await heading.isVisible()).toBe(true);
    // Her photo, in its 80 px circle: the site's stylesheet has the avatar's classes, and the
    // photo is in the HTML (the page is never hydrated to load it).
    const avatar = page.locator('[data-slot="creator-profile"] [data-slot="avatar"]');
    const box = await avatar.boundingBox();
    expect(box && [box.width, box.height]).toEqual([80, 80]);
    const photo = avatar.locator('img[data-slot="avatar-image"]');
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.boundingBox()).toEqual(box);
    // The collaborations completed hang off a line, as designed (the profile's classes).
    const collaborations = page.getByRole('list', { name: 'Collaborations completed' });
    expect(
      await collaborations.evaluate((list) => getComputedStyle(list).borderInlineStartWidth),
    ).toBe('2px');
    await page.screenshot({ path: `/tmp/creator-laiapuig-${width}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
