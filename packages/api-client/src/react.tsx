import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { createAuthStorage, type AuthStorage } from './auth-storage';
import { createCollaClient, type CollaClientOptions } from './client';
import { createApiQueries, createCollaQueryClient, type ApiQueries } from './query';

const ApiContext = createContext<ApiQueries | null>(null);

/** Injects the app's one client (created with `createCollaClient`) into the React tree. */
export function ApiProvider({ api, children }: { api: ApiQueries; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiQueries {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider> above it.');
  return api;
}

export interface CollaApp {
  auth: AuthStorage;
  api: ApiQueries;
  queryClient: QueryClient;
}

/** What an app creates once at start: auth storage, the one client, and the query cache. */
export function createCollaApp(options: Partial<CollaClientOptions> = {}): CollaApp {
  const auth = options.auth ?? createAuthStorage();
  const client = createCollaClient({ ...options, auth });
  return { auth, api: createApiQueries(client), queryClient: createCollaQueryClient() };
}

/** Injects an app's client and query cache into its React tree. */
export function CollaProvider({ app, children }: { app: CollaApp; children: ReactNode }) {
  return (
    <QueryClientProvider client={app.queryClient}>
      <ApiProvider api={app.api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}
