import { AdminUserScreen } from '@colla/features/admin-users';
import { useNavigate } from 'react-router-dom';
import { useSessionActions } from '../../session/session-context';
import { byIdParam } from '../route-objects';
import { ADMIN, adminDealHref, adminProposalHref } from './paths';

/** `users/{id}`: the profile and their work; disable, enable and Impersonate. */
export const Component = byIdParam(function AdminUser({ id }) {
  const navigate = useNavigate();
  const { impersonate } = useSessionActions();
  return (
    <AdminUserScreen
      userId={id}
      usersHref={`${ADMIN}/users`}
      proposalHref={adminProposalHref}
      dealHref={adminDealHref}
      onImpersonated={(response) =>
        impersonate({ token: response.token, user: response.user }, (path) => void navigate(path))
      }
    />
  );
});
