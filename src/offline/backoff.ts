export const SYNC_BACKOFF_BASE_MS = 2_000;
export const SYNC_BACKOFF_MAX_MS = 5 * 60_000;

/**
 * The wait after the nth failure in a row (0-based): 2 s doubling to 5 min, then between half and
 * all of it at random, so that many phones coming back online do not all retry in the same second.
 */
export function backoffDelay(failures: number, random: () => number): number {
  const ceiling = Math.min(SYNC_BACKOFF_MAX_MS, SYNC_BACKOFF_BASE_MS * 2 ** Math.min(failures, 20));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
