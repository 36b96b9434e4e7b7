import { csvLine, dollars } from '../csvText';
import { fileHeader } from './csvFile';
import type { ExportPage } from './endpoints';

/**
 * The inventory file, written a page at a time: the header line, then each page's rows, every line
 * ended by CRLF, cells guarded and quoted as csvText does. Reading it back (csvFile.ts) gives the
 * same values, so importing an export changes nothing.
 */

export const inventoryHeaderLine = () => `${csvLine(fileHeader('inventory'))}\r\n`;

export function inventoryPageLines(page: ExportPage): string {
  let text = '';
  for (let row = 0; row < page.sku.length; row++) {
    text += `${csvLine([
      page.sku[row]!,
      page.asin[row]!,
      page.title[row]!,
      page.condition[row]!,
      dollars(page.price[row]!),
      dollars(page.minPrice[row]!),
      dollars(page.maxPrice[row]!),
      page.note[row]!,
      page.location[row]!,
    ])}\r\n`;
  }
  return text;
}
