import type { StockSku } from '../market';
import type { HighCompetitionRiskSettings } from '../settings';
import { rivalsInCondition, type Market } from './competition';
import type { Pending } from './decision';
import { guard, type Bounds } from './guards';

/**
 * A crowded page where a line would cut the price hard is how price wars start: hold the price
 * (Paused, High Competition Risk) and let the seller look, instead of following the crowd down.
 * The drop is measured between prices within the SKU's bounds, the price it would hold and the
 * price it would get, so that a rerun on the same market weighs the same drop and decides alike.
 */
export function highCompetitionRisk(priced: Pending, sku: StockSku, bounds: Bounds, market: Market, settings: HighCompetitionRiskSettings): Pending {
  if (!settings.enabled) return priced;
  const held = guard(sku.price, bounds).price;
  const next = guard(priced.candidate, bounds).price;
  if (next >= held) return priced;
  // Whole numbers only: the drop exceeds the limit when drop / price > limit / 100.
  if ((held - next) * 100 <= settings.maxDropPercent * held) return priced;
  const rivals = rivalsInCondition(market.competitors, sku, null);
  if (rivals < settings.minCompetitors) return priced;
  return {
    ...priced,
    candidate: held,
    code: 'HIGH_COMPETITION_RISK',
    outcome: 'SKIPPED',
    reasons: [...priced.reasons, 'REPRICER_RESULT_HIGH_COMPETITION_RISK'],
    note: `high competition risk: ${rivals} rivals, ${held} to ${next}`,
  };
}
