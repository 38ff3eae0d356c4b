import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * TanStack Query's defaults are the spec's figures: unused data kept 5 minutes, up to 3
 * retries with back-off from 1 s capped at 30 s. A 4xx will not change on retry, so it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 3,
      },
    },
  });
}
