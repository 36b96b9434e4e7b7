import type { Item, ItemSearchResults } from '@sp-api-sdk/catalog-items-api-2022-04-01';
import type { RestrictionList } from '@sp-api-sdk/listings-restrictions-api-2021-08-01';
import type { CatalogBook } from '../../../../src/contract';
import { fakeError, type FakeContext } from './fakeContext';
import type { FastifyInstance } from 'fastify';

/**
 * Catalog Items 2022-04-01 (searchCatalogItems by EAN or ASIN) and Listings Restrictions, answered
 * from the simulator's books and listing rules.
 */

type SearchQuery = { marketplaceIds?: string; identifiers?: string; identifiersType?: string };

function itemOf(book: CatalogBook, binding: string, marketplaceId: string, terms: { hazmatType: string | null; hasBattery: boolean }): Item {
  return {
    asin: book.asin,
    summaries: [
      {
        marketplaceId,
        itemName: book.title,
        contributors: [{ role: { value: 'author', displayName: 'Author' }, value: book.author }],
        websiteDisplayGroup: 'book_display_on_website',
      },
    ],
    attributes: {
      binding: [{ value: binding, marketplace_id: marketplaceId }],
      batteries_required: [{ value: terms.hasBattery, marketplace_id: marketplaceId }],
      supplier_declared_dg_hz_regulation: [{ value: terms.hazmatType?.toLowerCase() ?? 'not_applicable', marketplace_id: marketplaceId }],
    },
    salesRanks: [
      {
        marketplaceId,
        displayGroupRanks: book.salesRank === null ? [] : [{ websiteDisplayGroup: 'book_display_on_website', title: 'Books', rank: book.salesRank }],
      },
    ],
    dimensions: [{ marketplaceId, package: { weight: { unit: 'pounds', value: book.weight / 10 } } }],
    identifiers: [{ marketplaceId, identifiers: [{ identifierType: 'EAN', identifier: book.isbn13 }] }],
  };
}

export function installFakeCatalog(app: FastifyInstance, context: FakeContext) {
  const { simulator } = context;

  app.get<{ Querystring: SearchQuery }>('/catalog/2022-04-01/items', async (request): Promise<ItemSearchResults> => {
    context.sellerOf(request);
    const marketplaceId = request.query.marketplaceIds?.split(',')[0] ?? '';
    const identifier = request.query.identifiers?.split(',')[0] ?? '';
    const editions =
      request.query.identifiersType === 'ASIN'
        ? await simulator.findByAsin(identifier).then((book) => (book ? [{ book, binding: 'Paperback' }] : []))
        : await simulator.editions(identifier);
    const items = await Promise.all(editions.map(async ({ book, binding }) => itemOf(book, binding, marketplaceId, await simulator.listingTerms(book.isbn13))));
    return { numberOfResults: items.length, items };
  });

  app.get<{ Querystring: { asin?: string; sellerId?: string; marketplaceIds?: string; conditionType?: string } }>(
    '/listings/2021-08-01/restrictions',
    async (request): Promise<RestrictionList> => {
      const seller = context.sellerOf(request);
      if (request.query.sellerId !== seller) {
        throw fakeError(403, 'Unauthorized', 'The sellerId does not match the authorised seller.');
      }
      const marketplaceId = request.query.marketplaceIds?.split(',')[0] ?? '';
      const book = await simulator.findByAsin(request.query.asin ?? '');
      const restricted = book !== null && (await simulator.listingTerms(book.isbn13)).restricted;
      return {
        restrictions: restricted
          ? [{ marketplaceId, conditionType: 'used_good', reasons: [{ reasonCode: 'APPROVAL_REQUIRED', message: 'You need approval to list in this category.' }] }]
          : [],
      };
    },
  );
}
