import type { FastifyInstance } from 'fastify';
import type { CreateFeedDocumentResponse, CreateFeedResponse, CreateFeedSpecification, Feed, FeedDocument, GetFeedsResponse } from '@sp-api-sdk/feeds-api-2021-06-30';
import type { Item, ListingsItemPatchRequest, ListingsItemSubmissionResponse } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { centsOf, unitsOf } from '../money';
import { fakeError, type FakeContext } from './fakeContext';

/**
 * Feeds 2021-06-30 for JSON_LISTINGS_FEED, and Listings Items: patchListingsItem for a few prices,
 * getListingsItem to read a price back.
 * A feed is an async operation, as on the marketplace: IN_QUEUE when made, IN_PROGRESS at the first
 * look, DONE at the next, with a processing report that refuses a SKU the account does not list
 * and a price that is not more than zero.
 */

type PricePatch = { path?: string; value?: { our_price?: { schedule?: { value_with_tax?: number }[] }[] }[] };

interface FeedMessage {
  messageId: number;
  sku: string;
  patches?: PricePatch[];
}

/** The price a purchasable_offer patch sets, in units. */
const priceOf = (patch: PricePatch | undefined) => patch?.value?.[0]?.our_price?.[0]?.schedule?.[0]?.value_with_tax;

interface FakeFeed {
  feed: Feed;
  account: string;
  looks: number;
}

export function installFakeFeeds(app: FastifyInstance, context: FakeContext) {
  const { documents, listings } = context;
  const feeds = new Map<string, FakeFeed>();
  let next = 50_000;

  app.post<{ Body: { contentType?: string } }>('/feeds/2021-06-30/documents', async (request): Promise<CreateFeedDocumentResponse> => {
    context.sellerOf(request);
    const feedDocumentId = documents.create(request.body?.contentType ?? 'application/json');
    return { feedDocumentId, url: documents.addressOf(request, feedDocumentId) };
  });

  app.post<{ Body: CreateFeedSpecification }>('/feeds/2021-06-30/feeds', async (request, reply): Promise<CreateFeedResponse> => {
    const account = context.sellerOf(request);
    const { feedType, marketplaceIds, inputFeedDocumentId } = request.body ?? ({} as CreateFeedSpecification);
    if (feedType !== 'JSON_LISTINGS_FEED' || !documents.read(inputFeedDocumentId)) {
      throw fakeError(400, 'InvalidInput', 'The feed type or its input document is not valid.');
    }
    const feedId = String(++next);
    feeds.set(feedId, {
      account,
      looks: 0,
      feed: { feedId, feedType, marketplaceIds, createdTime: new Date().toISOString(), processingStatus: 'IN_QUEUE', resultFeedDocumentId: inputFeedDocumentId },
    });
    reply.status(202);
    return { feedId };
  });

  /** Applies a feed the way the marketplace does, message by message; answers its processing report. */
  async function process(account: string, content: string) {
    const messages = (JSON.parse(content) as { messages?: FeedMessage[] }).messages ?? [];
    const issues = [];
    for (const message of messages) {
      const cents = centsOf({ amount: priceOf(message.patches?.[0]) });
      if (!(await listings.sku(account, message.sku))) {
        issues.push({ messageId: message.messageId, code: '4000001', severity: 'ERROR', message: `The SKU ${message.sku} was not found in your listings.` });
      } else if (cents === null || cents <= 0) {
        issues.push({ messageId: message.messageId, code: '90244', severity: 'ERROR', message: 'The price must be greater than 0.' });
      } else {
        listings.setPrice(account, message.sku, cents);
      }
    }
    const refused = new Set(issues.map((issue) => issue.messageId)).size;
    return { header: { sellerId: account, version: '2.0' }, issues, summary: { errors: issues.length, warnings: 0, messagesProcessed: messages.length, messagesAccepted: messages.length - refused, messagesInvalid: refused } };
  }

  app.get<{ Params: { feedId: string } }>('/feeds/2021-06-30/feeds/:feedId', async (request): Promise<Feed> => {
    const account = context.sellerOf(request);
    const known = feeds.get(request.params.feedId);
    if (!known || known.account !== account) throw fakeError(404, 'NotFound', 'The feed was not found.');
    known.looks++;
    if (known.feed.processingStatus === 'IN_QUEUE') known.feed.processingStatus = 'IN_PROGRESS';
    else if (known.feed.processingStatus === 'IN_PROGRESS') {
      const report = await process(account, documents.read(known.feed.resultFeedDocumentId!)!);
      known.feed = { ...known.feed, processingStatus: 'DONE', processingEndTime: new Date().toISOString(), resultFeedDocumentId: documents.write('application/json', JSON.stringify(report)) };
    }
    return known.feed.processingStatus === 'DONE' ? known.feed : { ...known.feed, resultFeedDocumentId: undefined };
  });

  app.get<{ Params: { id: string } }>('/feeds/2021-06-30/documents/:id', async (request): Promise<FeedDocument> => {
    context.sellerOf(request);
    if (!documents.has(request.params.id)) throw fakeError(404, 'NotFound', 'The document was not found.');
    return { feedDocumentId: request.params.id, url: documents.addressOf(request, request.params.id) };
  });

  app.get<{ Querystring: { createdSince?: string; feedTypes?: string } }>('/feeds/2021-06-30/feeds', async (request): Promise<GetFeedsResponse> => {
    const account = context.sellerOf(request);
    const since = request.query.createdSince ? Date.parse(request.query.createdSince) : 0;
    return { feeds: [...feeds.values()].filter((known) => known.account === account && Date.parse(known.feed.createdTime) >= since).map((known) => known.feed) };
  });

  app.patch<{ Params: { sellerId: string; sku: string }; Body: ListingsItemPatchRequest }>(
    '/listings/2021-08-01/items/:sellerId/:sku',
    async (request): Promise<ListingsItemSubmissionResponse> => {
      const account = context.sellerOf(request);
      if (request.params.sellerId !== account) throw fakeError(403, 'Unauthorized', 'The sellerId does not match the authorised seller.');
      const cents = centsOf({ amount: priceOf(request.body?.patches?.[0]) });
      const submission = { sku: request.params.sku, submissionId: `patch-${++next}` };
      if (!(await listings.sku(account, request.params.sku))) {
        return { ...submission, status: 'INVALID', issues: [{ code: '4000001', severity: 'ERROR', message: `The SKU ${request.params.sku} was not found in your listings.`, categories: [] }] };
      }
      if (cents === null || cents <= 0) {
        return { ...submission, status: 'INVALID', issues: [{ code: '90244', severity: 'ERROR', message: 'The price must be greater than 0.', categories: [] }] };
      }
      listings.setPrice(account, request.params.sku, cents);
      return { ...submission, status: 'ACCEPTED', issues: [] };
    },
  );

  app.get<{ Params: { sellerId: string; sku: string }; Querystring: { marketplaceIds?: string } }>(
    '/listings/2021-08-01/items/:sellerId/:sku',
    async (request): Promise<Item> => {
      const account = context.sellerOf(request);
      if (request.params.sellerId !== account) throw fakeError(403, 'Unauthorized', 'The sellerId does not match the authorised seller.');
      const sku = await listings.sku(account, request.params.sku);
      if (!sku) throw fakeError(404, 'NOT_FOUND', `SKU ${request.params.sku} not found.`);
      const marketplaceId = request.query.marketplaceIds?.split(',')[0] ?? '';
      return { sku: sku.sku, offers: [{ marketplaceId, offerType: 'B2C', price: { currencyCode: 'USD', amount: unitsOf(sku.price).toFixed(2) } }] };
    },
  );
}
