import { MARKETPLACE_SELLER_ID, type Offer, type StockSku } from '../market';
import type { Competition, MatchScope } from '../rules';
import type { RepricerSettings, SellerExclusion } from '../settings';

/**
 * The competition one SKU meets: every offer but the seller's own, with excluded sellers taken out
 * before any rule sees them. Excluded offers are kept aside only to tell the seller when one of them
 * would have been the price followed (TARGET_SELLER_EXCLUDED).
 */
export interface Market {
  competitors: Offer[];
  excluded: Offer[];
  /**
   * The shipping the seller charges on this SKU's channel (settings.ownShipping): prices are matched
   * on landed price, so it comes off the target. Never read from the seller's own offer, which the
   * marketplace does not list: counted as 0, a merchant-fulfilled copy ended 3.99 above its target.
   */
  ownShipping: number;
  buyBoxOwned: boolean;
  /** A competitor holding the buy box; null when nobody does, the seller does, or an excluded seller does. */
  buyBoxHolder: Offer | null;
  anyBuyBox: boolean;
  marketplace: Offer | null;
}

// Read once: under the server's TypeScript loader an imported binding is a getter call, and
// `considered` reads this for every offer of every line.
const MARKETPLACE = MARKETPLACE_SELLER_ID;

type ExclusionMatcher = (offer: Offer) => boolean;
// Settings are loaded once per run and shared by every SKU: build the lookup once per settings object.
const matchers = new WeakMap<readonly SellerExclusion[], ExclusionMatcher>();

function exclusionMatcher(exclusions: readonly SellerExclusion[]): ExclusionMatcher {
  let matcher = matchers.get(exclusions);
  if (matcher) return matcher;
  const ids = new Set(exclusions.flatMap((each) => (each.sellerId === null ? [] : [each.sellerId])));
  const names = new Set(exclusions.filter((each) => each.sellerId === null).map((each) => each.sellerName.trim().toLowerCase()));
  matcher = (offer) => ids.has(offer.sellerId) || (names.size > 0 && names.has(offer.sellerName.trim().toLowerCase()));
  matchers.set(exclusions, matcher);
  return matcher;
}

export function marketFor(sku: StockSku, offers: readonly Offer[], sellerId: string, settings: Pick<RepricerSettings, 'excludedSellers' | 'ownShipping'>): Market {
  const isExcluded = exclusionMatcher(settings.excludedSellers);
  const market: Market = {
    competitors: [],
    excluded: [],
    ownShipping: settings.ownShipping[sku.channel],
    buyBoxOwned: false,
    buyBoxHolder: null,
    anyBuyBox: false,
    marketplace: null,
  };
  for (const offer of offers) {
    if (offer.buyBox) market.anyBuyBox = true;
    if (offer.sellerId === sellerId) {
      if (offer.buyBox) market.buyBoxOwned = true;
    } else if (isExcluded(offer)) {
      market.excluded.push(offer);
    } else {
      market.competitors.push(offer);
      if (offer.buyBox) market.buyBoxHolder = offer;
      if (offer.sellerId === MARKETPLACE) market.marketplace = offer;
    }
  }
  return market;
}

/** The line's view of the competition: its channel and its feedback thresholds. */
export function considered(offer: Offer, competition: Competition): boolean {
  if (competition.channel !== 'ANY' && offer.channel !== competition.channel) return false;
  // The marketplace has no seller feedback of its own: a feedback threshold never hides it.
  if (offer.sellerId === MARKETPLACE) return true;
  if (competition.minFeedbackRating !== null && offer.feedbackRating < competition.minFeedbackRating) return false;
  return competition.minFeedbackCount === null || offer.feedbackCount >= competition.minFeedbackCount;
}

export function inScope(offer: Offer, sku: StockSku, scope: MatchScope): boolean {
  if (offer.condition !== sku.condition) return false;
  switch (scope) {
    case 'CONDITION':
      return true;
    case 'SUB_CONDITION':
      return offer.subCondition === sku.subCondition;
    case 'CHANNEL_CONDITION':
      return offer.channel === sku.channel;
    case 'CHANNEL_SUB_CONDITION':
      return offer.channel === sku.channel && offer.subCondition === sku.subCondition;
    default:
      throw new InvalidRule(`unknown scope ${String(scope)}`);
  }
}

/**
 * The cheapest offer the line considers in the scope, by landed price; the first listed wins a tie.
 * A loop rather than filter and closures: it runs for every line of 100,000 SKUs a run.
 */
export function lowestInScope(offers: readonly Offer[], sku: StockSku, scope: MatchScope, competition: Competition): Offer | null {
  let lowest: Offer | null = null;
  let lowestLanded = 0;
  for (const offer of offers) {
    if (!inScope(offer, sku, scope) || !considered(offer, competition)) continue;
    const landed = offer.price + offer.shipping;
    if (lowest === null || landed < lowestLanded) {
      lowest = offer;
      lowestLanded = landed;
    }
  }
  return lowest;
}

/** Competitors in the SKU's condition; with a line's competition, only those it considers. */
export function rivalsInCondition(offers: readonly Offer[], sku: StockSku, competition: Competition | null): number {
  let count = 0;
  for (const offer of offers) {
    if (offer.condition === sku.condition && (competition === null || considered(offer, competition))) count++;
  }
  return count;
}

/** A line that cannot be evaluated: the engine answers INVALID_RULE naming the line, never throws out. */
export class InvalidRule extends Error {}
