import { ITEM_QUANTITY_MAX, itemsApi, type ListingItem } from '~/contract/lister';
import { sellerClient } from '~/api/clients';
import type { ScanEvent } from '~/scanning';
import { findScannedItem, scanTarget, searchTextOf } from '../boxing/scanMatch';

/**
 * Units of a session item in no box yet. While the session is open its only boxes are the
 * send-to-marketplace ones, so the item's boxed count is theirs.
 */
export const unitsLeft = (item: Pick<ListingItem, 'quantity' | 'boxedQuantity'>) => Math.max(0, item.quantity - item.boxedQuantity);

/** The most units a box may hold of the item: what it holds now and what no box holds; unknown when the item is not loaded. */
export const roomInBox = (inBox: number, item: ListingItem | undefined) => (item ? Math.min(inBox + unitsLeft(item), ITEM_QUANTITY_MAX) : ITEM_QUANTITY_MAX);

export type ScannedItem = { item: ListingItem } | { item: undefined; reason: string };

/**
 * The session item a scanned or typed code means, as the boxing screen matches it (an ISBN, or an
 * FNSKU label): among the loaded items first, then by a search of the whole session.
 */
export async function findSessionItem(sessionId: number, loaded: readonly ListingItem[], scan: Pick<ScanEvent, 'code' | 'validation'>): Promise<ScannedItem> {
  const target = scanTarget(scan);
  const loadedMatch = findScannedItem(loaded, target, unitsLeft);
  if (loadedMatch) return { item: loadedMatch };
  if (target.kind === 'unknown') return { item: undefined, reason: `${scan.code} is not an ISBN or an FNSKU.` };
  const page = await sellerClient.call(
    itemsApi.list,
    { params: { sessionId }, query: { searchText: searchTextOf(target), pageSize: 20 } },
    { errors: 'caller' },
  );
  const found = findScannedItem(page.content, target, unitsLeft);
  if (found) return { item: found };
  const packed = findScannedItem(page.content, target, () => 1);
  return {
    item: undefined,
    reason: packed ? `Every unit of ${packed.title} is already in a box.` : `${scan.code} is not among this session's items.`,
  };
}
