import type { FastifyInstance } from 'fastify';
import type {
  GetItemOffersBatchRequest,
  GetItemOffersBatchResponse,
  GetOffersResponse,
  ItemCondition,
  LowestPriceType,
  OfferCountType,
  OfferDetail,
} from '@sp-api-sdk/product-pricing-api-v0';
import { MARKETPLACE_SELLER_ID, type CatalogBook, type MainCondition, type Offer } from '../../../../src/contract';
import { unitsOf } from '../money';
import { fakeError, type FakeContext } from './fakeContext';

/**
 * Product Pricing v0's item offers, one ASIN or a batch of twenty, answered from the simulator's
 * offers of the moment and its book's market figures (the summary).
 */

const MAIN_CONDITION: Partial<Record<string, MainCondition>> = { New: 'new', Used: 'used', Collectible: 'collectible' };
const SUB_CONDITION = { new: 'new', likenew: 'mint', verygood: 'very_good', good: 'good', acceptable: 'acceptable' } as const;

const money = (cents: number) => ({ CurrencyCode: 'USD', Amount: unitsOf(cents) });

function detailOf(offer: Offer, marketplaceId: string): OfferDetail {
  return {
    SellerId: offer.sellerId === MARKETPLACE_SELLER_ID ? marketplaceId : offer.sellerId,
    SubCondition: SUB_CONDITION[offer.subCondition],
    SellerFeedbackRating: { SellerPositiveFeedbackRating: offer.feedbackRating, FeedbackCount: offer.feedbackCount },
    ShippingTime: { minimumHours: 24, maximumHours: 48, availabilityType: 'NOW' },
    ListingPrice: money(offer.price),
    Shipping: money(offer.shipping),
    IsFulfilledByAmazon: offer.channel === 'FBA',
    IsBuyBoxWinner: offer.buyBox,
    IsFeaturedMerchant: offer.buyBoxEligible,
  };
}

/** The summary's figures, each lowest price and count under its condition and channel, as marketOf reads them. */
function summaryOf(book: CatalogBook | null, total: number) {
  const prices: LowestPriceType[] = [];
  const counts: OfferCountType[] = [];
  const add = (condition: string, fulfillmentChannel: 'Amazon' | 'Merchant', price: number | null, count: number) => {
    if (price !== null) prices.push({ condition, fulfillmentChannel, ListingPrice: money(price), LandedPrice: money(price), Shipping: money(0) });
    if (count > 0) counts.push({ condition, fulfillmentChannel, OfferCount: count });
  };
  if (book) {
    add('used', 'Merchant', book.lowestUsedPrice, book.usedOffers);
    add('new', 'Merchant', book.lowestNewPrice, book.newOffers);
    add('used', 'Amazon', book.lowestFbaPrice, book.fbaOffers);
  }
  return {
    TotalOfferCount: total,
    LowestPrices: prices,
    NumberOfOffers: counts,
    BuyBoxPrices: book?.buyBoxPrice == null ? [] : [{ condition: 'used', ListingPrice: money(book.buyBoxPrice), LandedPrice: money(book.buyBoxPrice), Shipping: money(0) }],
  };
}

export function installFakePricing(app: FastifyInstance, context: FakeContext) {
  const { simulator } = context;

  async function offers(asin: string, itemCondition: string, marketplaceId: string): Promise<GetOffersResponse> {
    const condition = MAIN_CONDITION[itemCondition];
    const book = await simulator.findByAsin(asin);
    const list = book && condition ? await simulator.offersFor(asin, new Date(), condition) : [];
    return {
      payload: {
        marketplaceId,
        ASIN: asin,
        status: 'Success',
        ItemCondition: itemCondition as ItemCondition,
        Identifier: { MarketplaceId: marketplaceId, ASIN: asin, ItemCondition: itemCondition as ItemCondition },
        Summary: summaryOf(book, list.length),
        Offers: list.map((offer) => detailOf(offer, marketplaceId)),
      },
    };
  }

  app.get<{ Params: { asin: string }; Querystring: { MarketplaceId?: string; ItemCondition?: string } }>(
    '/products/pricing/v0/items/:asin/offers',
    async (request) => {
      context.sellerOf(request);
      return offers(request.params.asin, request.query.ItemCondition ?? 'Used', request.query.MarketplaceId ?? '');
    },
  );

  app.post<{ Body: GetItemOffersBatchRequest }>('/batches/products/pricing/v0/itemOffers', async (request): Promise<GetItemOffersBatchResponse> => {
    context.sellerOf(request);
    const requests = request.body?.requests ?? [];
    if (requests.length === 0 || requests.length > 20) {
      throw fakeError(400, 'InvalidInput', 'A batch takes 1 to 20 requests.');
    }
    const responses = await Promise.all(
      requests.map(async (item) => {
        const asin = /\/items\/([^/]+)\/offers$/.exec(item.uri)?.[1] ?? '';
        return {
          status: { statusCode: 200, reasonPhrase: 'OK' },
          body: await offers(decodeURIComponent(asin), item.ItemCondition, item.MarketplaceId),
          request: { MarketplaceId: item.MarketplaceId, ItemCondition: item.ItemCondition, CustomerType: item.CustomerType, Asin: decodeURIComponent(asin) },
        };
      }),
    );
    return { responses };
  });
}
