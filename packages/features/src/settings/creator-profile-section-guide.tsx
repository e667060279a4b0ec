import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Circle, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';

/** The ids of the fields the guide's steps lead to (one of each on the Settings page). */
export const PROFILE_FIELD_IDS = {
  photo: 'settings-profile-photo',
  bio: 'settings-creator-bio',
  platform: 'settings-creator-instagram-handle',
  portfolio: 'settings-portfolio-upload',
} as const;

/** The portfolio items a complete profile shows. */
export const PORTFOLIO_STEP_ITEMS = 3;

/** What the guide reads to tell which steps are done: the saved profile, as brands see it. */
export interface ProfileFacts {
  avatarPath: string | null;
  bio: string | null;
  platforms: readonly { handle: string | null; followers: number | null }[];
  /** How many items the portfolio has. */
  portfolioItems: number;
}

/** One thing that makes a profile complete, the field it is done in and why brands care. */
export interface ProfileStep {
  key: string;
  title: MessageDescriptor;
  why: MessageDescriptor;
  /** The id of the control the step leads to (it gets focus). */
  fieldId: string;
  done: (facts: ProfileFacts) => boolean;
}

/** The steps of a complete profile, in order. */
export const PROFILE_STEPS: readonly ProfileStep[] = [
  {
    key: 'photo',
    title: msg`Add a profile photo`,
    why: msg`Brands choose faces: a photo is the first thing they look at.`,
    fieldId: PROFILE_FIELD_IDS.photo,
    done: (facts) => Boolean(facts.avatarPath),
  },
  {
    key: 'bio',
    title: msg`Write your bio`,
    why: msg`A few lines on what you make and for whom tell a brand whether you fit.`,
    fieldId: PROFILE_FIELD_IDS.bio,
    done: (facts) => Boolean(facts.bio?.trim()),
  },
  {
    key: 'platform',
    title: msg`Add a platform with its followers`,
    why: msg`Brands plan by reach: they look for where you post and how many people follow you.`,
    fieldId: PROFILE_FIELD_IDS.platform,
    done: (facts) =>
      facts.platforms.some((platform) => Boolean(platform.handle) && platform.followers !== null),
  },
  {
    key: 'portfolio',
    title: msg`Add three pieces to your portfolio`,
    why: msg`Brands want to see your work before they choose: show them what you make.`,
    fieldId: PROFILE_FIELD_IDS.portfolio,
    done: (facts) => facts.portfolioItems >= PORTFOLIO_STEP_ITEMS,
  },
];

/** Moves focus to a field (scrolling it into view), as a step's link does. */
function goTo(fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

export interface ProfileGuideProps {
  facts: ProfileFacts;
  steps?: readonly ProfileStep[];
}

/** "Your profile: 2 of 3 done": each step, done or not, with why it matters and a way to it. */
export function ProfileGuide({ facts, steps = PROFILE_STEPS }: ProfileGuideProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const done = steps.filter((step) => step.done(facts)).length;
  const total = steps.length;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="profile-guide"
      className="grid gap-3 rounded-xl border border-line bg-canvas p-4"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          <Trans>
            Your profile: {done} of {total} done
          </Trans>
        </h3>
        <p className="text-sm text-muted">
          {done === total ? (
            <Trans>Brands see everything they need to choose you.</Trans>
          ) : (
            <Trans>Complete profiles are the ones brands pick first.</Trans>
          )}
        </p>
      </div>
      <ol className="grid gap-3">
        {steps.map((step) => {
          const isDone = step.done(facts);
          const Icon = isDone ? CircleCheck : Circle;
          return (
            <li key={step.key} data-done={isDone || undefined} className="flex gap-3">
              <Icon
                aria-hidden="true"
                className={cn('mt-0.5 size-5 shrink-0', isDone ? 'text-success-700' : 'text-muted')}
              />
              <div className="grid min-w-0 gap-0.5">
                <Link
                  href={`#${step.fieldId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(step.fieldId);
                  }}
                  className="w-fit text-sm font-semibold"
                >
                  {i18n._(step.title)}
                  <span className="sr-only"> {isDone ? t`(done)` : t`(to do)`}</span>
                </Link>
                <p className="text-sm text-muted">{i18n._(step.why)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
