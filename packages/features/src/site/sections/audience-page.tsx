import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { BenefitGrid, type Benefit } from './benefits';
import { CallToAction } from './call-to-action';
import { FaqList, type FaqItem } from './faq';
import { SiteSection } from './section';
import { SitePage } from './site-page';
import { SiteButtonLink } from './site-link';
import { StepList, type Step } from './steps';

export interface AudiencePageProps {
  /** The page's `data-slot`, e.g. `brands-page`. */
  slot: string;
  className?: string;
  intro: { eyebrow: string; title: string; description: string; illustration: ReactNode };
  /** The call to action that signs up, at the top and at the end. */
  signUp: { label: string; href: string };
  benefits: { title: string; intro: string; items: readonly Benefit[] };
  /** How it works, with a box of points beside the steps. */
  how: {
    title: string;
    steps: readonly Step[];
    asideTitle: string;
    /** The box's points, in the catalog's words (`msg`). */
    aside: readonly MessageDescriptor[];
  };
  faq: { title: string; items: readonly FaqItem[] };
  closing: { title: string; description: string };
  /** The page for the other audience, offered at the end. */
  other: { label: string; href: string };
}

/**
 * A page for one audience (brands or creators): intro, benefits, how it works, questions and a
 * call to action that also points the other audience to its page.
 */
export function AudiencePage({
  slot,
  className,
  intro,
  signUp,
  benefits,
  how,
  faq,
  closing,
  other,
}: AudiencePageProps) {
  const { t, i18n } = useLingui();
  return (
    <SitePage
      slot={slot}
      className={className}
      intro={{
        ...intro,
        actions: (
          <>
            <SiteButtonLink href={signUp.href}>{signUp.label}</SiteButtonLink>
            <SiteButtonLink href="#how-it-works" variant="outline">
              <Trans>See how it works</Trans>
            </SiteButtonLink>
          </>
        ),
      }}
    >
      <SiteSection
        id="benefits"
        eyebrow={t`Why Colla`}
        title={benefits.title}
        intro={benefits.intro}
      >
        <BenefitGrid benefits={benefits.items} />
      </SiteSection>

      <SiteSection id="how-it-works" tone="surface" eyebrow={t`How it works`} title={how.title}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <StepList steps={how.steps} />
          <div className="grid content-start gap-4 rounded-2xl bg-primary-50 p-6 sm:p-8">
            <h3 className="text-lg font-semibold">{how.asideTitle}</h3>
            <ul className="grid list-disc gap-2 pl-5 text-muted marker:text-primary-700">
              {how.aside.map((item) => (
                <li key={item.id}>{i18n._(item)}</li>
              ))}
            </ul>
          </div>
        </div>
      </SiteSection>

      <SiteSection id="faq" eyebrow={t`FAQ`} title={faq.title}>
        <FaqList items={faq.items} className="max-w-3xl" />
      </SiteSection>

      <CallToAction
        id="get-started"
        title={closing.title}
        description={closing.description}
        links={[signUp, other]}
      />
    </SitePage>
  );
}
