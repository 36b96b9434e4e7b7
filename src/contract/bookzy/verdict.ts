import { z } from 'zod/mini';
import { allOffers, PRICE_SOURCES, type CatalogBook } from './catalog';
import { evaluateTrigger, TRIGGER_LIMITS, type DeviceCosts, type TriggerOutcome } from './profit';
import type { MediaMailRates } from './rates';
import type { TriggerRule } from './triggers';

export const VERDICT_STATUSES = ['ACCEPTED', 'REJECTED'] as const;
export type VerdictStatus = (typeof VERDICT_STATUSES)[number];

/** A limit the book failed, with the book's figure (null: it has none) and the trigger's bound. */
export const failedLimitSchema = z.object({
  limit: z.enum(TRIGGER_LIMITS),
  actual: z.nullable(z.int()),
  required: z.nullable(z.int()),
});

/**
 * Why a book was rejected, as figures (the screen words them): either no trigger is active on the
 * device, or none matched and `closest` is the one that came nearest (see closestTrigger).
 */
export const rejectionSchema = z.object({
  kind: z.enum(['NO_ACTIVE_TRIGGER', 'NO_MATCH']),
  /** How many active triggers the book was tried against. */
  activeTriggers: z.int(),
  closest: z.nullable(
    z.object({
      triggerId: z.int(),
      triggerName: z.string(),
      priceSource: z.enum(PRICE_SOURCES),
      failed: z.array(failedLimitSchema),
    }),
  ),
});
export type Rejection = z.infer<typeof rejectionSchema>;

/** Spec 4: a scan is ACCEPTED when a trigger matched (it has a trigger name), otherwise REJECTED. */
export const verdictSchema = z.object({
  status: z.enum(VERDICT_STATUSES),
  triggerId: z.nullable(z.int()),
  triggerName: z.nullable(z.string()),
  triggerColorCode: z.nullable(z.string()),
  /** Cents, under the matching trigger, or the closest one when none matched. */
  profit: z.nullable(z.int()),
  price: z.nullable(z.int()),
  /**
   * The book's sales rank ("sr") and every offer listed for it ("sq", allOffers), as the search
   * history keeps them: marketplace figures, the same whatever the device's triggers.
   */
  sr: z.nullable(z.int()),
  sq: z.nullable(z.int()),
  /** Null when accepted. */
  rejection: z.nullable(rejectionSchema),
});
export type Verdict = z.infer<typeof verdictSchema>;

/** Active triggers in their order: the order the seller arranged them in is the order they win. */
export function activeInOrder<T extends TriggerRule>(triggers: readonly T[]): T[] {
  return triggers.filter((trigger) => trigger.active).sort((a, b) => a.order - b.order || a.id - b.id);
}

interface Tried<Rule = TriggerRule> {
  trigger: Rule;
  outcome: TriggerOutcome;
}

/**
 * The trigger a rejected book came closest to: the fewest failed limits; among equals, one that has
 * a price for the book before one that has none (a missing price leaves nothing to tune); then the
 * higher in the list, the one tried first. `tried` is in trigger order and not empty.
 */
export function closestTrigger<Rule>(tried: readonly Tried<Rule>[]): Tried<Rule> {
  const noPrice = ({ outcome }: Tried<Rule>) => (outcome.price === null ? 1 : 0);
  const nearer = (a: Tried<Rule>, b: Tried<Rule>) => a.outcome.failed.length - b.outcome.failed.length || noPrice(a) - noPrice(b);
  return tried.reduce((best, each) => (nearer(each, best) < 0 ? each : best));
}

/** The verdict on one book for one device: the first active trigger that matches accepts it. */
export function verdictFor(
  book: CatalogBook,
  triggers: readonly TriggerRule[],
  costs: DeviceCosts,
  rates: MediaMailRates,
): Verdict {
  const market = { sr: book.salesRank, sq: allOffers(book) };
  const tried: Tried[] = [];
  for (const trigger of activeInOrder(triggers)) {
    const outcome = evaluateTrigger(book, trigger, costs, rates);
    if (outcome.matches) {
      return {
        status: 'ACCEPTED',
        triggerId: trigger.id,
        triggerName: trigger.name,
        triggerColorCode: trigger.colorCode,
        profit: outcome.profit,
        price: outcome.price,
        ...market,
        rejection: null,
      };
    }
    tried.push({ trigger, outcome });
  }
  const rejected = { status: 'REJECTED', triggerId: null, triggerName: null, triggerColorCode: null, ...market } as const;
  if (tried.length === 0) {
    return {
      ...rejected,
      profit: null,
      price: book.buyBoxPrice,
      rejection: { kind: 'NO_ACTIVE_TRIGGER', activeTriggers: 0, closest: null },
    };
  }
  const { trigger, outcome } = closestTrigger(tried);
  return {
    ...rejected,
    profit: outcome.profit,
    // With no price at the closest trigger's source, the scan shows the buy box instead.
    price: outcome.price ?? book.buyBoxPrice,
    rejection: {
      kind: 'NO_MATCH',
      activeTriggers: tried.length,
      closest: { triggerId: trigger.id, triggerName: trigger.name, priceSource: trigger.priceSource, failed: outcome.failed },
    },
  };
}
