import { LoadingScreen } from '@colla/ui/patterns/loading-screen';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { RouterProviders } from '../links';
import { useSession } from '../session/session-context';
import { DASHBOARD_PATH, guardRedirect } from '../session/session-store';
import { AreaShell } from '../shells';
import { useDocumentTitle } from './route-handle';

/** Above every screen: router links and the URL's search for every list. */
export function PortalRoot() {
  useDocumentTitle();
  return (
    <RouterProviders>
      <Outlet />
    </RouterProviders>
  );
}

/** The role guard: signed in, and in the area of the session's own user type. */
export function GuardedArea() {
  const state = useSession();
  const { pathname, search, hash } = useLocation();
  // A signed-out visit comes back here after signing in (with its query: a filtered list).
  const redirect = guardRedirect(`${pathname}${search}${hash}`, state);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AreaShell>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AreaShell>
  );
}

/** `/app`: the signed-in person's dashboard, or sign-in. */
export function AppHome() {
  const { token, type } = useSession();
  return <Navigate to={token && type ? DASHBOARD_PATH[type] : '/app-login'} replace />;
}
