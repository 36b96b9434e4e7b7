import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from '~/api/errors';

/**
 * Calls report their own failures through the error catalogue, so queries do not toast again.
 * A refused call (4xx) is not retried: asking again gets the same answer.
 */
export function createQueryClient() {
  // TanStack Query starts out assuming a connection and only learns otherwise from an 'offline'
  // event; a page opened without a network must start paused, not fail every query.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
