import { Slot } from 'radix-ui';
import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';

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

const LinkContext = createContext<RenderLink | null>(null);

/**
 * How every link below it is rendered: the portal passes its router's link once, at the root;
 * the site and Storybook pass nothing and get plain anchors.
 */
export function LinkProvider({
  renderLink,
  children,
}: {
  renderLink: RenderLink;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>;
}

/** A plain anchor: what a link is without a router. */
export const renderAnchor: RenderLink = (item, className, children) => (
  <a href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
    {children}
  </a>
);

/** The link renderer in effect: the provider's, or plain anchors. */
export function useRenderLink(): RenderLink {
  return useContext(LinkContext) ?? renderAnchor;
}

/** A link rendered by the provider's router link (or as an anchor). */
export function AppLink({
  className = '',
  children,
  ...item
}: LinkTarget & { className?: string; children: ReactNode }) {
  return useRenderLink()(item, className, children);
}

type ProvidedLinkProps = Omit<ComponentPropsWithRef<'a'>, 'children' | 'className'> & {
  item: LinkTarget;
  className: string;
  children: ReactNode;
};

/**
 * The link the nearest `LinkProvider` renders. Props a parent passes with `asChild` (a menu
 * item's role, focus and key handling, its ref) reach the rendered link itself.
 */
function ProvidedLink({ item, className, children, ...passed }: ProvidedLinkProps) {
  const renderLink = useRenderLink();
  return <Slot.Root {...passed}>{renderLink(item, className, children)}</Slot.Root>;
}

/**
 * The given `renderLink`, or else the one from the nearest `LinkProvider` (plain anchors without
 * one).
 */
export function renderLinkOrAnchor(
  item: LinkTarget,
  className: string,
  children: ReactNode,
  renderLink?: RenderLink,
): ReactNode {
  if (renderLink) return renderLink(item, className, children);
  return (
    <ProvidedLink item={item} className={className}>
      {children}
    </ProvidedLink>
  );
}
