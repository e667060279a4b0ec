import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { formatNumber } from '@colla/ui/lib/format';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Building2,
  CircleCheck,
  FileText,
  Handshake,
  Inbox,
  Percent,
  ShieldCheck,
  Sparkles,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
import type { ProposalStatus } from '@colla/ui/patterns/status-badge';
import type { ViewState } from '@colla/ui/lib/view-state';
import { DashboardFigure } from '../lib/dashboard-figure';
import { ViewStateBody } from '../lib/view-state-body';

export type AdminDashboardData = components['schemas']['AdminDashboard'];
export type AdminUserType = components['schemas']['UserType'];
export type AdminApplicationStatus = 'pending' | 'accepted' | 'rejected';
export type AdminDealStatus = 'active' | 'completed';

export const ADMIN_DASHBOARD_TITLE: MessageDescriptor = msg`Dashboard`;
export const ADMIN_DASHBOARD_LOAD_ERROR_HEADING: MessageDescriptor = msg`We couldn’t load the dashboard`;
export const ADMIN_DASHBOARD_FORBIDDEN_MESSAGE: MessageDescriptor = msg`The admin dashboard is for Colla administrators. Sign in with an admin account to see it.`;

/**
 * Where each figure leads: the app's list screens, filtered. Applications and deals have no admin
 * list in the spec, so those figures are links only when the app passes an href for them.
 */
export interface AdminDashboardHrefs {
  /** The users list, e.g. `(type) => type ? `/app/admin/users?type=${type}` : '/app/admin/users'`. */
  users: (type?: AdminUserType) => string;
  /** The proposals list, e.g. `(status) => `/app/admin/proposals?status=${status}``. */
  proposals: (status?: ProposalStatus) => string;
  applications?: (status?: AdminApplicationStatus) => string;
  deals?: (status?: AdminDealStatus) => string;
}

export type AdminDashboardState = ViewState<AdminDashboardData>;

export interface AdminDashboardLinks {
  hrefs: AdminDashboardHrefs;
  /** The signed-in admin's first name, for the greeting 'Hola, {firstName}'. */
  firstName?: string;
}

export type AdminDashboardViewProps = AdminDashboardLinks & { state: AdminDashboardState };

interface Figure {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  href?: string;
  /** A smaller note under the label. */
  note?: string;
}

interface Group {
  id: string;
  heading: string;
  figures: Figure[];
}

/** `0.595` as "59.5%" ("59,5 %" in Catalan and Spanish). */
export function formatAcceptanceRate(rate: number): string {
  return formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
}

/** The figures by group, in the active language (called while rendering). */
function groups(d: AdminDashboardData, hrefs: AdminDashboardHrefs): Group[] {
  const n = (value: number) => formatNumber(value);
  const { applications: app, deals } = hrefs;
  return [
    {
      id: 'users',
      heading: t`Users`,
      figures: [
        {
          id: 'brands',
          label: t`Brand users`,
          value: n(d.users.brands),
          icon: Building2,
          href: hrefs.users('brand'),
        },
        {
          id: 'creators',
          label: t`Creators`,
          value: n(d.users.creators),
          icon: Sparkles,
          href: hrefs.users('creator'),
        },
        {
          id: 'admins',
          label: t`Admins`,
          value: n(d.users.admins),
          icon: ShieldCheck,
          href: hrefs.users('admin'),
        },
        {
          id: 'new',
          label: t`New users this week`,
          value: n(d.users.new_this_week),
          icon: UserPlus,
          href: hrefs.users(),
        },
      ],
    },
    {
      id: 'proposals',
      heading: t`Proposals`,
      figures: [
        {
          id: 'active',
          label: t`Active proposals`,
          value: n(d.proposals.active),
          icon: FileText,
          href: hrefs.proposals('active'),
        },
        {
          id: 'draft',
          label: t`Draft proposals`,
          value: n(d.proposals.draft),
          icon: FileText,
          href: hrefs.proposals('draft'),
        },
        {
          id: 'inactive',
          label: t`Inactive proposals`,
          value: n(d.proposals.inactive),
          icon: FileText,
          href: hrefs.proposals('inactive'),
        },
      ],
    },
    {
      id: 'applications',
      heading: t`Applications`,
      figures: [
        {
          id: 'total',
          label: t`All applications`,
          value: n(d.applications.total),
          icon: Inbox,
          href: app?.(),
        },
        {
          id: 'pending',
          label: t`Pending applications`,
          value: n(d.applications.pending),
          icon: Inbox,
          href: app?.('pending'),
        },
        {
          id: 'accepted',
          label: t`Accepted applications`,
          value: n(d.applications.accepted),
          icon: CircleCheck,
          href: app?.('accepted'),
        },
        {
          id: 'rejected',
          label: t`Rejected applications`,
          value: n(d.applications.rejected),
          icon: Inbox,
          href: app?.('rejected'),
        },
        {
          id: 'rate',
          label: t`Acceptance rate`,
          value: formatAcceptanceRate(d.applications.acceptance_rate),
          icon: Percent,
          note: t`Accepted out of decided`,
        },
      ],
    },
    {
      id: 'deals',
      heading: t`Deals`,
      figures: [
        {
          id: 'active',
          label: t`Active deals`,
          value: n(d.deals.active),
          icon: Handshake,
          href: deals?.('active'),
        },
        {
          id: 'completed',
          label: t`Completed deals`,
          value: n(d.deals.completed),
          icon: CircleCheck,
          href: deals?.('completed'),
        },
      ],
    },
  ];
}

const figureClass =
  'flex h-full min-h-11 items-center gap-3 rounded-xl border border-line bg-surface p-4 shadow-xs';
const figureLinkClass = cn(
  figureClass,
  'transition-colors hover:border-primary-300 hover:bg-primary-50/40',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function FigureContent({ figure }: { figure: Figure }) {
  return (
    <DashboardFigure
      icon={figure.icon}
      value={figure.value}
      label={figure.label}
      note={figure.note}
      classNames={{
        icon: 'size-10 bg-primary-50',
        text: 'min-w-0',
        value: 'text-2xl',
        label: 'text-ink',
      }}
    />
  );
}

/** The admin's home: marketplace figures by group, each opening its (filtered) list. */
export function AdminDashboardView({ state, hrefs, firstName }: AdminDashboardViewProps) {
  // Subscribes to the language, so a change re-renders; `t` then reads the active one.
  const { i18n } = useLingui();
  const body = (
    <ViewStateBody
      state={state}
      loadingLabel={t`Loading the dashboard…`}
      skeleton={[4, 3, 5, 2].map((count, index) => (
        <div key={index} className="grid gap-3">
          <Skeleton className="h-5 w-28" />
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {Array.from({ length: count }, (_, item) => (
              <li key={item} className="rounded-xl border border-line bg-surface p-4">
                <Skeleton className="mb-2 h-7 w-12" />
                <Skeleton className="w-24" />
              </li>
            ))}
          </ul>
        </div>
      ))}
      forbiddenMessage={i18n._(ADMIN_DASHBOARD_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(ADMIN_DASHBOARD_LOAD_ERROR_HEADING)}
    >
      {(dashboard) => (
        <div className="grid gap-8">
          {groups(dashboard, hrefs).map((group) => (
            <section
              key={group.id}
              aria-labelledby={`admin-dashboard-${group.id}`}
              className="grid gap-3"
            >
              <h2 id={`admin-dashboard-${group.id}`} className="text-lg font-semibold text-ink">
                {group.heading}
              </h2>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
                {group.figures.map((figure) => (
                  <li key={figure.id}>
                    {figure.href ? (
                      renderLinkOrAnchor(
                        { href: figure.href, label: figure.label },
                        figureLinkClass,
                        <FigureContent figure={figure} />,
                      )
                    ) : (
                      <div className={figureClass}>
                        <FigureContent figure={figure} />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </ViewStateBody>
  );

  return (
    <div data-slot="admin-dashboard" className="grid gap-6">
      <PageHeader
        title={i18n._(ADMIN_DASHBOARD_TITLE)}
        description={
          firstName
            ? t`Hola, ${firstName}. Here is how the Colla marketplace is doing.`
            : t`How the Colla marketplace is doing: users, proposals, applications and deals.`
        }
      />
      {body}
    </div>
  );
}
