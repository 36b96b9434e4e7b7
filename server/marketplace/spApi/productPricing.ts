import type { GetOffersResult, ItemCondition, OfferDetail, Summary } from '@sp-api-sdk/product-pricing-api-v0';
import { MARKETPLACE_SELLER_ID, landedPrice, type CatalogBook, type MainCondition, type Offer, type SubCondition } from '../../../src/contract';
import { centsOf } from './money';
import type { SellerClients, SpApiContext } from './spApiContext';

/**
 * Product Pricing v0: the offers on an ASIN in one condition (getItemOffers, or twenty at a time
 * with getItemOffersBatch for a repricing run), and the summary every answer carries (lowest prices
 * and offer counts by condition and channel, the buy box), which gives a book's market figures.
 *
 * Not one to one: the marketplace names no competitor, so an offer's seller name is its seller id;
 * "eligible for the buy box" is its featured-merchant flag; the marketplace's own offers (its
 * retail seller id is the store's marketplace id in the US) read as MARKETPLACE_SELLER_ID.
 */

/** The most ASIN and condition pairs getItemOffersBatch takes at once. */
export const OFFERS_BATCH_SIZE = 20;

export const CONDITION_OF: Record<MainCondition, ItemCondition> = { new: 'New', used: 'Used', collectible: 'Collectible' };

const SUB_CONDITION: Record<string, SubCondition> = {
  new: 'new',
  mint: 'likenew',
  like_new: 'likenew',
  likenew: 'likenew',
  very_good: 'verygood',
  verygood: 'verygood',
  good: 'good',
  acceptable: 'acceptable',
};

export function offerOf(detail: OfferDetail, condition: MainCondition, marketplaceId: string): Offer {
  const sellerId = detail.SellerId === marketplaceId || detail.SellerId === undefined ? MARKETPLACE_SELLER_ID : detail.SellerId;
  return {
    sellerId,
    sellerName: sellerId === MARKETPLACE_SELLER_ID ? 'Marketplace' : sellerId,
    channel: detail.IsFulfilledByAmazon ? 'FBA' : 'MFN',
    condition,
    subCondition: condition === 'new' ? 'new' : (SUB_CONDITION[detail.SubCondition.toLowerCase()] ?? 'good'),
    price: centsOf(detail.ListingPrice) ?? 0,
    shipping: centsOf(detail.Shipping) ?? 0,
    buyBox: detail.IsBuyBoxWinner === true,
    buyBoxEligible: detail.IsFeaturedMerchant === true,
    feedbackRating: Math.round(detail.SellerFeedbackRating?.SellerPositiveFeedbackRating ?? (sellerId === MARKETPLACE_SELLER_ID ? 100 : 0)),
    feedbackCount: detail.SellerFeedbackRating?.FeedbackCount ?? 0,
  };
}

/** Offers as Folio lists them: lowest landed price first. */
export function offersOfResult(result: GetOffersResult | undefined, condition: MainCondition, marketplaceId: string): Offer[] {
  return (result?.Offers ?? []).map((detail) => offerOf(detail, condition, marketplaceId)).sort((a, b) => landedPrice(a) - landedPrice(b));
}

type MarketFigures = Pick<CatalogBook, 'buyBoxPrice' | 'lowestUsedPrice' | 'lowestNewPrice' | 'lowestFbaPrice' | 'usedOffers' | 'newOffers' | 'fbaOffers'>;

const lowest = (prices: (number | null)[]) => prices.reduce<number | null>((low, price) => (price !== null && (low === null || price < low) ? price : low), null);

/** A book's market from an offers summary: lowest merchant-fulfilled used and new, lowest FBA, counts of each. */
export function marketOf(summary: Summary | undefined): MarketFigures {
  const prices = summary?.LowestPrices ?? [];
  const counts = summary?.NumberOfOffers ?? [];
  const price = (match: (entry: { condition?: string; fulfillmentChannel?: string }) => boolean) =>
    lowest(prices.filter(match).map((entry) => centsOf(entry.ListingPrice)));
  const count = (match: (entry: { condition?: string; fulfillmentChannel?: string }) => boolean) =>
    counts.filter(match).reduce((sum, entry) => sum + (entry.OfferCount ?? 0), 0);
  const merchant = (condition: string) => (entry: { condition?: string; fulfillmentChannel?: string }) =>
    entry.condition?.toLowerCase() === condition && entry.fulfillmentChannel === 'Merchant';
  const amazon = (entry: { fulfillmentChannel?: string }) => entry.fulfillmentChannel === 'Amazon';
  return {
    buyBoxPrice: lowest((summary?.BuyBoxPrices ?? []).map((entry) => centsOf(entry.ListingPrice))),
    lowestUsedPrice: price(merchant('used')),
    lowestNewPrice: price(merchant('new')),
    lowestFbaPrice: price(amazon),
    usedOffers: count(merchant('used')),
    newOffers: count(merchant('new')),
    fbaOffers: count(amazon),
  };
}

export function createProductPricing(context: SpApiContext) {
  const marketplaceId = context.config.marketplaceId;

  async function itemOffers(clients: SellerClients, asin: string, condition: MainCondition): Promise<GetOffersResult | undefined> {
    const reply = await context.call(clients, 'getItemOffers', `the offers on ${asin}`, () =>
      clients.pricing.getItemOffers({ marketplaceId, itemCondition: CONDITION_OF[condition], asin }),
    );
    return reply.payload;
  }

  return {
    itemOffers,
    /** Up to OFFERS_BATCH_SIZE pairs in one call; each answer in the order asked, undefined where the marketplace had none. */
    async itemOffersBatch(clients: SellerClients, pairs: readonly { asin: string; condition: MainCondition }[]): Promise<(GetOffersResult | undefined)[]> {
      const reply = await context.call(clients, 'getItemOffersBatch', `the offers on ${pairs.length} books`, () =>
        clients.pricing.getItemOffersBatch({
          getItemOffersBatchRequestBody: {
            requests: pairs.map(({ asin, condition }) => ({
              uri: `/products/pricing/v0/items/${encodeURIComponent(asin)}/offers`,
              method: 'GET',
              MarketplaceId: marketplaceId,
              ItemCondition: CONDITION_OF[condition],
              CustomerType: 'Consumer',
            })),
          },
        }),
      );
      // Matched by what each answers, not by position: the marketplace does not promise the order.
      const answered = new Map<string, GetOffersResult | undefined>();
      for (const response of reply.responses ?? []) {
        const key = `${response.request.Asin ?? ''}|${response.request.ItemCondition}`;
        answered.set(key, response.status?.statusCode === 200 ? response.body.payload : undefined);
      }
      return pairs.map(({ asin, condition }) => answered.get(`${asin}|${CONDITION_OF[condition]}`));
    },
  };
}
