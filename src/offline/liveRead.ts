import { useLiveQuery } from 'dexie-react-hooks';

/**
 * useLiveQuery that never throws into a screen: a failed read (storage blocked, a damaged record
 * the reader did not expect) shows as `fallback` and is logged. Reads inside `querier` must use
 * Dexie tables directly so the live query sees which tables to watch.
 */
export function useSafeLiveQuery<T>(querier: () => Promise<T>, deps: unknown[], fallback: T): T {
  return useLiveQuery(
    async () => {
      try {
        return await querier();
      } catch (error) {
        console.warn('An offline read failed', error);
        return fallback;
      }
    },
    deps,
    fallback,
  );
}
