import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, recordId } from '../fields';

/**
 * Price feed files (spec 7.7 "GET feed; GET feed/file (query params); PUT feed/file/{id}/done"; the
 * fields are Folio's): after a repricing run that changed prices, the file the seller uploads to
 * the marketplace with the new prices, one per run. The seller marks it done once uploaded, so the
 * list shows which are still to upload.
 */

/** GET feed lists the newest this many. */
export const PRICE_FEEDS_LISTED = 50;

export const priceFeedFileSchema = z.object({
  id: z.int(),
  /** The repricing run whose changed prices it lists. */
  runId: z.int(),
  /** SKUs in the file: those whose price the run changed. */
  rows: z.int(),
  fileName: z.string(),
  createdAt: isoDateTime,
  done: z.boolean(),
  doneAt: z.nullable(isoDateTime),
});
export type PriceFeedFile = z.infer<typeof priceFeedFileSchema>;

/** The file itself: tab-separated text, a header line, then one line per SKU (CRLF line ends). */
export const priceFeedContentSchema = z.object({ fileName: z.string(), content: z.string() });
export type PriceFeedContent = z.infer<typeof priceFeedContentSchema>;

const products = ['MY_PRICER'] as const;
const feedId = z.object({ id: recordId });

export const priceFeedsApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'feed',
    summary: `The seller's price feed files, newest first (at most ${PRICE_FEEDS_LISTED})`,
    products,
    reply: z.array(priceFeedFileSchema),
  }),
  file: sellerEndpoint({
    method: 'GET',
    path: 'feed/file',
    summary: "A price feed file's content",
    products,
    query: feedId,
    reply: priceFeedContentSchema,
  }),
  markDone: sellerEndpoint({
    method: 'PUT',
    path: 'feed/file/:id/done',
    summary: 'Mark a price feed file as uploaded (again is fine: it stays done from the first time)',
    products,
    params: feedId,
    reply: priceFeedFileSchema,
  }),
};
