import { apiClientOf, CollaProvider, createCollaApp, operationRoutes } from '@colla/api-client';
import { ConnectionStatus } from '@colla/features/connection-status';
import { LoadingScreen } from '@colla/ui/patterns/loading-screen';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { portalRoutes } from './routes/routes';
import { SessionProvider } from './session/session-context';
import { createSessionStore } from './session/session-store';

const colla = createCollaApp();
const session = createSessionStore(colla.auth);

/**
 * The start-up check: a Loading screen while the start-up health check runs; its failure is
 * ignored. The session restored from storage stays whatever it answers (only a 401 from another
 * call signs out); a 503 or a network failure shows the connection banner instead.
 */
function StartupGate({ children }: { children: ReactNode }) {
  const client = apiClientOf(useQueryClient());
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    client
      .GET(operationRoutes.healthCheck.path)
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

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The portal's router, made once on the first render (the first screen loads during the health check). */
function portalRouter() {
  router ??= createBrowserRouter(portalRoutes);
  return router;
}

export function App() {
  return (
    <CollaProvider app={colla}>
      <SessionProvider store={session}>
        <StartupGate>
          <RouterProvider router={portalRouter()} />
        </StartupGate>
        {/* While Colla cannot be reached (503, 502/504, the network): the session is kept, queries
            retry, and this banner says so until a call gets an answer again. */}
        <ConnectionStatus />
      </SessionProvider>
    </CollaProvider>
  );
}
