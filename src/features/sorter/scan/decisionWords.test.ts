import { describe, expect, it } from 'vitest';
import type { GateDecision } from '~/contract/sorter';
import { chosenBy, redirectLine } from './decisionWords';
import { gateDecision } from './testing/sorterMeta';

const decision = (overrides: Partial<GateDecision>) => gateDecision({ gate: 'GATE_5', ...overrides });

describe('decision words', () => {
  it('names the rule that chose the gate, else the fallback and a reject’s reason', () => {
    expect(chosenBy(decision({ rule: { id: 4, name: 'FBA keeper' } }))).toBe('Rule: FBA keeper');
    expect(chosenBy(decision({ fallback: 'NO_LISTING' }))).toBe('No Amazon Listing');
    expect(chosenBy(decision({ fallback: 'REJECT', rejectReason: 'minProfit' }))).toBe('Reject: profit below the rule’s minimum');
  });

  it('says where a full gate sent its book', () => {
    expect(redirectLine(decision({}))).toBeNull();
    expect(redirectLine(decision({ redirect: { from: 'GATE_3', to: 'NEXT_OF_KIND' } }))).toBe('Gate 3 is full: sent to gate 5');
    expect(redirectLine(decision({ gate: 'GATE_11', redirect: { from: 'GATE_3', to: 'EXCEPTION' } }))).toBe(
      'Gate 3 is full: sent to the exception gate, gate 11',
    );
  });
});
