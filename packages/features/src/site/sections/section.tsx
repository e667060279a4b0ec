import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';

/** The page column every public section lines up on. */
export function SiteContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="site-container"
      className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}
      {...props}
    />
  );
}

export const siteSectionVariants = cva(
  // Anchored sections (#apply, #how-it-works) stop below the fixed navigation bar.
  'scroll-mt-20 py-16 sm:py-24',
  {
    variants: {
      tone: {
        canvas: 'bg-canvas text-ink',
        surface: 'bg-surface text-ink',
        tint: 'bg-primary-50 text-ink',
      },
    },
    defaultVariants: { tone: 'canvas' },
  },
);

/** The small line above a section's heading, e.g. "For brands". */
export function Eyebrow({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="eyebrow"
      className={cn('text-sm font-semibold tracking-wide text-primary-700 uppercase', className)}
      {...props}
    />
  );
}

export type SiteSectionProps = Omit<ComponentProps<'section'>, 'title' | 'id'> &
  VariantProps<typeof siteSectionVariants> & {
    /** The section's id (an anchor such as `apply`); its heading gets `${id}-title`. */
    id: string;
    /** The section's `<h2>`. */
    title: ReactNode;
    eyebrow?: ReactNode;
    /** A sentence or two under the heading. */
    intro?: ReactNode;
    /** Centres the heading block (the content keeps its own layout). */
    centered?: boolean;
  };

/** A titled band of a public page: an `<h2>` (named region) with its content. */
export function SiteSection({
  id,
  title,
  eyebrow,
  intro,
  centered = false,
  tone,
  className,
  children,
  ...props
}: SiteSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-slot="site-section"
      className={cn(siteSectionVariants({ tone }), className)}
      {...props}
    >
      <SiteContainer className="grid gap-10 sm:gap-12">
        <div className={cn('grid max-w-3xl gap-3', centered && 'mx-auto text-center')}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="text-lg text-pretty text-muted">{intro}</p>}
        </div>
        {children}
      </SiteContainer>
    </section>
  );
}
