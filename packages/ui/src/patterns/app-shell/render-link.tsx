import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useRenderLink, type LinkTarget, type RenderLink } from '../../lib/link';

export type { LinkTarget, RenderLink };

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
