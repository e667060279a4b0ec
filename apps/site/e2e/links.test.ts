// No dead link, ever: every page of the site, as the real server sends it with the demo data
// (the prerendered ones, the homepage with its showcase, proposals, creators and brands in every
// language), and every same-origin address in it (links, stylesheets, pictures and their srcset,
// the Open Graph image) answers 200, or redirects to an answer of 200.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_SLUG } from '../../api/src/seed/demo/index';
import { PROPOSALS } from '../../api/src/seed/demo/proposals';
import { PUBLIC_URL, serveSitePages } from './site-pages';

const site = serveSitePages({ browser: false });

const LANGUAGES = ['', '/ca', '/es'];

/** The pages the server renders from the database, in every language. */
const SERVER_RENDERED = [
  '/home',
  `/proposals/${DEMO_PUBLIC_SLUG}`,
  // Public in the demo data.
  '/creators/laiapuig',
  '/brands/vermut-gracia',
].flatMap((path) => LANGUAGES.map((prefix) => prefix + path));

/** Every page prerendered at build time: `dist/ca/home.html` is `/ca/home`. */
const PRERENDERED = readdirSync(fileURLToPath(new URL('../dist', import.meta.url)), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.html') && file !== 'index.html')
  .map((file) => `/${file.replace(/\.html$/, '')}`);

const decode = (value: string) =>
  value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'");

/** Every address a page's HTML points at: a/link href, img/source src and srcset, og:image. */
function addressesIn(html: string): string[] {
  const found: string[] = [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag = ''] of html.matchAll(/<(a|link|img|source|meta)\b[^>]*>/g)) {
    const kind = /^<(\w+)/.exec(tag)?.[1];
    if (kind === 'a' || kind === 'link') {
      const href = attribute(tag, 'href');
      if (href !== undefined) found.push(href);
    } else if (kind === 'meta') {
      if (/\sproperty="og:image"/.test(tag)) found.push(attribute(tag, 'content') ?? '');
    } else {
      const src = attribute(tag, 'src');
      if (src !== undefined) found.push(src);
      const srcset = attribute(tag, 'srcset');
      if (srcset)
        found.push(...srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''));
    }
  }
  return found.map(decode);
}

/** A same-origin address as a path on the test server, or null for anything elsewhere. */
function onThisSite(address: string, page: string): string | null {
  if (address === '' || address.startsWith('#')) return null;
  const url = new URL(address, PUBLIC_URL + page);
  if (url.origin !== PUBLIC_URL) return null;
  // The fragment is the browser's; the server sees the path and the query.
  return url.pathname + url.search;
}

describe('links of the public site', () => {
  it('has no dead link on any page, in any language', async () => {
    const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = '']) => new URL(decode(loc)).pathname,
    );
    const pages = [...new Set([...PRERENDERED, ...SERVER_RENDERED, ...listed])];
    expect(PRERENDERED).toEqual(expect.arrayContaining(['/home', '/ca/about-us', '/es/test']));
    // Every demo proposal, creator and brand page is in the sitemap, in the three languages.
    expect(listed).toEqual(expect.arrayContaining(SERVER_RENDERED));

    /** Where each address was seen first. */
    const seenOn = new Map<string, string>();
    const problems: string[] = [];
    for (const page of pages) {
      const response = await fetch(site.origin + page, { redirect: 'manual' });
      if (response.status !== 200) {
        problems.push(`${page} → ${response.status}`);
        continue;
      }
      for (const address of addressesIn(await response.text())) {
        const path = onThisSite(address, page);
        if (path !== null && !seenOn.has(path)) seenOn.set(path, page);
      }
    }
    expect(seenOn.size).toBeGreaterThan(pages.length);

    /** The final answer of `path`, following up to five redirects on this site. */
    async function finalStatus(path: string): Promise<string> {
      let current = path;
      for (let hop = 0; hop < 5; hop++) {
        const response = await fetch(site.origin + current, { redirect: 'manual' });
        await response.arrayBuffer();
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          return response.status === 200 ? 'ok' : `${response.status}`;
        }
        const next = onThisSite(location, current);
        if (next === null) return `redirects elsewhere (${location})`;
        current = next;
      }
      return 'too many redirects';
    }
    const queue = [...seenOn.keys()];
    const workers = Array.from({ length: 6 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const status = await finalStatus(path);
        if (status !== 'ok') problems.push(`${path} (on ${seenOn.get(path)}) → ${status}`);
      }
    });
    await Promise.all(workers);
    expect(problems).toEqual([]);
  }, 240_000);

  it('shows the live active proposals on the homepage, each linking to its page in the language', async () => {
    const active = PROPOSALS.filter((proposal) => proposal.status === 'active');
    expect(active.length).toBeGreaterThan(1);
    for (const prefix of LANGUAGES) {
      const html = await (await fetch(`${site.origin}${prefix}/home`)).text();
      const cards = [...html.matchAll(/href="([^"]*\/proposals\/[^"]+)"/g)].map(([, href]) => href);
      expect(cards.sort(), prefix || '/').toEqual(
        active.map(({ slug }) => `${prefix}/proposals/${slug}`).sort(),
      );
      // Their pictures come in two widths, and hold their room before they load.
      expect(html).toMatch(/<img[^>]*srcSet="\/storage\/proposals\/[\w-]+-400\.webp 400w/i);
      expect(html).toMatch(/<img[^>]*width="1200" height="750"/);
    }
  });
});
