import { fixtures } from '@colla/mocks';
import { describe, expect, it } from 'vitest';
import { createSiteRenderer, type BuildManifest } from './entry-server';

const template = `<!doctype html><html lang="en"><head>
    <!--page-head--><title>Colla</title><!--/page-head-->
    <script type="module" crossorigin src="/assets/site/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/site/index-1.css">
  </head><body><div id="root"></div></body></html>`;

const manifest: BuildManifest = {
  'index.html': { file: 'assets/site/index-1.js' },
  'src/start.tsx': { file: 'assets/site/start-1.js' },
  'src/pages/pitchdeck.tsx': { file: 'assets/site/pitchdeck-1.js' },
  'src/styles.css': {
    file: 'assets/site/index-1.css',
    assets: ['assets/site/plus-jakarta-sans-latin-wght-normal-1.woff2'],
  },
};

const renderer = createSiteRenderer({ template, manifest, origin: 'https://colla.example' });

describe('createSiteRenderer', () => {
  it('prerenders a static page: its content, head and the font preload', async () => {
    const page = await renderer.page('/home');
    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    expect(html).toContain('<h1 id="hero-title"');
    expect(html).toContain(
      '<div id="site-nav"><header data-slot="public-nav" data-style="transparent"',
    );
    expect(html).toContain('<main id="content"><div id="site-page">');
    expect(html).toContain('<footer data-slot="footer"');
    expect(html).toContain('<link rel="canonical" href="https://colla.example/home" />');
    expect(html).toContain('plus-jakarta-sans-latin-wght-normal-1.woff2" as="font"');
    expect(html).not.toContain('start-1.js');
    expect(html).not.toContain('<!--page-head-->');
  });

  it('preloads no code, even for an interactive page: the first paint never waits for it', async () => {
    const html = (await renderer.page('/pitchdeck'))?.html ?? '';
    expect(html).toContain('<h1');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('pitchdeck-1.js');
    // The one script is the tiny entry the template already had.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('renders no page that is not prerendered', async () => {
    expect(await renderer.page('/redirect')).toBeNull();
    expect(await renderer.page('/proposals/x')).toBeNull();
    expect(await renderer.page('/nowhere')).toBeNull();
    expect(renderer.indexedPaths).not.toContain('/test');
  });

  it('renders a public proposal with its data and Open Graph tags', async () => {
    const page = await renderer.proposal('/proposals/summer-vermut', {
      status: 'success',
      proposal: {
        ...fixtures.getPublicProposal,
        name: 'Summer vermut <tasting>',
        image: '/storage/proposals/v.png',
      },
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Summer vermut &lt;tasting&gt;');
    expect(page.html).toContain(
      '<meta property="og:image" content="https://colla.example/storage/proposals/v.png" />',
    );
    expect(page.html).toContain('<meta property="og:type" content="article" />');
    // Complete HTML with nothing to run: no code of its own.
    expect(page.html).not.toContain('proposal-');
  });

  it('answers a missing proposal with 404 and the spec message', async () => {
    const page = await renderer.proposal('/proposals/gone', { status: 'not-found' });
    expect(page.status).toBe(404);
    expect(page.html).toContain(
      "The proposal you're looking for doesn't exist or has been removed.",
    );
    expect(page.html).toContain('<title>Proposal not found · Colla</title>');
  });

  it('refuses a template without its markers', () => {
    expect(() => createSiteRenderer({ template: '<html></html>', manifest })).toThrow(/page-head/);
  });
});
