import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LOCALE } from '@colla/i18n/locales';
import { activateLocale, LocaleProvider } from '@colla/i18n/provider';
import {
  headTags,
  MISSING_PROPOSAL_META,
  PAGE_META,
  proposalMeta,
  type PageMetaProps,
} from './page-meta';
import {
  matchPage,
  PRERENDERED_PATHS,
  SITE_PAGES,
  type PageProps,
  type ProposalSnapshot,
  type SitePage,
} from './pages';
import { SHELL_IDS, SiteNav } from './nav';
import { SiteFooter } from './shell';

/** Vite's build manifest (`dist/.vite/manifest.json`), the part read here. */
export type BuildManifest = Record<string, { file: string; assets?: string[] }>;

export interface RenderedDocument {
  status: number;
  html: string;
}

export interface SiteRendererOptions {
  /** The built `dist/index.html`. */
  template: string;
  manifest: BuildManifest;
  /** The site's public origin, for canonical and Open Graph URLs; omitted, they are left out. */
  origin?: string;
}

export interface SiteRenderer {
  /** The public pages prerendered at build time. */
  readonly paths: readonly string[];
  /** Those of them search engines should list (the sitemap). */
  readonly indexedPaths: readonly string[];
  /** A page prerendered at build time, or `null` when `pathname` is not one of them. */
  page(pathname: string): Promise<RenderedDocument | null>;
  /** `/proposals/{slug}`, rendered per request with what the database holds. */
  proposal(pathname: string, snapshot: ProposalSnapshot): Promise<RenderedDocument>;
}

const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const ROOT = '<div id="root"></div>';

export function createSiteRenderer({
  template,
  manifest,
  origin,
}: SiteRendererOptions): SiteRenderer {
  if (!HEAD_BLOCK.test(template) || !template.includes(ROOT)) {
    throw new Error('The site template lacks its <!--page-head--> block or its #root element.');
  }
  const font = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((asset) => /plus-jakarta-sans-latin-wght-normal.*\.woff2$/.test(asset));
  // The Latin font, so the text is drawn in it from the first paint. No code is preloaded: the
  // page is complete HTML, and its code (requested by the tiny entry once the page has painted)
  // must not compete with the first paint for a phone's bandwidth.
  const fontPreload = font
    ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin />`
    : '';

  async function render(
    pathname: string,
    shellPath: string,
    page: SitePage,
    meta: PageMetaProps,
    snapshot?: ProposalSnapshot,
  ): Promise<string> {
    await activateLocale(DEFAULT_LOCALE);
    const { default: Page } = (await page.load()) as { default: ComponentType<PageProps> };
    // Each part is rendered on its own, exactly as the browser hydrates it (its own root).
    const island = (node: ReactNode) =>
      renderToString(
        <StrictMode>
          <LocaleProvider>{node}</LocaleProvider>
        </StrictMode>,
      );
    const body = [
      `<div id="${SHELL_IDS.nav}">${island(<SiteNav pathname={shellPath} />)}</div>`,
      `<main id="content"><div id="${SHELL_IDS.page}">`,
      island(<Page pathname={pathname} search="" snapshot={snapshot} />),
      '</div></main>',
      island(<SiteFooter pathname={shellPath} />),
    ].join('');
    return template
      .replace(HEAD_BLOCK, () => [headTags(meta, origin, pathname), fontPreload].join('\n    '))
      .replace(ROOT, () => `<div id="root">${body}</div>`);
  }

  return {
    paths: PRERENDERED_PATHS,
    // /test is a status page, kept out of search engines (robots.txt disallows it too).
    indexedPaths: PRERENDERED_PATHS.filter((path) => path !== '/test'),
    async page(pathname) {
      const match = matchPage(pathname);
      if (!match || match.page.rendering !== 'build' || !match.page.meta) return null;
      const html = await render(match.path, match.path, match.page, PAGE_META[match.page.meta]);
      return { status: 200, html };
    },
    async proposal(pathname, snapshot) {
      const page = SITE_PAGES['/proposals/:slug'];
      const meta =
        snapshot.status === 'success' ? proposalMeta(snapshot.proposal) : MISSING_PROPOSAL_META;
      const html = await render(pathname, pathname, page, meta, snapshot);
      return { status: snapshot.status === 'success' ? 200 : 404, html };
    },
  };
}
