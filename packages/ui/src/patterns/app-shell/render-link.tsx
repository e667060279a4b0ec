import type { ReactNode } from 'react';

/** Where a link goes and what it says; nav items add an icon and more. */
export interface LinkTarget {
  href: string;
  /** The link's text (or, for an icon link, its accessible name). */
  label: string;
  /** The page the user is on: the link gets `aria-current="page"` and its current look. */
  current?: boolean;
}

/**
 * Renders a link with the app's router, e.g. react-router's `NavLink`:
 * `(item, className, children) => <NavLink to={item.href} className={className}>{children}</NavLink>`.
 * Current links are styled from `aria-current="page"`, which `NavLink` sets by itself; a plain
 * router `Link` should pass `aria-current={item.current ? 'page' : undefined}`.
 */
export type RenderLink = (item: LinkTarget, className: string, children: ReactNode) => ReactNode;

/** The given `renderLink`, or a plain anchor. */
export function renderLinkOrAnchor(
  item: LinkTarget,
  className: string,
  children: ReactNode,
  renderLink?: RenderLink,
): ReactNode {
  if (renderLink) return renderLink(item, className, children);
  return (
    <a href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
      {children}
    </a>
  );
}
