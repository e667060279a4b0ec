import type { components } from '@colla/api-client';
import {
  Building2,
  FileText,
  Handshake,
  Inbox,
  UserCheck,
  UserRoundCog,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Avatar } from '@colla/ui/components/avatar';
import { Badge } from '@colla/ui/components/badge';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate, formatMadridDate, formatMadridTimestamp } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import { ViewStateBody } from '../lib/view-state-body';
import { ADMIN_USERS_FORBIDDEN_MESSAGE, UserStatusBadge } from './admin-users-list-view';
import { USER_TYPE_LABELS } from './invite-user-dialog';

export type AdminUserDetail = components['schemas']['AdminUserDetail'];
export type ImpersonationResponse = components['schemas']['ImpersonationResponse'];
type DealStatus = components['schemas']['DealStatus'];

export const ADMIN_USER_LOAD_ERROR_HEADING = 'We couldn’t load this user';
export const ADMIN_USER_NOT_FOUND_HEADING = 'User not found';
export const ADMIN_USER_NOT_FOUND_MESSAGE =
  'This user does not exist, or their account was removed. Go back to the list to find them.';
/** The same words as the users list: one user is managed like all of them. */
export const ADMIN_USER_FORBIDDEN_MESSAGE = ADMIN_USERS_FORBIDDEN_MESSAGE;
export const IMPERSONATE_LABEL = 'Impersonate';
export const DISABLE_USER_LABEL = 'Disable user';
export const ENABLE_USER_LABEL = 'Enable user';

const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export type AdminUserState = ViewState<AdminUserDetail>;

export interface AdminUserLinks {
  /** The users list, for the back link, e.g. `/app/admin/users`. */
  usersHref: string;
  /** An admin proposal page, e.g. `(id) => `/app/admin/proposals/${id}``. */
  proposalHref: (id: number) => string;
  /** A deal's page, e.g. `(id) => `/app/deals/${id}``. */
  dealHref: (id: number) => string;
  /** A brand's edit page; without it brand names are plain text. */
  brandHref?: (id: number) => string;
}

export type AdminUserViewProps = AdminUserLinks & {
  state: AdminUserState;
  /**
   * Sets the user's status. The confirm dialog waits for the promise: it closes when it resolves
   * and shows the rejection's message (the server's words) when it fails.
   */
  onSetStatus: (status: 'active' | 'disabled') => Promise<unknown>;
  /** Impersonates the user; same promise contract as `onSetStatus`. */
  onImpersonate: () => Promise<unknown>;
  /** A line under the header, e.g. after the status changed. */
  notice?: ReactNode;
};

function tasksDone(tasks: readonly { brand_completed: boolean; creator_completed: boolean }[]) {
  const done = tasks.filter((task) => task.brand_completed && task.creator_completed).length;
  return `${done} of ${tasks.length} tasks completed`;
}

const rowLinkClass = cn(
  'rounded-sm font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function Section({
  id,
  title,
  icon,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-ink">
        {icon}
        {title}
        <span className="text-sm font-normal text-muted">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-2">{children}</ul>
      )}
    </section>
  );
}

const itemClass =
  'grid gap-1 rounded-xl border border-line bg-surface p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-4';

/** A related record: its link and badge (with a line `under` them), then more about it. */
function Item({
  title,
  under,
  detail,
}: {
  title: ReactNode;
  under?: ReactNode;
  detail: ReactNode;
}) {
  const heading = <span className="flex flex-wrap items-center gap-2">{title}</span>;
  return (
    <li className={itemClass}>
      {under ? (
        <span className="grid gap-1">
          {heading}
          {under}
        </span>
      ) : (
        heading
      )}
      {detail}
    </li>
  );
}

function Related({
  user,
  proposalHref,
  dealHref,
  brandHref,
}: { user: AdminUserDetail } & Omit<AdminUserLinks, 'usersHref'>) {
  const link = (href: string, label: string) =>
    renderLinkOrAnchor({ href, label }, rowLinkClass, label);
  const sections = [
    {
      id: 'brands',
      title: 'Brands',
      icon: Building2,
      shown: user.type === 'brand',
      empty: 'This user manages no brand yet.',
      items: user.brands.map((brand) => (
        <li key={brand.id} className={itemClass}>
          <span>{brandHref ? link(brandHref(brand.id), brand.name) : brand.name}</span>
        </li>
      )),
    },
    {
      id: 'proposals',
      title: 'Proposals',
      icon: FileText,
      shown: user.type === 'brand',
      empty: 'No proposals created yet.',
      items: user.proposals.map((proposal) => (
        <Item
          key={proposal.id}
          title={
            <>
              {link(proposalHref(proposal.id), proposal.name)}
              <StatusBadge status={proposal.status} />
            </>
          }
          detail={
            <span className="text-muted">
              {proposal.brand.name}
              {proposal.start_date && ` · from ${formatLongDate(proposal.start_date)}`}
            </span>
          }
        />
      )),
    },
    {
      id: 'applications',
      title: 'Applications',
      icon: Inbox,
      shown: user.type === 'creator',
      empty: 'No applications sent yet.',
      items: user.applications.map((application) => (
        <Item
          key={application.id}
          title={
            <>
              {link(proposalHref(application.proposal.id), application.proposal.name)}
              <StatusBadge status={application.status} />
            </>
          }
          detail={
            <span className="flex flex-wrap items-center gap-x-3 text-muted">
              Applied {formatMadridDate(application.created_at)}
              {application.deal &&
                renderLinkOrAnchor(
                  { href: dealHref(application.deal.id), label: 'View deal' },
                  cn(rowLinkClass, 'text-primary-700'),
                  <>
                    View deal<span className="sr-only"> for {application.proposal.name}</span>
                  </>,
                )}
            </span>
          }
        />
      )),
    },
    {
      id: 'deals',
      title: 'Deals',
      icon: Handshake,
      shown: user.type !== 'admin',
      empty: 'No deals yet.',
      items: user.deals.map((deal) => (
        <Item
          key={deal.id}
          title={
            <>
              {link(dealHref(deal.id), deal.proposal.name)}
              <Badge variant={deal.status === 'active' ? 'primary' : 'neutral'}>
                {DEAL_STATUS_LABELS[deal.status]}
              </Badge>
            </>
          }
          under={
            <span className="text-muted">
              {deal.brand.name} with {deal.creator.name}
            </span>
          }
          detail={
            <span className="text-muted sm:text-end">
              {tasksDone(deal.tasks)}
              {deal.next_due_date && (
                <>
                  <br />
                  Next due {formatLongDate(deal.next_due_date)}
                </>
              )}
            </span>
          }
        />
      )),
    },
  ].filter((section) => section.shown || section.items.length > 0);
  if (sections.length === 0)
    return (
      <p className="text-sm text-muted">
        Admins have no brands, proposals, applications or deals of their own.
      </p>
    );
  return (
    <div className="grid gap-8">
      {sections.map(({ id, title, icon: Icon, empty, items }) => (
        <Section
          key={id}
          id={`admin-user-${id}`}
          title={title}
          icon={<Icon aria-hidden="true" className="size-5 text-muted" />}
          count={items.length}
          empty={empty}
        >
          {items}
        </Section>
      ))}
    </div>
  );
}

/** One user as admins see them: profile, related records, disable/enable and impersonate. */
export function AdminUserView({
  state,
  onSetStatus,
  onImpersonate,
  notice,
  usersHref,
  ...links
}: AdminUserViewProps) {
  const back = { href: usersHref, label: 'Back to users' };
  return (
    <div data-slot="admin-user" className="grid gap-6">
      {state.status !== 'success' && <PageHeader title="User" back={back} />}
      <ViewStateBody
        state={state}
        loadingLabel="Loading the user…"
        loadingClassName="gap-4"
        skeleton={
          <>
            <div className="flex items-center gap-4">
              <Skeleton shape="circle" className="size-14" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-6 w-48" />
                <Skeleton className="w-64" />
              </div>
            </div>
            <Skeleton shape="block" className="h-40" />
          </>
        }
        forbiddenMessage={ADMIN_USER_FORBIDDEN_MESSAGE}
        errorHeading={ADMIN_USER_LOAD_ERROR_HEADING}
        notFound={{ heading: ADMIN_USER_NOT_FOUND_HEADING, message: ADMIN_USER_NOT_FOUND_MESSAGE }}
      >
        {(user) => (
          <User
            user={user}
            back={back}
            onSetStatus={onSetStatus}
            onImpersonate={onImpersonate}
            notice={notice}
            {...links}
          />
        )}
      </ViewStateBody>
    </div>
  );
}

/** A loaded user: the header with its actions, the profile and the related records. */
function User({
  user,
  back,
  onSetStatus,
  onImpersonate,
  notice,
  ...links
}: Omit<AdminUserViewProps, 'state' | 'usersHref'> & {
  user: AdminUserDetail;
  back: { href: string; label: string };
}) {
  const disabled = user.status === 'disabled';
  const actions = (
    <>
      <ConfirmDialog
        title={`Impersonate ${user.name}?`}
        message={`You will use Colla as ${user.name} sees it, and act on their behalf, until you exit impersonation. Your admin session is kept so you can come back.`}
        confirmLabel={IMPERSONATE_LABEL}
        onConfirm={onImpersonate}
        trigger={
          <Button variant="outline">
            <UserRoundCog aria-hidden="true" className="size-4" />
            {IMPERSONATE_LABEL}
          </Button>
        }
      />
      {disabled ? (
        <ConfirmDialog
          title={`Enable ${user.name}?`}
          message={`${user.name} will be able to sign in to Colla again.`}
          confirmLabel={ENABLE_USER_LABEL}
          onConfirm={() => onSetStatus('active')}
          trigger={
            <Button variant="outline">
              <UserCheck aria-hidden="true" className="size-4" />
              {ENABLE_USER_LABEL}
            </Button>
          }
        />
      ) : (
        <ConfirmDialog
          destructive
          title={`Disable ${user.name}?`}
          message={`${user.name} will be signed out everywhere (all their sessions and app tokens are revoked) and will not be able to sign in until you enable the account again.`}
          confirmLabel={DISABLE_USER_LABEL}
          onConfirm={() => onSetStatus('disabled')}
          trigger={
            <Button variant="danger">
              <UserX aria-hidden="true" className="size-4" />
              {DISABLE_USER_LABEL}
            </Button>
          }
        />
      )}
    </>
  );

  return (
    <>
      <PageHeader title={user.name} description={user.email} back={back} actions={actions} />
      {notice}
      {disabled && (
        <Alert variant="warning">This account is disabled: {user.first_name} cannot sign in.</Alert>
      )}
      <section
        aria-label="Profile"
        className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:p-5"
      >
        <Avatar
          decorative
          size="lg"
          firstName={user.first_name}
          lastName={user.last_name}
          src={user.avatar_path}
        />
        <dl className="grid flex-1 grid-cols-1 gap-3 text-sm sm:grid-cols-4">
          <div className="grid gap-1">
            <dt className="text-muted">Type</dt>
            <dd>
              <Badge variant="outline">{USER_TYPE_LABELS[user.type]}</Badge>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted">Status</dt>
            <dd>
              <UserStatusBadge status={user.status} />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted">Joined</dt>
            <dd className="text-ink">{formatMadridDate(user.created_at)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted">Last sign-in</dt>
            <dd className="text-ink">
              {user.last_login_at ? formatMadridTimestamp(user.last_login_at) : 'Never'}
            </dd>
          </div>
        </dl>
      </section>
      <Related user={user} {...links} />
    </>
  );
}
