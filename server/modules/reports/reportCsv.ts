import type { StockReportKind, StockSku } from '../../../src/contract';
import { csvLine, csvText, dollars, type CsvValue } from '../../../src/contract/csvText';
import { mapInSlices } from '../../eventLoop/timeSlices';

/**
 * The columns of each kind of stock report, in the table's order. Money in dollars with two
 * decimals, an empty cell where the table shows a dash. For accounts that hide sales figures
 * (spec 3.1) the sold-days column is left out altogether, as the table leaves it out.
 */

interface Column {
  header: string;
  value: (sku: StockSku) => CsvValue;
  /** A sales figure: not in the file of an account that hides them. */
  sales?: true;
}

const COLUMNS = {
  sku: { header: 'SKU', value: (sku) => sku.sku },
  asin: { header: 'ASIN', value: (sku) => sku.asin },
  isbn: { header: 'ISBN', value: (sku) => sku.isbn13 },
  title: { header: 'Title', value: (sku) => sku.title },
  channel: { header: 'Channel', value: (sku) => sku.channel },
  condition: { header: 'Condition', value: (sku) => sku.condition },
  subCondition: { header: 'Sub-condition', value: (sku) => sku.subCondition },
  active: { header: 'Active qty', value: (sku) => sku.activeQty },
  inbound: { header: 'Inbound qty', value: (sku) => sku.inboundQty },
  reserved: { header: 'Reserved qty', value: (sku) => sku.reservedQty },
  price: { header: 'Price', value: (sku) => dollars(sku.price) },
  min: { header: 'Min price', value: (sku) => dollars(sku.minPrice) },
  max: { header: 'Max price', value: (sku) => dollars(sku.maxPrice) },
  listPrice: { header: 'List price', value: (sku) => dollars(sku.listPrice) },
  age: { header: 'Age (days)', value: (sku) => sku.ageDays },
  soldDays: { header: 'Sold days', value: (sku) => sku.soldDays, sales: true },
  salesRank: { header: 'Sales rank', value: (sku) => sku.salesRank },
  note: { header: 'Note', value: (sku) => sku.note },
} satisfies Record<string, Column>;
type ColumnName = keyof typeof COLUMNS;

const KIND_COLUMNS: Record<StockReportKind, readonly ColumnName[]> = {
  STOCK: ['sku', 'asin', 'isbn', 'title', 'channel', 'condition', 'subCondition', 'active', 'inbound', 'reserved', 'price', 'min', 'max', 'listPrice', 'age', 'soldDays', 'salesRank', 'note'],
  PRICES: ['sku', 'asin', 'title', 'condition', 'subCondition', 'price', 'min', 'max', 'listPrice', 'salesRank', 'soldDays'],
};

export function reportColumns(kind: StockReportKind, salesHidden: boolean): Column[] {
  return KIND_COLUMNS[kind].map((name): Column => COLUMNS[name]).filter((column) => !(salesHidden && column.sales));
}

/** The file as csvText writes it, its lines made in time slices: a report of 100,000 SKUs is made beside other sellers' requests. */
export async function stockReportCsv(kind: StockReportKind, rows: readonly StockSku[], salesHidden: boolean, signal?: AbortSignal): Promise<string> {
  const columns = reportColumns(kind, salesHidden);
  const lines = await mapInSlices(rows, (sku) => csvLine(columns.map((column) => column.value(sku))), { signal });
  return csvText(columns.map((column) => column.header), []) + lines.map((line) => `${line}\r\n`).join('');
}
