import { LinkProvider, renderAnchor, type RenderLink } from '@colla/ui/lib/link';
import { SearchParamsProvider, type SearchParamsAdapter } from '@colla/ui/lib/search-state';
import { useMemo, type ReactNode } from 'react';
import { NavLink, useSearchParams } from 'react-router-dom';
import { authRoutes } from './routes/auth/routes';

/** The first path segments the portal serves: `/app` and its sign-in screens'. */
const PORTAL_SEGMENTS = new Set([
  'app',
  ...authRoutes.map((route) => route.path?.split('/')[1]).filter(Boolean),
]);

/**
 * Whether `href` is one of the portal's own pages: relative (`?page=2`) or under a portal path.
 * The site serves the other paths (e.g. `/home`); other origins are other sites.
 */
export function isPortalHref(href: string): boolean {
  if (href.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(href)) return false;
  if (!href.startsWith('/')) return true;
  return PORTAL_SEGMENTS.has(href.slice(1).split(/[/?#]/)[0] ?? '');
}

/**
 * Links move inside the portal; `NavLink` marks the current one with `aria-current="page"`.
 * A link to a page the portal does not serve (the site's) is a plain anchor: the page loads.
 */
export const renderPortalLink: RenderLink = (item, className, children) =>
  isPortalHref(item.href) ? (
    <NavLink to={item.href} className={className}>
      {children}
    </NavLink>
  ) : (
    renderAnchor(item, className, children)
  );

/** `useSearchState` reads and writes the router's URL search. */
function RouterSearchParams({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const value = useMemo<SearchParamsAdapter>(
    () => ({
      params,
      setParams: (next, options) => {
        setParams(next, { replace: options?.replace ?? false });
      },
    }),
    [params, setParams],
  );
  return <SearchParamsProvider value={value}>{children}</SearchParamsProvider>;
}

/** Inside the router, once: every link is a router link and every list's query is the URL's. */
export function RouterProviders({ children }: { children: ReactNode }) {
  return (
    <LinkProvider renderLink={renderPortalLink}>
      <RouterSearchParams>{children}</RouterSearchParams>
    </LinkProvider>
  );
}
