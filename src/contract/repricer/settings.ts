import { z } from 'zod/mini';

/**
 * The seller's global repricer settings: the floor under every price, the bounds a SKU gets when
 * it has none of its own, the sellers left out of the competition (spec 7.8 seller exclusions) and
 * the two brakes against a price war: per SKU (high competition risk) and per run (circuit breaker).
 */

const cents = z.int({ error: 'must be a whole number of cents' }).check(z.minimum(0, { error: 'must not be negative' }));
const percent = z.int({ error: 'must be a whole percent' }).check(
  z.minimum(0, { error: 'must not be negative' }),
  z.maximum(100, { error: 'must be at most 100' }),
);

/** A default bound: a fixed amount, or basis points of the SKU's reference price (15000 is 150%; see referencePriceOf). */
export const defaultBoundSchema = z.object({
  unit: z.enum(['CENTS', 'PERCENT_OF_PRICE']),
  amount: cents,
});
export type DefaultBound = z.infer<typeof defaultBoundSchema>;

/** A seller left out of the competition, matched on the marketplace id, or the name when no id is kept. */
export const sellerExclusionSchema = z.object({
  sellerId: z.nullable(z.string()),
  sellerName: z.string(),
});
export type SellerExclusion = z.infer<typeof sellerExclusionSchema>;

/** Pause the whole run when more than `maxSharePercent` of its SKUs would drop by more than `dropPercent`. */
export const circuitBreakerSchema = z.object({
  enabled: z.boolean(),
  maxSharePercent: percent,
  dropPercent: percent,
});
export type CircuitBreakerSettings = z.infer<typeof circuitBreakerSchema>;

/**
 * Hold one SKU's price when it would fall by more than `maxDropPercent` in one run while at least
 * `minCompetitors` offers crowd its condition: a crowded page falling fast is a price war.
 */
export const highCompetitionRiskSchema = z.object({
  enabled: z.boolean(),
  minCompetitors: z.int().check(z.minimum(1)),
  maxDropPercent: percent,
});
export type HighCompetitionRiskSettings = z.infer<typeof highCompetitionRiskSchema>;

export const repricerSettingsSchema = z.object({
  /** No SKU is ever priced below this, whatever its own minimum (GLOBAL_MIN_REACHED). */
  globalMinPrice: cents,
  defaultMin: defaultBoundSchema,
  defaultMax: defaultBoundSchema,
  excludedSellers: z.array(sellerExclusionSchema),
  circuitBreaker: circuitBreakerSchema,
  highCompetitionRisk: highCompetitionRiskSchema,
});
export type RepricerSettings = z.infer<typeof repricerSettingsSchema>;

/** What a new seller starts with: a floor of 1.00, bounds of 50% to 300% of the reference price. */
export const DEFAULT_REPRICER_SETTINGS: RepricerSettings = {
  globalMinPrice: 100,
  defaultMin: { unit: 'PERCENT_OF_PRICE', amount: 5000 },
  defaultMax: { unit: 'PERCENT_OF_PRICE', amount: 30000 },
  excludedSellers: [],
  circuitBreaker: { enabled: true, maxSharePercent: 20, dropPercent: 30 },
  highCompetitionRisk: { enabled: false, minCompetitors: 20, maxDropPercent: 50 },
};
