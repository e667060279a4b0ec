import { isApiError, useApi } from '@colla/api-client';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/alert/alert';
import { failureMessage } from '../../lib/form-failure';
import {
  AdminUsersListView,
  type AdminUserStatusFilter,
  type AdminUsersListLinks,
  type AdminUsersListState,
  type AdminUserTypeFilter,
} from './admin-users-list-view';
import { InviteUserDialog, type AdminInvitation } from './invite-user-dialog';

/** How long typing must pause before the search is sent. */
export const ADMIN_USERS_SEARCH_DEBOUNCE_MS = 300;
/** Users per page. */
export const ADMIN_USERS_PER_PAGE = 20;

/** What the list shows; the app keeps it in the URL (`?type=creator&status=active&search=laia&page=2`). */
export interface AdminUsersQuery {
  search: string;
  type: AdminUserTypeFilter;
  status: AdminUserStatusFilter;
  page: number;
}

export type AdminUsersListProps = AdminUsersListLinks & {
  /** The query from the URL; left out (or partly), the list keeps its own. */
  query?: Partial<AdminUsersQuery>;
  /** Told of every change of search (after the pause in typing), filter or page. */
  onQueryChange?: (query: AdminUsersQuery) => void;
  /** Gives every page a URL, so pages are real links. */
  pageHref?: (page: number) => string;
  /** Told of each invitation sent from the list. */
  onInvited?: (invitation: AdminInvitation) => void;
};

/**
 * Reads `GET /api/admin/users` (search, type, status, page) into `AdminUsersListView`, and
 * invites users with `InviteUserDialog`. A new filter or search goes back to page 1; the previous
 * rows stay visible while the next ones load.
 */
export function AdminUsersList({
  query: queryProp,
  onQueryChange,
  pageHref,
  onInvited,
  ...links
}: AdminUsersListProps) {
  const api = useApi();
  const [ownQuery, setOwnQuery] = useState<AdminUsersQuery>({
    search: queryProp?.search ?? '',
    type: queryProp?.type ?? 'all',
    status: queryProp?.status ?? 'all',
    page: queryProp?.page ?? 1,
  });
  const query: AdminUsersQuery = {
    search: queryProp?.search ?? ownQuery.search,
    type: queryProp?.type ?? ownQuery.type,
    status: queryProp?.status ?? ownQuery.status,
    page: queryProp?.page ?? ownQuery.page,
  };
  const [searchText, setSearchText] = useState(query.search);
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setSearchText(query.search);
  }
  const [inviting, setInviting] = useState(false);
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);

  const change = (next: Partial<AdminUsersQuery>) => {
    const updated = { ...query, ...next };
    setOwnQuery(updated);
    onQueryChange?.(updated);
  };
  const commitSearch = (text: string) => {
    if (text !== query.search) change({ search: text, page: 1 });
  };

  useEffect(() => {
    if (searchText === query.search) return undefined;
    const timer = setTimeout(() => commitSearch(searchText), ADMIN_USERS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const search = query.search.trim();
  const result = api.useQuery(
    'get',
    '/api/admin/users',
    {
      params: {
        query: {
          ...(search ? { search } : {}),
          ...(query.type === 'all' ? {} : { type: query.type }),
          ...(query.status === 'all' ? {} : { status: query.status }),
          page: query.page,
          per_page: ADMIN_USERS_PER_PAGE,
        },
      },
    },
    { placeholderData: (previous) => previous },
  );

  let state: AdminUsersListState;
  if (result.isSuccess)
    state = { status: 'success', page: result.data, refreshing: result.isPlaceholderData };
  else if (result.isPending) state = { status: 'loading' };
  else if (isApiError(result.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: failureMessage(result.error),
      onRetry: () => void result.refetch(),
      retrying: result.isFetching,
    };

  return (
    <>
      <AdminUsersListView
        state={state}
        typeFilter={query.type}
        onTypeFilterChange={(type) => change({ type, page: 1 })}
        statusFilter={query.status}
        onStatusFilterChange={(status) => change({ status, page: 1 })}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onSearchSubmit={() => commitSearch(searchText)}
        onPageChange={(page) => change({ page })}
        pageHref={pageHref}
        onClearFilters={() => {
          setSearchText('');
          change({ search: '', type: 'all', status: 'all', page: 1 });
        }}
        onInvite={() => setInviting(true)}
        notice={invitedEmail && <Alert variant="success">Invitation sent to {invitedEmail}.</Alert>}
        {...links}
      />
      <InviteUserDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(invitation) => {
          setInvitedEmail(invitation.email);
          onInvited?.(invitation);
        }}
      />
    </>
  );
}
