import type { StockSku } from '../market';
import type { HighCompetitionRiskSettings } from '../settings';
import { rivalsInCondition, type Market } from './competition';
import type { Pending } from './decision';

/**
 * A crowded page where a line would cut the price hard is how price wars start: hold the price
 * (Paused, High Competition Risk) and let the seller look, instead of following the crowd down.
 */
export function highCompetitionRisk(priced: Pending, sku: StockSku, market: Market, settings: HighCompetitionRiskSettings): Pending {
  if (!settings.enabled || priced.candidate >= sku.price) return priced;
  // Whole numbers only: the drop exceeds the limit when drop / price > limit / 100.
  if ((sku.price - priced.candidate) * 100 <= settings.maxDropPercent * sku.price) return priced;
  const rivals = rivalsInCondition(market.competitors, sku, null);
  if (rivals < settings.minCompetitors) return priced;
  return {
    ...priced,
    candidate: sku.price,
    code: 'HIGH_COMPETITION_RISK',
    outcome: 'SKIPPED',
    reasons: [...priced.reasons, 'REPRICER_RESULT_HIGH_COMPETITION_RISK'],
    note: `high competition risk: ${rivals} rivals, ${sku.price} to ${priced.candidate}`,
  };
}
