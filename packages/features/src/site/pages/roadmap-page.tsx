import { CheckCircle2, CircleDashed, Loader } from 'lucide-react';
import { Badge } from '@colla/ui/components/badge';
import { cn } from '@colla/ui/lib/cn';
import { CallToAction } from '../sections/call-to-action';
import { SiteContainer } from '../sections/section';
import { SitePage } from '../sections/site-page';
import type { SitePageProps } from '../sections/site-link';

export type MilestoneStatus = 'shipped' | 'in-progress' | 'next';

export interface Milestone {
  title: string;
  description: string;
  /** The month it shipped or is planned for, `YYYY-MM`. */
  month: string;
}

export type Roadmap = Record<MilestoneStatus, readonly Milestone[]>;

export const ROADMAP: Roadmap = {
  shipped: [
    {
      month: '2026-02',
      title: 'Proposals and applications',
      description:
        'Brands publish collaboration proposals; creators browse them and apply with a short message.',
    },
    {
      month: '2026-03',
      title: 'Public launch in Barcelona',
      description:
        'Colla opened to every brand and creator in the city, with public proposal pages anyone can share.',
    },
    {
      month: '2026-04',
      title: 'Deals with shared tasks',
      description:
        'Accepting an application creates a deal with tasks for each side and their due dates.',
    },
    {
      month: '2026-06',
      title: 'iPhone and Android apps',
      description:
        'The whole marketplace on your phone, with push notifications for applications and answers.',
    },
    {
      month: '2026-07',
      title: 'Media library for brands',
      description: 'The photos and videos from every collaboration, kept in one place.',
    },
    {
      month: '2026-09',
      title: 'Chat for every deal',
      description: 'Creators and brands talk inside each deal, and new messages arrive live.',
    },
    {
      month: '2026-11',
      title: 'Creator calendar',
      description: 'Task due dates, posting deadlines and deal dates, together in one calendar.',
    },
  ],
  'in-progress': [
    {
      month: '2026-12',
      title: 'Catalan and Spanish',
      description: 'Colla in the city’s two languages, alongside English.',
    },
    {
      month: '2027-01',
      title: 'Creator portfolios',
      description:
        'A page for every creator with their best collaborations on Colla, to share with brands.',
    },
    {
      month: '2027-02',
      title: 'Reviews after each deal',
      description:
        'Brands and creators rate each other once a deal is complete, so good work gets noticed.',
    },
  ],
  next: [
    {
      month: '2027-04',
      title: 'Team accounts for brands',
      description:
        'Invite your manager, your chef or your social media person to the same brand account.',
    },
    {
      month: '2027-05',
      title: 'Lisbon launch',
      description: 'Our first city outside Spain, with a local team in Lisbon.',
    },
    {
      month: '2027-07',
      title: 'Paid collaborations',
      description:
        'Brands can add a fee to a proposal and pay creators through Colla, with invoices for both sides.',
    },
    {
      month: '2027-10',
      title: 'Milan launch',
      description: 'Colla opens in Milan, starting with Isola, Navigli and NoLo.',
    },
  ],
};

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03" as "March 2026". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

const COLUMNS = [
  {
    status: 'shipped',
    title: 'Shipped',
    intro: 'Live for every brand and creator on Colla.',
    badge: 'success',
    icon: CheckCircle2,
    datePrefix: 'Shipped',
    empty: 'Nothing shipped yet.',
    line: 'border-success-600',
  },
  {
    status: 'in-progress',
    title: 'In progress',
    intro: 'Being built and tested with Barcelona brands and creators now.',
    badge: 'warning',
    icon: Loader,
    datePrefix: 'Expected',
    empty: 'Nothing in progress right now.',
    line: 'border-warning-600',
  },
  {
    status: 'next',
    title: 'Next',
    intro: 'Planned for 2027; dates can move as we learn.',
    badge: 'neutral',
    icon: CircleDashed,
    datePrefix: 'Planned for',
    empty: 'Nothing planned yet.',
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
  return (
    <SitePage
      slot="roadmap-page"
      className={className}
      intro={{
        eyebrow: 'Roadmap',
        title: 'What we have built, and what comes next',
        description:
          'Colla grows with the brands and creators who use it. Here is what has shipped, what we are building now and what is planned for 2027.',
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
                  {column.title}
                </h2>
                <p className="text-muted lg:min-h-12">{column.intro}</p>
              </div>
              {milestones.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-line-strong p-5 text-muted">
                  {column.empty}
                </p>
              ) : (
                <ol className={cn('grid gap-5 border-l-2 pl-5', column.line)}>
                  {milestones.map((milestone) => (
                    <li
                      key={milestone.title}
                      className="grid gap-2 rounded-2xl border border-line bg-surface p-5 shadow-xs"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="text-sm font-medium text-muted">
                          {column.datePrefix}{' '}
                          <time dateTime={milestone.month}>{formatMonth(milestone.month)}</time>
                        </p>
                        <Badge variant={column.badge}>{column.title}</Badge>
                      </div>
                      <h3 className="text-lg font-semibold">{milestone.title}</h3>
                      <p className="text-pretty text-muted">{milestone.description}</p>
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
        title="Help us decide what comes next"
        description="The roadmap follows what brands and creators ask for. Join Colla and tell us what would make your collaborations easier."
        links={[{ label: 'Join Colla', href: applyHref }]}
      />
    </SitePage>
  );
}
