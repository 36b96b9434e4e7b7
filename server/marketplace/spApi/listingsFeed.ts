import { gunzipSync } from 'node:zlib';
import type { PriceChange, PriceMarketplace, SkuPriceResult } from '../prices/priceMarketplace';
import { fetchDocument, transferDocument } from './documents';
import { failedCallOf, marketplaceError } from './marketplaceErrors';
import { storeById } from './marketplaceIds';
import { centsOf, unitsOf } from './money';
import type { SellerClients, SpApiContext } from './spApiContext';

/**
 * Prices on the real marketplace. A run's changes go as one JSON_LISTINGS_FEED (Feeds 2021-06-30):
 * a feed document is made, the feed's JSON uploaded to its signed address, the feed created; the
 * marketplace processes it in minutes and writes a processing report, whose issues name the
 * messages (one per SKU) it refused and why. A few changes (at most PATCH_LIMIT) go as listing
 * patches instead (Listings Items patchListingsItem, 5 a second), answered at once. A SKU's price is
 * read back with getListingsItem's offers.
 *
 * Never sent twice: a feed sent just before a crash is found again (getFeeds since the moment it was
 * sent, pricePush.ts); a patch cannot be found, so each SKU's listed price is read before patching
 * and a SKU already at its new price is not patched again. Signed addresses are fetched without
 * logging them: they open the document to anyone.
 */

export const LISTINGS_FEED_TYPE = 'JSON_LISTINGS_FEED';
const CONTENT_TYPE = 'application/json; charset=UTF-8';
/** Changes up to this many go as listing patches, answered at once, rather than a feed processed in minutes. */
export const PATCH_LIMIT = 5;
/** The id of a patch submission carries its results: there is nothing to ask the marketplace later. */
const PATCHES = 'patches:';
const PROCESSING = new Set(['IN_QUEUE', 'IN_PROGRESS']);

interface ProcessingReport {
  issues?: { messageId?: number; code?: string; severity?: string; message?: string }[];
}

/** The patch that sets a SKU's price, in a feed message or a listing patch alike. */
export const pricePatch = (marketplaceId: string, currency: string, price: number) => ({
  op: 'replace' as const,
  path: '/attributes/purchasable_offer',
  value: [{ marketplace_id: marketplaceId, currency, our_price: [{ schedule: [{ value_with_tax: unitsOf(price) }] }] }],
});

export function listingsFeedOf(sellerId: string, marketplaceId: string, currency: string, changes: readonly PriceChange[]) {
  return {
    header: { sellerId, version: '2.0', issueLocale: 'en_US' },
    messages: changes.map((change, index) => ({
      messageId: index + 1,
      sku: change.sku,
      operationType: 'PATCH',
      productType: 'PRODUCT',
      patches: [pricePatch(marketplaceId, currency, change.price)],
    })),
  };
}

const reasonOfIssues = (issues: readonly { code: string; message: string; severity: string }[] | undefined) => {
  const errors = (issues ?? []).filter((issue) => issue.severity === 'ERROR');
  return errors.length === 0 ? 'The marketplace refused the price.' : errors.map((issue) => `${issue.message} (${issue.code})`).join(' ');
};

export function createListingsFeed(context: SpApiContext): PriceMarketplace {
  const { marketplaceId } = context.config;
  const currency = storeById(marketplaceId)!.currency;

  async function listedPrice(clients: SellerClients, sku: string): Promise<number | null> {
    // A SKU the seller does not list answers 404: no price, not a failure.
    const item = await context.call(clients, 'getListingsItem', `the listing of SKU ${sku}`, () =>
      clients.listings
        .getListingsItem({ sellerId: clients.sellingPartnerId, sku, marketplaceIds: [marketplaceId], includedData: ['offers'] })
        .catch((error: unknown) => (failedCallOf(error).status === 404 ? { data: null } : Promise.reject(error))),
    );
    const offer = item?.offers?.find((entry) => entry.marketplaceId === marketplaceId && entry.offerType === 'B2C');
    return offer ? centsOf(offer.price) : null;
  }

  /** A few changes, one patch each, unless the SKU has its new price already (a patch sent before a crash). */
  async function patch(clients: SellerClients, changes: readonly PriceChange[]): Promise<string> {
    const results: SkuPriceResult[] = [];
    for (const change of changes) {
      if ((await listedPrice(clients, change.sku)) === change.price) {
        results.push({ sku: change.sku, accepted: true });
        continue;
      }
      const reply = await context.call(clients, 'patchListingsItem', `the new price of SKU ${change.sku}`, () =>
        clients.listings.patchListingsItem({
          sellerId: clients.sellingPartnerId,
          sku: change.sku,
          marketplaceIds: [marketplaceId],
          body: { productType: 'PRODUCT', patches: [pricePatch(marketplaceId, currency, change.price)] },
        }),
      );
      results.push(reply.status === 'ACCEPTED' ? { sku: change.sku, accepted: true } : { sku: change.sku, accepted: false, reason: reasonOfIssues(reply.issues) });
    }
    return PATCHES + Buffer.from(JSON.stringify(results)).toString('base64url');
  }

  return {
    async submit(changes) {
      const clients = await context.clientsOf();
      if (changes.length <= PATCH_LIMIT) return patch(clients, changes);
      const what = `the price feed of ${changes.length} SKU${changes.length === 1 ? '' : 's'}`;
      const document = await context.call(clients, 'createFeedDocument', what, () => clients.feeds.createFeedDocument({ body: { contentType: CONTENT_TYPE } }));
      const body = JSON.stringify(listingsFeedOf(clients.sellingPartnerId, marketplaceId, currency, changes));
      await transferDocument(document.url, { method: 'PUT', headers: { 'content-type': CONTENT_TYPE }, body }, what, context.timeoutMs);
      const feed = await context.call(clients, 'createFeed', what, () =>
        clients.feeds.createFeed({ body: { feedType: LISTINGS_FEED_TYPE, marketplaceIds: [marketplaceId], inputFeedDocumentId: document.feedDocumentId } }),
      );
      return feed.feedId;
    },

    async outcome(feedId, changes) {
      if (feedId.startsWith(PATCHES)) {
        const results = JSON.parse(Buffer.from(feedId.slice(PATCHES.length), 'base64url').toString('utf8')) as SkuPriceResult[];
        const bySku = new Map(results.map((result) => [result.sku, result]));
        return changes.map((change) => bySku.get(change.sku) ?? { sku: change.sku, accepted: false, reason: 'The price was not sent.' });
      }
      const clients = await context.clientsOf();
      const what = `the processing of price feed ${feedId}`;
      const feed = await context.call(clients, 'getFeed', what, () => clients.feeds.getFeed({ feedId }));
      if (PROCESSING.has(feed.processingStatus)) return null;
      if (feed.processingStatus !== 'DONE' || !feed.resultFeedDocumentId) {
        const reason = `The marketplace did not process the price feed (${feed.processingStatus}); the price was not changed.`;
        return changes.map((change): SkuPriceResult => ({ sku: change.sku, accepted: false, reason }));
      }
      const resultId = feed.resultFeedDocumentId;
      const document = await context.call(clients, 'getFeedDocument', what, () => clients.feeds.getFeedDocument({ feedDocumentId: resultId }));
      const bytes = await fetchDocument(document.url, what, context.timeoutMs);
      let report: ProcessingReport;
      try {
        report = JSON.parse((document.compressionAlgorithm === 'GZIP' ? gunzipSync(bytes) : bytes).toString('utf8')) as ProcessingReport;
      } catch {
        throw marketplaceError(what, { response: { status: 502 } });
      }
      const refusals = new Map<number, string>();
      for (const issue of report.issues ?? []) {
        if (issue.severity !== 'ERROR' || typeof issue.messageId !== 'number' || refusals.has(issue.messageId)) continue;
        refusals.set(issue.messageId, `${issue.message ?? 'Refused.'}${issue.code ? ` (${issue.code})` : ''}`);
      }
      return changes.map((change, index): SkuPriceResult => {
        const reason = refusals.get(index + 1);
        return reason === undefined ? { sku: change.sku, accepted: true } : { sku: change.sku, accepted: false, reason };
      });
    },

    async listedPrice(sku) {
      return listedPrice(await context.clientsOf(), sku);
    },

    async submittedSince(since) {
      const clients = await context.clientsOf();
      const reply = await context.call(clients, 'getFeeds', 'the list of recent price feeds', () =>
        clients.feeds.getFeeds({ feedTypes: [LISTINGS_FEED_TYPE], marketplaceIds: [marketplaceId], createdSince: since.toISOString() }),
      );
      return reply.feeds.map((feed) => feed.feedId);
    },
  };
}
