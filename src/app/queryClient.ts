import { MutationCache, QueryClient, onlineManager, type Mutation } from '@tanstack/react-query';
import { ApiError } from '~/api/errors';
import { holdCurrentControl } from '~/lib/actionGuard';

/**
 * Every mutation is an action of the control that started it (lib/actionGuard.ts): the button
 * clicked stays busy, and takes no second click, until the mutation settles. Here, in the one cache
 * every mutation goes through, so that no button can forget it.
 */
function guardedMutationCache() {
  const releases = new WeakMap<Mutation<unknown, unknown, unknown>, () => void>();
  const release = (mutation: Mutation<unknown, unknown, unknown>) => {
    releases.get(mutation)?.();
    releases.delete(mutation);
  };
  return new MutationCache({
    onMutate: (_variables, mutation) => {
      releases.set(mutation, holdCurrentControl());
    },
    onSettled: (_data, _error, _variables, _context, mutation) => release(mutation),
  });
}

/**
 * Calls report their own failures through the error catalogue, so queries do not toast again.
 * A refused call (4xx) is not retried: asking again gets the same answer.
 */
export function createQueryClient() {
  // TanStack Query starts out assuming a connection and only learns otherwise from an 'offline'
  // event; a page opened without a network must start paused, not fail every query.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    mutationCache: guardedMutationCache(),
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
