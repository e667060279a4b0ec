import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export const ADMIN_USER_LOAD_ERROR_HEADING = msg`We couldn’t load this user`;
export const ADMIN_USER_NOT_FOUND_HEADING = msg`User not found`;
export const ADMIN_USER_NOT_FOUND_MESSAGE = msg`This user does not exist, or their account was removed. Go back to the list to find them.`;
/** The same words as the users list: one user is managed like all of them. */
export const ADMIN_USER_FORBIDDEN_MESSAGE = ADMIN_USERS_FORBIDDEN_MESSAGE;
export const IMPERSONATE_LABEL = msg`Impersonate`;
export const DISABLE_USER_LABEL = msg`Disable user`;
export const ENABLE_USER_LABEL = msg`Enable user`;

/** A deal's status (una col·laboració / una colaboración: feminine). */
const DEAL_STATUS_LABELS: Record<DealStatus, MessageDescriptor> = {
  active: msg`Active`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
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
  const { i18n, t } = useLingui();
  const link = (href: string, label: string) =>
    renderLinkOrAnchor({ href, label }, rowLinkClass, label);
  /** "2 of 3 tasks completed": a task counts when both sides completed it. */
  const tasksDone = (
    tasks: readonly { brand_completed: boolean; creator_completed: boolean }[],
  ) => {
    const done = tasks.filter((task) => task.brand_completed && task.creator_completed).length;
    const total = tasks.length;
    return t`${plural(total, { one: `${done} of # tasks completed`, other: `${done} of # tasks completed` })}`;
  };
  /** The proposal's brand, and when it starts if it has a start date. */
  const proposalDetail = (proposal: AdminUserDetail['proposals'][number]) => {
    const brandName = proposal.brand.name;
    if (!proposal.start_date) return brandName;
    const startDate = formatLongDate(proposal.start_date);
    return t`${brandName} · from ${startDate}`;
  };
  const sections = [
    {
      id: 'brands',
      title: t`Brands`,
      icon: Building2,
      shown: user.type === 'brand',
      empty: t`This user manages no brand yet.`,
      items: user.brands.map((brand) => (
        <li key={brand.id} className={itemClass}>
          <span>{brandHref ? link(brandHref(brand.id), brand.name) : brand.name}</span>
        </li>
      )),
    },
    {
      id: 'proposals',
      title: t`Proposals`,
      icon: FileText,
      shown: user.type === 'brand',
      empty: t`No proposals created yet.`,
      items: user.proposals.map((proposal) => (
        <Item
          key={proposal.id}
          title={
            <>
              {link(proposalHref(proposal.id), proposal.name)}
              <StatusBadge status={proposal.status} />
            </>
          }
          detail={<span className="text-muted">{proposalDetail(proposal)}</span>}
        />
      )),
    },
    {
      id: 'applications',
      title: t`Applications`,
      icon: Inbox,
      shown: user.type === 'creator',
      empty: t`No applications sent yet.`,
      items: user.applications.map((application) => {
        const appliedDate = formatMadridDate(application.created_at);
        const proposalName = application.proposal.name;
        return (
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
                <Trans>Applied {appliedDate}</Trans>
                {application.deal &&
                  renderLinkOrAnchor(
                    { href: dealHref(application.deal.id), label: t`View deal` },
                    cn(rowLinkClass, 'text-primary-700'),
                    <Trans>
                      View deal<span className="sr-only"> for {proposalName}</span>
                    </Trans>,
                  )}
              </span>
            }
          />
        );
      }),
    },
    {
      id: 'deals',
      title: t`Deals`,
      icon: Handshake,
      shown: user.type !== 'admin',
      empty: t`No deals yet.`,
      items: user.deals.map((deal) => {
        const brandName = deal.brand.name;
        const creatorName = deal.creator.name;
        const nextDue = deal.next_due_date && formatLongDate(deal.next_due_date);
        return (
          <Item
            key={deal.id}
            title={
              <>
                {link(dealHref(deal.id), deal.proposal.name)}
                <Badge variant={deal.status === 'active' ? 'primary' : 'neutral'}>
                  {i18n._(DEAL_STATUS_LABELS[deal.status])}
                </Badge>
              </>
            }
            under={
              <span className="text-muted">
                <Trans>
                  {brandName} with {creatorName}
                </Trans>
              </span>
            }
            detail={
              <span className="text-muted sm:text-end">
                {tasksDone(deal.tasks)}
                {nextDue && (
                  <>
                    <br />
                    <Trans>Next due {nextDue}</Trans>
                  </>
                )}
              </span>
            }
          />
        );
      }),
    },
  ].filter((section) => section.shown || section.items.length > 0);
  if (sections.length === 0)
    return (
      <p className="text-sm text-muted">
        <Trans>Admins have no brands, proposals, applications or deals of their own.</Trans>
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
  const { i18n, t } = useLingui();
  const back = { href: usersHref, label: t`Back to users` };
  return (
    <div data-slot="admin-user" className="grid gap-6">
      {state.status !== 'success' && <PageHeader title={t`User`} back={back} />}
      <ViewStateBody
        state={state}
        loadingLabel={t`Loading the user…`}
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
        forbiddenMessage={i18n._(ADMIN_USER_FORBIDDEN_MESSAGE)}
        errorHeading={i18n._(ADMIN_USER_LOAD_ERROR_HEADING)}
        notFound={{
          heading: i18n._(ADMIN_USER_NOT_FOUND_HEADING),
          message: i18n._(ADMIN_USER_NOT_FOUND_MESSAGE),
        }}
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
  const { i18n, t } = useLingui();
  const disabled = user.status === 'disabled';
  const userName = user.name;
  const firstName = user.first_name;
  const impersonateLabel = i18n._(IMPERSONATE_LABEL);
  const enableLabel = i18n._(ENABLE_USER_LABEL);
  const disableLabel = i18n._(DISABLE_USER_LABEL);
  const actions = (
    <>
      <ConfirmDialog
        title={t`Impersonate ${userName}?`}
        message={t`You will use Colla as ${userName} sees it, and act on their behalf, until you exit impersonation. Your admin session is kept so you can come back.`}
        confirmLabel={impersonateLabel}
        onConfirm={onImpersonate}
        trigger={
          <Button variant="outline">
            <UserRoundCog aria-hidden="true" className="size-4" />
            {impersonateLabel}
          </Button>
        }
      />
      {disabled ? (
        <ConfirmDialog
          title={t`Enable ${userName}?`}
          message={t`${userName} will be able to sign in to Colla again.`}
          confirmLabel={enableLabel}
          onConfirm={() => onSetStatus('active')}
          trigger={
            <Button variant="outline">
              <UserCheck aria-hidden="true" className="size-4" />
              {enableLabel}
            </Button>
          }
        />
      ) : (
        <ConfirmDialog
          destructive
          title={t`Disable ${userName}?`}
          message={t`${userName} will be signed out everywhere (all their sessions and app tokens are revoked) and will not be able to sign in until you enable the account again.`}
          confirmLabel={disableLabel}
          onConfirm={() => onSetStatus('disabled')}
          trigger={
            <Button variant="danger">
              <UserX aria-hidden="true" className="size-4" />
              {disableLabel}
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
        <Alert variant="warning">
          <Trans>This account is disabled: {firstName} cannot sign in.</Trans>
        </Alert>
      )}
      <section
        aria-label={t`Profile`}
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
            <dt className="text-muted">
              <Trans>Type</Trans>
            </dt>
            <dd>
              <Badge variant="outline">{i18n._(USER_TYPE_LABELS[user.type])}</Badge>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted">
              <Trans>Status</Trans>
            </dt>
            <dd>
              <UserStatusBadge status={user.status} />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted">
              <Trans>Joined</Trans>
            </dt>
            <dd className="text-ink">{formatMadridDate(user.created_at)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted">
              <Trans>Last sign-in</Trans>
            </dt>
            <dd className="text-ink">
              {user.last_login_at ? formatMadridTimestamp(user.last_login_at) : t`Never`}
            </dd>
          </div>
        </dl>
      </section>
      <Related user={user} {...links} />
    </>
  );
}
