import type { CircuitBreakerSettings } from '../settings';
import type { RepricingDecision } from './decision';

/**
 * The run's brake. When too many SKUs would fall too far at once, the likely cause is bad data (a
 * broken offers feed, a rogue seller at 0.01) rather than the market: the run is paused before any
 * price is sent, and each SKU that would have dropped says so as Paused, High Competition Risk with
 * REPRICER_RESULT_HIGH_COMPETITION_RISK, the spec's state for a price the repricer chose to hold.
 */
export interface RunCheck {
  tripped: boolean;
  /** SKUs that would drop by more than `dropPercent`, and the SKUs they are a share of. */
  dropping: number;
  priced: number;
  /** dropping / priced, 0..1. */
  share: number;
  /** The share that trips the breaker, 0..1: tripped when share > threshold. */
  threshold: number;
  dropPercent: number;
}

/** Whether a decision would cut the price by more than `dropPercent` (whole-number arithmetic). */
export function dropsBeyond(decision: RepricingDecision, dropPercent: number): boolean {
  const drop = decision.previousPrice - decision.newPrice;
  return drop > 0 && drop * 100 > dropPercent * decision.previousPrice;
}

export function checkRun(decisions: readonly RepricingDecision[], settings: CircuitBreakerSettings): RunCheck {
  const priced = decisions.length;
  let dropping = 0;
  for (const decision of decisions) if (dropsBeyond(decision, settings.dropPercent)) dropping++;
  const share = priced === 0 ? 0 : dropping / priced;
  const threshold = settings.maxSharePercent / 100;
  return { tripped: settings.enabled && share > threshold, dropping, priced, share, threshold, dropPercent: settings.dropPercent };
}

/** The price a paused SKU holds: its current one, yet never above its maximum (the guards still hold). */
function heldPrice(decision: RepricingDecision): number {
  const max = decision.guards.find((step) => step.guard === 'MAX')?.bound ?? decision.previousPrice;
  return Math.min(decision.previousPrice, max);
}

/** A tripped run's decisions: the SKUs that would have dropped hold their price, paused, and say why. */
export function pauseRun(decisions: readonly RepricingDecision[], check: RunCheck): RepricingDecision[] {
  if (!check.tripped) return [...decisions];
  return decisions.map((decision) =>
    dropsBeyond(decision, check.dropPercent)
      ? {
          ...decision,
          newPrice: heldPrice(decision),
          state: 'PAUSED',
          code: 'HIGH_COMPETITION_RISK',
          outcome: 'SKIPPED',
          reasons: [...decision.reasons.filter((reason) => reason !== 'REPRICER_RESULT_HIGH_COMPETITION_RISK'), 'REPRICER_RESULT_HIGH_COMPETITION_RISK'],
          note: `circuit breaker: ${check.dropping} of ${check.priced} SKUs would drop more than ${check.dropPercent}%`,
        }
      : decision,
  );
}
