import { z } from 'zod/mini';
import type { CatalogBook } from './catalog';
import { evaluateTrigger, type DeviceCosts } from './profit';
import type { MediaMailRates } from './rates';
import type { TriggerRule } from './triggers';

export const VERDICT_STATUSES = ['ACCEPTED', 'REJECTED'] as const;
export type VerdictStatus = (typeof VERDICT_STATUSES)[number];

/** Spec 4: a scan is ACCEPTED when a trigger matched (it has a trigger name), otherwise REJECTED. */
export const verdictSchema = z.object({
  status: z.enum(VERDICT_STATUSES),
  triggerId: z.nullable(z.int()),
  triggerName: z.nullable(z.string()),
  triggerColorCode: z.nullable(z.string()),
  /** Cents, under the matching trigger (or the first active one when none matched). */
  profit: z.nullable(z.int()),
  price: z.nullable(z.int()),
  /** Sales rank ("sr") and competing offers ("sq") as the search history keeps them. */
  sr: z.nullable(z.int()),
  sq: z.nullable(z.int()),
});
export type Verdict = z.infer<typeof verdictSchema>;

/** Active triggers in their order: the order the seller arranged them in is the order they win. */
export function activeInOrder<T extends TriggerRule>(triggers: readonly T[]): T[] {
  return triggers.filter((trigger) => trigger.active).sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The verdict on one book for one device: the first active trigger that matches accepts it. */
export function verdictFor(
  book: CatalogBook,
  triggers: readonly TriggerRule[],
  costs: DeviceCosts,
  rates: MediaMailRates,
): Verdict {
  const ordered = activeInOrder(triggers);
  for (const trigger of ordered) {
    const outcome = evaluateTrigger(book, trigger, costs, rates);
    if (outcome.matches) {
      return {
        status: 'ACCEPTED',
        triggerId: trigger.id,
        triggerName: trigger.name,
        triggerColorCode: trigger.colorCode,
        profit: outcome.profit,
        price: outcome.price,
        sr: book.salesRank,
        sq: outcome.offers,
      };
    }
  }
  const reference = ordered[0] && evaluateTrigger(book, ordered[0], costs, rates);
  return {
    status: 'REJECTED',
    triggerId: null,
    triggerName: null,
    triggerColorCode: null,
    profit: reference?.profit ?? null,
    price: reference?.price ?? book.buyBoxPrice,
    sr: book.salesRank,
    sq: reference?.offers ?? book.usedOffers + book.newOffers,
  };
}
