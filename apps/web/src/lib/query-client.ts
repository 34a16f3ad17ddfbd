import { QueryClient } from '@tanstack/react-query';

/**
 * Server state for the website. A 4xx answer will not change on retry (a 404 means the list is
 * not there, a 403 stays a 403), so only network and server failures are retried, once, before
 * the error shows. Both the public pages' ApiError and the SDK's carry the status.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one query client: the provider's, and the one route loaders prefetch into
 * (loaders run outside React, so they cannot ask the provider for it).
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
