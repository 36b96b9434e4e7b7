import type { ItemSearchResults } from '@sp-api-sdk/listings-items-api-2021-08-01';
import type { FastifyInstance } from 'fastify';
import type { StockSku } from '../../../../src/contract';
import { fakeError, type FakeContext } from './fakeContext';
import { fnskuOfMsku } from './inboundPlans';

/**
 * The fake's Listings Items search (searchListingsItems by ASIN): an account's listings of a book,
 * from its simulated stock, with the summaries (condition, warehouse label code) and the
 * fulfilment channel an inbound plan needs. Its label codes are the ones its inbound plans use.
 */

const SUB_CONDITION_TYPES: Record<string, string> = { new: 'new', likenew: 'like_new', verygood: 'very_good', good: 'good', acceptable: 'acceptable' };
const conditionTypeOf = (sku: StockSku) => `${sku.condition}_${SUB_CONDITION_TYPES[sku.subCondition] ?? 'good'}`;

export function installFakeListingsSearch(app: FastifyInstance, context: FakeContext) {
  app.get<{ Params: { sellerId: string }; Querystring: { marketplaceIds?: string; identifiers?: string; identifiersType?: string } }>(
    '/listings/2021-08-01/items/:sellerId',
    async (request): Promise<ItemSearchResults> => {
      const account = context.sellerOf(request);
      if (request.params.sellerId !== account) throw fakeError(403, 'Unauthorized', 'The sellerId does not match the authorised seller.');
      if (request.query.identifiersType !== 'ASIN' || !request.query.identifiers) throw fakeError(400, 'InvalidInput', 'The fake searches listings by ASIN only.');
      const asins = new Set(request.query.identifiers.split(','));
      const marketplaceId = request.query.marketplaceIds?.split(',')[0] ?? '';
      const found = (await context.listings.skus(account)).filter((sku) => asins.has(sku.asin));
      const items = found.map((sku) => ({
        sku: sku.sku,
        summaries: [
          {
            marketplaceId,
            asin: sku.asin,
            productType: 'ABIS_BOOK',
            conditionType: conditionTypeOf(sku) as never,
            status: ['BUYABLE' as const],
            ...(sku.channel === 'FBA' ? { fnSku: fnskuOfMsku(sku.sku) } : {}),
            itemName: sku.title,
            createdDate: '2026-01-05T10:00:00Z',
            lastUpdatedDate: '2026-11-01T10:00:00Z',
          },
        ],
        fulfillmentAvailability: [{ fulfillmentChannelCode: sku.channel === 'FBA' ? 'AMAZON_NA' : 'DEFAULT', quantity: sku.activeQty }],
      }));
      return { numberOfResults: items.length, items };
    },
  );
}
