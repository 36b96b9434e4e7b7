import { referencePriceOf, type StockSku } from '../market';
import type { Condition, RuleLine } from '../rules';
import { InvalidRule, rivalsInCondition, type Market } from './competition';
import type { ComparedFigure } from './decision';

/** The SKU's figure a condition reads; null when the SKU has none (never sold). */
function figureOf(field: string, sku: StockSku, market: Market, line: RuleLine): number | boolean | null {
  switch (field) {
    case 'salesRank':
      return sku.salesRank;
    case 'soldDays':
      return sku.soldDays;
    case 'ageDays':
      return sku.ageDays;
    case 'price':
      // The SKU's base, which the repricer never moves: a line reading the current price would
      // hold on one run and not on the next, on the same market.
      return referencePriceOf(sku);
    case 'offers':
      // Competitors in the SKU's condition as this line sees them (its channel, its feedback floor).
      return rivalsInCondition(market.competitors, sku, line.competition);
    case 'buyBoxOwned':
      return market.buyBoxOwned;
    case 'buyBoxHeld':
      return market.anyBuyBox;
    case 'marketplaceOffering':
      return market.marketplace !== null;
    default:
      throw new InvalidRule(`unknown field ${field}`);
  }
}

function compare(actual: number | boolean | null, condition: Condition): boolean {
  if (typeof condition.value === 'boolean') {
    if (condition.op !== '=' || typeof actual !== 'boolean') throw new InvalidRule(`${condition.field} is a yes/no flag`);
    return actual === condition.value;
  }
  if (!Number.isFinite(condition.value)) throw new InvalidRule(`${condition.field} bound is not a number`);
  if (typeof actual === 'boolean') throw new InvalidRule(`${condition.field} is a yes/no flag`);
  if (actual === null) return false;
  switch (condition.op) {
    case '<':
      return actual < condition.value;
    case '<=':
      return actual <= condition.value;
    case '=':
      return actual === condition.value;
    case '>=':
      return actual >= condition.value;
    case '>':
      return actual > condition.value;
    default:
      throw new InvalidRule(`unknown comparison ${String((condition as { op: unknown }).op)}`);
  }
}

/**
 * Every condition of the line with the figures compared. All are evaluated, not only up to the
 * first false one, so the trail shows the seller each figure that kept the line from applying.
 */
export function compareLine(line: RuleLine, sku: StockSku, market: Market): ComparedFigure[] {
  if (!Array.isArray(line.when)) throw new InvalidRule('conditions are missing');
  return line.when.map((condition) => {
    const actual = figureOf(condition.field, sku, market, line);
    return { field: condition.field, actual, op: condition.op, bound: condition.value, holds: compare(actual, condition) };
  });
}
