import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '@colla/ui/components/badge';
import { Link } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';
import { SiteContainer } from '../sections/section';
import { SitePage } from '../sections/site-page';
import type { SitePageProps } from '../sections/site-link';

/** The company's registered details, as they appear in the Commercial Registry. */
export interface DataController {
  /** Registered company name, e.g. "Colla Marketplace, S.L.". */
  name: string;
  /** Spanish tax identification number (NIF). */
  taxId: string;
  /** Registered office. */
  address: string;
  /** Commercial Registry entry (registry, volume, sheet, page). */
  registry: string;
}

/** Shown until the app passes the company's registered details: visibly a placeholder. */
const CONTROLLER_PLACEHOLDER: Record<keyof DataController, MessageDescriptor> = {
  name: msg`[Registered company name, S.L.]`,
  taxId: msg`[NIF]`,
  address: msg`[Registered office address], Barcelona, Spain`,
  registry: msg`[Registro Mercantil de Barcelona: volume, sheet, page]`,
};

const SECTIONS = [
  { id: 'controller', title: msg`Who is responsible for your data` },
  { id: 'scope', title: msg`What this policy covers` },
  { id: 'data-we-collect', title: msg`The data we collect` },
  { id: 'purposes', title: msg`Why we use it, and on what legal basis` },
  { id: 'retention', title: msg`How long we keep it` },
  { id: 'recipients', title: msg`Who we share it with` },
  { id: 'transfers', title: msg`Transfers outside the European Economic Area` },
  { id: 'your-rights', title: msg`Your rights` },
  { id: 'cookies', title: msg`Cookies and local storage` },
  { id: 'security', title: msg`How we protect your data` },
  { id: 'children', title: msg`Age limit` },
  { id: 'changes', title: msg`Changes to this policy` },
  { id: 'contact', title: msg`Contact us` },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function PolicySection({ id, children }: { id: SectionId; children: ReactNode }) {
  const { i18n } = useLingui();
  const section = SECTIONS.find((item) => item.id === id);
  const title = section ? i18n._(section.title) : id;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-20 gap-4 border-t border-line pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled item inside a section: a role's data, a purpose, a stored value. */
function PolicyItem({
  title,
  children,
  code = false,
}: {
  title: string;
  children: ReactNode;
  code?: boolean;
}) {
  return (
    <div className="grid gap-2 rounded-2xl border border-line bg-surface p-5">
      <h3 className={cn('text-lg font-semibold', code && 'font-mono text-base')}>{title}</h3>
      {children}
    </div>
  );
}

function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-4">
      {facts.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-ink">{term}</dt>
          <dd className="text-muted">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/*
 * The policy's words are catalog messages: `msg` descriptors, read with `i18n._` when shown, and
 * `<Trans>` elements, which render in the active language wherever they are written.
 */
const PURPOSES: readonly {
  title: MessageDescriptor;
  data: MessageDescriptor;
  basis: ReactNode;
}[] = [
  {
    title: msg`Running your account and the marketplace`,
    data: msg`Account and profile data, proposals, applications, deals, tasks, chat messages and media.`,
    basis: (
      <Trans>
        <strong className="text-ink">Contract</strong> (Article 6(1)(b) GDPR): we need it to provide
        Colla as our terms describe.
      </Trans>
    ),
  },
  {
    title: msg`Service emails and in-app notifications`,
    data: msg`Name, email address and the events they are about (a new application, an accepted deal, a task due soon, a password reset).`,
    basis: (
      <Trans>
        <strong className="text-ink">Contract</strong> (Article 6(1)(b) GDPR).
      </Trans>
    ),
  },
  {
    title: msg`Push notifications on your phone or browser`,
    data: msg`A device token or browser push subscription, the platform (web, iOS or Android) and your account id.`,
    basis: (
      <Trans>
        <strong className="text-ink">Consent</strong> (Article 6(1)(a) GDPR), which you give in your
        phone’s or browser’s permission prompt. You can withdraw it at any time in your device’s
        settings or by signing out; this does not affect notifications already sent.
      </Trans>
    ),
  },
  {
    title: msg`Security, support and preventing abuse`,
    data: msg`IP address, device and browser details, sign-in times, activity logs and the records of support sessions in which our administrators view Colla as your account to solve a problem you reported.`,
    basis: (
      <Trans>
        <strong className="text-ink">Legitimate interest</strong> (Article 6(1)(f) GDPR) in keeping
        Colla safe, available and fair for everyone who uses it.
      </Trans>
    ),
  },
  {
    title: msg`Improving Colla`,
    data: msg`Aggregated statistics on how proposals, applications and deals are used.`,
    basis: (
      <Trans>
        <strong className="text-ink">Legitimate interest</strong> (Article 6(1)(f) GDPR) in making
        the product better. We do not build advertising profiles.
      </Trans>
    ),
  },
  {
    title: msg`Invoices and accounting for paid plans`,
    data: msg`The brand’s billing name, tax number, address and the invoices issued.`,
    basis: (
      <Trans>
        <strong className="text-ink">Legal obligation</strong> (Article 6(1)(c) GDPR) under Spanish
        tax and commercial law.
      </Trans>
    ),
  },
];

const RETENTION: readonly [MessageDescriptor, MessageDescriptor][] = [
  [
    msg`Account and profile`,
    msg`While your account is open. We delete them within 30 days after you close it.`,
  ],
  [
    msg`Proposals, applications, deals, tasks and chat`,
    msg`While your account is open. After that we keep them blocked, available only to meet legal claims, for up to five years (the general limitation period under Spanish civil law), then delete them.`,
  ],
  [msg`Invoices and accounting records`, msg`Six years, as the Spanish Commercial Code requires.`],
  [msg`Security and activity logs`, msg`12 months.`],
  [
    msg`Push device tokens`,
    msg`Until you sign out of that device, turn notifications off, or the token expires.`,
  ],
  [msg`Messages to our support team`, msg`Two years after your request is resolved.`],
];

const RIGHTS: readonly [MessageDescriptor, MessageDescriptor][] = [
  [
    msg({ message: 'Access', context: 'a data protection right' }),
    msg`Ask for a copy of the personal data we hold about you.`,
  ],
  [
    msg({ message: 'Rectification', context: 'a data protection right' }),
    msg`Have inaccurate or incomplete data corrected.`,
  ],
  [
    msg({ message: 'Erasure', context: 'a data protection right' }),
    msg`Have your data deleted when we no longer need it, you withdraw consent or you object.`,
  ],
  [
    msg({ message: 'Restriction', context: 'a data protection right' }),
    msg`Ask us to keep your data but stop using it while a dispute is resolved.`,
  ],
  [
    msg({ message: 'Portability', context: 'a data protection right' }),
    msg`Receive the data you gave us in a structured, machine-readable format, or have it sent to another service.`,
  ],
  [
    msg({ message: 'Objection', context: 'a data protection right' }),
    msg`Object to any use of your data based on our legitimate interest.`,
  ],
  [
    msg({ message: 'Withdraw consent', context: 'a data protection right' }),
    msg`For push notifications, at any time, without affecting what came before.`,
  ],
];

/** The three facts said of each value stored in the browser. */
const STORED_TYPE = msg({ message: 'Type', context: 'kind of value a site stores in the browser' });
const STORED_PURPOSE = msg({
  message: 'Purpose',
  context: 'what a value stored in the browser is for',
});
const STORED_DURATION = msg({
  message: 'Duration',
  context: 'how long a value stays stored in the browser',
});

const STORAGE: readonly { name: string; facts: [MessageDescriptor, MessageDescriptor][] }[] = [
  {
    name: 'XSRF-TOKEN',
    facts: [
      [STORED_TYPE, msg`Cookie set by Colla (first party).`],
      [
        STORED_PURPOSE,
        msg`Protects sign-in, registration and forms against cross-site request forgery. Strictly necessary.`,
      ],
      [STORED_DURATION, msg`Two hours, renewed when you sign in or register.`],
    ],
  },
  {
    name: 'auth_token',
    facts: [
      [STORED_TYPE, msg`Local storage and session storage in your browser.`],
      [STORED_PURPOSE, msg`Keeps you signed in. Strictly necessary.`],
      [STORED_DURATION, msg`Until you sign out or your session is ended.`],
    ],
  },
  {
    name: 'auth_user, user_type',
    facts: [
      [STORED_TYPE, msg`Local storage in your browser.`],
      [
        STORED_PURPOSE,
        msg`Your name, email and account type (brand, creator or admin), so Colla opens the right area without waiting. Strictly necessary.`,
      ],
      [STORED_DURATION, msg`Until you sign out.`],
    ],
  },
  {
    name: 'is_impersonating, original_user',
    facts: [
      [STORED_TYPE, msg`Local storage in your browser.`],
      [
        STORED_PURPOSE,
        msg`Only for our administrators: remembers that they are viewing Colla as another account during a support session, and who they are.`,
      ],
      [STORED_DURATION, msg`Until the support session ends.`],
    ],
  },
];

export type PrivacyPolicyPageProps = SitePageProps & {
  /** The company's registered details; placeholders, clearly marked, until they are given. */
  controller?: DataController;
  /** Where privacy requests go. */
  contactEmail?: string;
  /** `YYYY-MM-DD`. */
  lastUpdated?: string;
};

/** The privacy policy (/privacy-policy), written for an EU marketplace under the GDPR. */
export function PrivacyPolicyPage({
  controller,
  contactEmail = 'hola@colla.test',
  lastUpdated = '2026-11-21',
  className,
}: PrivacyPolicyPageProps) {
  const { i18n, t } = useLingui();
  const details: DataController = controller ?? {
    name: i18n._(CONTROLLER_PLACEHOLDER.name),
    taxId: i18n._(CONTROLLER_PLACEHOLDER.taxId),
    address: i18n._(CONTROLLER_PLACEHOLDER.address),
    registry: i18n._(CONTROLLER_PLACEHOLDER.registry),
  };
  const companyName = details.name;
  const companyAddress = details.address;
  const mail = (
    <Link href={`mailto:${contactEmail}`} className="break-all">
      {contactEmail}
    </Link>
  );
  return (
    <SitePage
      slot="privacy-policy-page"
      className={className}
      intro={{
        eyebrow: t({ message: 'Legal', context: 'eyebrow of the privacy policy' }),
        title: t`Privacy policy`,
        description: t`How Colla collects, uses and protects the personal data of the brands and creators who use it, and of everyone who visits our site and apps.`,
      }}
      updated={lastUpdated}
    >
      <SiteContainer className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="policy-contents-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="policy-contents-title" className="text-sm font-semibold text-muted uppercase">
            <Trans context="table of contents">Contents</Trans>
          </h2>
          <ol className="mt-3 grid gap-1 text-sm">
            {SECTIONS.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={cn(
                    'flex min-h-11 items-center gap-2 rounded-md px-2 text-muted hover:bg-stone-100 hover:text-ink sm:min-h-9',
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  )}
                >
                  <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                  {i18n._(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="grid max-w-3xl gap-10 leading-relaxed text-pretty [&_p]:text-muted">
          <PolicySection id="controller">
            <p>
              <Trans>
                The controller of your personal data is the company that runs Colla, a marketplace
                for brands and content creators in Barcelona:
              </Trans>
            </p>
            <div
              data-placeholder={controller ? undefined : ''}
              className={cn(
                'grid gap-3 rounded-2xl border p-5',
                controller ? 'border-line bg-surface' : 'border-warning-600 bg-warning-50',
              )}
            >
              {!controller && (
                <div className="grid gap-1">
                  <Badge variant="warning" className="border-warning-600 bg-surface">
                    <Trans>To be completed</Trans>
                  </Badge>
                  <p className="text-sm">
                    <Trans>
                      Placeholder: the company’s registered details go here, exactly as in the
                      Commercial Registry.
                    </Trans>
                  </p>
                </div>
              )}
              <Facts
                facts={[
                  [t({ message: 'Company', context: 'the data controller' }), details.name],
                  [t`Tax number (NIF)`, details.taxId],
                  [t`Registered office`, details.address],
                  [
                    t({ message: 'Registration', context: 'entry in the Commercial Registry' }),
                    details.registry,
                  ],
                  [t`Privacy contact`, mail],
                ]}
              />
            </div>
          </PolicySection>

          <PolicySection id="scope">
            <p>
              <Trans>
                This policy applies to our public website, the Colla web app for brands, creators
                and administrators, and the Colla apps for iPhone and Android. Brands that collect
                personal data on their own channels, for example when a creator visits their shop,
                are responsible for it under their own privacy policies.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection id="data-we-collect">
            <p>
              <Trans>What we collect depends on how you use Colla.</Trans>
            </p>
            <div className="grid gap-4">
              <PolicyItem title={t`Everyone who visits`}>
                <p>
                  <Trans>
                    Technical data sent by your browser or app: IP address, browser and device type,
                    the pages you request and when, and the values listed under{' '}
                    <a href="#cookies" className="font-medium text-primary-700 underline">
                      Cookies and local storage
                    </a>
                    . If you write to us, we keep your message and email address.
                  </Trans>
                </p>
              </PolicyItem>
              <PolicyItem title={t({ message: 'Creators', context: 'privacy policy: whose data' })}>
                <p>
                  <Trans>
                    Your first and last name, email address and password (stored only as a secure
                    hash), profile photo, bio, city, Instagram and TikTok handles and follower
                    counts, and, if you add them, your gender, date of birth and interests. Brands
                    use these to decide whether a proposal fits you. We also keep your applications
                    and their messages, your deals and tasks, your chat messages and your calendar.
                  </Trans>
                </p>
              </PolicyItem>
              <PolicyItem title={t({ message: 'Brands', context: 'privacy policy: whose data' })}>
                <p>
                  <Trans>
                    The name and email address of each person who manages the brand, and their
                    password hash; the brand’s name, description, website, Instagram handle, city
                    and logo; your proposals and their images; your decisions on applications; your
                    deals, tasks, chat messages and media library; and, on a paid plan, your billing
                    details.
                  </Trans>
                </p>
              </PolicyItem>
              <PolicyItem title={t`On your devices`}>
                <p>
                  <Trans>
                    If you allow push notifications, the token or push subscription your phone or
                    browser gives us to deliver them, and the platform it belongs to.
                  </Trans>
                </p>
              </PolicyItem>
            </div>
          </PolicySection>

          <PolicySection id="purposes">
            <p>
              <Trans>
                We use personal data only for the purposes below. We do not sell it, and we do not
                make decisions about you by automated means that have legal or similarly significant
                effects.
              </Trans>
            </p>
            <div className="grid gap-4">
              {PURPOSES.map((purpose) => (
                <PolicyItem key={purpose.title.id} title={i18n._(purpose.title)}>
                  <Facts
                    facts={[
                      [t`Data used`, i18n._(purpose.data)],
                      [t`Legal basis`, purpose.basis],
                    ]}
                  />
                </PolicyItem>
              ))}
            </div>
          </PolicySection>

          <PolicySection id="retention">
            <div className="rounded-2xl border border-line bg-surface p-5">
              <Facts facts={RETENTION.map(([what, how]) => [i18n._(what), i18n._(how)])} />
            </div>
          </PolicySection>

          <PolicySection id="recipients">
            <ul className="grid list-disc gap-3 pl-5 text-muted marker:text-primary-700">
              <li>
                <Trans>
                  <strong className="text-ink">Other Colla users</strong>, only as far as the
                  marketplace needs: brands see the profile and message of creators who apply to
                  their proposals; creators see the brand and the proposal; both sides of a deal see
                  its tasks and chat.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong className="text-ink">Our hosting provider</strong>, which runs our servers
                  and database in data centres in the European Union.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong className="text-ink">Our email delivery provider</strong>, which sends
                  service emails such as password resets and invitations.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong className="text-ink">Push notification services</strong>: Apple Push
                  Notification service for iPhone, Firebase Cloud Messaging (Google) for Android,
                  and the push service of your browser’s maker for web notifications.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong className="text-ink">Professional advisers and authorities</strong>, such
                  as our accountants, lawyers, tax authorities, courts or the police, when the law
                  requires it or to defend legal claims.
                </Trans>
              </li>
            </ul>
            <p>
              <Trans>
                Our providers act as processors: they use the data only on our instructions, under
                contracts that meet Article 28 of the GDPR.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection id="transfers">
            <p>
              <Trans>
                We store Colla’s data in the European Union. Some providers, in particular email
                delivery and the push services of Apple and Google, may process data in the United
                States or other countries outside the European Economic Area. When they do, the
                transfer is covered by an adequacy decision of the European Commission (such as the
                EU–US Data Privacy Framework, for certified companies) or by the Standard
                Contractual Clauses adopted by the Commission. You can ask us for a copy of these
                safeguards.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection id="your-rights">
            <p>
              <Trans>
                Under the GDPR and Spain’s data protection law (LOPDGDD), you have the right to:
              </Trans>
            </p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {RIGHTS.map(([right, text]) => (
                <li
                  key={right.id}
                  className="grid content-start gap-1 rounded-2xl border border-line bg-surface p-4"
                >
                  <h3 className="font-semibold">{i18n._(right)}</h3>
                  <p className="text-sm">{i18n._(text)}</p>
                </li>
              ))}
            </ul>
            <p>
              <Trans>
                To exercise any of them, write to {mail} from the email address of your account, or
                tell us how we can confirm it is you. It is free, and we answer within one month
                (two more months for complex requests, in which case we tell you why).
              </Trans>
            </p>
            <p>
              <Trans>
                If you think we have not handled your data lawfully, you can complain to the Spanish
                supervisory authority, the{' '}
                <strong className="text-ink">Agencia Española de Protección de Datos (AEPD)</strong>
                , C/ Jorge Juan 6, 28001 Madrid,{' '}
                <Link href="https://www.aepd.es" external>
                  www.aepd.es
                </Link>
                , or to the authority of the EU country where you live or work. We would be glad to
                hear from you first.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection id="cookies">
            <p>
              <Trans>
                Colla uses one cookie and a few values in your browser’s storage, all strictly
                necessary to sign you in and keep your account secure. Under Article 22.2 of Spain’s
                LSSI they do not need your consent, so we do not show a cookie banner. We use no
                analytics or advertising cookies; if that ever changes, we will ask you first.
              </Trans>
            </p>
            <div className="grid gap-4">
              {STORAGE.map((item) => (
                <PolicyItem key={item.name} title={item.name} code>
                  <Facts facts={item.facts.map(([term, text]) => [i18n._(term), i18n._(text)])} />
                </PolicyItem>
              ))}
            </div>
            <p>
              <Trans>
                Signing out removes the values from your browser’s storage. You can also delete
                them, and the cookie, in your browser’s settings; you will then need to sign in
                again.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection id="security">
            <p>
              <Trans>
                Every connection to Colla is encrypted (HTTPS). Passwords are stored only as secure
                hashes. Each brand sees only its own proposals, applications and deals, and each
                creator only their own; our team’s access is limited to what their work needs, and
                support sessions are logged.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection id="children">
            <p>
              <Trans>
                Colla is for people aged 18 and over. We do not knowingly collect data from anyone
                younger; if you believe we have, write to us and we will delete it.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection id="changes">
            <p>
              <Trans>
                When we change this policy we update the date at the top. If a change matters for
                how we use your data, we tell you by email or in the app before it applies.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection id="contact">
            <p>
              <Trans>
                For anything about your privacy, write to {mail} or by post to {companyName},{' '}
                {companyAddress}.
              </Trans>
            </p>
          </PolicySection>
        </div>
      </SiteContainer>
    </SitePage>
  );
}
