import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { queryInt } from '../lister/fields';
import { importBodySchema, importSummarySchema } from './summary';

/**
 * Import and export of inventory (spec 1, 2.1 import-inventory). The spec gives the screen no
 * product, so any seller may move their own stock's prices, bounds, notes and locations in and out.
 * The export is read in pages of columns (compact: no repeated keys), in the stock's own order, so
 * the browser writes the whole stock, however large, as CSV a page at a time.
 */

export const EXPORT_PAGE_MAX = 10_000;

export const exportQuerySchema = z.object({
  offset: z._default(queryInt(0, 10_000_000), 0),
  limit: z._default(queryInt(1, EXPORT_PAGE_MAX), EXPORT_PAGE_MAX),
});

const column = <T extends z.ZodMiniType>(cell: T) => z.array(cell);

export const exportPageSchema = z.object({
  /** SKUs in the seller's stock. */
  total: z.int(),
  offset: z.int(),
  sku: column(z.string()),
  asin: column(z.string()),
  title: column(z.string()),
  /** As the marketplace words it: "Used - Very Good". */
  condition: column(z.string()),
  /** Cents. */
  price: column(z.int()),
  minPrice: column(z.nullable(z.int())),
  maxPrice: column(z.nullable(z.int())),
  note: column(z.nullable(z.string())),
  location: column(z.nullable(z.string())),
});
export type ExportPage = z.infer<typeof exportPageSchema>;

export const inventoryApi = {
  exportPage: sellerEndpoint({
    method: 'GET',
    path: 'inventory/export',
    summary: "A page of the seller's whole stock as the inventory file holds it, in columns",
    query: exportQuerySchema,
    reply: exportPageSchema,
  }),
  importFile: sellerEndpoint({
    method: 'POST',
    path: 'inventory/import',
    summary: 'Check an inventory file against the stock, or import it: all of it in one transaction, or nothing',
    body: importBodySchema,
    reply: importSummarySchema,
  }),
};
