import { dollars } from '../../../src/contract/csvText';
import { mapInSlices } from '../../eventLoop/timeSlices';

/**
 * A price feed as the marketplace's price and quantity inventory file takes it: tab-separated text
 * (the marketplace's flat files are tab-delimited; a comma in a SKU then needs no quoting), a
 * header line of column names, one line per SKU, CRLF line ends. Columns: sku, previous-price (for
 * the seller's own check), price (the new one), minimum-seller-allowed-price and
 * maximum-seller-allowed-price (the SKU's own bounds, empty when it has none). Money in dollars with
 * two decimals. A tab or line break cannot be part of a marketplace SKU; one would break the line,
 * so it is written as a space. No apostrophe guard as in the CSV reports: this file goes to the
 * marketplace, not into a spreadsheet, and an apostrophe would change the SKU.
 */

export const PRICE_FEED_COLUMNS = ['sku', 'previous-price', 'price', 'minimum-seller-allowed-price', 'maximum-seller-allowed-price'] as const;

export interface PriceFeedLine {
  sku: string;
  previousPrice: number | null;
  price: number;
  minPrice: number | null;
  maxPrice: number | null;
}

const field = (value: string | null) => (value ?? '').replace(/[\t\r\n]/g, ' ');

/** In time slices: a run that changed 100,000 prices makes its file beside other sellers' requests. */
export async function priceFeedText(lines: readonly PriceFeedLine[], signal?: AbortSignal): Promise<string> {
  const body = await mapInSlices(
    lines,
    (line) => [line.sku, dollars(line.previousPrice), dollars(line.price), dollars(line.minPrice), dollars(line.maxPrice)].map(field).join('\t'),
    { signal },
  );
  return `${[PRICE_FEED_COLUMNS.join('\t'), ...body].join('\r\n')}\r\n`;
}
