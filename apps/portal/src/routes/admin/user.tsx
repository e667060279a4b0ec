import { AdminUserScreen } from '@colla/features/admin-users';
import { useNavigate, useParams } from 'react-router-dom';
import { useSessionActions } from '../../session/session-context';
import { ADMIN, adminDealHref, adminProposalHref } from './paths';

/** `users/{id}`: the profile and their work; disable, enable and Impersonate. */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { impersonate } = useSessionActions();
  const userId = Number(id);
  return (
    <AdminUserScreen
      key={userId}
      userId={userId}
      usersHref={`${ADMIN}/users`}
      proposalHref={adminProposalHref}
      dealHref={adminDealHref}
      onImpersonated={(response) =>
        impersonate({ token: response.token, user: response.user }, navigate)
      }
    />
  );
}
