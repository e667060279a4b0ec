import { AcceptInvitationScreen } from '@colla/features/account-access';
import { useNavigate, useParams } from 'react-router-dom';
import { useSessionActions } from '../../session/session-context';
import { DASHBOARD_PATH } from '../../session/session-store';
import { HOME } from './sign-in';

/** `/accept-invitation/{token}`: set a password, then the new user's dashboard. */
export function Component() {
  const { token } = useParams();
  const navigate = useNavigate();
  const actions = useSessionActions();
  return (
    <AcceptInvitationScreen
      // A new token starts the screen afresh.
      key={token ?? ''}
      homeHref={HOME}
      signInHref="/login?mode=sign-in"
      token={token ?? null}
      onSignedIn={(session) => {
        actions.signIn(session);
        void navigate(DASHBOARD_PATH[session.user.type], { replace: true });
      }}
      onTokenEntered={(entered) =>
        void navigate(`/accept-invitation/${encodeURIComponent(entered)}`)
      }
    />
  );
}
