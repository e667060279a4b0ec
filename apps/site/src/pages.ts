import type { BrandPublicPage } from '@colla/features/brand-page';
import type { CreatorPublicProfile } from '@colla/features/creator-profile';
import type { PublicProposal } from '@colla/features/public-proposal';
import { splitLocalePath } from '@colla/features/site/locale';
import { LOCALES, type Locale } from '@colla/i18n/locales';
import type { ComponentType } from 'react';
import type { PageMetaKey } from './page-meta';

/** What the server knew of a public proposal when it rendered the page. */
export type ProposalSnapshot =
  { status: 'success'; proposal: PublicProposal } | { status: 'not-found' };

/** What the server knew of a public creator profile when it rendered the page. */
export type CreatorSnapshot =
  { status: 'success'; creator: CreatorPublicProfile } | { status: 'not-found' };

/** What the server knew of a brand's page when it rendered it. */
export type BrandSnapshot = { status: 'success'; brand: BrandPublicPage } | { status: 'not-found' };

/** The active proposals the server rendered the homepage's showcase with (newest first). */
export interface HomeSnapshot {
  status: 'showcase';
  proposals: PublicProposal[];
}

export interface PageProps {
  pathname: string;
  search: string;
  /**
   * Request-time data the server rendered the page with (the public proposal, creator or brand,
   * the homepage's showcase).
   */
  snapshot?: ProposalSnapshot | CreatorSnapshot | BrandSnapshot | HomeSnapshot;
}

export interface SitePage {
  /** The page module's source path: its key in Vite's build manifest. */
  module: string;
  /** The page's code: its own chunk, loaded only on that page (route-level code splitting). */
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /** Its static title and description in `PAGE_META`; `null` when the page sets its own. */
  meta: PageMetaKey | null;
  /**
   * - `build`: prerendered to `dist/<path>.html` by `pnpm build`.
   * - `request`: rendered by the API server per request (it needs the database).
   * - `client`: rendered in the browser only (it depends on the query string).
   */
  rendering: 'build' | 'request' | 'client';
  /**
   * Whether the page itself runs code in the browser. A static page (text, pictures, links) is
   * never hydrated and loads no code of its own: only the navigation is. So is a page the server
   * rendered with its data (the public proposal: its only controls are links).
   */
  interactive: boolean;
}

export const SITE_PAGES = {
  '/home': {
    module: 'src/pages/home.tsx',
    load: () => import('./pages/home'),
    meta: 'home',
    interactive: false,
    rendering: 'build',
  },
  '/about-us': {
    module: 'src/pages/about.tsx',
    load: () => import('./pages/about'),
    meta: 'about',
    interactive: false,
    rendering: 'build',
  },
  '/brands': {
    module: 'src/pages/brands.tsx',
    load: () => import('./pages/brands'),
    meta: 'brands',
    interactive: false,
    rendering: 'build',
  },
  // A static page under /brands/: matched before any brand's own page (/brands/{slug}), and
  // `join` is one of RESERVED_BRAND_SLUGS (@colla/api-client/reserved-slugs).
  '/brands/join': {
    module: 'src/pages/brand-join.tsx',
    load: () => import('./pages/brand-join'),
    meta: 'brandJoin',
    interactive: true,
    rendering: 'build',
  },
  '/creators': {
    module: 'src/pages/creators.tsx',
    load: () => import('./pages/creators'),
    meta: 'creators',
    interactive: false,
    rendering: 'build',
  },
  '/roadmap': {
    module: 'src/pages/roadmap.tsx',
    load: () => import('./pages/roadmap'),
    meta: 'roadmap',
    interactive: false,
    rendering: 'build',
  },
  '/pitchdeck': {
    module: 'src/pages/pitchdeck.tsx',
    load: () => import('./pages/pitchdeck'),
    meta: 'pitchdeck',
    interactive: true,
    rendering: 'build',
  },
  '/privacy-policy': {
    module: 'src/pages/privacy-policy.tsx',
    load: () => import('./pages/privacy-policy'),
    meta: 'privacy',
    interactive: false,
    rendering: 'build',
  },
  '/test': {
    module: 'src/pages/test.tsx',
    load: () => import('./pages/test'),
    meta: 'test',
    interactive: false,
    rendering: 'build',
  },
  '/redirect': {
    module: 'src/pages/redirect.tsx',
    load: () => import('./pages/redirect'),
    meta: 'redirect',
    interactive: true,
    rendering: 'client',
  },
  '/proposals/:slug': {
    module: 'src/pages/proposal.tsx',
    load: () => import('./pages/proposal'),
    meta: null,
    interactive: true,
    rendering: 'request',
  },
  '/creators/:username': {
    module: 'src/pages/creator.tsx',
    load: () => import('./pages/creator'),
    meta: null,
    interactive: false,
    rendering: 'request',
  },
  // Beside the static page for brands (/brands): every brand's own page.
  '/brands/:slug': {
    module: 'src/pages/brand.tsx',
    load: () => import('./pages/brand'),
    meta: null,
    interactive: false,
    rendering: 'request',
  },
} as const satisfies Record<string, SitePage>;

export type SitePath = keyof typeof SITE_PAGES;

export interface PageMatch {
  /** The page's English path (its key in `SITE_PAGES`). */
  path: SitePath;
  page: SitePage;
  /** The language the path is in: `/ca/home` is `/home` in Catalan. */
  locale: Locale;
}

/**
 * The page answering `pathname`, in any language (`/brands`, `/ca/brands`, `/es/brands`), or
 * `null` (a trailing slash is ignored).
 */
export function matchPage(pathname: string): PageMatch | null {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const { locale, path } = splitLocalePath(trimmed);
  if (path in SITE_PAGES && !path.includes(':')) {
    const key = path as SitePath;
    return { path: key, page: SITE_PAGES[key], locale };
  }
  for (const key of REQUEST_PAGES) {
    if (pathPattern(key).test(path)) return { path: key, page: SITE_PAGES[key], locale };
  }
  return null;
}

/** The pages the server renders per request, each with one parameter in its path. */
export const REQUEST_PAGES = ['/proposals/:slug', '/creators/:username', '/brands/:slug'] as const;

/** `/proposals/:slug` matches `/proposals/{one segment}`. */
function pathPattern(key: (typeof REQUEST_PAGES)[number]): RegExp {
  return new RegExp(`^${key.replace(/:[a-z]+$/, '[^/]+')}$`);
}

/** The one parameter of a request page's path (in any language), decoded where it can be. */
function pathParameter(pathname: string, prefix: string): string {
  const raw = splitLocalePath(pathname).path.replace(prefix, '').replace(/\/$/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The proposal slug of a `/proposals/{slug}` path (in any language). */
export function proposalSlug(pathname: string): string {
  return pathParameter(pathname, '/proposals/');
}

/** The username of a `/creators/{username}` path (in any language). */
export function creatorUsername(pathname: string): string {
  return pathParameter(pathname, '/creators/');
}

/** The slug of a `/brands/{slug}` path (in any language). */
export function brandSlug(pathname: string): string {
  return pathParameter(pathname, '/brands/');
}

/** Paths prerendered at build time. */
export const PRERENDERED_PATHS = (Object.keys(SITE_PAGES) as SitePath[]).filter(
  (path) => SITE_PAGES[path].rendering === 'build',
);

/** A page's path in a language: `/home` is `/ca/home` in Catalan (English keeps its paths). */
export function pathIn(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

/** Every prerendered page in every language: `/home`, `/ca/home`, `/es/home`, … */
export const PRERENDERED_PATHS_IN_EVERY_LOCALE = LOCALES.flatMap((locale) =>
  PRERENDERED_PATHS.map((path) => pathIn(locale, path)),
);
