import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Server state for the website. A 4xx answer will not change on retry (a 404 means the list is
 * not there), so only network and server failures are retried, once, before the error shows.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
