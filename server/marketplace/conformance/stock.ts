import { expect, it } from 'vitest';
import type { StockSku } from '../../../src/contract';
import { deriveInventory } from '../inventory';
import { ACCOUNT, CATALOG_SIZE, type ConformanceArea } from './subject';

/**
 * What both implementations tell of a SKU. The simulator alone also knows rank, list price and last
 * sale; units inbound or reserved are the marketplace warehouse's, so only FBA SKUs have them there.
 */
const listed = (sku: StockSku) => ({
  sku: sku.sku,
  asin: sku.asin,
  isbn13: sku.isbn13,
  title: sku.title,
  channel: sku.channel,
  condition: sku.condition,
  subCondition: sku.subCondition,
  activeQty: sku.activeQty,
  ...(sku.channel === 'FBA' ? { inboundQty: sku.inboundQty, reservedQty: sku.reservedQty } : {}),
  price: sku.price,
  note: sku.note,
});

export const stockConformance: ConformanceArea = (subject) => {
  it("lists the account's stock: its SKUs, books, channels, conditions, quantities and prices", async () => {
    const stock = await subject().asSeller(() => subject().marketplace.existingStock(ACCOUNT));
    const expected = await deriveInventory(ACCOUNT, CATALOG_SIZE);
    expect(stock.map(listed)).toEqual(expected.map(listed));
    stock.forEach((sku, index) => expect(Math.abs(sku.ageDays - expected[index]!.ageDays)).toBeLessThanOrEqual(1));
  });
};
