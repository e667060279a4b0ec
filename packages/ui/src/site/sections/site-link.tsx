import type { VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { renderLinkOrAnchor, type RenderLink } from '../../patterns/app-shell/render-link';

export type { RenderLink } from '../../patterns/app-shell/render-link';

/** What every public page takes: its own classes and the app's router link. */
export interface SitePageProps {
  className?: string;
  /**
   * Renders the page's links to other pages with the app's router (e.g. react-router's `Link`);
   * plain anchors otherwise. In-page anchors (`#apply`) and store links stay plain anchors.
   */
  renderLink?: RenderLink;
}

export interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** The link's name for the router's `LinkTarget`; the text of `children` when it is a string. */
  label?: string;
  renderLink?: RenderLink;
}

/** A link to another page: the app's router link when given, a plain anchor otherwise. */
export function SiteLink({ href, children, className = '', label, renderLink }: SiteLinkProps) {
  const name = label ?? (typeof children === 'string' ? children : href);
  // In-page anchors never go through the router: the browser scrolls to them by itself.
  const router = href.startsWith('#') ? undefined : renderLink;
  return <>{renderLinkOrAnchor({ href, label: name }, className, children, router)}</>;
}

export type SiteButtonLinkProps = SiteLinkProps & VariantProps<typeof buttonVariants>;

/** A link that looks like a button, e.g. "I'm a brand" → /app-login. */
export function SiteButtonLink({ variant, size = 'lg', className, ...props }: SiteButtonLinkProps) {
  return <SiteLink {...props} className={cn(buttonVariants({ variant, size }), className)} />;
}

/**
 * Buttons on the dark terracotta bands (hero, calls to action): white and outlined-white, with a
 * white focus ring, since the theme's blue ring does not stand out on terracotta.
 */
export const onDarkButton = {
  solid: 'bg-white text-primary-800 hover:bg-primary-50 focus-visible:outline-white',
  outline:
    'border border-white bg-transparent text-white hover:bg-white/10 focus-visible:outline-white',
} as const;
