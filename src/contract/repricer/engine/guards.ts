import type { ResultCode } from '../codes';
import { referencePriceOf, type StockSku } from '../market';
import type { DefaultBound, RepricerSettings } from '../settings';
import type { GuardStep } from './decision';

/**
 * The bounds a SKU is priced within: its own, or the defaults, never below the global minimum.
 * Percentage defaults rest on the SKU's reference price, never on its current price: the current
 * price is what the repricer moves, so bounds resting on it would move with every run (300% of
 * 300% of …), and a rerun on an unchanged market would change the price again.
 */
export interface Bounds {
  /** The price percentage defaults were worked out from. */
  reference: number;
  min: number;
  globalMin: number;
  max: number;
}

function resolveDefault(bound: DefaultBound, reference: number): number {
  return bound.unit === 'CENTS' ? bound.amount : Math.round((reference * bound.amount) / 10_000);
}

export function boundsOf(sku: StockSku, settings: RepricerSettings): Bounds {
  const reference = referencePriceOf(sku);
  return {
    reference,
    min: sku.minPrice ?? resolveDefault(settings.defaultMin, reference),
    globalMin: settings.globalMinPrice,
    max: sku.maxPrice ?? resolveDefault(settings.defaultMax, reference),
  };
}

/**
 * Bounds that leave no price: a floor above the ceiling. The SKU is refused as INVALID_RULE and its
 * price left alone, since any price would break one of the seller's own bounds.
 */
export function boundsConflict({ min, globalMin, max }: Bounds): string | null {
  if (![min, globalMin, max].every(Number.isSafeInteger)) return 'bounds are not whole numbers of cents';
  if (min > max) return `min ${min} > max ${max}`;
  if (globalMin > max) return `global min ${globalMin} > max ${max}`;
  return null;
}

export interface Guarded {
  price: number;
  steps: GuardStep[];
  /** The bound that moved the price, when one did. */
  clamp: Extract<ResultCode, 'MIN_REACHED' | 'GLOBAL_MIN_REACHED' | 'MAX_REACHED'> | null;
}

/**
 * The last word on every price, whatever the rules said: up to the SKU's minimum, up to the global
 * minimum, down to the maximum. Consistent bounds (see boundsConflict) are the caller's to check.
 */
export function guard(candidate: number, bounds: Bounds): Guarded {
  const afterMin = Math.max(candidate, bounds.min);
  const afterGlobal = Math.max(afterMin, bounds.globalMin);
  const price = Math.min(afterGlobal, bounds.max);
  const steps: GuardStep[] = [
    { guard: 'MIN', bound: bounds.min, before: candidate, after: afterMin },
    { guard: 'GLOBAL_MIN', bound: bounds.globalMin, before: afterMin, after: afterGlobal },
    { guard: 'MAX', bound: bounds.max, before: afterGlobal, after: price },
  ];
  let clamp: Guarded['clamp'] = null;
  if (price !== afterGlobal) clamp = 'MAX_REACHED';
  else if (afterGlobal !== afterMin) clamp = 'GLOBAL_MIN_REACHED';
  else if (afterMin !== candidate) clamp = 'MIN_REACHED';
  return { price, steps, clamp };
}
