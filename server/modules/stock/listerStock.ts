import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { MainCondition, StockSku, SubCondition } from '../../../src/contract';
import { listingItems, listingSessions, listingShipments, nsessionItems, nsessions } from '../../db/schema';
import type { AppDeps } from '../../deps';

/**
 * The books a seller sent in through the lister, as stock. In the older flow the rule goes by the
 * shipment's status: once its box contents are SUBMITTED the marketplace expects the units
 * (Inbound); once it is ACCEPTED they arrived and are for sale (Active). Earlier shipments are still
 * being packed and cancelled ones never come; restricted items were never planned into a shipment.
 * A plan of the newer flow that is complete (its boxes are on their way) is Inbound, with the units
 * it holds; a plan's own price, when set, is the SKU's price.
 *
 * The price of such a SKU until the repricer sets one is the marketplace's lowest price for its
 * condition, kept within the item's min and max.
 */

const STOCK_STATUSES = ['SUBMITTED', 'ACCEPTED'] as const;
const MS_PER_DAY = 86_400_000;

/** The lister's conditions (spec 9's list) as the marketplace's condition and sub-condition. */
function marketCondition(condition: string): { condition: MainCondition; subCondition: SubCondition } {
  switch (condition) {
    case 'new': return { condition: 'new', subCondition: 'new' };
    case 'collectible': return { condition: 'collectible', subCondition: 'verygood' };
    case 'likenew': case 'verygood': case 'good': case 'acceptable': return { condition: 'used', subCondition: condition };
    default: return { condition: 'used', subCondition: 'good' };
  }
}

export async function listerStockOf(deps: Pick<AppDeps, 'db' | 'clock' | 'marketplace'>, sellerId: number): Promise<StockSku[]> {
  const items = await deps.db
    .select({
      sku: listingItems.sku,
      asin: listingItems.asin,
      isbn13: listingItems.isbn13,
      title: listingItems.title,
      condition: listingItems.condition,
      quantity: listingItems.quantity,
      minPrice: listingItems.minPrice,
      maxPrice: listingItems.maxPrice,
      note: listingItems.conditionNote,
      createdAt: listingItems.createdAt,
      channel: listingSessions.channel,
      status: listingShipments.status,
    })
    .from(listingItems)
    .innerJoin(listingShipments, eq(listingShipments.id, listingItems.shipmentId))
    .innerJoin(listingSessions, eq(listingSessions.id, listingItems.sessionId))
    .where(and(eq(listingItems.userId, sellerId), inArray(listingShipments.status, [...STOCK_STATUSES])))
    .orderBy(listingItems.id);
  const planned = await deps.db
    .select({
      sku: nsessionItems.sku,
      asin: nsessionItems.asin,
      isbn13: nsessionItems.isbn13,
      title: nsessionItems.title,
      condition: nsessionItems.condition,
      quantity: nsessionItems.quantity,
      price: nsessionItems.price,
      minPrice: nsessionItems.minPrice,
      maxPrice: nsessionItems.maxPrice,
      note: nsessionItems.conditionNote,
      createdAt: nsessionItems.createdAt,
    })
    .from(nsessionItems)
    .innerJoin(nsessions, eq(nsessions.id, nsessionItems.sessionId))
    .where(and(eq(nsessionItems.userId, sellerId), isNotNull(nsessions.completedAt), gt(nsessionItems.quantity, 0), eq(nsessionItems.restricted, false)))
    .orderBy(nsessionItems.id);
  const sent = [
    ...items.map((item) => ({ ...item, price: null as number | null })),
    ...planned.map((item) => ({ ...item, channel: 'FBA', status: 'SUBMITTED' })),
  ];

  const bySku = new Map<string, StockSku>();
  const today = deps.clock().getTime();
  for (const item of sent) {
    const known = bySku.get(item.sku);
    const active = item.status === 'ACCEPTED' ? item.quantity : 0;
    const inbound = item.status === 'SUBMITTED' ? item.quantity : 0;
    if (known) {
      known.activeQty += active;
      known.inboundQty += inbound;
      continue;
    }
    const condition = marketCondition(item.condition);
    const book = await deps.marketplace.findByCode(item.isbn13);
    const lowest = condition.condition === 'new' ? book?.lowestNewPrice ?? book?.lowestUsedPrice : book?.lowestUsedPrice ?? book?.lowestNewPrice;
    const unbounded = item.price ?? lowest ?? item.maxPrice ?? item.minPrice ?? 999;
    const price = Math.min(Math.max(unbounded, item.minPrice ?? 0), item.maxPrice ?? Number.MAX_SAFE_INTEGER);
    bySku.set(item.sku, {
      sku: item.sku,
      asin: item.asin,
      isbn13: item.isbn13,
      title: item.title,
      channel: item.channel === 'FBA' ? 'FBA' : 'MFN',
      ...condition,
      activeQty: active,
      inboundQty: inbound,
      reservedQty: 0,
      price,
      minPrice: item.minPrice,
      maxPrice: item.maxPrice,
      referencePrice: null,
      listPrice: null,
      ageDays: Math.max(0, Math.floor((today - item.createdAt.getTime()) / MS_PER_DAY)),
      soldDays: null,
      salesRank: book?.salesRank ?? null,
      note: item.note,
    });
  }
  return [...bySku.values()];
}
