import type { ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';
import { SiteContainer } from './section';

/**
 * A page that is one short message (the redirect, the test page): a picture, the `<h1>`, a line
 * of text and what follows, centred below the navigation bar.
 */
export function MessagePage({
  slot,
  titleId,
  picture,
  title,
  titleClassName,
  description,
  className,
  children,
}: {
  /** The page's `data-slot`, e.g. `redirect-page`. */
  slot: string;
  /** The `<h1>`'s id, which names the page's section. */
  titleId: string;
  picture: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      data-slot={slot}
      className={cn('bg-canvas text-ink', className)}
    >
      <SiteContainer className="grid min-h-[70dvh] content-center justify-items-center gap-6 pt-28 pb-16 text-center">
        {picture}
        <h1
          id={titleId}
          className={cn('text-3xl font-bold tracking-tight sm:text-4xl', titleClassName)}
        >
          {title}
        </h1>
        <p className="max-w-md text-lg text-pretty text-muted">{description}</p>
        {children}
      </SiteContainer>
    </section>
  );
}
