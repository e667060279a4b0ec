import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';
import { AppLink } from '@colla/ui/lib/link';
import { LanguageChoice } from '../lib/language-choice';
import { SkylineIllustration } from '../site/sections/illustrations';

/** The short pitch beside the form: why Colla, in a few plain lines (catalog messages). */
export interface SignInPitch {
  eyebrow: MessageDescriptor;
  title: MessageDescriptor;
  points: readonly MessageDescriptor[];
}

export interface SignInLayoutProps {
  /** Where the Colla wordmark goes: the public homepage. */
  homeHref: string;
  pitch: SignInPitch;
  /** The screen itself: its headline and the current step's panel. */
  children: ReactNode;
  className?: string;
}

const wordmarkClass =
  'inline-flex min-h-11 items-center rounded-md text-2xl font-extrabold tracking-tight text-primary-700 focus-visible:focus-ring';

/**
 * The sign-in screens' page (sign-in screens stand alone: no public navigation or footer). On wide
 * screens the form sits on the left and a warm terracotta pitch about Colla on the right; on phones
 * one column, form first. It renders the page's `<main>`: the app must not wrap it in another.
 */
export function SignInLayout({ homeHref, pitch, children, className }: SignInLayoutProps) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div
      data-slot="sign-in-layout"
      className={cn(
        'min-h-dvh bg-surface text-ink lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]',
        className,
      )}
    >
      <div className="flex flex-col px-4 pt-4 pb-12 sm:px-8 lg:min-h-dvh lg:px-12 lg:pt-6">
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <AppLink href={homeHref} label="Colla" className={wordmarkClass}>
            Colla
          </AppLink>
          <LanguageChoice className="-me-2" />
        </header>
        <main className="flex flex-1 items-start justify-center pt-6 sm:pt-12 lg:items-center lg:pt-0">
          <div className="grid w-full max-w-md gap-8">{children}</div>
        </main>
      </div>

      <aside
        aria-labelledby={`${id}-pitch`}
        data-slot="sign-in-pitch"
        className="flex flex-col overflow-hidden bg-primary-800 text-white lg:sticky lg:top-0 lg:h-dvh"
      >
        <div className="mx-auto grid w-full max-w-md gap-8 px-4 py-12 sm:px-8 lg:my-auto lg:max-w-lg lg:px-14">
          <div className="grid gap-3">
            <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">
              {i18n._(pitch.eyebrow)}
            </p>
            <h2
              id={`${id}-pitch`}
              className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
            >
              {i18n._(pitch.title)}
            </h2>
          </div>
          <ul className="grid gap-4">
            {pitch.points.map((point, index) => (
              <li key={index} className="flex gap-3 leading-relaxed">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-700 text-primary-100">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                <span>{i18n._(point)}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* Barcelona at sunset, rising from the panel's bottom edge (the sea is the panel's colour). */}
        <SkylineIllustration className="mx-auto hidden max-h-64 max-w-xl shrink-0 sm:block lg:max-h-[34vh]" />
      </aside>
    </div>
  );
}
