import type { ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';
import { SiteContainer } from './section';

export interface CallToActionProps {
  /** Also the section's id prefix: the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** Links styled with `onDarkButton`: the band is dark terracotta. */
  actions: ReactNode;
  className?: string;
}

/** A closing band that asks for one thing, e.g. "Publish your first proposal". */
export function CallToAction({ id, title, description, actions, className }: CallToActionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-slot="call-to-action"
      className={cn('scroll-mt-20 py-16 sm:py-24', className)}
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
            <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            {description && <p className="text-lg text-pretty text-primary-50">{description}</p>}
          </div>
          <div className="flex flex-wrap gap-3">{actions}</div>
        </div>
      </SiteContainer>
    </section>
  );
}
