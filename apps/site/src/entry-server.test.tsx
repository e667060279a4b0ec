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

  it('prerenders every page in Catalan and Spanish under /ca/ and /es/', () => {
    for (const path of ['/home', '/ca/home', '/es/home', '/ca/brands', '/es/privacy-policy']) {
      expect(renderer.paths).toContain(path);
      expect(renderer.indexedPaths).toContain(path);
    }
    expect(renderer.indexedPaths).not.toContain('/ca/test');
  });

  it('renders /ca/home in Catalan: lang, title, canonical and the three languages', async () => {
    const html = (await renderer.page('/ca/home'))?.html ?? '';
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain(
      '<meta name="description" content="Colla connecta marques de Barcelona amb creadors de contingut locals',
    );
    expect(html).toContain('<link rel="canonical" href="https://colla.example/ca/home" />');
    for (const [lang, href] of [
      ['en', '/home'],
      ['ca', '/ca/home'],
      ['es', '/es/home'],
      ['x-default', '/home'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://colla.example${href}" />`,
      );
    }
    // The navigation and the page's links stay in Catalan; the switcher keeps the page.
    expect(html).toContain('href="/ca/brands"');
    expect(html).not.toContain('href="/brands"');
    expect(html).toMatch(/<a href="\/es\/home" lang="es" hreflang="es"/i);
    expect(html).toMatch(/<a href="\/ca\/home" lang="ca" hreflang="ca" [^>]*aria-current="true"/i);
    expect(html).toContain('Marques i creadors de Barcelona, treballant junts.');
  });

  it('renders /es/brands in Spanish, with its own title', async () => {
    const html = (await renderer.page('/es/brands'))?.html ?? '';
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Para marcas · Colla</title>');
    expect(html).toContain('href="/es/creators"');
  });

  it('keeps English exactly as it was, marked lang="en"', async () => {
    const html = (await renderer.page('/about-us'))?.html ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>About us · Colla</title>');
    expect(html).toContain(
      '<link rel="alternate" hreflang="ca" href="https://colla.example/ca/about-us" />',
    );
  });

  it('renders a proposal in the language of its path', async () => {
    const page = await renderer.proposal('/ca/proposals/summer-vermut', {
      status: 'success',
      proposal: fixtures.getPublicProposal,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="ca">');
    expect(page.html).toContain('Inicia la sessió per sol·licitar-la');
    expect(page.html).toContain(
      '<link rel="canonical" href="https://colla.example/ca/proposals/summer-vermut" />',
    );
    const missing = await renderer.proposal('/es/proposals/gone', { status: 'not-found' });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('La propuesta que buscas no existe o se ha eliminado.');
  });

  it('renders a public creator profile with its head, in the language of its path', async () => {
    const laia = fixtures.getPublicCreatorProfile;
    const page = await renderer.creator('/creators/laiapuig', { status: 'success', creator: laia });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Laia Puig (@laiapuig) · Colla</title>');
    expect(page.html).toContain('<meta property="og:type" content="profile" />');
    expect(page.html).toContain(
      `<meta property="og:image" content="https://colla.example${laia.avatar_path}" />`,
    );
    expect(page.html).toContain(
      '<link rel="canonical" href="https://colla.example/creators/laiapuig" />',
    );
    expect(page.html).toContain(
      '<link rel="alternate" hreflang="es" href="https://colla.example/es/creators/laiapuig" />',
    );
    expect(page.html).toMatch(/<h1[^>]*>Laia Puig<\/h1>/);
    expect(page.html).toContain('@laiapuig');
    // Its way in for businesses stays in the page's language.
    expect(page.html).toContain('href="/brands"');
    // The photo is in the HTML itself: the page is never hydrated.
    expect(page.html).toContain(`<img data-slot="avatar-image" src="${laia.avatar_path}" alt=""`);
    // Complete HTML with nothing of its own to run: the one script is the tiny entry.
    expect(page.html.match(/<script/g)).toHaveLength(1);

    const catalan = await renderer.creator('/ca/creators/laiapuig', {
      status: 'success',
      creator: laia,
    });
    expect(catalan.html).toContain('<html lang="ca">');
    expect(catalan.html).toContain('Treballa amb creadors com aquest a Colla');
    expect(catalan.html).toContain('href="/ca/brands"');
  });

  it('renders a brand page with its head (the logo, else the first photo, as its picture)', async () => {
    const vermut = fixtures.getPublicBrandPage;
    const page = await renderer.brand('/brands/vermut-gracia', {
      status: 'success',
      brand: vermut,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Vermut Gràcia · Colla</title>');
    expect(page.html).toContain(`<meta name="description" content="${vermut.description}" />`);
    expect(page.html).toContain(
      `<meta property="og:image" content="https://colla.example${vermut.logo?.src}" />`,
    );
    expect(page.html).toContain(
      '<link rel="canonical" href="https://colla.example/brands/vermut-gracia" />',
    );
    expect(page.html).toMatch(/<h1[^>]*>Vermut Gràcia<\/h1>/);
    // Its proposals link to their public pages, in the page's language.
    expect(page.html).toContain('href="/proposals/summer-vermut-tasting-gracia"');
    expect(page.html.match(/<script/g)).toHaveLength(1);

    const withoutLogo = await renderer.brand('/ca/brands/vermut-gracia', {
      status: 'success',
      brand: { ...vermut, logo: null },
    });
    expect(withoutLogo.html).toContain('<html lang="ca">');
    expect(withoutLogo.html).toContain('href="/ca/proposals/summer-vermut-tasting-gracia"');
    expect(withoutLogo.html).toContain(
      `<meta property="og:image" content="https://colla.example${vermut.photos[0]?.picture.src}" />`,
    );

    const missing = await renderer.brand('/es/brands/nobody', { status: 'not-found' });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<title>No hemos encontrado la marca · Colla</title>');
    expect(missing.html).not.toContain('rel="canonical"');
  });

  it('answers a profile that is not public with a 404 that has no canonical URL', async () => {
    const page = await renderer.creator('/es/creators/someone', { status: 'not-found' });
    expect(page.status).toBe(404);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).not.toContain('rel="canonical"');
    expect(page.html).not.toContain('hreflang="en"');
  });

  it('answers a Catalan path the site does not have with a Catalan 404', async () => {
    const page = await renderer.notFound('/ca/nothing');
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('<html lang="ca">');
    expect(page?.html).toContain('No hem trobat la pàgina');
    expect(page?.html).not.toContain('rel="canonical"');
    // English paths keep going home; pages the site has are not 404s.
    expect(await renderer.notFound('/nothing')).toBeNull();
    expect(await renderer.notFound('/ca/redirect')).toBeNull();
  });

  it('refuses a template without its markers', () => {
    expect(() => createSiteRenderer({ template: '<html></html>', manifest })).toThrow(/page-head/);
  });
});
