import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CalendarClock,
  CircleCheck,
  FileText,
  Handshake,
  Inbox,
  MessageCircle,
  Plus,
  UserCheck,
  UserPlus,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { buttonVariants } from '@colla/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@colla/ui/components/card';
import { EmptyState } from '@colla/ui/components/empty-state';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
import type { ViewState } from '@colla/ui/lib/view-state';
import { DashboardFigure } from '../lib/dashboard-figure';
import { ViewStateBody } from '../lib/view-state-body';
import { formatMadridTimestamp } from './format-timestamp';

export type BrandDashboardData = components['schemas']['BrandDashboard'];
export type BrandActivity = components['schemas']['BrandActivity'];
export type BrandActivityType = BrandActivity['type'];

export const BRAND_DASHBOARD_TITLE: MessageDescriptor = msg`Dashboard`;
export const BRAND_DASHBOARD_LOAD_ERROR_HEADING: MessageDescriptor = msg`We couldn’t load your dashboard`;
export const BRAND_DASHBOARD_FORBIDDEN_MESSAGE: MessageDescriptor = msg`This dashboard is for brand accounts. Sign in with your brand account to see it.`;
export const NEW_PROPOSAL_LABEL: MessageDescriptor = msg`Create proposal`;

/** Where each figure leads. */
export interface BrandDashboardHrefs {
  /** The proposals list, e.g. filtered to active ones: `/app/brand/proposals?status=active`. */
  activeProposals: string;
  /** Where pending applications are reviewed, e.g. the proposals list. */
  pendingApplications: string;
  /** The deals list. */
  dealsInProgress: string;
  /** Where this week's tasks are, e.g. the deals list. */
  tasksDueThisWeek: string;
}

export type BrandDashboardState = ViewState<BrandDashboardData>;

export interface BrandDashboardLinks {
  hrefs: BrandDashboardHrefs;
  /** Where "Create proposal" goes, e.g. `/app/brand/proposals/create`. */
  newProposalHref: string;
  /** Maps an activity item to its screen; by default the portal path the server gives (`link`). */
  activityHref?: (activity: BrandActivity) => string;
}

export type BrandDashboardViewProps = BrandDashboardLinks & { state: BrandDashboardState };

interface Figure {
  key: keyof BrandDashboardHrefs;
  value: (dashboard: BrandDashboardData) => number;
  label: MessageDescriptor;
  icon: LucideIcon;
}

const FIGURES: readonly Figure[] = [
  {
    key: 'activeProposals',
    value: (d) => d.active_proposals,
    label: msg`Active proposals`,
    icon: FileText,
  },
  {
    key: 'pendingApplications',
    value: (d) => d.pending_applications,
    label: msg`Pending applications`,
    icon: Inbox,
  },
  {
    key: 'dealsInProgress',
    value: (d) => d.deals_in_progress,
    label: msg`Deals in progress`,
    icon: Handshake,
  },
  {
    key: 'tasksDueThisWeek',
    value: (d) => d.tasks_due_this_week,
    label: msg`Tasks due this week`,
    icon: CalendarClock,
  },
];

const ACTIVITY_ICONS: Record<BrandActivityType, LucideIcon> = {
  application_received: UserPlus,
  application_accepted: UserCheck,
  application_rejected: UserX,
  task_completed: CircleCheck,
  message_received: MessageCircle,
};

const figureLinkClass = cn(
  'group flex h-full min-h-11 items-center gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm transition-colors sm:p-5',
  'hover:border-primary-300 hover:bg-primary-50/40',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

const activityLinkClass = cn(
  'flex min-h-11 items-start gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-stone-100',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function isEmpty(dashboard: BrandDashboardData): boolean {
  return (
    dashboard.recent_activity.length === 0 &&
    FIGURES.every((figure) => figure.value(dashboard) === 0)
  );
}

/** The brand's home: four figures, each opening its screen, and the latest activity. */
export function BrandDashboardView({
  state,
  hrefs,
  newProposalHref,
  activityHref = (activity) => activity.link,
}: BrandDashboardViewProps) {
  const { i18n, t } = useLingui();
  const newProposalLabel = i18n._(NEW_PROPOSAL_LABEL);
  const newProposal = renderLinkOrAnchor(
    { href: newProposalHref, label: newProposalLabel },
    buttonVariants(),
    <>
      <Plus aria-hidden="true" className="size-4" />
      {newProposalLabel}
    </>,
  );

  const body = (
    <ViewStateBody
      state={state}
      loadingLabel={t`Loading your dashboard…`}
      skeleton={
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FIGURES.map((figure) => (
              <li key={figure.key} className="rounded-xl border border-line bg-surface p-5">
                <Skeleton className="mb-3 h-8 w-12" />
                <Skeleton className="w-32" />
              </li>
            ))}
          </ul>
          <Skeleton shape="block" className="h-48" />
        </>
      }
      forbiddenMessage={i18n._(BRAND_DASHBOARD_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(BRAND_DASHBOARD_LOAD_ERROR_HEADING)}
    >
      {(dashboard) => (
        <div className="grid gap-6">
          {isEmpty(dashboard) && (
            <EmptyState
              icon={<FileText aria-hidden="true" />}
              title={t`Welcome to Colla`}
              description={t`Publish a proposal and Barcelona creators can apply to work with your brand. Applications, deals and tasks will show up here.`}
              action={newProposal}
            />
          )}
          <section aria-labelledby="brand-dashboard-figures">
            <h2 id="brand-dashboard-figures" className="sr-only">
              <Trans>At a glance</Trans>
            </h2>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {FIGURES.map(({ key, value, label: labelMessage, icon: Icon }) => {
                const label = i18n._(labelMessage);
                return (
                  <li key={key}>
                    {renderLinkOrAnchor(
                      { href: hrefs[key], label },
                      figureLinkClass,
                      <DashboardFigure
                        icon={Icon}
                        value={value(dashboard)}
                        label={label}
                        valueSlot="figure-value"
                        classNames={{
                          icon: 'size-11 bg-primary-50',
                          value: 'text-3xl',
                          label: 'text-muted group-hover:text-ink',
                        }}
                      />,
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <Card asChild>
            <section aria-labelledby="brand-dashboard-activity">
              <CardHeader>
                <CardTitle asChild>
                  <h2 id="brand-dashboard-activity">
                    <Trans>Latest activity</Trans>
                  </h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                {dashboard.recent_activity.length === 0 ? (
                  <p className="text-sm text-muted">
                    <Trans>
                      Nothing yet. New applications, messages and completed tasks will appear here.
                    </Trans>
                  </p>
                ) : (
                  <ul className="-mx-2 grid divide-y divide-line">
                    {dashboard.recent_activity.map((activity, index) => {
                      const Icon = ACTIVITY_ICONS[activity.type];
                      return (
                        <li key={`${activity.created_at}-${index}`}>
                          {renderLinkOrAnchor(
                            { href: activityHref(activity), label: activity.description },
                            activityLinkClass,
                            <>
                              <Icon
                                aria-hidden="true"
                                className="mt-0.5 size-5 shrink-0 text-primary-700"
                              />
                              <span className="grid gap-0.5">
                                <span className="text-sm font-medium text-ink">
                                  {activity.description}
                                </span>
                                <time dateTime={activity.created_at} className="text-xs text-muted">
                                  {formatMadridTimestamp(activity.created_at)}
                                </time>
                              </span>
                            </>,
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </CardContent>
            </section>
          </Card>
        </div>
      )}
    </ViewStateBody>
  );

  const showAction = state.status === 'success' && !isEmpty(state.data);
  return (
    <div data-slot="brand-dashboard" className="grid gap-6">
      <PageHeader
        title={i18n._(BRAND_DASHBOARD_TITLE)}
        description={t`Your proposals, applications and deals at a glance.`}
        actions={showAction ? newProposal : undefined}
      />
      {body}
    </div>
  );
}
