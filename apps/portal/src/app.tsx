import { CollaProvider, createCollaApp, useApi } from '@colla/api-client';
import { ConnectionStatus, LoadingScreen } from '@colla/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { AuthRoutes } from './routes/auth-routes';
import { SessionProvider, useSession } from './session/session-context';
import { createSessionStore, DASHBOARD_PATH, guardRedirect } from './session/session-store';
import { AreaShell } from './shells';

/**
 * Each area's screens load on first visit, so signing in on a phone does not wait for the
 * brand's proposal form or the creator's calendar.
 */
const brandRoutes = () => import('./routes/brand-routes');
const creatorRoutes = () => import('./routes/creator-routes');
const dealRoutes = () => import('./routes/deal-routes');
const BrandDashboardRoute = lazy(() =>
  brandRoutes().then((m) => ({ default: m.BrandDashboardRoute })),
);
const BrandMediaRoute = lazy(() => brandRoutes().then((m) => ({ default: m.BrandMediaRoute })));
const BrandProposalFormRoute = lazy(() =>
  brandRoutes().then((m) => ({ default: m.BrandProposalFormRoute })),
);
const BrandProposalRoute = lazy(() =>
  brandRoutes().then((m) => ({ default: m.BrandProposalRoute })),
);
const BrandProposalsRoute = lazy(() =>
  brandRoutes().then((m) => ({ default: m.BrandProposalsRoute })),
);
const CalendarRoute = lazy(() => creatorRoutes().then((m) => ({ default: m.CalendarRoute })));
const ChatListRoute = lazy(() => creatorRoutes().then((m) => ({ default: m.ChatListRoute })));
const ChatRoute = lazy(() => creatorRoutes().then((m) => ({ default: m.ChatRoute })));
const CreatorDashboardRoute = lazy(() =>
  creatorRoutes().then((m) => ({ default: m.CreatorDashboardRoute })),
);
const CreatorProposalsRoute = lazy(() =>
  creatorRoutes().then((m) => ({ default: m.CreatorProposalsRoute })),
);
const CreatorProposalRoute = lazy(() =>
  creatorRoutes().then((m) => ({ default: m.CreatorProposalRoute })),
);
const CategoryRoute = lazy(() => creatorRoutes().then((m) => ({ default: m.CategoryRoute })));
const NotificationsRoute = lazy(() =>
  creatorRoutes().then((m) => ({ default: m.NotificationsRoute })),
);
const DealsRoute = lazy(() => dealRoutes().then((m) => ({ default: m.DealsRoute })));
const DealRoute = lazy(() => dealRoutes().then((m) => ({ default: m.DealRoute })));

const adminRoutes = () => import('./routes/admin-routes');
const AdminDashboardRoute = lazy(() =>
  adminRoutes().then((m) => ({ default: m.AdminDashboardRoute })),
);
const AdminUsersRoute = lazy(() => adminRoutes().then((m) => ({ default: m.AdminUsersRoute })));
const AdminUserRoute = lazy(() => adminRoutes().then((m) => ({ default: m.AdminUserRoute })));
const AdminDealRoute = lazy(() => adminRoutes().then((m) => ({ default: m.AdminDealRoute })));
const AdminBrandsRoute = lazy(() => adminRoutes().then((m) => ({ default: m.AdminBrandsRoute })));
const AdminBrandFormRoute = lazy(() =>
  adminRoutes().then((m) => ({ default: m.AdminBrandFormRoute })),
);
const AdminProposalsRoute = lazy(() =>
  adminRoutes().then((m) => ({ default: m.AdminProposalsRoute })),
);
const AdminProposalFormRoute = lazy(() =>
  adminRoutes().then((m) => ({ default: m.AdminProposalFormRoute })),
);
const AdminProposalRoute = lazy(() =>
  adminRoutes().then((m) => ({ default: m.AdminProposalRoute })),
);
const AdminCategoriesRoute = lazy(() =>
  adminRoutes().then((m) => ({ default: m.AdminCategoriesRoute })),
);
const AdminActivityLogsRoute = lazy(() =>
  adminRoutes().then((m) => ({ default: m.AdminActivityLogsRoute })),
);
const AdminScheduledNotificationsRoute = lazy(() =>
  adminRoutes().then((m) => ({ default: m.AdminScheduledNotificationsRoute })),
);
const SettingsRoute = lazy(() =>
  import('./routes/settings-route').then((m) => ({ default: m.SettingsRoute })),
);

const colla = createCollaApp();
const session = createSessionStore(colla.auth);

/**
 * Spec §2: a Loading screen while the start-up health check runs; its failure is ignored. The
 * session restored from storage stays whatever it answers (only a 401 from another call signs
 * out); a 503 or a network failure shows the connection banner instead.
 */
function StartupGate({ children }: { children: ReactNode }) {
  const { client } = useApi();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    client
      .GET('/health-check')
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [client]);
  return ready ? children : <LoadingScreen />;
}

/** The guard: signed in, and in the area of the session's own user type (decisions.md). */
function GuardedArea() {
  const state = useSession();
  const { pathname } = useLocation();
  const redirect = guardRedirect(pathname, state);
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
function AppHome() {
  const { token, type } = useSession();
  return <Navigate to={token && type ? DASHBOARD_PATH[type] : '/app-login'} replace />;
}

export function App() {
  return (
    <CollaProvider app={colla}>
      <SessionProvider store={session}>
        <StartupGate>
          <BrowserRouter>
            <Routes>
              {AuthRoutes()}
              <Route path="/app" element={<GuardedArea />}>
                <Route index element={<AppHome />} />
                <Route path="brand">
                  <Route path="dashboard" element={<BrandDashboardRoute />} />
                  <Route path="settings" element={<SettingsRoute />} />
                  <Route path="deals" element={<DealsRoute side="brand" />} />
                  <Route path="deals/:id" element={<DealRoute side="brand" />} />
                  <Route path="proposals" element={<BrandProposalsRoute />} />
                  <Route path="proposals/create" element={<BrandProposalFormRoute />} />
                  <Route path="proposals/:id/edit" element={<BrandProposalFormRoute />} />
                  <Route path="proposals/:id" element={<BrandProposalRoute />} />
                  <Route path="proposals/:id/applications" element={<BrandProposalRoute />} />
                  <Route path="proposals/slug/:secretSlug" element={<BrandProposalRoute />} />
                  <Route path="media" element={<BrandMediaRoute />} />
                  <Route path="*" element={<Navigate to={DASHBOARD_PATH.brand} replace />} />
                </Route>
                <Route path="creator">
                  <Route path="dashboard" element={<CreatorDashboardRoute />} />
                  <Route path="settings" element={<SettingsRoute />} />
                  <Route path="deals" element={<DealsRoute side="creator" />} />
                  <Route path="deals/:id" element={<DealRoute side="creator" />} />
                  <Route path="calendar" element={<CalendarRoute />} />
                  <Route path="chat" element={<ChatListRoute />} />
                  <Route path="chat/:id" element={<ChatRoute />} />
                  <Route path="notifications" element={<NotificationsRoute />} />
                  <Route path="proposals" element={<CreatorProposalsRoute />} />
                  <Route path="proposals/:id" element={<CreatorProposalRoute />} />
                  <Route path="categories/:id" element={<CategoryRoute />} />
                  <Route path="*" element={<Navigate to={DASHBOARD_PATH.creator} replace />} />
                </Route>
                <Route path="admin">
                  <Route path="dashboard" element={<AdminDashboardRoute />} />
                  <Route path="settings" element={<SettingsRoute />} />
                  <Route path="users" element={<AdminUsersRoute />} />
                  <Route path="users/:id" element={<AdminUserRoute />} />
                  <Route path="deals/:id" element={<AdminDealRoute />} />
                  <Route path="brands" element={<AdminBrandsRoute />} />
                  <Route path="brands/create" element={<AdminBrandFormRoute />} />
                  <Route path="brands/:id/edit" element={<AdminBrandFormRoute />} />
                  <Route path="proposals" element={<AdminProposalsRoute />} />
                  <Route path="proposals/create" element={<AdminProposalFormRoute />} />
                  <Route path="proposals/:id" element={<AdminProposalRoute />} />
                  <Route path="proposals/:id/edit" element={<AdminProposalFormRoute />} />
                  <Route path="categories" element={<AdminCategoriesRoute />} />
                  <Route path="activity-logs" element={<AdminActivityLogsRoute />} />
                  <Route
                    path="scheduled-notifications"
                    element={<AdminScheduledNotificationsRoute />}
                  />
                  {/* Spec §2: unknown admin paths go to the admin dashboard. */}
                  <Route path="*" element={<Navigate to={DASHBOARD_PATH.admin} replace />} />
                </Route>
                <Route path="*" element={<AppHome />} />
              </Route>
              <Route path="*" element={<Navigate to="/app-login" replace />} />
            </Routes>
          </BrowserRouter>
        </StartupGate>
        {/* While Colla cannot be reached (503, 502/504, the network): the session is kept, queries
            retry, and this banner says so until a call gets an answer again. */}
        <ConnectionStatus />
      </SessionProvider>
    </CollaProvider>
  );
}
