import { createContext, useContext, type ReactNode } from 'react';
import type { ApiQueries } from './query';

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
