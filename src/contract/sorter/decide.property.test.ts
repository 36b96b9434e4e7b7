import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCode } from '../barcodes';
import { evaluateTrigger } from '../bookzy/profit';
import { decideGate, type SorterConfig, type SorterLookup } from './decide';
import { scanArbitrary, sorterConfigArbitrary } from './testing/arbitraries';

/** The gate decision's promises for any scan and any configuration. */

const matches = (config: SorterConfig, ruleIndex: number, lookup: SorterLookup) =>
  lookup.kind === 'BOOK' && evaluateTrigger(lookup.book, config.rules![ruleIndex]!, config.costs, config.rates).matches;

describe('decideGate, for any scan and configuration', () => {
  it('names either the rule or the fallback that chose the gate, never both or neither', () => {
    fc.assert(
      fc.property(scanArbitrary, sorterConfigArbitrary, ({ code, lookup }, config) => {
        const decision = decideGate(code, lookup, config);
        expect((decision.rule === null) !== (decision.fallback === null)).toBe(true);
        expect(decision.rejectReason !== null).toBe(decision.fallback === 'REJECT');
        if (!validateCode(code).valid) expect(decision.fallback).toBe('INVALID_BARCODE');
      }),
      { numRuns: 2000 },
    );
  });

  it('chooses the first rule the book matches, and rejects only a book no rule matches', () => {
    fc.assert(
      fc.property(scanArbitrary, sorterConfigArbitrary, ({ code, lookup }, config) => {
        const decision = decideGate(code, lookup, config);
        if (decision.rule !== null) {
          const index = config.rules!.findIndex((rule) => rule.id === decision.rule!.id);
          expect(matches(config, index, lookup)).toBe(true);
          for (let earlier = 0; earlier < index; earlier++) expect(matches(config, earlier, lookup)).toBe(false);
        }
        if (decision.fallback === 'REJECT') config.rules!.forEach((_, index) => expect(matches(config, index, lookup)).toBe(false));
      }),
      { numRuns: 2000 },
    );
  });

  it('drops a book into a full gate only when it is the exception gate and nothing else can take it', () => {
    fc.assert(
      fc.property(scanArbitrary, sorterConfigArbitrary, ({ code, lookup }, config) => {
        const decision = decideGate(code, lookup, config);
        const full = new Set(config.gates.filter((gate) => gate.full).map((gate) => gate.gate));
        if (full.has(decision.gate)) {
          const openException = config.gates.some((gate) => gate.targetType === 'EXCEPTION' && !gate.full);
          expect(openException).toBe(false);
          expect(decision.gate).toBe(config.typeGateMap.REJECT);
        }
        if (decision.redirect?.to === 'NEXT_OF_KIND') {
          const target = (gate: string) => config.gates.find((each) => each.gate === gate)!.targetType;
          expect(target(decision.gate)).toBe(target(decision.redirect.from));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('gives one answer for one scan and configuration, however often it is asked', () => {
    fc.assert(
      fc.property(scanArbitrary, sorterConfigArbitrary, ({ code, lookup }, config) => {
        expect(decideGate(code, lookup, structuredClone(config))).toEqual(decideGate(code, lookup, config));
      }),
      { numRuns: 500 },
    );
  });
});
