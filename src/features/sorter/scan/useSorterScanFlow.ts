import { useCallback, useEffect, useMemo, useRef } from 'react';
import { recordScanNow } from '~/api/sorter/scans';
import { isTransient } from '~/api/errors';
import { decideGate, SORTER_CODE_MAX, sorterConfigOf, type GateDecision, type SorterMeta, type SorterScanInput } from '~/contract/sorter';
import { findCatalogBook } from '~/offline/catalogSnapshot';
import { enqueue } from '~/offline/outbox';
import type { ScanEvent } from '~/scanning';
import { playEvent, playGateSound } from '~/sounds';
import { logScan } from './scanLog';
import { RECORDED_SOURCE, type DecidedBy } from './shownScan';

/** User Timing entries for the scan-to-gate figure (`npm run bench`, and devtools). */
export const SORTER_SCAN_MARK = 'sorter-scan';

/** Longest a scan's record waits for the gate to be painted: a hidden tab paints no frames. */
const RECORD_WAIT_MS = 100;

/**
 * Runs `work` once the frame showing the gate is painted, or after RECORD_WAIT_MS at the latest:
 * the outbox write and the reads it wakes must not delay the gate the seller is waiting to see.
 */
function afterPaint(work: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, RECORD_WAIT_MS);
}

/**
 * Local first: a book in the downloaded catalog is decided at once on the tablet; one that is not
 * is asked of the server, which records it and answers its gate within the sorter's timeout, past
 * which (or offline) the book takes the Timeout fallback. Every scan not recorded by that call
 * goes to the outbox with the gate shown, so a scan made offline reaches the analytics later.
 */
export function useSorterScanFlow(meta: SorterMeta | undefined) {
  const kit = useMemo(() => (meta ? { meta, config: sorterConfigOf(meta) } : undefined), [meta]);
  // The latest kit without re-creating the handler (the wedge listener keeps one handler).
  const kitRef = useRef(kit);
  useEffect(() => {
    kitRef.current = kit;
  }, [kit]);

  return useCallback(async (scan: ScanEvent) => {
    performance.mark(SORTER_SCAN_MARK);
    const current = kitRef.current;
    if (!current) return playEvent('error');
    const { meta, config } = current;
    const scanId = crypto.randomUUID();
    const input = (decision: GateDecision, decidedOffline: boolean): SorterScanInput => ({
      scanId,
      code: scan.code.slice(0, SORTER_CODE_MAX),
      scannedAt: new Date(scan.at).toISOString(),
      source: RECORDED_SOURCE[scan.source],
      gate: decision.gate,
      fallback: decision.fallback,
      ruleId: decision.rule?.id ?? null,
      decidedOffline,
    });
    const show = (decision: GateDecision, decidedBy: DecidedBy) => {
      logScan({ scanId, code: scan.code, at: scan.at, decision, decidedBy });
      const sound = meta.gates.find((gate) => gate.gate === decision.gate)?.sound ?? 'none';
      playGateSound(meta.settings.soundOn ? sound : 'none');
    };
    const showAndRecord = (decision: GateDecision, decidedBy: DecidedBy) => {
      show(decision, decidedBy);
      // A record the device cannot store is told to the seller by the outbox (storage full or
      // unavailable); the book has dropped into its gate already, so there is nothing to undo.
      const record = () => enqueue('sorterScans.record', { body: input(decision, true) }, { label: `Sorter scan ${scan.code}` });
      afterPaint(() => void record().catch(() => undefined));
    };

    if (!scan.validation.valid) return showAndRecord(decideGate(scan.code, { kind: 'NO_LISTING' }, config), 'code');
    const book = await findCatalogBook(scan.code).catch(() => undefined);
    if (book) return showAndRecord(decideGate(scan.code, { kind: 'BOOK', book }, config), 'catalog');
    const late = decideGate(scan.code, { kind: 'TIMEOUT' }, config);
    if (navigator.onLine) {
      try {
        // Sent with the gate the book takes if the answer is late; the server records its own.
        const reply = await recordScanNow(input(late, false), meta.settings.timeoutMs);
        return show(reply.decision, 'server');
      } catch (error) {
        // Refused, it would be refused again from the outbox: the book still has to drop.
        if (!isTransient(error)) return show(late, 'timeout');
      }
    }
    showAndRecord(late, 'timeout');
  }, []);
}
