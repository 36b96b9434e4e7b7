import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, recordId } from '../fields';
import { stockQuerySchema } from './query';

/**
 * Stock reports (spec 7.7 "GET report (list); POST report (query params)"; the fields are
 * Folio's): a CSV of every SKU the stock table shows for a set of filters and a sort, made by a job
 * because a large stock takes a while. The seller requests one with the table's filters, follows
 * its state in the list, and downloads the file once it is DONE.
 */

/** STOCK: every column of the table. PRICES: what a price review needs (SKU, book, price, bounds, rank). */
export const STOCK_REPORT_KINDS = ['STOCK', 'PRICES'] as const;
export type StockReportKind = (typeof STOCK_REPORT_KINDS)[number];

export const STOCK_REPORT_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type StockReportState = (typeof STOCK_REPORT_STATES)[number];

/** A report holds at most this many SKUs; one whose filters match more fails and says so. */
export const STOCK_REPORT_ROWS_MAX = 100_000;
/** GET report lists the newest this many; a request deletes the seller's reports older than them. */
export const STOCK_REPORTS_KEPT = 20;
/** Reports a seller may have queued or running at once. */
export const STOCK_REPORTS_OPEN_MAX = 5;

const { page: _page, pageSize: _pageSize, offset: _offset, limit: _limit, ...tableQuery } = stockQuerySchema.shape;

/** The table's filters and sort (no paging: a report holds every matching SKU), and the kind. */
export const stockReportQuerySchema = z.object({
  ...tableQuery,
  kind: z._default(z.enum(STOCK_REPORT_KINDS, { error: `must be one of ${STOCK_REPORT_KINDS.join(', ')}` }), 'STOCK'),
});
export type StockReportQuery = z.output<typeof stockReportQuerySchema>;
export type StockReportQueryInput = z.input<typeof stockReportQuerySchema>;

export const stockReportSchema = z.object({
  id: z.int(),
  kind: z.enum(STOCK_REPORT_KINDS),
  /** The filters and sort it was made with, as the query string carries them (lists comma-joined). */
  query: z.record(z.string(), z.string()),
  /** The same in words: "Condition used or good · Quantity 1 or more · by Price, descending". */
  summary: z.string(),
  state: z.enum(STOCK_REPORT_STATES),
  /** SKUs in the file; null until it is DONE. */
  rows: z.nullable(z.int()),
  createdAt: isoDateTime,
  finishedAt: z.nullable(isoDateTime),
  /** Why it FAILED. */
  error: z.nullable(z.string()),
});
export type StockReport = z.infer<typeof stockReportSchema>;

/** The CSV of a DONE report: a header line, then one line per SKU in the table's order (CRLF line ends). */
export const stockReportFileSchema = z.object({ fileName: z.string(), csv: z.string() });
export type StockReportFile = z.infer<typeof stockReportFileSchema>;

const products = ['MY_PRICER'] as const;

export const stockReportsApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'report',
    summary: `The seller's stock reports, newest first (at most ${STOCK_REPORTS_KEPT})`,
    products,
    reply: z.array(stockReportSchema),
  }),
  request: sellerEndpoint({
    method: 'POST',
    path: 'report',
    summary: 'Request a report of the stock that these filters and this sort show; the same request while one is open answers that one',
    products,
    query: stockReportQuerySchema,
    reply: stockReportSchema,
  }),
  file: sellerEndpoint({
    method: 'GET',
    path: 'report/:id/file',
    summary: 'The CSV of a finished report',
    products,
    params: z.object({ id: recordId }),
    reply: stockReportFileSchema,
  }),
};
