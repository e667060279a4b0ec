import { CheckCircle2, CircleDashed, Loader } from 'lucide-react';
import { Badge } from '@colla/ui/components/badge';
import { cn } from '@colla/ui/lib/cn';
import { i18n as activeI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CallToAction } from '../sections/call-to-action';
import { SiteContainer } from '../sections/section';
import { SitePage } from '../sections/site-page';
import type { SitePageProps } from '../sections/site-link';

export type MilestoneStatus = 'shipped' | 'in-progress' | 'next';

/** A milestone, in the catalog's words (`msg`). */
export interface Milestone {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The month it shipped or is planned for, `YYYY-MM`. */
  month: string;
}

export type Roadmap = Record<MilestoneStatus, readonly Milestone[]>;

export const ROADMAP: Roadmap = {
  shipped: [
    {
      month: '2026-02',
      title: msg`Proposals and applications`,
      description: msg`Brands publish collaboration proposals; creators browse them and apply with a short message.`,
    },
    {
      month: '2026-03',
      title: msg`Public launch in Barcelona`,
      description: msg`Colla opened to every brand and creator in the city, with public proposal pages anyone can share.`,
    },
    {
      month: '2026-04',
      title: msg`Deals with shared tasks`,
      description: msg`Accepting an application creates a deal with tasks for each side and their due dates.`,
    },
    {
      month: '2026-06',
      title: msg`iPhone and Android apps`,
      description: msg`The whole marketplace on your phone, with push notifications for applications and answers.`,
    },
    {
      month: '2026-07',
      title: msg`Media library for brands`,
      description: msg`The photos and videos from every collaboration, kept in one place.`,
    },
    {
      month: '2026-09',
      title: msg`Chat for every deal`,
      description: msg`Creators and brands talk inside each deal, and new messages arrive live.`,
    },
    {
      month: '2026-11',
      title: msg`Creator calendar`,
      description: msg`Task due dates, posting deadlines and deal dates, together in one calendar.`,
    },
  ],
  'in-progress': [
    {
      month: '2026-12',
      title: msg`Catalan and Spanish`,
      description: msg`Colla in the city’s two languages, alongside English.`,
    },
    {
      month: '2027-01',
      title: msg`Creator portfolios`,
      description: msg`A page for every creator with their best collaborations on Colla, to share with brands.`,
    },
    {
      month: '2027-02',
      title: msg`Reviews after each deal`,
      description: msg`Brands and creators rate each other once a deal is complete, so good work gets noticed.`,
    },
  ],
  next: [
    {
      month: '2027-04',
      title: msg`Team accounts for brands`,
      description: msg`Invite your manager, your chef or your social media person to the same brand account.`,
    },
    {
      month: '2027-05',
      title: msg`Lisbon launch`,
      description: msg`Our first city outside Spain, with a local team in Lisbon.`,
    },
    {
      month: '2027-07',
      title: msg`Paid collaborations`,
      description: msg`Brands can add a fee to a proposal and pay creators through Colla, with invoices for both sides.`,
    },
    {
      month: '2027-10',
      title: msg`Milan launch`,
      description: msg`Colla opens in Milan, starting with Isola, Navigli and NoLo.`,
    },
  ],
};

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2026-03" as "March 2026" in the active language ("març del 2026", "marzo de 2026"). A month
 * carries no time zone: it is read and written in UTC, so it never shifts.
 */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  const tag = !activeI18n.locale || activeI18n.locale === 'en' ? 'en-US' : activeI18n.locale;
  let format = monthFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(tag, format);
  }
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** "Shipped March 2026", "Expected …", "Planned for …": one sentence per column. */
function MilestoneDate({ status, month }: { status: MilestoneStatus; month: string }) {
  const time = <time dateTime={month}>{formatMonth(month)}</time>;
  if (status === 'shipped') return <Trans>Shipped {time}</Trans>;
  if (status === 'in-progress') return <Trans>Expected {time}</Trans>;
  return <Trans>Planned for {time}</Trans>;
}

const COLUMNS = [
  {
    status: 'shipped',
    title: msg`Shipped`,
    intro: msg`Live for every brand and creator on Colla.`,
    badge: 'success',
    icon: CheckCircle2,
    empty: msg`Nothing shipped yet.`,
    line: 'border-success-600',
  },
  {
    status: 'in-progress',
    title: msg`In progress`,
    intro: msg`Being built and tested with Barcelona brands and creators now.`,
    badge: 'warning',
    icon: Loader,
    empty: msg`Nothing in progress right now.`,
    line: 'border-warning-600',
  },
  {
    status: 'next',
    title: msg({ message: 'Next', context: 'roadmap: what comes after the current work' }),
    intro: msg`Planned for 2027; dates can move as we learn.`,
    badge: 'neutral',
    icon: CircleDashed,
    empty: msg`Nothing planned yet.`,
    line: 'border-line-strong border-dashed',
  },
] as const;

export type RoadmapPageProps = SitePageProps & {
  /** The milestones; Colla's own roadmap by default. */
  roadmap?: Roadmap;
  /** When the roadmap was last reviewed, `YYYY-MM-DD`. */
  updated?: string;
  /** Where "Join Colla" goes. */
  applyHref?: string;
};

/** The roadmap (/roadmap): shipped, in progress and next, with dated milestones. */
export function RoadmapPage({
  roadmap = ROADMAP,
  updated = '2026-11-21',
  applyHref = '/home#apply',
  className,
}: RoadmapPageProps) {
  const { t, i18n } = useLingui();
  return (
    <SitePage
      slot="roadmap-page"
      className={className}
      intro={{
        eyebrow: t`Roadmap`,
        title: t`What we have built, and what comes next`,
        description: t`Colla grows with the brands and creators who use it. Here is what has shipped, what we are building now and what is planned for 2027.`,
      }}
      updated={updated}
    >
      <SiteContainer className="grid gap-12 py-16 sm:py-20 lg:grid-cols-3 lg:gap-8">
        {COLUMNS.map((column) => {
          const Icon = column.icon;
          const milestones = roadmap[column.status];
          return (
            <section
              key={column.status}
              id={column.status}
              aria-labelledby={`${column.status}-title`}
              className="grid scroll-mt-20 content-start gap-6"
            >
              <div className="grid gap-2">
                <h2
                  id={`${column.status}-title`}
                  className="flex items-center gap-2 text-2xl font-bold"
                >
                  <Icon aria-hidden="true" className="size-6 text-muted" />
                  {i18n._(column.title)}
                </h2>
                <p className="text-muted lg:min-h-12">{i18n._(column.intro)}</p>
              </div>
              {milestones.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-line-strong p-5 text-muted">
                  {i18n._(column.empty)}
                </p>
              ) : (
                <ol className={cn('grid gap-5 border-l-2 pl-5', column.line)}>
                  {milestones.map((milestone) => (
                    <li
                      key={milestone.title.id}
                      className="grid gap-2 rounded-2xl border border-line bg-surface p-5 shadow-xs"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="text-sm font-medium text-muted">
                          <MilestoneDate status={column.status} month={milestone.month} />
                        </p>
                        <Badge variant={column.badge}>{i18n._(column.title)}</Badge>
                      </div>
                      <h3 className="text-lg font-semibold">{i18n._(milestone.title)}</h3>
                      <p className="text-pretty text-muted">{i18n._(milestone.description)}</p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })}
      </SiteContainer>

      <CallToAction
        id="shape-it"
        title={t`Help us decide what comes next`}
        description={t`The roadmap follows what brands and creators ask for. Join Colla and tell us what would make your collaborations easier.`}
        links={[{ label: t`Join Colla`, href: applyHref }]}
      />
    </SitePage>
  );
}
