import { DEFAULT_MEDIA_MAIL_RATES } from '~/contract/bookzy/rates';
import { DEFAULT_SORTER_SETTINGS, GATES, type GateDecision, type GateMetadata, type SorterMeta } from '~/contract/sorter';

/** Gate 1 keeps for FBA in green, gate 3 too in dark blue, gate 11 is the exception bin; the rest grey. */
export const testGates: GateMetadata[] = GATES.map((gate) => ({
  gate,
  tag: gate === 'GATE_1' ? 'FBA keep' : gate === 'GATE_11' ? 'Exceptions' : '',
  color: gate === 'GATE_1' ? '#b2f2bb' : gate === 'GATE_3' ? '#1864ab' : '#868e96',
  sound: gate === 'GATE_1' ? 'cash' : 'blink',
  targetType: gate === 'GATE_1' || gate === 'GATE_3' ? 'FBA' : gate === 'GATE_11' ? 'EXCEPTION' : 'NONE',
  full: false,
}));

/** A configuration every book of the test catalog matches with its one rule (to gate 1). */
export const testMeta: SorterMeta = {
  gates: testGates,
  fallbacks: {
    typeGateMap: { REJECT: 'GATE_11', INVALID_BARCODE: 'GATE_10', NO_LISTING: 'GATE_9', NO_SR: 'GATE_8', NO_SECTION: 'GATE_7', TIMEOUT: 'GATE_6' },
    rejectBreakdown: {},
  },
  section: {
    id: 1,
    name: 'Everything',
    rules: [{ id: 7, name: 'Anything priced', gate: 'GATE_1', channel: 'MF', priceSource: 'LOWEST_USED', minProfit: null, maxSalesRank: null, maxOffers: null, minPrice: null }],
  },
  settings: { ...DEFAULT_SORTER_SETTINGS, timeoutMs: 400 },
  rates: DEFAULT_MEDIA_MAIL_RATES,
};

/** A decision with no rule, fallback or figures: tests override what they are about. */
export const gateDecision = (overrides: Partial<GateDecision>): GateDecision => ({
  gate: 'GATE_1',
  rule: null,
  fallback: null,
  rejectReason: null,
  redirect: null,
  profit: null,
  price: null,
  salesRank: null,
  ...overrides,
});
