import { FALLBACK_CASE_LABELS, GATES, gateNumber, type GateMetadata, type ReportPeriod, type SorterReportRow, type SorterStats } from '~/contract/sorter';
import { csvText, dollars } from '~/contract/csvText';
import type { DayRange } from './dateRange';
import { periodLabel } from './periodLabel';


const FIGURE_HEADERS = ['Total Scan', 'Selected Gates Total', 'Fallback rejects', 'Sales Price', 'Total Payout'];
type Figures = Pick<SorterReportRow, 'totalScan' | 'selectedGatesTotal' | 'fallbackRejects' | 'salesPrice' | 'totalPayout'>;
const figures = (row: Figures) => [row.totalScan, row.selectedGatesTotal, row.fallbackRejects, dollars(row.salesPrice), dollars(row.totalPayout)];

/** The gate report: a row per gate with its tag, the totals, then the scans of each fallback case. */
export function gateReportCsv(stats: SorterStats, gates: readonly GateMetadata[]): string {
  const tagOf = (gate: string) => gates.find((meta) => meta.gate === gate)?.tag ?? '';
  return csvText(['Gate', 'Tag', ...FIGURE_HEADERS], [
    ...stats.gates.map((row) => [gateNumber(row.gate), tagOf(row.gate), ...figures(row)]),
    ['Total', '', ...figures(stats)],
    [],
    ['Fallback', 'Scans'],
    ...stats.fallbacks.map((row) => [FALLBACK_CASE_LABELS[row.fallback], row.scans]),
  ]);
}

/** A period report: a row per period (its start in the seller's time), the figures, then each gate's scans. */
export function periodReportCsv(rows: readonly SorterReportRow[], period: ReportPeriod): string {
  return csvText(['Period', ...FIGURE_HEADERS, ...GATES.map((gate) => `Gate ${gateNumber(gate)}`)], [
    ...rows.map((row) => [periodLabel(row.start, period), ...figures(row), ...row.gates]),
  ]);
}

export const reportFileName = (what: string, range: DayRange) => `sorter-${what}-${range.start}-to-${range.end}.csv`;
