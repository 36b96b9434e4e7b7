import { count, eq, max } from 'drizzle-orm';
import { sellerApi } from '../../src/contract';
import {
  encodeImportRows,
  inventoryHeaderLine,
  inventoryPageLines,
  type ExportPage,
  type ImportSummary,
  type InventoryFileKind,
} from '../../src/contract/inventory';
import { readInventoryText } from '../../src/contract/inventory/testing';
import { priceHistory, stockOverrides } from '../db/schema';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

/**
 * Helpers of the inventory and shipping utilities tests: the seller's whole export as the browser
 * writes it, a CSV text turned into the body the browser sends (read by the contract's own reader),
 * and what the database holds for a seller, to prove a call wrote nothing.
 */

export async function exportPages(server: TestServer, seller: SellerAuth, limit = 1000): Promise<ExportPage[]> {
  const pages: ExportPage[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = dataOf(await server.call<ExportPage>(sellerApi.inventory.exportPage, { query: { offset, limit } }, { auth: seller }));
    pages.push(page);
    if (offset + limit >= page.total) return pages;
  }
}

export async function exportText(server: TestServer, seller: SellerAuth): Promise<string> {
  return inventoryHeaderLine() + (await exportPages(server, seller)).map(inventoryPageLines).join('');
}

/** The body the browser sends for a file the worker found good; throws on a file it would refuse. */
export function bodyOf(text: string, { check = false, kind = 'inventory' as InventoryFileKind } = {}) {
  const read = readInventoryText(text, kind);
  if (!read.ok) throw new Error(`the file has errors: ${read.errors.map((error) => error.message).join(' ')}`);
  return { fields: read.fields, rows: encodeImportRows(read.fields, read.rows), check };
}

export const importText = (server: TestServer, seller: SellerAuth, text: string, check = false) =>
  server.call<ImportSummary>(sellerApi.inventory.importFile, { body: bodyOf(text, { check }) }, { auth: seller });

export const uploadLocations = (server: TestServer, seller: SellerAuth, text: string, check = false) =>
  server.call<ImportSummary>(sellerApi.shipping.uploadLocations, { body: bodyOf(text, { check, kind: 'locations' }) }, { auth: seller });

/** The seller's override rows and price history, counted, with the newest override change. */
export async function writtenFor(server: TestServer, sellerId: number) {
  const [overrides] = await server.db
    .select({ rows: count(), newest: max(stockOverrides.updatedAt) })
    .from(stockOverrides)
    .where(eq(stockOverrides.sellerId, sellerId));
  const [history] = await server.db.select({ rows: count() }).from(priceHistory).where(eq(priceHistory.sellerId, sellerId));
  return { overrides: overrides!.rows, newest: overrides!.newest?.toISOString() ?? null, history: history!.rows };
}

/** Every page as one, for tests that edit the file a column at a time. */
export function wholeExport(pages: readonly ExportPage[]): ExportPage {
  const keys = ['sku', 'asin', 'title', 'condition', 'price', 'minPrice', 'maxPrice', 'note', 'location'] as const;
  const columns = Object.fromEntries(keys.map((key) => [key, pages.flatMap((page) => page[key] as unknown[])]));
  return { total: pages[0]?.total ?? 0, offset: 0, ...columns } as ExportPage;
}

/** Rows `from` to `to` of a page, each changed by `edit` (which may change any column's cell). */
export function slicePage(page: ExportPage, from: number, to: number, edit: (row: Record<string, unknown>, index: number) => void = () => undefined): ExportPage {
  const keys = ['sku', 'asin', 'title', 'condition', 'price', 'minPrice', 'maxPrice', 'note', 'location'] as const;
  const sliced = Object.fromEntries(keys.map((key) => [key, [...(page[key] as unknown[]).slice(from, to)]])) as Record<(typeof keys)[number], unknown[]>;
  for (let index = 0; index < to - from; index++) {
    const row = Object.fromEntries(keys.map((key) => [key, sliced[key][index]]));
    edit(row, index);
    for (const key of keys) sliced[key][index] = row[key];
  }
  return { total: page.total, offset: from, ...sliced } as ExportPage;
}

export const fileOf = (page: ExportPage) => inventoryHeaderLine() + inventoryPageLines(page);
