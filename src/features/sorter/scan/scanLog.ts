import { useSyncExternalStore } from 'react';
import type { GateDecision, Gate, SorterScanInput } from '~/contract/sorter';
import { createEventBus } from '~/lib/eventBus';
import { onOutboxApplied } from '~/offline/outboxEvents';
import type { SorterShownScan } from './shownScan';

/** Scans kept for the screen: more than it shows, so a glance back finds the last few. */
const KEPT = 20;

/** A scan the server, once it got it, would have sent elsewhere: the book is in the wrong bin. */
export interface Disagreement {
  scanId: string;
  code: string;
  shownGate: Gate;
  server: GateDecision;
}

interface ScanLogState {
  /** Newest first. */
  scans: readonly SorterShownScan[];
  disagreements: readonly Disagreement[];
}

/**
 * The sorter screen's scans for this visit of the app, outside React so that a scan recorded
 * while the seller looked at the analytics still shows when they come back. Scans themselves are
 * safe in the outbox; this is only what the screen shows.
 */
let state: ScanLogState = { scans: [], disagreements: [] };
const changes = createEventBus<void>();

function update(next: ScanLogState) {
  state = next;
  changes.emit();
}

export function logScan(scan: SorterShownScan): void {
  update({ ...state, scans: [scan, ...state.scans.filter((kept) => kept.scanId !== scan.scanId)].slice(0, KEPT) });
}

/** The server answered a recorded scan: a different gate than the one shown is worth saying. */
export function noteServerDecision(input: SorterScanInput, server: GateDecision): void {
  if (server.gate === input.gate) return;
  const disagreement = { scanId: input.scanId, code: input.code, shownGate: input.gate, server };
  update({ ...state, disagreements: [...state.disagreements.filter((kept) => kept.scanId !== input.scanId), disagreement] });
}

export function acknowledgeDisagreements(): void {
  update({ ...state, disagreements: [] });
}

export function resetScanLogForTests(): void {
  update({ scans: [], disagreements: [] });
}

export function useScanLog(): ScanLogState {
  return useSyncExternalStore(changes.subscribe, () => state);
}

// The outbox sent a scan made from the catalog or offline: the server's reply carries its own gate.
onOutboxApplied(({ endpointKey, input, reply }) => {
  if (endpointKey !== 'sorterScans.record' || reply === null) return;
  noteServerDecision((input as { body: SorterScanInput }).body, (reply as { decision: GateDecision }).decision);
});
