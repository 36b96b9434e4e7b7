import type { GateDecision, ScanSource as RecordedSource } from '~/contract/sorter';
import type { ScanSource } from '~/scanning';

/** How the tablet came to its gate: the downloaded catalog, the server in time, or neither. */
export type DecidedBy = 'catalog' | 'server' | 'timeout' | 'code';

/** One scan as the sorter's screen shows it. */
export interface SorterShownScan {
  scanId: string;
  code: string;
  /** Date.now() of the scan. */
  at: number;
  decision: GateDecision;
  decidedBy: DecidedBy;
}

export const RECORDED_SOURCE: Record<ScanSource, Exclude<RecordedSource, 'MACHINE'>> = {
  wedge: 'WEDGE',
  camera: 'CAMERA',
  manual: 'TYPED',
};
