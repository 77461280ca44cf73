import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/** Retry only what a retry can fix: lost connections and server hiccups, never 4xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (error.status === 0 || error.status >= 500) return failureCount < 1;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
