import { healthCheckOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The start-up check on the sign-in screens: `healthCheck`, once when they open. Its answer and its
 * failures are ignored (the client never signs anyone out over the health check's 401).
 */
export function useHealthCheck(): void {
  useQuery({
    ...healthCheckOptions(),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
