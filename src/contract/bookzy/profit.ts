import { STANDARD_MEDIA_SHIPPING } from '../repricer/market';
import { marketFor, type CatalogBook } from './catalog';
import type { MediaMailRates } from './rates';
import type { FulfilmentChannel, TriggerRule } from './triggers';

/**
 * The profit and trigger evaluation, one pure module for the server (book/stats/v3) and the app
 * (offline verdicts from the snapshot): the same data always gives the same verdict. All money is
 * integer cents, weights tenths of a pound, so both sides compute bit for bit alike.
 */

/** The marketplace's fee schedule for books, as the simulator publishes it. */
export const BOOK_FEES = {
  referralPercent: 15,
  closingFee: 180,
  /** What the buyer pays for shipping on a merchant-fulfilled book; the seller keeps it. */
  shippingCredit: STANDARD_MEDIA_SHIPPING,
  fbaFirstPound: 322,
  fbaEachExtraPound: 40,
} as const;

export interface DeviceCosts {
  buyCost: number;
  inboundCost: number;
}

/** Whole pounds, rounded up, at least one: how carriers and the fee schedule count weight. */
export function billablePounds(weightTenths: number): number {
  return Math.max(1, Math.ceil(weightTenths / 10));
}

export function mediaMailCost(weightTenths: number, price: number, rates: MediaMailRates): number {
  const pounds = billablePounds(weightTenths);
  const initialPounds = Math.min(pounds, rates.breakPoint) - 1;
  const laterPounds = Math.max(0, pounds - rates.breakPoint);
  const cost = rates.baseRate + initialPounds * rates.additionInitialTier + laterPounds * rates.additionLaterTier;
  const lowPrice = rates.lowPriceEnabled && price < rates.lowPriceActivatePoint;
  return Math.max(0, lowPrice ? cost - rates.lowPriceReduceAmount : cost);
}

export function fbaFulfilmentFee(weightTenths: number): number {
  return BOOK_FEES.fbaFirstPound + (billablePounds(weightTenths) - 1) * BOOK_FEES.fbaEachExtraPound;
}

/** What the seller keeps from selling the book at `price` through `channel`, after buying it. */
export function profitAt(
  price: number,
  weightTenths: number,
  channel: FulfilmentChannel,
  costs: DeviceCosts,
  rates: MediaMailRates,
): number {
  if (channel === 'FBA') {
    const referral = Math.round((price * BOOK_FEES.referralPercent) / 100);
    const inbound = Math.round((costs.inboundCost * weightTenths) / 10);
    return price - referral - BOOK_FEES.closingFee - fbaFulfilmentFee(weightTenths) - inbound - costs.buyCost;
  }
  const revenue = price + BOOK_FEES.shippingCredit;
  const referral = Math.round((revenue * BOOK_FEES.referralPercent) / 100);
  return revenue - referral - BOOK_FEES.closingFee - mediaMailCost(weightTenths, price, rates) - costs.buyCost;
}

/**
 * The limits a trigger can set, named as its fields; `priceSource` fails when the book has no price
 * at the trigger's source, since nothing else can be judged without one.
 */
export const TRIGGER_LIMITS = ['priceSource', 'minProfit', 'minPrice', 'maxOffers', 'maxSalesRank'] as const;
export type TriggerLimit = (typeof TRIGGER_LIMITS)[number];

/** One limit a book failed: the book's figure (null when it has none) and the trigger's bound. */
export interface FailedLimit {
  limit: TriggerLimit;
  actual: number | null;
  required: number | null;
}

export interface TriggerOutcome {
  matches: boolean;
  price: number | null;
  /** Competing offers at the trigger's price source: what its maxOffers limit counts. */
  offers: number;
  profit: number | null;
  /** Every limit that failed, in the order of TRIGGER_LIMITS; empty when the book matches. */
  failed: FailedLimit[];
}

/** What a book is judged on: a trigger's limits (a sorter rule has the same ones). */
export type TriggerLimits = Pick<TriggerRule, 'channel' | 'priceSource' | 'minProfit' | 'maxSalesRank' | 'maxOffers' | 'minPrice'>;

export function evaluateTrigger(
  book: CatalogBook,
  trigger: TriggerLimits,
  costs: DeviceCosts,
  rates: MediaMailRates,
): TriggerOutcome {
  const { price, offers } = marketFor(book, trigger.priceSource);
  const rankFails = trigger.maxSalesRank !== null && (book.salesRank === null || book.salesRank > trigger.maxSalesRank);
  const rank: FailedLimit[] = rankFails ? [{ limit: 'maxSalesRank', actual: book.salesRank, required: trigger.maxSalesRank }] : [];
  if (price === null) {
    const failed: FailedLimit[] = [{ limit: 'priceSource', actual: null, required: null }, ...rank];
    return { matches: false, price, offers, profit: null, failed };
  }
  const profit = profitAt(price, book.weight, trigger.channel, costs, rates);
  const failed: FailedLimit[] = [];
  if (trigger.minProfit !== null && profit < trigger.minProfit) failed.push({ limit: 'minProfit', actual: profit, required: trigger.minProfit });
  if (trigger.minPrice !== null && price < trigger.minPrice) failed.push({ limit: 'minPrice', actual: price, required: trigger.minPrice });
  if (trigger.maxOffers !== null && offers > trigger.maxOffers) failed.push({ limit: 'maxOffers', actual: offers, required: trigger.maxOffers });
  failed.push(...rank);
  return { matches: failed.length === 0, price, offers, profit, failed };
}
