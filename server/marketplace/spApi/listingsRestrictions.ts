import type { SellerClients, SpApiContext } from './spApiContext';

/**
 * Listings Restrictions 2021-08-01: whether the seller may list an ASIN in a condition. Any
 * restriction (approval required, not eligible) makes the book a restricted item for Folio, with
 * the marketplace's first reason.
 */
export function createListingsRestrictions(context: SpApiContext) {
  return {
    async restriction(clients: SellerClients, asin: string): Promise<string | null> {
      const list = await context.call(clients, 'getListingsRestrictions', `the listing restrictions of ${asin}`, () =>
        clients.restrictions.getListingsRestrictions({
          asin,
          sellerId: clients.sellingPartnerId,
          marketplaceIds: [context.config.marketplaceId],
          conditionType: 'used_good',
        }),
      );
      const first = list.restrictions[0];
      if (!first) return null;
      return first.reasons?.[0]?.message ?? 'The marketplace restricts this item.';
    },
  };
}
