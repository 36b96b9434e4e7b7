import type { Channel, MainCondition, StockSku, SubCondition } from '../../src/contract';
import { deriveBook, mix32 } from './deriveBook';
import { mapInSlices } from '../eventLoop/timeSlices';
import { catalogIsbn } from './simulator';

/**
 * A seller's existing stock on the simulated marketplace: derived, never stored.
 *
 * - A simulated marketplace seller id ends in its SKU count: 'FOLIO-DEMO-20000' holds 20,000 SKUs;
 *   an id without a trailing count holds none. At most MAX_INVENTORY.
 * - SKU number i is the catalog book (offset + i) mod catalogSize, the offset from the id's hash:
 *   one seller's SKUs are distinct books while the count fits the catalog.
 * - Every other field (channel, condition, quantities by state, price and bounds, list price, age,
 *   days since sold) is drawn from a hash of the id and i; the sales rank is the book's.
 * - The SKU string is the channel, the condition's letter and i: 'FB-U-000042', so it is unique.
 */

export const MAX_INVENTORY = 1_000_000;

export function inventorySizeOf(marketplaceSellerId: string): number {
  const match = /-(\d{1,7})$/.exec(marketplaceSellerId);
  return match ? Math.min(Number(match[1]), MAX_INVENTORY) : 0;
}

/** FNV-1a: the id's seed. */
function hashText(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
  return mix32(hash);
}

const unit = (hash: number) => hash / 0x1_0000_0000;
const USED_SUBS: readonly SubCondition[] = ['likenew', 'verygood', 'verygood', 'good', 'good', 'acceptable'];
const NOTES = ['Light wear on the cover.', 'Former library copy.', 'Some highlighting inside.', 'Remainder mark on the edge.'];
const CONDITION_LETTER: Record<MainCondition, string> = { new: 'N', used: 'U', collectible: 'C' };

function skuAt(seed: number, index: number, catalogSize: number): StockSku {
  const book = deriveBook(catalogIsbn((seed % catalogSize + index) % catalogSize));
  let state = mix32(seed ^ Math.imul(index + 1, 0x9e3779b9));
  const next = () => unit((state = mix32(state + 0x6d2b79f5)));

  const channel: Channel = next() < 0.6 ? 'FBA' : 'MFN';
  const roll = next();
  const condition: MainCondition = roll < 0.8 ? 'used' : roll < 0.96 ? 'new' : 'collectible';
  const subCondition: SubCondition =
    condition === 'new' ? 'new' : condition === 'collectible' ? 'verygood' : USED_SUBS[Math.floor(next() * USED_SUBS.length)]!;
  // Most SKUs hold a copy or two; some sold out (kept, as the marketplace keeps them), some are on their way.
  const activeQty = next() < 0.18 ? 0 : 1 + Math.floor(3 * next() ** 3);
  const inboundQty = next() < 0.08 ? 1 + Math.floor(4 * next()) : 0;
  const reservedQty = activeQty > 0 && next() < 0.05 ? 1 : 0;

  const catalogPrice = condition === 'new' ? book.lowestNewPrice ?? book.lowestUsedPrice : book.lowestUsedPrice ?? book.lowestNewPrice;
  const value = catalogPrice ?? 999;
  const price = Math.max(99, Math.round(value * (0.9 + 0.5 * next()) * (condition === 'collectible' ? 1.6 : 1)));
  const minPrice = next() < 0.7 ? Math.max(99, Math.round(price * (0.5 + 0.45 * next()))) : null;
  // A share of SKUs sit at their min: what the AT_MIN tag finds.
  const atMin = minPrice !== null && next() < 0.15;
  const maxPrice = next() < 0.5 ? Math.round(price * (1.3 + next())) : null;
  const listPrice = next() < 0.6 ? Math.round(value * (2 + 2 * next())) : null;
  const ageDays = 1 + Math.floor(1500 * next() ** 2);
  const soldDays = book.salesRank !== null && next() < 0.6 ? 1 + Math.floor(ageDays * next()) : null;

  return {
    sku: `${channel === 'FBA' ? 'FB' : 'MF'}-${CONDITION_LETTER[condition]}-${String(index).padStart(6, '0')}`,
    asin: book.asin,
    isbn13: book.isbn13,
    title: book.title,
    channel,
    condition,
    subCondition,
    activeQty,
    inboundQty,
    reservedQty,
    price: atMin ? minPrice : price,
    minPrice,
    maxPrice,
    // The listed price is the reference until Folio changes it (stockSource.ts).
    referencePrice: null,
    listPrice,
    ageDays,
    soldDays,
    salesRank: book.salesRank,
    note: next() < 0.1 ? NOTES[Math.floor(next() * NOTES.length)]! : null,
  };
}

/**
 * Every SKU of a simulated seller, in SKU-number order (about 2 µs each), in time slices: a real
 * marketplace answers over the network, and 100,000 SKUs derived at once would hold the server's
 * thread for a few hundred milliseconds.
 */
export async function deriveInventory(marketplaceSellerId: string, catalogSize: number): Promise<StockSku[]> {
  const size = inventorySizeOf(marketplaceSellerId);
  const seed = hashText(marketplaceSellerId);
  return mapInSlices(Array.from({ length: size }, (_, index) => index), (index) => skuAt(seed, index, catalogSize));
}
