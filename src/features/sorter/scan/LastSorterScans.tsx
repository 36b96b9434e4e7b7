import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { SCAN_SCREEN_LAST_ITEMS } from '~/contract/constants';
import type { GateMetadata } from '~/contract/sorter';
import { GateCard } from './GateCard';
import type { SorterShownScan } from './shownScan';
import { SORTER_SCAN_MARK } from './useSorterScanFlow';

export const SORTER_SCAN_TO_GATE = 'sorter-scan-to-gate';

/** Records how long the newest gate took to reach the screen, once it is painted. */
function useScanToGateTiming(newest: SorterShownScan | undefined) {
  const shown = newest?.scanId;
  useEffect(() => {
    if (!shown || performance.getEntriesByName(SORTER_SCAN_MARK, 'mark').length === 0) return;
    const frame = requestAnimationFrame(() => {
      performance.measure(SORTER_SCAN_TO_GATE, SORTER_SCAN_MARK);
      performance.clearMarks(SORTER_SCAN_MARK);
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
}

/** The newest scan large, the one before it below (spec 2.1 and 9: the last two items). */
export function LastSorterScans({ scans, gates }: { scans: readonly SorterShownScan[]; gates: readonly GateMetadata[] }) {
  useScanToGateTiming(scans[0]);
  const last = scans.slice(0, SCAN_SCREEN_LAST_ITEMS);
  if (last.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={64} fz="lg" data-testid="no-scans">
        Scan a book: its gate shows here. Use the barcode scanner, the camera, or type the code.
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-live="polite" data-testid="last-scans">
      {last.map((scan, index) => (
        <GateCard key={scan.scanId} scan={scan} gate={gates.find((gate) => gate.gate === scan.decision.gate)} large={index === 0} />
      ))}
    </Stack>
  );
}
