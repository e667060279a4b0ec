import {
  ApiProvider,
  createApiQueries,
  createAuthStorage,
  createCollaClient,
  createCollaQueryClient,
} from '@colla/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const auth = createAuthStorage();
const api = createApiQueries(createCollaClient({ auth }));
const queryClient = createCollaQueryClient();

/** The app's one client and query cache, injected into every screen. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}
