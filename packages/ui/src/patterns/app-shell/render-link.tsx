import type { ReactNode } from 'react';
import { AppLink, type LinkTarget, type RenderLink } from '../../lib/link';

export type { LinkTarget, RenderLink };

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
    <AppLink {...item} className={className}>
      {children}
    </AppLink>
  );
}
