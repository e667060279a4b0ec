import type { RenderLink } from '@colla/ui';

/**
 * Every public page is its own prerendered document, so every link is a plain anchor: the next
 * page arrives as HTML, already rendered (and the portal is another app on the same origin).
 */
export const renderSiteLink: RenderLink = (item, className, children) => (
  <a href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
    {children}
  </a>
);
