import { describe, expect, it } from 'vitest';
import type { CircuitBreakerSettings } from '../settings';
import { checkRun, pauseRun } from './circuitBreaker';
import type { RepricingDecision } from './decision';

const breaker: CircuitBreakerSettings = { enabled: true, maxSharePercent: 20, dropPercent: 30 };

function decision(sku: string, previousPrice: number, newPrice: number): RepricingDecision {
  return {
    sku,
    previousPrice,
    newPrice,
    state: 'SUCCESSFUL',
    code: 'SUCCESS',
    reasons: ['LOWEST_IN_CONDITION'],
    outcome: 'SUCCESS',
    failure: null,
    lineId: 'match-used',
    note: null,
    trail: [],
    guards: [{ guard: 'MAX', bound: 6000, before: newPrice, after: newPrice }],
    bounds: { reference: 2000, min: 0, globalMin: 0, max: 6000 },
  };
}

// Ten SKUs: `drops` of them fall from 2000 to 1000 (50%), the rest by 1 cent.
const run = (drops: number) => Array.from({ length: 10 }, (_, index) => decision(`SKU-${index}`, 2000, index < drops ? 1000 : 1999));

describe('checkRun', () => {
  it('trips when more than the share of SKUs would drop by more than the percent', () => {
    expect(checkRun(run(2), breaker)).toEqual({ tripped: false, dropping: 2, priced: 10, share: 0.2, threshold: 0.2, dropPercent: 30 });
    expect(checkRun(run(3), breaker)).toMatchObject({ tripped: true, dropping: 3, share: 0.3 });
  });

  it('counts a drop of exactly the percent as no drop beyond it', () => {
    const exactly = Array.from({ length: 5 }, (_, index) => decision(`SKU-${index}`, 1000, 700));
    expect(checkRun(exactly, breaker)).toMatchObject({ tripped: false, dropping: 0 });
  });

  it('never trips when disabled, nor on an empty run', () => {
    expect(checkRun(run(10), { ...breaker, enabled: false }).tripped).toBe(false);
    expect(checkRun([], breaker)).toMatchObject({ tripped: false, share: 0 });
  });
});

describe('pauseRun', () => {
  it('holds the dropping SKUs as Paused, High Competition Risk, and leaves the others', () => {
    const paused = pauseRun(run(3), checkRun(run(3), breaker));
    expect(paused[0]).toMatchObject({
      newPrice: 2000,
      state: 'PAUSED',
      code: 'HIGH_COMPETITION_RISK',
      outcome: 'SKIPPED',
      reasons: ['LOWEST_IN_CONDITION', 'REPRICER_RESULT_HIGH_COMPETITION_RISK'],
      note: 'circuit breaker: 3 of 10 SKUs would drop more than 30%',
    });
    expect(paused[5]).toEqual(run(3)[5]);
  });

  it('changes nothing when the breaker did not trip', () => {
    expect(pauseRun(run(1), checkRun(run(1), breaker))).toEqual(run(1));
  });
});
