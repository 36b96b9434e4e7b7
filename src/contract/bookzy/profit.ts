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
  shippingCredit: 399,
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

export interface TriggerOutcome {
  matches: boolean;
  price: number | null;
  offers: number;
  profit: number | null;
}

export function evaluateTrigger(
  book: CatalogBook,
  trigger: TriggerRule,
  costs: DeviceCosts,
  rates: MediaMailRates,
): TriggerOutcome {
  const { price, offers } = marketFor(book, trigger.priceSource);
  if (price === null) return { matches: false, price, offers, profit: null };
  const profit = profitAt(price, book.weight, trigger.channel, costs, rates);
  const holds = (limit: number | null, test: (limit: number) => boolean) => limit === null || test(limit);
  const matches =
    holds(trigger.minProfit, (min) => profit >= min) &&
    holds(trigger.minPrice, (min) => price >= min) &&
    holds(trigger.maxOffers, (max) => offers <= max) &&
    holds(trigger.maxSalesRank, (max) => book.salesRank !== null && book.salesRank <= max);
  return { matches, price, offers, profit };
}
