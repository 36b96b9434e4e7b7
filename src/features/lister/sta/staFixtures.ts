import type { ListingItem, ListingSession, StaBox, StaBoxResult } from '~/contract/lister';
import { summary } from '../boxing/boxingFixtures';

/** Small builders for the send-to-marketplace boxes' tests: boxes of the open session 3. */

export function staBox(id: number, number: number, extra: Partial<StaBox> = {}): StaBox {
  return { id, name: `Box ${number}`, number, itemQty: 0, estimatedWeight: 0, empty: true, ...extra };
}

type Entry = StaBoxResult['items'][number];

export function staEntry(item: ListingItem, inBoxQuantity: number, extra: Partial<Entry> = {}): Entry {
  return {
    id: item.id,
    inBoxQuantity,
    excluded: false,
    bookDetail: { title: item.title, isbn13: item.isbn13, weight: item.weight },
    minPrice: item.minPrice,
    maxPrice: item.maxPrice,
    ...extra,
  };
}

/** The box with these entries, its totals summed as the server sums them. */
export function staBoxResult(box: StaBox, items: Entry[]): StaBoxResult {
  const itemQty = items.reduce((total, entry) => total + entry.inBoxQuantity, 0);
  const estimatedWeight = items.reduce((total, entry) => total + entry.inBoxQuantity * entry.bookDetail.weight, 0);
  return {
    box: { ...box, itemQty, estimatedWeight, empty: itemQty === 0 },
    items,
    totalListingQty: itemQty,
    estimatedWeight,
    itemQty,
    empty: itemQty === 0,
  };
}

export function openSession(extra: Partial<ListingSession> = {}): ListingSession {
  return {
    id: 3,
    channel: 'FBA',
    name: 'Monday',
    status: 'OPEN',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...summary(),
    shipments: [],
    ...extra,
  };
}
