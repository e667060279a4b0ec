import type { ComponentType, ReactNode } from 'react';
import type { RenderLink } from '@colla/ui/lib/link';

/** What the site's stories need of the router's link (React Router's `Link`). */
type RouterLinkComponent = ComponentType<{
  to: string;
  className?: string;
  'aria-current'?: 'page';
  children?: ReactNode;
}>;

/**
 * For the site's stories: links rendered by the app's router link (passed in: features never
 * import the router), with the current page marked as the app marks it.
 */
export function routerLinkOf(Link: RouterLinkComponent): RenderLink {
  return function routerLink(item, className, children) {
    return (
      <Link to={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
        {children}
      </Link>
    );
  };
}
