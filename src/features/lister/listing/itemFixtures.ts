import type { ListingItem } from '~/contract/lister';

/** A plain listing item for the listing screen's tests; `extra` changes what a test is about. */
export function listingItem(extra: Partial<ListingItem> = {}): ListingItem {
  return {
    id: 7,
    sessionId: 3,
    bookId: '0306406152',
    isbn13: '9780306406157',
    title: 'Moby Dick',
    author: 'Herman Melville',
    fnsku: 'X00ABC1234',
    sku: 'FBA-VERYGOOD-7',
    condition: 'verygood',
    dateUpdated: '2026-11-22T12:00:00.000Z',
    minPrice: null,
    maxPrice: null,
    conditionNote: null,
    hasBattery: false,
    hazmatType: null,
    expirationDate: null,
    quantity: 1,
    restricted: false,
    weight: 12,
    shipmentId: null,
    boxedQuantity: 0,
    ...extra,
  };
}
