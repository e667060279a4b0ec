import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { splitLocalePath } from '@colla/features/site/locale';
import { NotFoundPage } from '@colla/features/site/pages';
import type { Locale } from '@colla/i18n/locales';
import { i18n } from '@lingui/core';
import { activateLocale, LocaleProvider } from '@colla/i18n/provider';
import {
  brandMeta,
  creatorMeta,
  headTags,
  missingBrandMeta,
  missingCreatorMeta,
  missingProposalMeta,
  notFoundMeta,
  pageMeta,
  proposalMeta,
  type PageMetaProps,
} from './page-meta';
import {
  matchPage,
  PRERENDERED_PATHS_IN_EVERY_LOCALE,
  SITE_PAGES,
  type BrandSnapshot,
  type CreatorSnapshot,
  type HomeSnapshot,
  type PageProps,
  type ProposalSnapshot,
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
  /** The public pages prerendered at build time, in every language (`/home`, `/ca/home`, …). */
  readonly paths: readonly string[];
  /** Those of them search engines should list (the sitemap). */
  readonly indexedPaths: readonly string[];
  /** A page prerendered at build time, or `null` when `pathname` is not one of them. */
  page(pathname: string): Promise<RenderedDocument | null>;
  /**
   * `/home` (or `/ca/home`, `/es/home`) with its showcase of active proposals, rendered by the
   * server from the database (the prerendered page has no showcase).
   */
  home(pathname: string, snapshot: HomeSnapshot): Promise<RenderedDocument>;
  /**
   * `/proposals/{slug}` (or `/ca/proposals/{slug}`, `/es/…`), rendered per request with what the
   * database holds, in the path's language.
   */
  proposal(pathname: string, snapshot: ProposalSnapshot): Promise<RenderedDocument>;
  /**
   * `/creators/{username}` (or `/ca/…`, `/es/…`), a public creator profile rendered per request,
   * in the path's language; 404 when the profile is not public or does not exist.
   */
  creator(pathname: string, snapshot: CreatorSnapshot): Promise<RenderedDocument>;
  /**
   * `/brands/{slug}` (or `/ca/…`, `/es/…`), a brand's page rendered per request, in the path's
   * language; 404 for an unknown slug.
   */
  brand(pathname: string, snapshot: BrandSnapshot): Promise<RenderedDocument>;
  /**
   * The 404 page of a Catalan or Spanish path the site does not have (`/ca/nothing`), in its
   * language; `null` for a page the site has (rendered in the browser, like `/ca/redirect`) and
   * for English paths (those go home, as they always have).
   */
  notFound(pathname: string): Promise<RenderedDocument | null>;
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

  /**
   * A whole document in `locale`: the head from `meta` (called once the language is active), the
   * navigation, the page (`Page`) and the footer, with `<html lang>`.
   */
  async function render(
    pathname: string,
    locale: Locale,
    Page: ComponentType<PageProps>,
    meta: () => PageMetaProps,
    snapshot?: PageProps['snapshot'],
    /** A page that exists has a canonical URL and its languages; a 404 has neither. */
    exists = true,
  ): Promise<string> {
    // Rendering is synchronous once the language is active: documents never mix languages.
    await activateLocale(locale);
    // Another request may have activated its language while this one awaited its catalog.
    i18n.activate(locale);
    const shellPath = pathname;
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
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(HEAD_BLOCK, () =>
        [headTags(meta(), origin, exists ? pathname : undefined), fontPreload].join('\n    '),
      )
      .replace(ROOT, () => `<div id="root">${body}</div>`);
  }

  const load = async (path: keyof typeof SITE_PAGES) =>
    ((await SITE_PAGES[path].load()) as { default: ComponentType<PageProps> }).default;

  return {
    paths: PRERENDERED_PATHS_IN_EVERY_LOCALE,
    // /test is a status page, kept out of search engines (robots.txt disallows it too).
    indexedPaths: PRERENDERED_PATHS_IN_EVERY_LOCALE.filter(
      (path) => splitLocalePath(path).path !== '/test',
    ),
    async page(pathname) {
      const match = matchPage(pathname);
      if (!match || match.page.rendering !== 'build' || !match.page.meta) return null;
      const key = match.page.meta;
      const path = match.locale === 'en' ? match.path : `/${match.locale}${match.path}`;
      const html = await render(path, match.locale, await load(match.path), () => pageMeta(key));
      return { status: 200, html };
    },
    async home(pathname, snapshot) {
      const { locale } = splitLocalePath(pathname);
      const html = await render(
        pathname,
        locale,
        await load('/home'),
        () => pageMeta('home'),
        snapshot,
      );
      return { status: 200, html };
    },
    async proposal(pathname, snapshot) {
      const { locale } = splitLocalePath(pathname);
      const meta = () =>
        snapshot.status === 'success' ? proposalMeta(snapshot.proposal) : missingProposalMeta();
      const html = await render(pathname, locale, await load('/proposals/:slug'), meta, snapshot);
      return { status: snapshot.status === 'success' ? 200 : 404, html };
    },
    async creator(pathname, snapshot) {
      const { locale } = splitLocalePath(pathname);
      const meta = () =>
        snapshot.status === 'success' ? creatorMeta(snapshot.creator) : missingCreatorMeta();
      const exists = snapshot.status === 'success';
      const html = await render(
        pathname,
        locale,
        await load('/creators/:username'),
        meta,
        snapshot,
        exists,
      );
      return { status: exists ? 200 : 404, html };
    },
    async brand(pathname, snapshot) {
      const { locale } = splitLocalePath(pathname);
      const meta = () =>
        snapshot.status === 'success' ? brandMeta(snapshot.brand) : missingBrandMeta();
      const exists = snapshot.status === 'success';
      const html = await render(
        pathname,
        locale,
        await load('/brands/:slug'),
        meta,
        snapshot,
        exists,
      );
      return { status: exists ? 200 : 404, html };
    },
    async notFound(pathname) {
      const { locale } = splitLocalePath(pathname);
      if (locale === 'en' || matchPage(pathname)) return null;
      const html = await render(
        pathname,
        locale,
        () => <NotFoundPage />,
        notFoundMeta,
        undefined,
        false,
      );
      return { status: 404, html };
    },
  };
}
