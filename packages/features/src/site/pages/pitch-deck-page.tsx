import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@colla/ui/components/button';
import { cn } from '@colla/ui/lib/cn';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FigureList, type Figure } from '../sections/figures';
import { SitePage } from '../sections/site-page';
import type { SitePageProps } from '../sections/site-link';

export interface PitchSlide {
  /** Used in the slide's element id, `slide-{id}`. */
  id: string;
  /** Its short name in the slide picker, e.g. "Market" (the catalog's words, `msg`). */
  label: MessageDescriptor;
  /** The slide's `<h2>` (`msg`). */
  title: MessageDescriptor;
  content: ReactNode;
  /** Dark slides (the cover and the ask) are deep terracotta with white text. */
  tone?: 'light' | 'dark';
}

/** A slide's figures, with a line under them (`noteClassName` styles it). */
function SlideStats({
  stats,
  note,
  noteClassName,
  dark = false,
}: {
  stats: readonly Figure[];
  note: ReactNode;
  noteClassName: string;
  dark?: boolean;
}) {
  return (
    <div className="grid gap-6">
      <FigureList
        figures={stats}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName={cn(
          'grid content-start gap-1 rounded-2xl p-4',
          dark ? 'bg-primary-900' : 'bg-primary-50',
        )}
        labelClassName={cn('text-sm', dark ? 'text-primary-50' : 'text-muted')}
        valueClassName={cn('text-3xl font-extrabold', dark ? 'text-white' : 'text-primary-700')}
      />
      <p className={noteClassName}>{note}</p>
    </div>
  );
}

interface Point {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

function SlidePoints({ points }: { points: readonly Point[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {points.map((point) => (
        <li
          key={point.title.id}
          className="grid content-start gap-2 border-t-2 border-primary-600 pt-4"
        >
          <h3 className="text-lg font-semibold">{i18n._(point.title)}</h3>
          <p className="text-pretty text-muted">{i18n._(point.text)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Colla's pre-seed pitch, in eight slides. */
export const PITCH_SLIDES: readonly PitchSlide[] = [
  {
    id: 'cover',
    label: msg`Colla`,
    tone: 'dark',
    title: msg`Colla: Barcelona’s brands and creators, working together`,
    content: (
      <div className="grid gap-6">
        <p className="max-w-2xl text-xl text-pretty text-primary-50">
          <Trans>
            A marketplace where local brands offer a product or a service in exchange for content,
            and local creators choose the collaborations that fit them. No agency in between.
          </Trans>
        </p>
        <p className="font-semibold text-primary-100">
          <Trans>Pre-seed round · November 2026</Trans>
        </p>
      </div>
    ),
  },
  {
    id: 'problem',
    label: msg`Problem`,
    title: msg`Local brands can’t afford agencies, and creators can’t find local brands`,
    content: (
      <SlidePoints
        points={[
          {
            title: msg`Agencies are built for big budgets`,
            text: msg`Retainers start in the thousands of euros a month, out of reach for a bakery in Sant Antoni or a studio in Gràcia.`,
          },
          {
            title: msg`Creators pitch one DM at a time`,
            text: msg`Most messages to brands go unanswered, and the best local places never hear from the creators who love them.`,
          },
          {
            title: msg`Deals live on WhatsApp`,
            text: msg`No brief, no deadlines and no record of what was agreed, so content arrives late or not at all.`,
          },
        ]}
      />
    ),
  },
  {
    id: 'solution',
    label: msg`Solution`,
    title: msg`One marketplace for the whole collaboration`,
    content: (
      <SlidePoints
        points={[
          {
            title: msg`Brands publish proposals`,
            text: msg`What they offer, who they are looking for, the deliverables and the posting deadline.`,
          },
          {
            title: msg`Creators apply, brands choose`,
            text: msg`Accepting an application opens a deal with tasks for each side, due dates and a chat.`,
          },
          {
            title: msg`Everything on the phone`,
            text: msg`Web, iPhone and Android apps, with push notifications and a calendar of deadlines.`,
          },
        ]}
      />
    ),
  },
  {
    id: 'market',
    label: msg`Market`,
    title: msg`Barcelona first: dense, local and hungry for content`,
    content: (
      <SlideStats
        stats={[
          {
            value: { number: 1.6, suffix: ' M' },
            label: msg`people live in Barcelona, plus millions of visitors a year`,
          },
          {
            value: { number: 9000 },
            label: msg`independent restaurants, bars, shops and studios in our first five neighbourhoods`,
          },
          {
            value: { number: 6000 },
            label: msg`Barcelona creators with 2,000 to 100,000 followers`,
          },
          {
            value: '5',
            label: msg`European cities with the same pattern on our list for 2027–2028`,
          },
        ]}
        note={
          <Trans>
            Businesses and creators: Colla estimates from public business listings and creator
            searches, 2026.
          </Trans>
        }
        noteClassName="text-sm text-muted"
      />
    ),
  },
  {
    id: 'traction',
    label: msg`Traction`,
    title: msg`Eight months after launch`,
    content: (
      <SlideStats
        stats={[
          { value: '180', label: msg`brands have published proposals` },
          { value: { number: 1400 }, label: msg`creators have registered` },
          { value: '520', label: msg`deals completed, every task ticked off on both sides` },
          {
            value: { number: 0.38, percent: true },
            label: msg`of brands publish a second proposal within 60 days`,
          },
        ]}
        note={
          <Trans>
            Public launch in March 2026; iPhone and Android apps since June 2026. Figures to
            November 2026.
          </Trans>
        }
        noteClassName="text-muted"
      />
    ),
  },
  {
    id: 'business-model',
    label: msg`Business model`,
    title: msg`Brands pay, creators never do`,
    content: (
      <SlidePoints
        points={[
          {
            title: msg`Colla Local, from €49 a month`,
            text: msg`Unlimited proposals for a brand, after a free first proposal. Cancel any time.`,
          },
          {
            title: msg`Featured proposals, €19 a week`,
            text: msg`The top of the creators’ feed in the brand’s neighbourhood and category.`,
          },
          {
            title: msg`Paid collaborations, from 2027`,
            text: msg`When a brand adds a fee, it pays through Colla; we keep 10% of the fee.`,
          },
        ]}
      />
    ),
  },
  {
    id: 'team',
    label: msg`Team`,
    title: msg`Ten years of filling Barcelona’s rooms`,
    content: (
      <ul className="grid gap-5 md:grid-cols-2">
        <li className="grid content-start gap-1 rounded-2xl bg-primary-50 p-5">
          <h3 className="text-xl font-bold">Marta Vidal</h3>
          <p className="font-semibold text-primary-700">
            <Trans>Co-founder and CEO</Trans>
          </p>
          <p className="text-pretty text-muted">
            <Trans>
              Nine years producing design markets, supper clubs and brand launches across Barcelona.
            </Trans>
          </p>
        </li>
        <li className="grid content-start gap-1 rounded-2xl bg-primary-50 p-5">
          <h3 className="text-xl font-bold">Oriol Casas</h3>
          <p className="font-semibold text-primary-700">
            <Trans>Co-founder and COO</Trans>
          </p>
          <p className="text-pretty text-muted">
            <Trans>
              Production and ticketing for open-air concerts and the festes of Gràcia and Sants.
            </Trans>
          </p>
        </li>
        <li className="text-muted md:col-span-2">
          <Trans>
            With a team of five in Poblenou: two engineers, a designer and two community managers
            who know the city’s brands and creators by name.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'ask',
    label: msg`The ask`,
    tone: 'dark',
    title: msg`Raising €600,000 to take Colla to Lisbon and Milan`,
    content: (
      <SlideStats
        dark
        stats={[
          { value: { number: 0.45, percent: true }, label: msg`product and engineering` },
          {
            value: { number: 0.35, percent: true },
            label: msg`city launches, with local teams in Lisbon and Milan`,
          },
          {
            value: { number: 0.2, percent: true },
            label: msg`growing brands and creators in Barcelona`,
          },
          { value: '18', label: msg`months of runway` },
        ]}
        note={
          <Trans>
            Lisbon opens in spring 2027 and Milan in autumn 2027, on the same product that runs
            Barcelona today.
          </Trans>
        }
        noteClassName="max-w-2xl text-lg text-pretty text-primary-50"
      />
    ),
  },
];

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

export type PitchDeckPageProps = SitePageProps & {
  slides?: readonly PitchSlide[];
  /** The slide to start on, from 1. */
  initialSlide?: number;
  /** Called with the new slide number (from 1), e.g. to keep it in the URL. */
  onSlideChange?: (slide: number) => void;
};

/**
 * The pitch deck (/pitchdeck): slides shown one at a time. Previous and Next buttons, the slide
 * picker, and the arrow keys (anywhere on the page, unless focus is in another control; Home and
 * End too while focus is in the deck) move between them. Every slide sits in the same grid cell,
 * so the deck is as tall as its tallest slide and nothing moves when the slide changes.
 */
export function PitchDeckPage({
  slides = PITCH_SLIDES,
  initialSlide = 1,
  onSlideChange,
  className,
}: PitchDeckPageProps) {
  const count = slides.length;
  const [current, setCurrent] = useState(() => clamp(initialSlide, 1, count));
  const deckRef = useRef<HTMLElement>(null);

  const go = useCallback(
    (slide: number) => {
      const next = clamp(slide, 1, count);
      if (next === current) return;
      setCurrent(next);
      onSlideChange?.(next);
    },
    [count, current, onSlideChange],
  );

  useEffect(() => {
    const deck = deckRef.current;
    if (!deck) return;
    const doc = deck.ownerDocument;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      const inDeck = target instanceof Node && deck?.contains(target);
      // With nothing focused, the arrows drive the deck, as in a presentation; inside another
      // control (a menu, a text field) they keep their own meaning.
      const onPage = target === doc.body || target === doc.documentElement;
      if (!inDeck && !onPage) return;
      const moves: Record<string, number | undefined> = {
        ArrowRight: current + 1,
        ArrowLeft: current - 1,
        Home: inDeck ? 1 : undefined,
        End: inDeck ? count : undefined,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      go(next);
    }
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [count, current, go]);

  const active = slides[current - 1];
  const { t, i18n } = useLingui();
  const activeLabel = active ? i18n._(active.label) : '';

  return (
    <SitePage
      slot="pitch-deck-page"
      className={className}
      intro={{
        eyebrow: t`Pitch deck`,
        title: t`Colla pitch deck`,
        description: t`Our pre-seed story in eight slides. Use the buttons, or the left and right arrow keys, to move between them.`,
      }}
    >
      <section
        ref={deckRef}
        aria-roledescription="carousel"
        aria-label={t`Colla pitch deck slides`}
        data-slot="pitch-deck"
        className="mx-auto grid w-full max-w-6xl gap-5 px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        <div id="pitch-slides" className="grid">
          {slides.map((slide, index) => {
            const number = index + 1;
            const isActive = number === current;
            const dark = slide.tone === 'dark';
            return (
              <div
                key={slide.id}
                id={`slide-${slide.id}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${number} of ${count}`}
                inert={!isActive}
                data-active={isActive || undefined}
                className={cn(
                  // Every slide in the same cell: the tallest sets the height for all.
                  'col-start-1 row-start-1 grid content-start gap-8 rounded-3xl p-6 sm:p-10 lg:min-h-[32rem] lg:content-center lg:p-14',
                  isActive ? 'visible motion-safe:animate-fade-in' : 'invisible',
                  dark
                    ? 'bg-primary-800 text-white'
                    : 'border border-line bg-surface text-ink shadow-sm',
                )}
              >
                <div className="grid gap-3">
                  <p
                    className={cn(
                      'text-sm font-semibold tracking-wide uppercase',
                      dark ? 'text-primary-100' : 'text-primary-700',
                    )}
                  >
                    {i18n._(slide.label)}
                  </p>
                  <h2 className="max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                    {i18n._(slide.title)}
                  </h2>
                </div>
                {slide.content}
              </div>
            );
          })}
        </div>

        <div className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            onClick={() => go(current - 1)}
            aria-controls="pitch-slides"
            aria-keyshortcuts="ArrowLeft"
            aria-disabled={current === 1 || undefined}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <Trans>Previous</Trans>
          </Button>
          <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-muted">
            <Trans>
              Slide {current} of {count}
              <span className="sr-only">: {activeLabel}</span>
            </Trans>
          </p>
          <Button
            onClick={() => go(current + 1)}
            aria-controls="pitch-slides"
            aria-keyshortcuts="ArrowRight"
            aria-disabled={current === count || undefined}
          >
            <Trans>Next</Trans>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>

        <ol aria-label={t`Slides`} className="hidden flex-wrap justify-center gap-2 sm:flex">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                onClick={() => go(index + 1)}
                aria-controls="pitch-slides"
                aria-current={index + 1 === current ? 'true' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-medium text-muted transition-colors',
                  'hover:border-line-strong hover:text-ink',
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  'aria-[current=true]:border-primary-700 aria-[current=true]:bg-primary-50 aria-[current=true]:text-primary-800',
                )}
              >
                <span className="text-xs">{index + 1}</span>
                {i18n._(slide.label)}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </SitePage>
  );
}
