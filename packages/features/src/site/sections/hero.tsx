import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';
import { HERO_WAVE_ID } from './hero-wave';
import { Eyebrow, SiteContainer } from './section';

export type WaveProps = Omit<ComponentProps<'svg'>, 'children'>;

/**
 * A decorative wave, drawn in `currentColor` (set it with a text colour, e.g. `text-canvas`) over
 * whatever is behind it. It stretches to the full width; its height comes from its classes.
 */
export function Wave({ className, ...props }: WaveProps) {
  return (
    <svg
      data-slot="wave"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 96"
      width={1440}
      height={96}
      preserveAspectRatio="none"
      className={cn('block h-12 w-full sm:h-20', className)}
      {...props}
    >
      <path
        fill="currentColor"
        d="M0 56c120-22 240-34 360-22s240 50 360 50 240-40 360-52 240-2 360 14v50H0Z"
      />
    </svg>
  );
}

export interface HeroProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** The calls to action (use `onDarkButton` looks: the hero is dark). */
  actions?: ReactNode;
  /** A decorative illustration beside the text on wide screens, under it on phones. */
  illustration?: ReactNode;
  className?: string;
}

/**
 * The homepage's hero: deep terracotta with white text (well over AA contrast), room at the top
 * for the fixed navigation bar, and a wave as its bottom edge. The wave carries
 * `id="hero-wave"`: the navigation switches from transparent to light once it has passed it.
 */
export function Hero({ title, eyebrow, description, actions, illustration, className }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      data-slot="hero"
      className={cn('relative isolate overflow-hidden bg-primary-800 text-white', className)}
    >
      <SiteContainer className="grid items-center gap-10 pt-28 pb-6 sm:pt-32 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 lg:pt-36 lg:pb-10">
        <div className="grid gap-6">
          {eyebrow && <Eyebrow className="text-primary-100">{eyebrow}</Eyebrow>}
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          {description && (
            <p className="max-w-2xl text-lg text-pretty text-primary-50 sm:text-xl">
              {description}
            </p>
          )}
          {actions && <div className="flex flex-wrap gap-3 pt-2">{actions}</div>}
        </div>
        {illustration && (
          <div className="mx-auto w-full max-w-xs sm:max-w-md lg:max-w-none">{illustration}</div>
        )}
      </SiteContainer>
      <div id={HERO_WAVE_ID} data-slot="hero-wave" className="-mb-px">
        <Wave className="text-canvas" />
      </div>
    </section>
  );
}

export interface PageIntroProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Decorative, beside the text on wide screens. */
  illustration?: ReactNode;
  /** Below the description, e.g. the privacy policy's "Last updated" line. */
  children?: ReactNode;
  /** The id of the `<h1>`, which names the section. */
  titleId?: string;
  className?: string;
}

/**
 * The top of every other public page: a light band (the navigation is light there) with the
 * page's `<h1>`, room for the fixed navigation bar, and a soft wave into the page.
 */
export function PageIntro({
  title,
  eyebrow,
  description,
  actions,
  illustration,
  children,
  titleId = 'page-title',
  className,
}: PageIntroProps) {
  return (
    <section
      aria-labelledby={titleId}
      data-slot="page-intro"
      className={cn('relative isolate overflow-hidden bg-primary-50 text-ink', className)}
    >
      <SiteContainer
        className={cn(
          'grid items-center gap-10 pt-28 pb-4 sm:pt-32 lg:pb-8',
          illustration && 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12',
        )}
      >
        <div className="grid max-w-3xl gap-5">
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1
            id={titleId}
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {title}
          </h1>
          {description && (
            <p className="text-lg text-pretty text-muted sm:text-xl">{description}</p>
          )}
          {children}
          {actions && <div className="flex flex-wrap gap-3 pt-2">{actions}</div>}
        </div>
        {illustration && (
          <div className="mx-auto w-full max-w-sm lg:max-w-none">{illustration}</div>
        )}
      </SiteContainer>
      <Wave className="-mb-px text-canvas" />
    </section>
  );
}
