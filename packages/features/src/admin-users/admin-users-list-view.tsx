import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@colla/ui/components/avatar';
import { Badge } from '@colla/ui/components/badge';
import { Button } from '@colla/ui/components/button';
import { Select } from '@colla/ui/components/select';
import { DataTable, type DataTableColumn } from '@colla/ui/components/table';
import { cn } from '@colla/ui/lib/cn';
import { formatMadridDate } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { ListSkeleton } from '@colla/ui/patterns/list-screen';
import { SegmentedFilter } from '@colla/ui/patterns/list-screen';
import { FilteredListScreen } from '../lib/filtered-list-screen';
import { INVITE_USER_LABEL, USER_TYPE_LABELS } from './invite-user-dialog';

export type AdminUser = components['schemas']['AdminUser'];
export type AdminUserPage = components['schemas']['AdminUserPage'];
export type AdminUserType = components['schemas']['UserType'];
export type AdminUserStatus = components['schemas']['UserStatus'];
export type AdminUserTypeFilter = AdminUserType | 'all';
export type AdminUserStatusFilter = AdminUserStatus | 'all';

export const ADMIN_USERS_TITLE = msg`Users`;
export const ADMIN_USERS_LOAD_ERROR_HEADING = msg`We couldn’t load the users`;
export const ADMIN_USERS_FORBIDDEN_MESSAGE = msg`Users are managed by Colla administrators. Sign in with an admin account to see them.`;
export const TYPE_FILTER_LABELS: Record<AdminUserTypeFilter, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'users of every type' }),
  brand: msg`Brands`,
  creator: msg`Creators`,
  admin: msg`Admins`,
};
export const USER_TYPE_FILTERS = ['all', 'brand', 'creator', 'admin'] as const;
export const USER_STATUS_FILTERS = ['all', 'active', 'disabled'] as const;
export const USER_STATUS_LABELS: Record<AdminUserStatus, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'status of a user account' }),
  disabled: msg({ message: 'Disabled', context: 'status of a user account' }),
};

export type AdminUsersListState = ViewState<AdminUserPage>;

/** What the list shows, from the URL. */
export interface AdminUsersListQuery {
  search: string;
  type: AdminUserTypeFilter;
  status: AdminUserStatusFilter;
  page: number;
}

export interface AdminUsersListLinks {
  /** A user's page, e.g. `(id) => `/app/admin/users/${id}``. */
  userHref: (id: number) => string;
}

export type AdminUsersListViewProps = AdminUsersListLinks & {
  state: AdminUsersListState;
  query: AdminUsersListQuery;
  /** A new type, status or search (after a pause in typing); the list goes back to page 1. */
  onFilter: (patch: Partial<Omit<AdminUsersListQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  onClearFilters: () => void;
  /** Opens the invitation dialog. */
  onInvite: () => void;
  /** A line above the list, e.g. after an invitation was sent. */
  notice?: ReactNode;
};

export function UserStatusBadge({ status }: { status: AdminUserStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant={status === 'active' ? 'success' : 'neutral'}>
      {i18n._(USER_STATUS_LABELS[status])}
    </Badge>
  );
}

const nameLinkClass = cn(
  'rounded-sm font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function UserName({
  user,
  href,
  stretch = false,
}: {
  user: AdminUser;
  href: string;
  stretch?: boolean;
}) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar
        decorative
        size="sm"
        firstName={user.first_name}
        lastName={user.last_name}
        src={user.avatar_path}
      />
      {renderLinkOrAnchor(
        { href, label: user.name },
        cn(
          nameLinkClass,
          'min-w-0 break-words',
          stretch && 'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
        ),
        user.name,
      )}
    </span>
  );
}

/** The table's columns, in the language in use. */
function useUserColumns(userHref: (id: number) => string): DataTableColumn<AdminUser>[] {
  const { i18n, t } = useLingui();
  return [
    {
      id: 'name',
      header: t`Name`,
      cell: (user) => <UserName user={user} href={userHref(user.id)} />,
    },
    {
      id: 'email',
      header: t`Email`,
      cell: (user) => user.email,
      className: 'break-all text-muted',
    },
    { id: 'type', header: t`Type`, cell: (user) => i18n._(USER_TYPE_LABELS[user.type]) },
    { id: 'status', header: t`Status`, cell: (user) => <UserStatusBadge status={user.status} /> },
    {
      id: 'joined',
      header: t`Joined`,
      cell: (user) => formatMadridDate(user.created_at),
      className: 'whitespace-nowrap',
    },
  ];
}

function UsersCards({
  users,
  userHref,
}: {
  users: readonly AdminUser[];
  userHref: (id: number) => string;
}) {
  const { i18n, t } = useLingui();
  return (
    <ul aria-label={t`Users`} className="grid gap-3 md:hidden">
      {users.map((user) => (
        <UserCard
          key={user.id}
          user={user}
          href={userHref(user.id)}
          type={i18n._(USER_TYPE_LABELS[user.type])}
        />
      ))}
    </ul>
  );
}

/** One user as a card (phones): name, email, type, status and when they joined. */
function UserCard({ user, href, type }: { user: AdminUser; href: string; type: string }) {
  const joined = formatMadridDate(user.created_at);
  return (
    <li className="relative grid gap-2 rounded-xl border border-line bg-surface p-4 shadow-xs">
      <UserName user={user} href={href} stretch />
      <p className="text-sm break-all text-muted">{user.email}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
        <Badge variant="outline">{type}</Badge>
        <UserStatusBadge status={user.status} />
        <span className="text-muted">
          <Trans>Joined {joined}</Trans>
        </span>
      </p>
    </li>
  );
}

/** Every user: search, type and status filters, pages, and a way to invite someone. */
export function AdminUsersListView({
  state,
  query,
  onFilter,
  onClearFilters,
  onPageChange,
  pageHref,
  onInvite,
  notice,
  userHref,
}: AdminUsersListViewProps) {
  const { i18n, t } = useLingui();
  const columns = useUserColumns(userHref);
  const search = query.search.trim();
  const filtered = query.type !== 'all' || query.status !== 'all' || search !== '';
  const typeLabels = Object.fromEntries(
    USER_TYPE_FILTERS.map((type) => [type, i18n._(TYPE_FILTER_LABELS[type])]),
  ) as Record<AdminUserTypeFilter, string>;
  const invite = (
    <Button onClick={onInvite}>
      <UserPlus aria-hidden="true" className="size-4" />
      {i18n._(INVITE_USER_LABEL)}
    </Button>
  );

  return (
    <FilteredListScreen
      slot="admin-users-list"
      title={i18n._(ADMIN_USERS_TITLE)}
      description={t`Brands, creators and admins on Colla.`}
      actions={invite}
      banner={notice}
      filters={
        <>
          <SegmentedFilter
            label={t`Filter by type`}
            options={USER_TYPE_FILTERS}
            labels={typeLabels}
            value={query.type}
            onChange={(type) => onFilter({ type })}
            className="self-start"
          />
          <div className="grid gap-1.5 sm:w-44">
            <span id="admin-users-status-label" className="text-sm font-semibold text-ink">
              <Trans>Status</Trans>
            </span>
            <Select
              aria-labelledby="admin-users-status-label"
              value={query.status}
              onValueChange={(value) =>
                onFilter({ status: value === 'active' || value === 'disabled' ? value : 'all' })
              }
              options={[
                { value: 'all', label: t`Any status` },
                { value: 'active', label: i18n._(USER_STATUS_LABELS.active) },
                { value: 'disabled', label: i18n._(USER_STATUS_LABELS.disabled) },
              ]}
            />
          </div>
        </>
      }
      search={{
        label: t`Search users`,
        placeholder: t`Name or email`,
        value: query.search,
        onSearch: (text) => onFilter({ search: text }),
        className: 'lg:w-80',
      }}
      state={state}
      filtered={filtered}
      words={{
        count: (total, found) =>
          found
            ? t`${plural(total, { one: '# user found', other: '# users found' })}`
            : t`${plural(total, { one: '# user', other: '# users' })}`,
        loading: t`Loading users…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of users.', other: 'There are # pages of users.' })}`,
      }}
      icon={Users}
      loading={<ListSkeleton count={4} />}
      empty={{
        title: t`No users yet`,
        description: t`Invite the first brands and creators of Barcelona to Colla.`,
        action: invite,
      }}
      noMatch={{
        title: t`No users match`,
        description: search
          ? t`Nothing matches “${search}” with these filters. Try other words or clear the filters.`
          : t`No users have this type and status. Clear the filters to see everyone.`,
        onClear: onClearFilters,
      }}
      forbiddenMessage={i18n._(ADMIN_USERS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(ADMIN_USERS_LOAD_ERROR_HEADING)}
      rows={(users) => (
        <>
          <DataTable
            aria-label={t`Users`}
            density="compact"
            containerClassName="hidden md:block"
            columns={columns}
            rows={users}
            rowKey={(user) => user.id}
          />
          <UsersCards users={users} userHref={userHref} />
        </>
      )}
      paginationLabel={t`Users pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
