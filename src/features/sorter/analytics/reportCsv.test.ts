import { describe, expect, it } from 'vitest';
import { GATES, type GateMetadata, type SorterStats } from '~/contract/sorter';
import { gateReportCsv, periodReportCsv } from './reportCsv';

const row = (totalScan: number, selected: number, salesPrice: number) => ({
  totalScan,
  selectedGatesTotal: selected,
  fallbackRejects: totalScan - selected,
  salesPrice,
  totalPayout: Math.round(salesPrice * 0.6),
});

const stats: SorterStats = {
  ...row(12, 9, 15_000),
  gates: [
    { gate: 'GATE_1', ...row(9, 9, 15_000) },
    { gate: 'GATE_11', ...row(3, 0, 0) },
  ],
  fallbacks: [
    { fallback: 'NO_LISTING', scans: 2 },
    { fallback: 'TIMEOUT', scans: 1 },
  ],
};
const gates = [
  { gate: 'GATE_1', tag: 'FBA, good', color: '#2f9e44', sound: 'cash', targetType: 'FBA', full: false },
  // A tag a spreadsheet would run as a formula is written as text.
  { gate: 'GATE_11', tag: '=Exceptions', color: '#000000', sound: 'blink', targetType: 'EXCEPTION', full: false },
] satisfies GateMetadata[];

describe('report CSV files', () => {
  it('lists each gate with its tag and figures, the totals, then each fallback case, formulas disarmed', () => {
    expect(gateReportCsv(stats, gates).split('\r\n')).toEqual([
      'Gate,Tag,Total Scan,Selected Gates Total,Fallback rejects,Sales Price,Total Payout',
      '1,"FBA, good",9,9,0,150.00,90.00',
      "11,'=Exceptions,3,0,3,0.00,0.00",
      'Total,,12,9,3,150.00,90.00',
      '',
      'Fallback,Scans',
      'No Amazon Listing,2',
      'Timeout,1',
      '',
    ]);
  });

  it('gives a period report a row per period with every gate’s scans', () => {
    const start = new Date(2026, 10, 27).toISOString();
    const csv = periodReportCsv([{ start, ...row(4, 3, 2_500), gates: GATES.map((_, index) => (index === 2 ? 4 : 0)) }], 'DAY');
    const [header, first] = csv.split('\r\n');
    expect(header).toBe(`Period,Total Scan,Selected Gates Total,Fallback rejects,Sales Price,Total Payout,${GATES.map((_, index) => `Gate ${index + 1}`).join(',')}`);
    expect(first).toBe('2026-11-27,4,3,1,25.00,15.00,0,0,4,0,0,0,0,0,0,0,0');
  });
});
