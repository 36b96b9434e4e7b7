import { isbn10ToIsbn13, type CatalogBook, type MainCondition, type Offer } from '../../../src/contract';
import type { AppDeps } from '../../deps';
import type { Edition } from '../listing';
import type { Marketplace } from '../marketplace';
import { createSpApiAuthorization } from './authorization';
import { createSpApiInbound } from './inbound';
import { inboundListingOf } from './inbound/inboundListing';
import { createCatalogItems, type CatalogItemFacts } from './catalogItems';
import { createListingsFeed } from './listingsFeed';
import { createListingsRestrictions } from './listingsRestrictions';
import { createProductPricing, marketOf, OFFERS_BATCH_SIZE, offersOfResult } from './productPricing';
import type { SpApiConfig } from './spApiConfig';
import { createSpApiContext, type SellerClients, type SpApiOptions } from './spApiContext';
import { notConnected } from './marketplaceErrors';
import { createSpApiReimbursements } from './reimbursements';
import { createReports } from './reports';
import { sellerOfAccount } from './sellerCredentials';
import { createStock } from './stock';
import { unsupported } from './unsupported';

/**
 * The Marketplace interface on the marketplace's Selling Partner API, chosen with
 * FOLIO_MARKETPLACE=sp-api. Each API area is a file beside this one; this one maps the interface's
 * methods onto them. Calls are made for the seller of the current scope (sellerScope.ts), paced by
 * that seller's rate limits (pacedCall.ts); every failure is an AppError with a sentence.
 */

/** A book the marketplace lists without a weight: a pound, the usual paperback's shipping weight. */
const UNKNOWN_WEIGHT = 10;
const MAIN_CONDITIONS: readonly MainCondition[] = ['used', 'new', 'collectible'];

export function createSpApiMarketplace(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, config: SpApiConfig, options: SpApiOptions = {}): Marketplace {
  const context = createSpApiContext(deps, config, options);
  const catalog = createCatalogItems(context);
  const pricing = createProductPricing(context);
  const restrictions = createListingsRestrictions(context);
  const reports = createReports(context);
  const stock = createStock(context, reports);

  /** The book an item is, with its market from the offers summary; null when it has no 13-digit code. */
  async function bookOf(clients: SellerClients, facts: CatalogItemFacts, code13: string | null): Promise<CatalogBook | null> {
    const isbn13 = code13 ?? facts.ean ?? (/^\d{9}[\dX]$/.test(facts.asin) ? isbn10ToIsbn13(facts.asin) : null);
    if (isbn13 === null) return null;
    const offers = await pricing.itemOffers(clients, facts.asin, 'used');
    return {
      isbn13,
      asin: facts.asin,
      title: facts.title,
      author: facts.author,
      salesRank: facts.salesRank,
      weight: facts.weight ?? UNKNOWN_WEIGHT,
      ...marketOf(offers?.Summary),
    };
  }

  async function editions(code13: string): Promise<Edition[]> {
    const clients = await context.clientsOf();
    const items = await catalog.byCode(clients, code13);
    const found: Edition[] = [];
    for (const facts of items) {
      const book = await bookOf(clients, facts, code13);
      if (book) found.push({ book, binding: facts.binding });
    }
    return found;
  }

  const olderFlow = 'Use the newer lister (nsession) on the real marketplace.';

  return {
    remote: true,
    // The hour in it: the stock Folio keeps per version is read again from the marketplace hourly.
    get dataVersion() {
      return `sp-api-${config.marketplaceId}-${deps.clock().toISOString().slice(0, 13)}`;
    },
    // No catalog download: each seller's devices get the books that seller looked up and listed.
    catalogCoverage: 'SELLER_BOOKS',
    catalogSize: 0,
    findByCode: async (code13) => (await editions(code13))[0]?.book ?? null,
    findByAsin: async (asin) => {
      const clients = await context.clientsOf();
      const facts = await catalog.byAsin(clients, asin);
      return facts ? bookOf(clients, facts, null) : null;
    },
    snapshotPage: async () => null,
    editions,
    listingTerms: async (isbn13) => {
      const clients = await context.clientsOf();
      const [facts] = await catalog.byCode(clients, isbn13);
      if (!facts) return { restricted: false, hazmatType: null, hasBattery: false };
      const restriction = await restrictions.restriction(clients, facts.asin);
      return { restricted: restriction !== null, hazmatType: facts.hazmatType, hasBattery: facts.hasBattery };
    },
    prepare: async () => void (await context.clientsOf(undefined, { recheck: true })),
    inboundListing: (_sellerId, asin, condition) => inboundListingOf(context, asin, condition),
    fnsku: async () => {
      throw unsupported('a warehouse label code before the book is in an inbound plan', olderFlow);
    },
    planShipments: async () => {
      throw unsupported("the older listing flow's shipment plans (its inbound API was retired)", olderFlow);
    },
    shipmentCode: async () => {
      throw unsupported("the older listing flow's shipments", olderFlow);
    },
    quoteLtl: async () => {
      throw unsupported("the older listing flow's freight quotes", olderFlow);
    },
    offersFor: async (asin, _at, condition) => {
      // The marketplace answers with its offers now: there is no asking for another moment.
      const clients = await context.clientsOf();
      const conditions = condition ? [condition] : MAIN_CONDITIONS;
      const lists = [];
      for (const each of conditions) lists.push(offersOfResult(await pricing.itemOffers(clients, asin, each), each, config.marketplaceId));
      return lists.flat();
    },
    offersForMany: async (pairs) => {
      const clients = await context.clientsOf();
      const lists: Offer[][] = [];
      for (let start = 0; start < pairs.length; start += OFFERS_BATCH_SIZE) {
        const batch = pairs.slice(start, start + OFFERS_BATCH_SIZE);
        const results = await pricing.itemOffersBatch(clients, batch);
        batch.forEach(({ condition }, index) => lists.push(offersOfResult(results[index], condition, config.marketplaceId)));
      }
      return lists;
    },
    offersBatchSize: OFFERS_BATCH_SIZE,
    existingStock: async (marketplaceSellerId) => {
      // Whoever asks, the stock is read with the authorisation of the seller who works on that account.
      const owner = await sellerOfAccount(deps.db, marketplaceSellerId);
      if (owner === undefined) throw notConnected();
      return stock.skus(await context.clientsOf(owner), deps.clock());
    },
    // The marketplace tells no seller's storefront name through its API.
    sellerName: async () => null,
    inbound: createSpApiInbound(context),
    authorization: createSpApiAuthorization(context),
    reimbursements: createSpApiReimbursements(context, reports),
    prices: createListingsFeed(context),
  };
}
