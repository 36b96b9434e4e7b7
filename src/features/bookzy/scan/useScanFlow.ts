import { useCallback, useEffect, useRef, useState } from 'react';
import { sellerClient } from '~/api/clients';
import { isTransient } from '~/api/errors';
import { bookStatsApi } from '~/contract/bookzy/stats';
import { SCAN_SCREEN_LAST_ITEMS } from '~/contract/constants';
import { findCatalogBook } from '~/offline/catalogSnapshot';
import { addHistoryEntry, readHistory, updateHistoryEntry } from '~/offline/searchHistory';
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
      try {
        const result = await askServer(statsQuery(scan, deviceId));
        sound(result);
        show(result);
        if (entry) await updateHistoryEntry(entry.id, result);
      } catch (error) {
        playEvent(isTransient(error) ? SOUND_OF.PENDING : 'error');
        if (!isTransient(error) && entry) await updateHistoryEntry(entry.id, invalidOutcome(error instanceof Error ? error.message : 'The lookup failed.'));
      }
    },
    [deviceId],
  );

  usePendingResolution(deviceId);
  return { onScan, fresh };
}

/** Scans kept while offline get their verdict when the network returns (and on opening the screen). */
function usePendingResolution(deviceId: string) {
  useEffect(() => {
    let running = false;
    const resolve = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      try {
        const waiting = (await readHistory(deviceId)).filter((entry) => entry.status === 'PENDING').reverse();
        for (const entry of waiting) {
          // The kept code is already the 13-digit key; the server tells books from other goods.
          const result = await askServer({ itemId: entry.isbn, queryType: 'EAN', deviceId });
          await updateHistoryEntry(entry.id, result);
        }
      } catch {
        // Still unreachable: the next 'online' event tries again.
      } finally {
        running = false;
      }
    };
    void resolve();
    window.addEventListener('online', resolve);
    return () => window.removeEventListener('online', resolve);
  }, [deviceId]);
}
