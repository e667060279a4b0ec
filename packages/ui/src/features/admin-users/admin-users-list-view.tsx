import type { components } from '@colla/api-client';
import { Search, UserPlus, Users } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Avatar } from '../../components/avatar/avatar';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ErrorState } from '../../components/error-state/error-state';
import { Input } from '../../components/input/input';
import { Pagination } from '../../components/pagination/pagination';
import { Select } from '../../components/select/select';
import { Skeleton } from '../../components/skeleton/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table/table';
import { cn } from '../../lib/cn';
import { formatMadridDate } from '../../lib/format';
import { renderLinkOrAnchor, type RenderLink } from '../../patterns/app-shell/render-link';
import { PageHeader } from '../../patterns/page-header/page-header';
import { INVITE_USER_LABEL, USER_TYPE_LABELS } from './invite-user-dialog';

export type AdminUser = components['schemas']['AdminUser'];
export type AdminUserPage = components['schemas']['AdminUserPage'];
export type AdminUserType = components['schemas']['UserType'];
export type AdminUserStatus = components['schemas']['UserStatus'];
export type AdminUserTypeFilter = AdminUserType | 'all';
export type AdminUserStatusFilter = AdminUserStatus | 'all';

export const ADMIN_USERS_TITLE = 'Users';
export const ADMIN_USERS_LOAD_ERROR_HEADING = 'We couldn’t load the users';
export const ADMIN_USERS_FORBIDDEN_MESSAGE =
  'Users are managed by Colla administrators. Sign in with an admin account to see them.';
export const TYPE_FILTER_LABELS: Record<AdminUserTypeFilter, string> = {
  all: 'All',
  brand: 'Brands',
  creator: 'Creators',
  admin: 'Admins',
};
export const USER_STATUS_LABELS: Record<AdminUserStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
};

export type AdminUsersListState =
  | { status: 'loading' }
  | {
      status: 'success';
      page: AdminUserPage;
      /** A newer page or filter is loading; the rows shown are the previous answer. */
      refreshing?: boolean;
    }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface AdminUsersListLinks {
  /** A user's page, e.g. `(id) => `/app/admin/users/${id}``. */
  userHref: (id: number) => string;
  /** Renders links with the app's router; plain anchors otherwise. */
  renderLink?: RenderLink;
}

export type AdminUsersListViewProps = AdminUsersListLinks & {
  state: AdminUsersListState;
  typeFilter: AdminUserTypeFilter;
  onTypeFilterChange: (type: AdminUserTypeFilter) => void;
  statusFilter: AdminUserStatusFilter;
  onStatusFilterChange: (status: AdminUserStatusFilter) => void;
  /** What is typed in the search box (the request follows a moment later). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: search now. */
  onSearchSubmit?: () => void;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  onClearFilters: () => void;
  /** Opens the invitation dialog. */
  onInvite: () => void;
  /** A line above the list, e.g. after an invitation was sent. */
  notice?: ReactNode;
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function UserStatusBadge({ status }: { status: AdminUserStatus }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'neutral'}>
      {USER_STATUS_LABELS[status]}
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
  renderLink,
  stretch = false,
}: {
  user: AdminUser;
  href: string;
  renderLink?: RenderLink;
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
        renderLink,
      )}
    </span>
  );
}

function UsersTable({
  users,
  userHref,
  renderLink,
}: {
  users: readonly AdminUser[];
  userHref: (id: number) => string;
  renderLink?: RenderLink;
}) {
  return (
    <Table density="compact" containerClassName="hidden md:block" aria-label="Users">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Name</TableHead>
          <TableHead scope="col">Email</TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">Joined</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <UserName user={user} href={userHref(user.id)} renderLink={renderLink} />
            </TableCell>
            <TableCell className="break-all text-muted">{user.email}</TableCell>
            <TableCell>{USER_TYPE_LABELS[user.type]}</TableCell>
            <TableCell>
              <UserStatusBadge status={user.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatMadridDate(user.created_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UsersCards({
  users,
  userHref,
  renderLink,
}: {
  users: readonly AdminUser[];
  userHref: (id: number) => string;
  renderLink?: RenderLink;
}) {
  return (
    <ul aria-label="Users" className="grid gap-3 md:hidden">
      {users.map((user) => (
        <li
          key={user.id}
          className="relative grid gap-2 rounded-xl border border-line bg-surface p-4 shadow-xs"
        >
          <UserName user={user} href={userHref(user.id)} renderLink={renderLink} stretch />
          <p className="text-sm break-all text-muted">{user.email}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
            <Badge variant="outline">{USER_TYPE_LABELS[user.type]}</Badge>
            <UserStatusBadge status={user.status} />
            <span className="text-muted">Joined {formatMadridDate(user.created_at)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Every user: search, type and status filters, pages, and a way to invite someone. */
export function AdminUsersListView({
  state,
  typeFilter,
  onTypeFilterChange,
  statusFilter,
  onStatusFilterChange,
  searchText,
  onSearchTextChange,
  onSearchSubmit,
  onPageChange,
  pageHref,
  onClearFilters,
  onInvite,
  notice,
  userHref,
  renderLink,
}: AdminUsersListViewProps) {
  const filtered = typeFilter !== 'all' || statusFilter !== 'all' || searchText.trim() !== '';
  const invite = (
    <Button onClick={onInvite}>
      <UserPlus aria-hidden="true" className="size-4" />
      {INVITE_USER_LABEL}
    </Button>
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchSubmit?.();
  };

  let body: ReactNode;
  let summary = '';
  if (state.status === 'loading') {
    summary = 'Loading users…';
    body = (
      <ul aria-hidden="true" className="grid gap-2">
        {[0, 1, 2, 3].map((index) => (
          <li
            key={index}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4"
          >
            <Skeleton shape="circle" className="size-8" />
            <Skeleton className="w-1/3" />
            <Skeleton className="hidden w-1/4 md:block" />
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'forbidden') {
    body = <ErrorState heading="No access" message={ADMIN_USERS_FORBIDDEN_MESSAGE} />;
  } else if (state.status === 'error') {
    body = (
      <ErrorState
        heading={ADMIN_USERS_LOAD_ERROR_HEADING}
        message={state.message}
        onRetry={state.onRetry}
        retrying={state.retrying}
      />
    );
  } else {
    const { data, meta } = state.page;
    summary = state.refreshing
      ? 'Loading users…'
      : plural(meta.total, 'user', 'users') + (filtered ? ' found' : '');
    if (data.length === 0 && meta.total > 0) {
      body = (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="Nothing on this page"
          description={`There are ${plural(meta.last_page, 'page', 'pages')} of users.`}
          action={
            <Button variant="outline" onClick={() => onPageChange(1)}>
              Go to the first page
            </Button>
          }
        />
      );
    } else if (data.length === 0 && !filtered) {
      body = (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="No users yet"
          description="Invite the first brands and creators of Barcelona to Colla."
          action={invite}
        />
      );
    } else if (data.length === 0) {
      const query = searchText.trim();
      body = (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title="No users match"
          description={
            query
              ? `Nothing matches “${query}” with these filters. Try other words or clear the filters.`
              : 'No users have this type and status. Clear the filters to see everyone.'
          }
          action={
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    } else {
      body = (
        <div
          aria-busy={state.refreshing || undefined}
          className={cn('grid gap-6 transition-opacity', state.refreshing && 'opacity-60')}
        >
          <UsersTable users={data} userHref={userHref} renderLink={renderLink} />
          <UsersCards users={data} userHref={userHref} renderLink={renderLink} />
          <Pagination
            aria-label="Users pages"
            page={meta.current_page}
            lastPage={meta.last_page}
            onPageChange={onPageChange}
            getHref={pageHref}
          />
        </div>
      );
    }
  }

  return (
    <div data-slot="admin-users-list" className="grid gap-6">
      <PageHeader
        title={ADMIN_USERS_TITLE}
        description="Brands, creators and admins on Colla."
        actions={state.status === 'forbidden' ? undefined : invite}
      />
      {notice}
      {state.status !== 'forbidden' && (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div
              role="group"
              aria-label="Filter by type"
              className="flex flex-wrap gap-1 self-start rounded-lg bg-stone-100 p-1"
            >
              {(['all', 'brand', 'creator', 'admin'] as const).map((type) => (
                <Button
                  key={type}
                  size="sm"
                  variant={type === typeFilter ? 'primary' : 'ghost'}
                  aria-pressed={type === typeFilter}
                  onClick={() => onTypeFilterChange(type)}
                >
                  {TYPE_FILTER_LABELS[type]}
                </Button>
              ))}
            </div>
            <div className="grid gap-1.5 sm:w-44">
              <span id="admin-users-status-label" className="text-sm font-semibold text-ink">
                Status
              </span>
              <Select
                aria-labelledby="admin-users-status-label"
                value={statusFilter}
                onValueChange={(value) =>
                  onStatusFilterChange(value === 'active' || value === 'disabled' ? value : 'all')
                }
                options={[
                  { value: 'all', label: 'Any status' },
                  { value: 'active', label: 'Active' },
                  { value: 'disabled', label: 'Disabled' },
                ]}
              />
            </div>
          </div>
          <form role="search" onSubmit={submit} className="grid gap-1.5 lg:w-80">
            <label htmlFor="admin-users-search" className="text-sm font-semibold text-ink">
              Search users
            </label>
            <Input
              id="admin-users-search"
              type="search"
              placeholder="Name or email"
              maxLength={200}
              autoComplete="off"
              value={searchText}
              onChange={(event) => onSearchTextChange(event.target.value)}
            />
          </form>
        </div>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {summary}
      </p>
      {body}
    </div>
  );
}
