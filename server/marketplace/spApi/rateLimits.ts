import { INBOUND_RATE_LIMITS } from './inbound/inboundRateLimits';
import type { RateLimit } from './tokenBucket';

/**
 * The Selling Partner API operations Folio calls, with their published default rate limits per
 * seller and application (requests per second, burst). The marketplace may grant a seller more or
 * less; its x-amzn-RateLimit-Limit header says so on a 429, and the bucket follows it from then on.
 */
export const RATE_LIMITS = {
  // Catalog Items 2022-04-01
  searchCatalogItems: { rate: 2, burst: 2 },
  // Listings Restrictions 2021-08-01
  getListingsRestrictions: { rate: 5, burst: 10 },
  // Product Pricing v0: twenty ASIN and condition pairs a batch
  getItemOffersBatch: { rate: 0.1, burst: 1 },
  getItemOffers: { rate: 0.5, burst: 1 },
  // Feeds 2021-06-30
  createFeedDocument: { rate: 0.5, burst: 15 },
  createFeed: { rate: 0.0083, burst: 15 },
  getFeed: { rate: 2, burst: 15 },
  getFeeds: { rate: 0.0222, burst: 10 },
  getFeedDocument: { rate: 0.0222, burst: 10 },
  // Listings Items 2021-08-01
  patchListingsItem: { rate: 5, burst: 10 },
  getListingsItem: { rate: 5, burst: 10 },
  // Reports 2021-06-30
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  // FBA Inventory v1
  getInventorySummaries: { rate: 2, burst: 2 },
  // Sellers v1
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  // Fulfillment Inbound 2024-03-20 and the v0 labels calls
  ...INBOUND_RATE_LIMITS,
} as const satisfies Record<string, RateLimit>;

export type SpApiOperation = keyof typeof RATE_LIMITS;
