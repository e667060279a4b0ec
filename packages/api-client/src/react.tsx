import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createAuthStorage, type AuthStorage } from './auth-storage';
import { createCollaClient, type CollaClient, type CollaClientOptions } from './client';
import { createConnectionMonitor, type ConnectionMonitor } from './connection';
import { bindApiClient } from './data-layer';
import { createCollaQueryClient, refetchFailedQueries } from './query';

const ConnectionContext = createContext<ConnectionMonitor | null>(null);

/**
 * Injects the app's one client (created with `createCollaClient`) into the React tree: the
 * generated operations run in the `QueryClient` above it call through it.
 */
export function ApiProvider({ client, children }: { client: CollaClient; children: ReactNode }) {
  const queryClient = useContext(QueryClientContext);
  // Idempotent, and needed before the first query of the tree below runs.
  if (queryClient) bindApiClient(queryClient, client);
  return children;
}

/** Injects the app's connection monitor (`createConnectionMonitor`) for `useConnection()`. */
export function ConnectionProvider({
  connection,
  children,
}: {
  connection: ConnectionMonitor;
  children: ReactNode;
}) {
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}

export interface Connection {
  /** A call could not reach Colla, and none has reached it since. */
  unreachable: boolean;
  /** Probes at once ("Try now"); resolves once the probe has answered. */
  check: () => Promise<void>;
}

/** Whether Colla can be reached right now, kept in step with every call the client makes. */
export function useConnection(): Connection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection() needs a <ConnectionProvider> above it.');
  const state = useSyncExternalStore(
    connection.subscribe,
    connection.getSnapshot,
    connection.getSnapshot,
  );
  return { unreachable: state === 'unreachable', check: connection.check };
}

export interface CollaApp {
  auth: AuthStorage;
  /** The one typed client the app's calls go through. */
  client: CollaClient;
  queryClient: QueryClient;
  /** Whether Colla can be reached; fed by every call, probing the health check while it cannot. */
  connection: ConnectionMonitor;
}

/**
 * What an app creates once at start: auth storage, the one client, the query cache, and the
 * connection monitor. When Colla answers again after being unreachable, the queries that failed
 * meanwhile are fetched again.
 */
export function createCollaApp(options: Partial<CollaClientOptions> = {}): CollaApp {
  const auth = options.auth ?? createAuthStorage();
  // The probe goes through the client, so its answer reaches the monitor like any other call's.
  const connection = createConnectionMonitor({ probe: () => client.GET('/health-check') });
  const client = createCollaClient({ connection, ...options, auth });
  const queryClient = createCollaQueryClient();
  bindApiClient(queryClient, client);
  connection.subscribe(() => {
    if (connection.getSnapshot() === 'reachable') void refetchFailedQueries(queryClient);
  });
  return { auth, client, queryClient, connection };
}

/** Injects an app's client, query cache and connection monitor into its React tree. */
export function CollaProvider({ app, children }: { app: CollaApp; children: ReactNode }) {
  return (
    <QueryClientProvider client={app.queryClient}>
      <ApiProvider client={app.client}>
        <ConnectionProvider connection={app.connection}>{children}</ConnectionProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
