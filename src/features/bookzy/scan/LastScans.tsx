import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { SCAN_SCREEN_LAST_ITEMS } from '~/contract/constants';
import type { SearchHistoryEntry } from '~/offline/searchHistoryEntry';
import { inHiddenMode } from './hiddenMode';
import { ScanCard } from './ScanCard';
import { latestScans, scanKey, type ShownScan } from './shownScans';
import { SCAN_MARK } from './useScanFlow';

export const SCAN_TO_VERDICT = 'bookzy-scan-to-verdict';

/** Records how long the newest verdict took to reach the screen, once it is painted. */
function useScanToVerdictTiming(newest: ShownScan | undefined) {
  const settled = newest && newest.status !== 'PENDING' ? `${scanKey(newest)}:${newest.status}` : null;
  useEffect(() => {
    if (!settled || performance.getEntriesByName(SCAN_MARK, 'mark').length === 0) return;
    const frame = requestAnimationFrame(() => {
      performance.measure(SCAN_TO_VERDICT, SCAN_MARK);
      performance.clearMarks(SCAN_MARK);
    });
    return () => cancelAnimationFrame(frame);
  }, [settled]);
}

/** The last two books (spec 2.1 and 9), the newest largest. */
export function LastScans({ fresh, history, hidden }: { fresh: ShownScan[]; history: SearchHistoryEntry[]; hidden: boolean }) {
  const newest = latestScans(fresh, history, SCAN_SCREEN_LAST_ITEMS);
  useScanToVerdictTiming(newest[0]);
  const last = hidden ? newest.map(inHiddenMode) : newest;
  if (last.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="no-scans">
        Scan a book: point the camera at its barcode, use a barcode scanner, or type the ISBN.
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-live="polite" data-testid="last-scans">
      {last.map((entry, index) => (
        <ScanCard key={scanKey(entry)} entry={entry} hidden={hidden} large={index === 0} />
      ))}
    </Stack>
  );
}
