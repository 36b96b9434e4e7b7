import type { PriceSource } from '~/contract/bookzy/catalog';
import type { Rejection } from '~/contract/bookzy/verdict';
import { formatCents } from '~/lib/money';

type FailedLimit = NonNullable<Rejection['closest']>['failed'][number];

/** A price source inside a sentence ("No lowest FBA price"). */
const PRICE_AT: Record<PriceSource, string> = {
  BUY_BOX: 'buy box',
  LOWEST_USED: 'lowest used',
  LOWEST_NEW: 'lowest new',
  LOWEST_FBA: 'lowest FBA',
};

/** What a trigger's offer limit counts at each price source (marketFor). */
const OFFERS_AT: Record<PriceSource, string> = {
  BUY_BOX: 'used and new offers',
  LOWEST_USED: 'used offers',
  LOWEST_NEW: 'new offers',
  LOWEST_FBA: 'FBA offers',
};

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** "2.1M above 1M" reads at a glance; when rounding would make both look alike, whole numbers. */
function ranks(actual: number, limit: number): [string, string] {
  const short = [compact.format(actual), compact.format(limit)] as [string, string];
  return short[0] === short[1] ? [whole.format(actual), whole.format(limit)] : short;
}

function limitWords({ limit, actual, required }: FailedLimit, source: PriceSource): string {
  switch (limit) {
    case 'priceSource':
      return `No ${PRICE_AT[source]} price on the marketplace`;
    case 'minProfit':
      return `Profit ${formatCents(actual)} is below the ${formatCents(required)} minimum`;
    case 'minPrice':
      return `Price ${formatCents(actual)} is below the ${formatCents(required)} minimum`;
    case 'maxOffers':
      return `${whole.format(actual ?? 0)} ${OFFERS_AT[source]}, above the ${whole.format(required ?? 0)} maximum`;
    case 'maxSalesRank': {
      if (actual === null) return `No sales rank (the maximum is ${compact.format(required ?? 0)})`;
      const [rank, max] = ranks(actual, required ?? 0);
      return `Rank ${rank} is above the ${max} maximum`;
    }
  }
}

/**
 * A rejection in a seller's words: a heading (which trigger came closest, or that none is active)
 * and one line per limit the book failed there.
 */
export function rejectionWords(rejection: Rejection): { heading: string; lines: string[] } {
  const { closest } = rejection;
  if (rejection.kind === 'NO_ACTIVE_TRIGGER' || !closest) {
    return { heading: 'No trigger is active on this device', lines: ['Every book is rejected until you add or turn on a trigger.'] };
  }
  const heading = rejection.activeTriggers === 1 ? `${closest.triggerName} did not match` : `Closest of ${rejection.activeTriggers} triggers: ${closest.triggerName}`;
  return { heading, lines: closest.failed.map((failed) => limitWords(failed, closest.priceSource)) };
}
