import { describe, expect, it } from 'vitest';
import { FALLBACK_CASES, GATES, type FallbackSettings, type GateMetadata } from '~/contract/sorter';
import { fullGateDestination, gateLabel } from './gateWords';

const gates = (changes: Partial<Record<string, Partial<GateMetadata>>> = {}): GateMetadata[] =>
  GATES.map((gate) => ({ gate, tag: '', color: '#1971c2', sound: 'ding', targetType: 'NONE', full: false, ...changes[gate] }));
const fallbacks: FallbackSettings = {
  typeGateMap: Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, 'GATE_11'])) as FallbackSettings['typeGateMap'],
  rejectBreakdown: {},
};

describe('gate words', () => {
  it('names a gate by number, with its tag when it has one', () => {
    expect(gateLabel('GATE_3', gates({ GATE_3: { tag: 'Donate' } }))).toBe('Gate 3 · Donate');
    expect(gateLabel('GATE_4', gates())).toBe('Gate 4');
  });

  it('says nothing for an open gate', () => {
    expect(fullGateDestination('GATE_2', gates(), fallbacks)).toBeNull();
  });

  it('sends a full gate to the next open gate with the same target', () => {
    const config = gates({ GATE_2: { targetType: 'FBA', full: true }, GATE_3: { targetType: 'FBA', full: true }, GATE_5: { targetType: 'FBA', tag: 'FBA 2' } });
    expect(fullGateDestination('GATE_2', config, fallbacks)).toBe('Its books go to Gate 5 · FBA 2, the next open gate with its target (Keep for FBA).');
  });

  it('sends a full gate with no other of its kind to the exception gate', () => {
    const config = gates({ GATE_2: { targetType: 'DONATE', full: true }, GATE_9: { targetType: 'EXCEPTION', tag: 'Exceptions' } });
    expect(fullGateDestination('GATE_2', config, fallbacks)).toBe('Its books go to Gate 9 · Exceptions, the exception gate.');
  });

  it('keeps books in the exception gate itself even when full', () => {
    expect(fullGateDestination('GATE_11', gates({ GATE_11: { full: true } }), fallbacks)).toMatch(/still drop here/);
  });
});
