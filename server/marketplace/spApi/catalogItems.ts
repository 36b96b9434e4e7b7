import type { Item } from '@sp-api-sdk/catalog-items-api-2022-04-01';
import type { HazmatType } from '../../../src/contract';
import type { SellerClients, SpApiContext } from './spApiContext';

/**
 * Catalog Items 2022-04-01: the items a scanned code lists (searchCatalogItems by identifiers), and
 * what Folio reads of one: title, author, sales rank in Books, weight, binding and the
 * dangerous-goods attributes. A scan asks for the same code again at once (the book, then its
 * listing terms): answers are kept RECENT_MS, so that costs one call of the operation's 2 a second.
 */

export interface CatalogItemFacts {
  asin: string;
  /** The EAN (an ISBN-13 for books) the item lists, if any. */
  ean: string | null;
  title: string;
  author: string;
  salesRank: number | null;
  /** Tenths of a pound; null when the marketplace gives none. */
  weight: number | null;
  binding: string;
  hazmatType: HazmatType | null;
  hasBattery: boolean;
}

const RECENT_MS = 10 * 60_000;
const RECENT_MAX = 2000;
/** The display group books rank in. */
const BOOKS_GROUP = 'book_display_on_website';

const TENTHS_PER: Record<string, number> = { pounds: 10, pound: 10, ounces: 10 / 16, ounce: 10 / 16, grams: 10 / 453.592, gram: 10 / 453.592, kilograms: 10000 / 453.592, kilogram: 10000 / 453.592 };

const HAZMAT: Record<string, HazmatType> = { storage: 'STORAGE', transportation: 'TRANSPORTATION', waste: 'Waste', ghs: 'GHS', other: 'OTHER' };

/** The first value of an attribute: attributes are lists of { value, marketplace_id }. */
function attribute(item: Item, name: string): unknown {
  const values = item.attributes?.[name] as { value?: unknown }[] | undefined;
  return Array.isArray(values) ? values[0]?.value : undefined;
}

export function factsOf(item: Item, marketplaceId: string): CatalogItemFacts {
  const summary = item.summaries?.find((entry) => entry.marketplaceId === marketplaceId) ?? item.summaries?.[0];
  const ranks = item.salesRanks?.find((entry) => entry.marketplaceId === marketplaceId)?.displayGroupRanks ?? [];
  const rank = ranks.find((entry) => entry.websiteDisplayGroup === BOOKS_GROUP) ?? ranks[0];
  const dimensions = item.dimensions?.find((entry) => entry.marketplaceId === marketplaceId) ?? item.dimensions?.[0];
  const weight = dimensions?.package?.weight ?? dimensions?.item?.weight;
  const perUnit = weight?.unit ? TENTHS_PER[weight.unit.toLowerCase()] : undefined;
  const identifiers = item.identifiers?.find((entry) => entry.marketplaceId === marketplaceId)?.identifiers ?? [];
  const ean = identifiers.find((entry) => entry.identifierType === 'EAN' || entry.identifierType === 'ISBN')?.identifier ?? null;
  const author = summary?.contributors?.find((entry) => entry.role.value.toLowerCase() === 'author')?.value ?? summary?.brand ?? '';
  const hazmat = attribute(item, 'supplier_declared_dg_hz_regulation');
  return {
    asin: item.asin,
    ean: ean && /^\d{13}$/.test(ean) ? ean : null,
    title: summary?.itemName ?? item.asin,
    author,
    salesRank: rank ? rank.rank : null,
    weight: weight?.value !== undefined && perUnit !== undefined ? Math.max(1, Math.round(weight.value * perUnit)) : null,
    binding: typeof attribute(item, 'binding') === 'string' ? (attribute(item, 'binding') as string) : 'Paperback',
    hazmatType: typeof hazmat === 'string' ? (HAZMAT[hazmat.toLowerCase()] ?? null) : null,
    hasBattery: attribute(item, 'batteries_required') === true,
  };
}

export function createCatalogItems(context: SpApiContext) {
  const recent = new Map<string, { at: number; items: CatalogItemFacts[] }>();
  const marketplaceId = context.config.marketplaceId;

  async function search(clients: SellerClients, identifier: string, identifiersType: 'EAN' | 'ASIN'): Promise<CatalogItemFacts[]> {
    const key = `${identifiersType}:${identifier}`;
    const known = recent.get(key);
    if (known && Date.now() - known.at < RECENT_MS) return known.items;
    const results = await context.call(clients, 'searchCatalogItems', `the lookup of ${identifier}`, () =>
      clients.catalog.searchCatalogItems({
        marketplaceIds: [marketplaceId],
        identifiers: [identifier],
        identifiersType,
        includedData: ['summaries', 'attributes', 'salesRanks', 'dimensions', 'identifiers'],
      }),
    );
    const items = results.items.map((item) => factsOf(item, marketplaceId));
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(key, { at: Date.now(), items });
    return items;
  }

  return {
    /** The items a 13-digit code lists (EAN covers ISBN-13 and UPC with a leading 0). */
    byCode: (clients: SellerClients, code13: string) => search(clients, code13, 'EAN'),
    byAsin: async (clients: SellerClients, asin: string) => (await search(clients, asin.toUpperCase(), 'ASIN'))[0] ?? null,
  };
}
