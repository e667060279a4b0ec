import { sameOriginTarget } from '@colla/api-client';
import {
  isSignInMode,
  type LoginResponse,
  type LoginScreen,
  type SignInMode,
} from '@colla/features/sign-in';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useSessionActions } from '../../session/session-context';
import { DASHBOARD_PATH } from '../../session/session-store';

/** The public site's home, the sign-in screens' logo link. */
export const HOME = '/home';

/**
 * After signing in: back to where the person was headed (`?redirect=`, e.g. the public proposal's
 * "Login to Apply", when `sameOriginTarget` finds it on this origin), else their dashboard.
 */
function useAfterSignIn() {
  const actions = useSessionActions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (session: LoginResponse) => {
    actions.signIn(session);
    const safe = sameOriginTarget(params.get('redirect'), window.location.origin);
    if (safe && !safe.startsWith('/app/')) {
      // Outside the portal (a public page): a full page load.
      window.location.assign(safe);
      return;
    }
    void navigate(portalTarget(params, session.user.type), { replace: true });
  };
}

/** Where a signed-in person goes from a sign-in screen: a portal `?redirect=`, else home. */
function portalTarget(params: URLSearchParams, type: keyof typeof DASHBOARD_PATH): string {
  const safe = sameOriginTarget(params.get('redirect'), window.location.origin);
  return safe?.startsWith('/app/') ? safe : DASHBOARD_PATH[type];
}

/** The step lives in `?mode=`, so the browser's Back goes to the previous step. */
function useModeParam(): [SignInMode | undefined, (mode: SignInMode) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('mode');
  const mode = raw && isSignInMode(raw) ? raw : undefined;
  return [
    mode,
    (next) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('mode', next);
          return updated;
        },
        { replace: false },
      ),
  ];
}

/** Someone already signed in who opens a sign-in screen goes to their dashboard. */
function SignedInElsewhere() {
  const { token, type } = useSession();
  const [params] = useSearchParams();
  // The same place a sign-in just made goes to: the two navigations must not race.
  return token && type ? <Navigate to={portalTarget(params, type)} replace /> : null;
}

/** `/login` and `/app-login`: the same flow on two screens (sign-in screen modes). */
export function SignInRoute({ Screen }: { Screen: typeof LoginScreen }) {
  const onSignedIn = useAfterSignIn();
  const [mode, setMode] = useModeParam();
  return (
    <>
      <SignedInElsewhere />
      <Screen
        homeHref={HOME}
        passwordResetHref="/password-reset"
        onSignedIn={onSignedIn}
        mode={mode ?? 'options'}
        onModeChange={setMode}
      />
    </>
  );
}
