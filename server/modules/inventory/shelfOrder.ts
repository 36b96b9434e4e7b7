import type { PackingSlipLine } from '../../../src/contract/inventory';

/** Shelf order: by location, SKUs without one after them; then by SKU. One walk through the store room. */
export function byShelf(a: PackingSlipLine, b: PackingSlipLine) {
  if (a.location !== b.location) {
    if (a.location === null) return 1;
    if (b.location === null) return -1;
    return a.location.localeCompare(b.location, 'en', { numeric: true });
  }
  return a.sku.localeCompare(b.sku, 'en', { numeric: true });
}
