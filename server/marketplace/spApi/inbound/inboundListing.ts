import type { Item } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { ErrorCode } from '../../../../src/contract';
import { AppError } from '../../../http/appError';
import type { SpApiContext } from '../spApiContext';

/**
 * The seller's FBA listing of a book in a condition, for an inbound plan: the marketplace plans only
 * SKUs it knows, so Folio sends the seller's existing listing (Listings Items searchListingsItems by
 * ASIN, with its summaries and fulfilment channel) and never a SKU of its own making.
 */

/** Folio's conditions (the lister's) as the listing's condition types name them. */
const CONDITION_TYPES: Record<string, (type: string) => boolean> = {
  new: (type) => type === 'new_new',
  used: (type) => type.startsWith('used_'),
  collectible: (type) => type.startsWith('collectible_'),
  likenew: (type) => type === 'used_like_new',
  verygood: (type) => type === 'used_very_good',
  good: (type) => type === 'used_good',
  acceptable: (type) => type === 'used_acceptable',
};

const fulfilledByMarketplace = (item: Item) => (item.fulfillmentAvailability ?? []).some((availability) => availability.fulfillmentChannelCode.startsWith('AMAZON'));

export async function inboundListingOf(context: SpApiContext, asin: string, condition: string): Promise<{ fnsku: string; sku: string }> {
  const clients = await context.clientsOf();
  const { marketplaceId } = context.config;
  const found = await context.call(clients, 'searchListingsItems', `your listings of ${asin}`, () =>
    clients.listings.searchListingsItems({
      sellerId: clients.sellingPartnerId,
      marketplaceIds: [marketplaceId],
      identifiers: [asin],
      identifiersType: 'ASIN',
      includedData: ['summaries', 'fulfillmentAvailability'],
    }),
  );
  const matches = CONDITION_TYPES[condition] ?? (() => false);
  for (const item of found.items) {
    const summary = item.summaries?.find((candidate) => candidate.marketplaceId === marketplaceId);
    if (summary?.fnSku && summary.conditionType && matches(summary.conditionType) && fulfilledByMarketplace(item)) return { fnsku: summary.fnSku, sku: item.sku };
  }
  throw new AppError(
    422,
    ErrorCode.MARKETPLACE_REFUSED,
    `You have no FBA listing of ${asin} in ${condition} condition on the marketplace, and a plan sends only listed SKUs: list it there (fulfilled by the marketplace), then scan it again.`,
  );
}
