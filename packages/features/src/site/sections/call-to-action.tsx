import type { ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';
import { SectionTitle, SiteContainer, TitledSection, siteSectionVariants } from './section';
import { SiteButtonLink, onDarkButton } from './site-link';

/** A call to action's link: a page and what pressing it does. */
export interface CallToActionLink {
  label: string;
  href: string;
}

export interface CallToActionProps {
  /** Also the section's id prefix: the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** The first is solid white, the others outlined (`onDarkButton`): the band is dark terracotta. */
  links: readonly CallToActionLink[];
  className?: string;
}

/** A closing band that asks for one thing, e.g. "Publish your first proposal". */
export function CallToAction({ id, title, description, links, className }: CallToActionProps) {
  return (
    <TitledSection
      id={id}
      data-slot="call-to-action"
      // The sections' spacing, on the page's own background.
      className={cn(siteSectionVariants({ tone: null }), className)}
    >
      <SiteContainer>
        <div className="relative isolate grid gap-6 overflow-hidden rounded-3xl bg-primary-800 px-6 py-12 text-white sm:px-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
          {/* Decorative circles, like the sun over the sea; they sit behind nothing readable. */}
          <span
            aria-hidden="true"
            className="absolute -top-16 -right-16 -z-10 size-56 rounded-full bg-primary-700"
          />
          <span
            aria-hidden="true"
            className="absolute -bottom-24 left-1/3 -z-10 hidden size-48 rounded-full bg-primary-900 sm:block"
          />
          <div className="grid max-w-2xl gap-3">
            <SectionTitle id={id}>{title}</SectionTitle>
            {description && <p className="text-lg text-pretty text-primary-50">{description}</p>}
          </div>
          <div className="flex flex-wrap gap-3">
            {links.map((link, index) => (
              <SiteButtonLink
                key={link.label}
                href={link.href}
                className={index === 0 ? onDarkButton.solid : onDarkButton.outline}
              >
                {link.label}
              </SiteButtonLink>
            ))}
          </div>
        </div>
      </SiteContainer>
    </TitledSection>
  );
}
