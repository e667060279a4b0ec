import {
  getAdminUserOptions,
  useImpersonateUserMutation,
  useUpdateAdminUserMutation,
} from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { failureMessage } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import {
  AdminUserView,
  type AdminUserDetail,
  type AdminUserLinks,
  type ImpersonationResponse,
} from './admin-user-view';

export type AdminUserScreenProps = AdminUserLinks & {
  userId: number;
  /**
   * The server answered the impersonation with a token acting as the user (and the original
   * admin): the app stores the session and navigates to that user's home.
   */
  onImpersonated: (response: ImpersonationResponse) => void;
};

/**
 * One user, connected: `getAdminUser`; `updateAdminUser` with `status` to disable or enable (the
 * server revokes a disabled user's tokens; its declared invalidation refreshes the user lists);
 * and `impersonateUser`, whose answer goes to `onImpersonated`. Refusals (e.g.
 * 409 'Admins cannot be impersonated.') show the server's message in the dialog.
 */
export function AdminUserScreen({ userId, onImpersonated, ...links }: AdminUserScreenProps) {
  const queryClient = useQueryClient();
  const options = getAdminUserOptions({ id: userId });
  const query = useQuery(options);
  const update = useUpdateAdminUserMutation();
  const impersonate = useImpersonateUserMutation();
  const { t } = useLingui();
  // What changed, said in the language in use when shown.
  const [changed, setChanged] = useState<{ name: string; status: 'active' | 'disabled' } | null>(
    null,
  );
  const userName = changed?.name;
  const notice =
    changed &&
    (changed.status === 'disabled'
      ? t`${userName} is disabled and has been signed out everywhere.`
      : t`${userName} can sign in again.`);

  const onSetStatus = async (status: 'active' | 'disabled') => {
    setChanged(null);
    try {
      const updated = await update.mutateAsync({ id: userId, body: { status } });
      queryClient.setQueryData<AdminUserDetail>(
        options.queryKey,
        (user) => user && { ...user, ...updated },
      );
      setChanged({ name: updated.name, status });
    } catch (error) {
      throw new Error(failureMessage(error));
    }
  };

  const onImpersonate = async () => {
    let response: ImpersonationResponse;
    try {
      response = await impersonate.mutateAsync({ id: userId });
    } catch (error) {
      throw new Error(failureMessage(error));
    }
    onImpersonated(response);
  };

  return (
    <AdminUserView
      state={toViewState(query, { notFound: true })}
      onSetStatus={onSetStatus}
      onImpersonate={onImpersonate}
      notice={notice && <Alert variant="success">{notice}</Alert>}
      {...links}
    />
  );
}
