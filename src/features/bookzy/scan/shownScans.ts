import type { NewSearchHistoryEntry } from '~/offline/searchHistoryEntry';

/** A scan as the screen shows it: the history row once stored, the fresh result until then. */
export type ShownScan = NewSearchHistoryEntry;

export const scanKey = (scan: Pick<ShownScan, 'date' | 'isbn'>) => `${scan.date}:${scan.isbn}`;

/**
 * The newest scans, fresh results first-class: a verdict is painted as soon as it is known, not
 * after IndexedDB has stored it (strict durability makes that write the slow part). A stored row
 * wins over the fresh copy of the same scan, since background resolution updates only the row.
 */
export function latestScans(fresh: readonly ShownScan[], stored: readonly ShownScan[], count: number): ShownScan[] {
  const byKey = new Map<string, ShownScan>();
  for (const scan of fresh) byKey.set(scanKey(scan), scan);
  for (const scan of stored.slice(0, count + fresh.length)) byKey.set(scanKey(scan), scan);
  return [...byKey.values()].sort((a, b) => b.date - a.date).slice(0, count);
}

/** Keeps the few fresh results the screen may still need, the newest first. */
export function withFresh(fresh: readonly ShownScan[], scan: ShownScan, keep: number): ShownScan[] {
  return [scan, ...fresh.filter((other) => scanKey(other) !== scanKey(scan))].slice(0, keep);
}
