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

export type TitledSectionProps = Omit<ComponentProps<'section'>, 'id'> & {
  /** The section's id (an anchor such as `apply`). */
  id: string;
};

/** The id of the heading that names the section `id`: `${id}-title`. */
export function titleIdOf(id: string): string {
  return `${id}-title`;
}

/** A `<section>` (a named region) whose heading carries `titleIdOf(id)`. */
export function TitledSection({ id, ...props }: TitledSectionProps) {
  return <section id={id} aria-labelledby={titleIdOf(id)} {...props} />;
}

/** A band's `<h2>`, naming the section `id` (a `TitledSection`). */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={titleIdOf(id)} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
      {children}
    </h2>
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
  return (
    <TitledSection
      id={id}
      data-slot="site-section"
      className={cn(siteSectionVariants({ tone }), className)}
      {...props}
    >
      <SiteContainer className="grid gap-10 sm:gap-12">
        <div className={cn('grid max-w-3xl gap-3', centered && 'mx-auto text-center')}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <SectionTitle id={id}>{title}</SectionTitle>
          {intro && <p className="text-lg text-pretty text-muted">{intro}</p>}
        </div>
        {children}
      </SiteContainer>
    </TitledSection>
  );
}
