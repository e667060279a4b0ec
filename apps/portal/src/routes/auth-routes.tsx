import { sameOriginTarget } from '@colla/api-client';
import {
  AcceptInvitationScreen,
  AppLoginScreen,
  DebugAuthScreen,
  isSignInMode,
  LoginScreen,
  PasswordResetScreen,
  type LoginResponse,
  type SignInMode,
} from '@colla/ui';
import { Navigate, Route, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { renderPortalLink } from '../shells';
import { useSession, useSessionActions } from '../session/session-context';
import { DASHBOARD_PATH } from '../session/session-store';

const HOME = '/home';

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
    navigate(safe ?? DASHBOARD_PATH[session.user.type], { replace: true });
  };
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
  return token && type ? <Navigate to={DASHBOARD_PATH[type]} replace /> : null;
}

/** `/login` and `/app-login`: the same flow on two screens (spec §2). */
function SignInRoute({ Screen }: { Screen: typeof LoginScreen }) {
  const onSignedIn = useAfterSignIn();
  const [mode, setMode] = useModeParam();
  return (
    <>
      <SignedInElsewhere />
      <Screen
        homeHref={HOME}
        passwordResetHref="/password-reset"
        renderLink={renderPortalLink}
        onSignedIn={onSignedIn}
        mode={mode ?? 'options'}
        onModeChange={setMode}
      />
    </>
  );
}

function PasswordResetRoute() {
  const [params] = useSearchParams();
  return (
    <PasswordResetScreen
      homeHref={HOME}
      signInHref="/login?mode=sign-in"
      token={params.get('token')}
      email={params.get('email')}
    />
  );
}

function AcceptInvitationRoute() {
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
        navigate(DASHBOARD_PATH[session.user.type], { replace: true });
      }}
      onTokenEntered={(entered) => navigate(`/accept-invitation/${encodeURIComponent(entered)}`)}
    />
  );
}

function DebugAuthRoute() {
  const actions = useSessionActions();
  return <DebugAuthScreen homeHref={HOME} onCleared={() => actions.forget()} />;
}

/** The screens outside the signed-in areas (no public nav or footer). */
export function AuthRoutes() {
  return [
    <Route key="login" path="/login" element={<SignInRoute Screen={LoginScreen} />} />,
    <Route key="app-login" path="/app-login" element={<SignInRoute Screen={AppLoginScreen} />} />,
    <Route key="password-reset" path="/password-reset" element={<PasswordResetRoute />} />,
    <Route
      key="accept-invitation"
      path="/accept-invitation/:token?"
      element={<AcceptInvitationRoute />}
    />,
    <Route key="debug-auth" path="/debug-auth" element={<DebugAuthRoute />} />,
  ];
}
