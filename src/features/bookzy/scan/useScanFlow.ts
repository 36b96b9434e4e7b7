import { useCallback, useEffect, useRef, useState } from 'react';
import { sellerClient } from '~/api/clients';
import { isTransient } from '~/api/errors';
import { bookStatsApi } from '~/contract/bookzy/stats';
import { SCAN_SCREEN_LAST_ITEMS } from '~/contract/constants';
import { findCatalogBook } from '~/offline/catalogSnapshot';
import { backoffDelay } from '~/offline/backoff';
import { addHistoryEntry, updateHistoryEntry } from '~/offline/searchHistory';
import type { ScanEvent } from '~/scanning';
import { playEvent, type SoundEvent } from '~/sounds';
import {
  invalidOutcome,
  outcomeOfStats,
  pendingOutcome,
  snapshotOutcome,
  SOUND_OF,
  statsQuery,
  type ScanOutcome,
  type VerdictKit,
} from './judgeScan';
import { withFresh, type ShownScan } from './shownScans';
import { judgeWaitingScans } from './waitingScans';

/** User Timing entries for the scan-to-verdict figure (`npm run bench`, and devtools). */
export const SCAN_MARK = 'bookzy-scan';

function askServer(query: ReturnType<typeof statsQuery>): Promise<ScanOutcome> {
  return sellerClient.call(bookStatsApi.stats, { query }, { errors: 'caller' }).then((stats) => outcomeOfStats(stats, 'online'));
}

const sound = (result: ScanOutcome) => playEvent(result.soundEvent as SoundEvent);

/**
 * Local first (ARCHITECTURE: scanning): every scan is recorded and sounded at once, from the
 * snapshot when it has the book; otherwise the server is asked, and with no network the scan waits
 * as PENDING until it returns.
 */
export function useScanFlow(deviceId: string, kit: VerdictKit | undefined) {
  const [fresh, setFresh] = useState<ShownScan[]>([]);
  // Kept scans whose own lookup is under way: the background judging leaves them to it.
  const [inFlight] = useState(() => new Set<number>());
  // The latest kit without re-creating the scan handler (the wedge listener keeps one handler).
  const kitRef = useRef(kit);
  useEffect(() => {
    kitRef.current = kit;
  }, [kit]);

  const onScan = useCallback(
    async (scan: ScanEvent) => {
      performance.mark(SCAN_MARK);
      const show = (result: ScanOutcome): ShownScan => {
        const shown = { ...result, deviceId, isbn: scan.code, date: scan.at };
        setFresh((current) => withFresh(current, shown, SCAN_SCREEN_LAST_ITEMS));
        return shown;
      };
      const record = (result: ScanOutcome) => {
        sound(result);
        return addHistoryEntry(show(result));
      };
      if (!scan.validation.valid) return void (await record(invalidOutcome(scan.validation.reason)).catch(() => undefined));
      const book = await findCatalogBook(scan.code).catch(() => undefined);
      const current = kitRef.current;
      if (book && current) {
        const local = snapshotOutcome(book, current);
        const stored = await record(local).catch(() => undefined);
        // Online, the server has the last word (the snapshot may be a day old); the seller hears
        // again only if the verdict changed.
        if (!navigator.onLine) return;
        const confirmed = await askServer(statsQuery(scan, deviceId)).catch(() => undefined);
        if (!confirmed) return;
        if (confirmed.status !== local.status || confirmed.triggerName !== local.triggerName) sound(confirmed);
        show(confirmed);
        if (stored) await updateHistoryEntry(stored.id, confirmed).catch(() => undefined);
        return;
      }
      const entry = await addHistoryEntry(show(pendingOutcome())).catch(() => undefined);
      if (entry) inFlight.add(entry.id);
      try {
        const result = await askServer(statsQuery(scan, deviceId));
        sound(result);
        show(result);
        if (entry) await updateHistoryEntry(entry.id, result);
      } catch (error) {
        playEvent(isTransient(error) ? SOUND_OF.PENDING : 'error');
        if (!isTransient(error) && entry) await updateHistoryEntry(entry.id, invalidOutcome(error instanceof Error ? error.message : 'The lookup failed.'));
      } finally {
        if (entry) inFlight.delete(entry.id);
      }
    },
    [deviceId, inFlight],
  );

  usePendingResolution(deviceId, inFlight);
  return { onScan, fresh };
}

/**
 * Scans kept while offline get their verdict when the network returns and on opening the screen,
 * and again with growing waits while some still wait (a network that is up but not through).
 */
function usePendingResolution(deviceId: string, inFlight: ReadonlySet<number>) {
  useEffect(() => {
    let running = false;
    let stopped = false;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const resolve = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      clearTimeout(retry);
      try {
        const stillWaiting = await judgeWaitingScans(deviceId, askServer, { skip: inFlight });
        failures = stillWaiting ? failures + 1 : 0;
      } catch {
        failures += 1; // the history could not be read or written: try again later too
      } finally {
        running = false;
      }
      if (failures && !stopped) retry = setTimeout(() => void resolve(), backoffDelay(failures - 1, Math.random));
    };
    void resolve();
    window.addEventListener('online', resolve);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', resolve);
    };
  }, [deviceId, inFlight]);
}
