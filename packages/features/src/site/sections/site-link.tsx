import type { VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { buttonVariants } from '@colla/ui/components/button';
import { cn } from '@colla/ui/lib/cn';
import { renderAnchor } from '@colla/ui/lib/link';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { DEFAULT_LOCALE, isLocale } from '@colla/i18n/locales';
import { useLingui } from '@lingui/react';
import { localePath } from '../locale';

/** What every public page takes: its own classes (links come from the `LinkProvider`, if any). */
export interface SitePageProps {
  className?: string;
}

export interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** The link's name for the router's `LinkTarget`; the text of `children` when it is a string. */
  label?: string;
}

/** An address with a scheme (`https:`, `mailto:`): not a page of this app. */
const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/**
 * A link to another page: the provided router link (`LinkProvider`) when there is one, a plain
 * anchor otherwise. A link to a site page stays in the current language (`/brands` is
 * `/ca/brands` in Catalan).
 */
export function SiteLink({ href: path, children, className = '', label }: SiteLinkProps) {
  const { i18n } = useLingui();
  const href = localePath(path, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
  const item = { href, label: label ?? (typeof children === 'string' ? children : href) };
  // In-page anchors never go through the router (the browser scrolls to them by itself), nor do
  // addresses elsewhere (an app store).
  return (
    <>
      {href.startsWith('#') || EXTERNAL.test(href)
        ? renderAnchor(item, className, children)
        : renderLinkOrAnchor(item, className, children)}
    </>
  );
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
