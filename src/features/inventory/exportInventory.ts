import { fetchExportPage } from '~/api/inventory/inventory';
import { EXPORT_PAGE_MAX, inventoryHeaderLine, inventoryPageLines } from '~/contract/inventory';
import { UTF8_BOM } from '~/lib/csv';

/**
 * The seller's whole stock as the inventory file, a page of 10,000 SKUs at a time: each page becomes
 * CSV text at once and joins the file's parts, so even a million SKUs never sit in memory as rows.
 * The next page is asked for while this one is written. Starts with the byte order mark Excel needs
 * to read UTF-8 (the importer skips it).
 */
export async function exportInventory(onProgress: (done: number, total: number) => void): Promise<{ file: Blob; rows: number }> {
  const parts: BlobPart[] = [UTF8_BOM, inventoryHeaderLine()];
  let next = fetchExportPage(0, EXPORT_PAGE_MAX);
  let rows = 0;
  for (;;) {
    const page = await next;
    const end = page.offset + page.sku.length;
    if (end < page.total && page.sku.length > 0) next = fetchExportPage(end, EXPORT_PAGE_MAX);
    parts.push(inventoryPageLines(page));
    rows += page.sku.length;
    onProgress(rows, page.total);
    if (end >= page.total || page.sku.length === 0) break;
  }
  return { file: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows };
}

/** inventory-2026-11-27.csv, by the seller's own date. */
export function exportFileName(now = new Date()) {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `inventory-${day}.csv`;
}
