import { useApi } from '@colla/api-client';

/**
 * Spec §7: `GET /health-check` on the sign-in screens, once when they open. Its answer and its
 * failures are ignored (the client never signs anyone out over the health check's 401).
 */
export function useHealthCheck(): void {
  const api = useApi();
  api.useQuery('get', '/health-check', undefined, {
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
