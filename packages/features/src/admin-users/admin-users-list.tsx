import { Trans } from '@lingui/react/macro';
import { listAdminUsersOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '@colla/ui/components/alert';
import { filteredListProps } from '../lib/admin-filtered-list';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import {
  AdminUsersListView,
  USER_STATUS_FILTERS,
  USER_TYPE_FILTERS,
  type AdminUsersListLinks,
} from './admin-users-list-view';
import { InviteUserDialog, type AdminInvitation } from './invite-user-dialog';

/** Users per page. */
export const ADMIN_USERS_PER_PAGE = 20;

/** The list's query in the URL: `?type=creator&status=active&search=laia&page=2`. */
export const adminUsersSearch = z.object({
  search: listParams.text(),
  type: listParams.oneOf(USER_TYPE_FILTERS, 'all'),
  status: listParams.oneOf(USER_STATUS_FILTERS, 'all'),
  page: listParams.page(),
});
export type AdminUsersQuery = z.output<typeof adminUsersSearch>;

export type AdminUsersListProps = AdminUsersListLinks & {
  /** Told of each invitation sent from the list. */
  onInvited?: (invitation: AdminInvitation) => void;
};

/**
 * Reads `listAdminUsers` (search, type, status and page from the URL) into
 * `AdminUsersListView`, and invites users with `InviteUserDialog`. A new filter or search goes
 * back to page 1; the previous rows stay visible while the next ones load.
 */
export function AdminUsersList({ onInvited, ...links }: AdminUsersListProps) {
  const list = useListSearch(adminUsersSearch);
  const { query } = list;
  const [inviting, setInviting] = useState(false);
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);

  const search = query.search.trim();
  const result = useQuery({
    ...listAdminUsersOptions({
      ...(search ? { search } : {}),
      ...(query.type === 'all' ? {} : { type: query.type }),
      ...(query.status === 'all' ? {} : { status: query.status }),
      page: query.page,
      per_page: ADMIN_USERS_PER_PAGE,
    }),
    placeholderData: (previous) => previous,
  });

  return (
    <>
      <AdminUsersListView
        {...filteredListProps(list, result)}
        onInvite={() => setInviting(true)}
        notice={
          invitedEmail && (
            <Alert variant="success">
              <Trans>Invitation sent to {invitedEmail}.</Trans>
            </Alert>
          )
        }
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
