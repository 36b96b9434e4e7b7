import type { InventorySummary } from '@sp-api-sdk/fba-inventory-api-v1';
import { isbn10ToIsbn13, type MainCondition, type StockSku, type SubCondition } from '../../../src/contract';
import { mapInSlices } from '../../eventLoop/timeSlices';
import { centsOf } from './money';
import type { createReports } from './reports';
import type { SellerClients, SpApiContext } from './spApiContext';

/**
 * The seller's stock: every listing from the merchant listings report (GET_MERCHANT_LISTINGS_ALL_DATA),
 * with the quantities of FBA listings from FBA Inventory's summaries (fulfillable, inbound, reserved).
 *
 * Not one to one: the report carries no sales rank, list price or last sale, so those are empty;
 * a SKU's age is from its open date; Folio's own bounds are laid over it as with the simulator.
 */

export const MERCHANT_LISTINGS_REPORT = 'GET_MERCHANT_LISTINGS_ALL_DATA';
const DAY_MS = 86_400_000;

/** The report's item-condition codes. */
export const ITEM_CONDITIONS: Record<string, { condition: MainCondition; subCondition: SubCondition }> = {
  '1': { condition: 'used', subCondition: 'likenew' },
  '2': { condition: 'used', subCondition: 'verygood' },
  '3': { condition: 'used', subCondition: 'good' },
  '4': { condition: 'used', subCondition: 'acceptable' },
  '5': { condition: 'collectible', subCondition: 'likenew' },
  '6': { condition: 'collectible', subCondition: 'verygood' },
  '7': { condition: 'collectible', subCondition: 'good' },
  '8': { condition: 'collectible', subCondition: 'acceptable' },
  '11': { condition: 'new', subCondition: 'new' },
};

function ageOf(openDate: string, now: Date): number {
  // '2024-03-02 10:11:12 PST': the date is enough for a count of days.
  const opened = Date.parse(openDate.slice(0, 10));
  return Number.isNaN(opened) ? 0 : Math.max(0, Math.floor((now.getTime() - opened) / DAY_MS));
}

export function stockSkuOf(row: Record<string, string>, fba: InventorySummary | undefined, now: Date): StockSku | null {
  const sku = row['seller-sku'];
  const asin = row.asin1 || (row['product-id-type'] === '1' ? row['product-id'] : '');
  if (!sku || !asin) return null;
  const productId = row['product-id'] ?? '';
  const isbn13 = /^\d{13}$/.test(productId) ? productId : /^\d{9}[\dX]$/.test(asin) ? isbn10ToIsbn13(asin) : '';
  const channel = row['fulfillment-channel'] && row['fulfillment-channel'] !== 'DEFAULT' ? 'FBA' : 'MFN';
  const { condition, subCondition } = ITEM_CONDITIONS[row['item-condition'] ?? ''] ?? ITEM_CONDITIONS['3']!;
  const details = fba?.inventoryDetails;
  return {
    sku,
    asin,
    isbn13,
    title: row['item-name'] ?? '',
    channel,
    condition,
    subCondition,
    activeQty: channel === 'FBA' ? (details?.fulfillableQuantity ?? 0) : Number(row.quantity) || 0,
    inboundQty: channel === 'FBA' ? (details?.inboundWorkingQuantity ?? 0) + (details?.inboundShippedQuantity ?? 0) + (details?.inboundReceivingQuantity ?? 0) : 0,
    reservedQty: channel === 'FBA' ? (details?.reservedQuantity?.totalReservedQuantity ?? 0) : 0,
    price: centsOf({ amount: row.price }) ?? 0,
    minPrice: null,
    maxPrice: null,
    referencePrice: null,
    listPrice: null,
    ageDays: ageOf(row['open-date'] ?? '', now),
    soldDays: null,
    salesRank: null,
    note: row['item-note'] || null,
  };
}

export function createStock(context: SpApiContext, reports: ReturnType<typeof createReports>) {
  const { marketplaceId } = context.config;

  async function fbaInventory(clients: SellerClients): Promise<Map<string, InventorySummary>> {
    const bySku = new Map<string, InventorySummary>();
    let nextToken: string | undefined;
    do {
      const token = nextToken;
      const page = await context.call(clients, 'getInventorySummaries', 'the FBA inventory', () =>
        clients.inventory.getInventorySummaries({
          granularityType: 'Marketplace',
          granularityId: marketplaceId,
          marketplaceIds: [marketplaceId],
          details: true,
          ...(token ? { nextToken: token } : {}),
        }),
      );
      for (const summary of page.payload?.inventorySummaries ?? []) if (summary.sellerSku) bySku.set(summary.sellerSku, summary);
      nextToken = page.pagination?.nextToken;
    } while (nextToken);
    return bySku;
  }

  return {
    async skus(clients: SellerClients, now: Date): Promise<StockSku[]> {
      const rows = await reports.rows(clients, MERCHANT_LISTINGS_REPORT, 'the listings report');
      const fba = await fbaInventory(clients);
      const skus = await mapInSlices(rows, (row) => stockSkuOf(row, fba.get(row['seller-sku'] ?? ''), now));
      return skus.filter((sku): sku is StockSku => sku !== null);
    },
  };
}
