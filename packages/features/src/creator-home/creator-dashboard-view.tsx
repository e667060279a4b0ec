import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Handshake, ImageOff, Inbox, MessageCircle, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@colla/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@colla/ui/components/card';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate, formatMadridDate } from '@colla/ui/lib/format';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import type { ViewState } from '@colla/ui/lib/view-state';
import { TaskProgress } from '../deals/task-progress';
import { DashboardFigure } from '../lib/dashboard-figure';
import { ViewStateBody } from '../lib/view-state-body';

export type CreatorDashboardData = components['schemas']['CreatorDashboard'];
export type CreatorDealInProgress = components['schemas']['CreatorDealInProgress'];

export const CREATOR_DASHBOARD_LOAD_ERROR_HEADING: MessageDescriptor = msg`We couldn’t load your dashboard`;
export const CREATOR_DASHBOARD_FORBIDDEN_MESSAGE: MessageDescriptor = msg`This dashboard is for creator accounts. Sign in with your creator account to see it.`;
export const NO_DEALS_MESSAGE: MessageDescriptor = msg`When a brand accepts your application, the deal and its tasks show up here.`;
export const NO_APPLICATIONS_MESSAGE: MessageDescriptor = msg`No applications waiting for an answer.`;
export const NO_RECOMMENDATIONS_MESSAGE: MessageDescriptor = msg`Add your platform and interests to your profile and we will suggest proposals that fit you.`;

export type CreatorDashboardState = ViewState<CreatorDashboardData>;

export interface CreatorDashboardLinks {
  /** Browse proposals, e.g. `/app/creator/proposals`. */
  proposalsHref: string;
  /** The conversations, e.g. `/app/creator/chat`. */
  chatHref: string;
  /** Where the profile is completed, e.g. `/app/creator/settings`. */
  settingsHref: string;
  dealHref: (dealId: number) => string;
  proposalHref: (proposalId: number) => string;
}

export interface CreatorDashboardViewProps extends CreatorDashboardLinks {
  state: CreatorDashboardState;
  /** The creator's first name, for the greeting. */
  firstName?: string;
  /** Today in Barcelona (YYYY-MM-DD), to mark overdue tasks; injectable for stories. */
  today: string;
}

const cardLinkClass = cn(
  'group flex min-h-11 items-start gap-3 rounded-lg p-3 transition-colors hover:bg-stone-100',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function NextTask({ deal, today }: { deal: CreatorDealInProgress; today: string }) {
  const { t } = useLingui();
  const task = deal.next_task;
  if (!task)
    return (
      <span className="text-sm text-muted">
        <Trans>Nothing left for you to do</Trans>
      </span>
    );
  const overdue = task.due_date < today;
  const taskName = task.name;
  const dueDate = formatLongDate(task.due_date);
  return (
    <span className="text-sm text-ink">
      <Trans>
        Next: <span className="font-medium">{taskName}</span>
      </Trans>
      <span
        className={cn('block text-xs', overdue ? 'font-semibold text-danger-700' : 'text-muted')}
      >
        {overdue
          ? t`Overdue since ${dueDate}`
          : task.due_date === today
            ? t`Due today, ${dueDate}`
            : t`Due ${dueDate}`}
      </span>
    </span>
  );
}

/** A card of the dashboard: its heading, then its items (links) or what it says when empty. */
function Section<T extends { id: number }>({
  id,
  title,
  icon,
  action,
  items,
  empty,
  listClassName = '-mx-3 grid gap-1',
  item,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  items: readonly T[];
  empty: ReactNode;
  listClassName?: string;
  item: (item: T) => ReactNode;
}) {
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2 id={id} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-primary-700 [&_svg]:size-5">
                {icon}
              </span>
              {title}
            </h2>
          </CardTitle>
          {action}
        </CardHeader>
        <CardContent>
          {items.length === 0 ? (
            <p className="text-sm text-muted">{empty}</p>
          ) : (
            <ul className={listClassName}>
              {items.map((entry) => (
                <li key={entry.id}>{item(entry)}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

/**
 * The creator's home, phone first: deals in progress with the next task due, unread messages,
 * applications waiting for an answer, and proposals recommended for the creator's profile.
 */
export function CreatorDashboardView({
  state,
  firstName,
  today,
  proposalsHref,
  chatHref,
  settingsHref,
  dealHref,
  proposalHref,
}: CreatorDashboardViewProps) {
  const { i18n, t } = useLingui();
  const link = (href: string, label: string, className: string, children: ReactNode) =>
    renderLinkOrAnchor({ href, label }, className, children);
  const dealLabel = (proposalName: string, brandName: string) =>
    t`${proposalName} with ${brandName}`;
  const appliedLabel = (appliedDate: string) => t`Applied ${appliedDate}`;
  const dateRange = (start: string, end: string | null) => {
    const startDate = formatLongDate(start);
    const endDate = end ? formatLongDate(end) : '';
    return end ? t`${startDate} – ${endDate}` : t`From ${startDate}`;
  };
  const browse = link(
    proposalsHref,
    t`Browse proposals`,
    buttonVariants({ variant: 'outline', size: 'sm' }),
    <>
      <Trans>Browse proposals</Trans>
      <ArrowRight aria-hidden="true" className="size-4" />
    </>,
  );

  const body = (
    <ViewStateBody
      state={state}
      loadingLabel={t`Loading your dashboard…`}
      skeleton={
        <>
          <Skeleton shape="block" className="h-24" />
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton shape="block" className="h-48" />
            <Skeleton shape="block" className="h-48" />
          </div>
        </>
      }
      forbiddenMessage={i18n._(CREATOR_DASHBOARD_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(CREATOR_DASHBOARD_LOAD_ERROR_HEADING)}
    >
      {(dashboard) => {
        const unread = dashboard.unread_messages;
        return (
          <div className="grid gap-6">
            {link(
              chatHref,
              t`${plural(unread, { one: '# unread message', other: '# unread messages' })}`,
              cn(
                'flex min-h-11 items-center gap-4 rounded-xl border p-4 shadow-sm transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                unread > 0
                  ? 'border-primary-300 bg-primary-50 hover:bg-primary-100'
                  : 'border-line bg-surface hover:bg-stone-100',
              ),
              <>
                <DashboardFigure
                  icon={MessageCircle}
                  value={unread}
                  label={t`${plural(unread, { one: 'Unread message', other: 'Unread messages' })}`}
                  valueSlot="unread-messages"
                  classNames={{
                    icon: 'size-11 bg-surface',
                    value: 'text-2xl',
                    label: 'text-muted',
                  }}
                />
                <ArrowRight aria-hidden="true" className="ml-auto size-5 text-muted" />
              </>,
            )}

            <div className="grid gap-6 lg:grid-cols-2">
              <Section
                id="creator-deals"
                title={t`Deals in progress`}
                icon={<Handshake />}
                items={dashboard.deals_in_progress}
                empty={i18n._(NO_DEALS_MESSAGE)}
                item={(deal) =>
                  link(
                    dealHref(deal.id),
                    dealLabel(deal.proposal.name, deal.brand.name),
                    cardLinkClass,
                    <span className="grid min-w-0 flex-1 gap-2">
                      <span className="grid">
                        <span className="font-semibold text-ink group-hover:underline">
                          {deal.proposal.name}
                        </span>
                        <span className="text-sm text-muted">{deal.brand.name}</span>
                      </span>
                      <NextTask deal={deal} today={today} />
                      <TaskProgress tasks={deal.tasks} />
                    </span>,
                  )
                }
              />

              <Section
                id="creator-applications"
                title={t`Open applications`}
                icon={<Inbox />}
                items={dashboard.open_applications}
                empty={i18n._(NO_APPLICATIONS_MESSAGE)}
                item={(application) =>
                  link(
                    proposalHref(application.proposal.id),
                    application.proposal.name,
                    cardLinkClass,
                    <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
                      <span className="grid">
                        <span className="font-medium text-ink group-hover:underline">
                          {application.proposal.name}
                        </span>
                        <span className="text-xs text-muted">
                          {appliedLabel(formatMadridDate(application.created_at))}
                        </span>
                      </span>
                      <StatusBadge status={application.status} />
                    </span>,
                  )
                }
              />
            </div>

            <Section
              id="creator-recommended"
              title={t`Recommended for you`}
              icon={<Sparkles />}
              action={browse}
              items={dashboard.recommended_proposals}
              listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              empty={
                <>
                  {i18n._(NO_RECOMMENDATIONS_MESSAGE)}{' '}
                  {link(
                    settingsHref,
                    t`Complete your profile`,
                    'font-medium text-primary-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    t`Complete your profile`,
                  )}
                </>
              }
              item={(proposal) =>
                link(
                  proposalHref(proposal.id),
                  proposal.name,
                  cn(
                    'group grid h-full overflow-hidden rounded-xl border border-line bg-surface transition-colors hover:border-primary-300',
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  ),
                  <>
                    {proposal.image ? (
                      <img
                        src={proposal.image}
                        alt=""
                        loading="lazy"
                        className="aspect-[16/9] w-full bg-stone-100 object-cover"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex aspect-[16/9] w-full items-center justify-center bg-stone-100 text-muted"
                      >
                        <ImageOff className="size-6" />
                      </span>
                    )}
                    <span className="grid gap-1 p-3">
                      <span className="font-semibold text-ink group-hover:underline">
                        {proposal.name}
                      </span>
                      <span className="text-sm text-muted">{proposal.brand.name}</span>
                      {proposal.start_date && (
                        <span className="text-xs text-muted">
                          {dateRange(proposal.start_date, proposal.end_date)}
                        </span>
                      )}
                    </span>
                  </>,
                )
              }
            />
          </div>
        );
      }}
    </ViewStateBody>
  );

  return (
    <div data-slot="creator-dashboard" className="grid gap-6">
      <PageHeader
        title={firstName ? t`Hola, ${firstName}` : t`Dashboard`}
        description={t`Your deals, what is due next, and collaborations open to you.`}
      />
      {body}
    </div>
  );
}
