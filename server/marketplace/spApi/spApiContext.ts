import { createAxiosInstance } from '@sp-api-sdk/common';
import type { SellingPartnerApiAuth } from '@sp-api-sdk/auth';
import { CatalogItemsApi } from '@sp-api-sdk/catalog-items-api-2022-04-01';
import { FbaInventoryApi } from '@sp-api-sdk/fba-inventory-api-v1';
import { FeedsApi } from '@sp-api-sdk/feeds-api-2021-06-30';
import { FulfillmentInboundApi } from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import { FulfillmentInboundApi as FulfillmentInboundV0Api } from '@sp-api-sdk/fulfillment-inbound-api-v0';
import { ListingsItemsApi } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { ListingsRestrictionsApi } from '@sp-api-sdk/listings-restrictions-api-2021-08-01';
import { ProductPricingApi } from '@sp-api-sdk/product-pricing-api-v0';
import { ReportsApi } from '@sp-api-sdk/reports-api-2021-06-30';
import type { AppDeps } from '../../deps';
import { currentSeller } from '../sellerScope';
import { endpointsOf, type SpApiEndpoints } from './endpoints';
import { createLoginWithAmazon, type LoginWithAmazon } from './loginWithAmazon';
import { notConnected } from './marketplaceErrors';
import { pacedCall, type Pacing } from './pacedCall';
import type { SpApiOperation } from './rateLimits';
import { authorisationOf } from './sellerCredentials';
import type { SpApiConfig } from './spApiConfig';
import { createTokenBuckets } from './tokenBucket';

/**
 * What every API area of the adapter shares: the configuration, the endpoints, Login with Amazon,
 * the rate-limit buckets, and each seller's typed clients (the @sp-api-sdk packages' generated
 * classes over one HTTP client that carries that seller's access token).
 */

export interface SellerClients {
  sellerId: number;
  sellingPartnerId: string;
  catalog: CatalogItemsApi;
  restrictions: ListingsRestrictionsApi;
  pricing: ProductPricingApi;
  feeds: FeedsApi;
  listings: ListingsItemsApi;
  reports: ReportsApi;
  inventory: FbaInventoryApi;
  inbound: FulfillmentInboundApi;
  /** The older inbound API, for its labels calls alone. */
  inboundV0: FulfillmentInboundV0Api;
}

export interface SpApiOptions {
  /** A call that gets no answer this long is given up (and retried): the marketplace's own limit is far lower. */
  timeoutMs?: number;
  /** 429s retried; a 5xx or no answer at most twice. */
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Between two looks at a report the marketplace is still making. */
  pollMs?: number;
  /** The longest Folio waits for a report before giving up (a later call asks again). */
  reportWaitMs?: number;
  /** Other rate limits than the published ones (pacedCall.ts). */
  limits?: Pacing['limits'];
}

export interface SpApiContext {
  config: SpApiConfig;
  endpoints: SpApiEndpoints;
  lwa: LoginWithAmazon;
  /** Folio's public address: the consent page sends the seller back to it. */
  publicUrl: string;
  /** The clients of `sellerId`, or of the seller the current call is made for (sellerScope.ts). */
  clientsOf(sellerId?: number, options?: { recheck?: boolean }): Promise<SellerClients>;
  /** One call for a seller, paced by their bucket for the operation and retried (pacedCall.ts). */
  call<T>(clients: SellerClients, operation: SpApiOperation, what: string, send: () => Promise<{ data: T }>): Promise<T>;
  /** A call that gets no answer this long is given up; signed document addresses too. */
  timeoutMs: number;
  pollMs: number;
  reportWaitMs: number;
  sleep: (ms: number) => Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** How long a seller's authorisation, once read, is used without reading it again: a new one takes over within this. */
const AUTHORISATION_RECHECK_MS = 60_000;

export function createSpApiContext(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, config: SpApiConfig, options: SpApiOptions = {}): SpApiContext {
  const endpoints = endpointsOf(config);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const lwa = createLoginWithAmazon(endpoints, config, timeoutMs);
  const pacing: Pacing = {
    buckets: createTokenBuckets(),
    retries: options.retries ?? 5,
    backoffMs: options.backoffMs ?? 1000,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    ...(options.limits ? { limits: options.limits } : {}),
  };
  const pollMs = options.pollMs ?? 20_000;
  // Within a job's time (a run's attempt reads the stock before it fetches offers): a later call asks again.
  const reportWaitMs = options.reportWaitMs ?? 5 * 60_000;
  // One set of clients per seller and refresh token: a seller who authorises again gets new ones.
  const clients = new Map<number, { refreshToken: string; clients: SellerClients; checkedAt: number }>();

  function buildClients(sellerId: number, sellingPartnerId: string, refreshToken: string): SellerClients {
    const auth = lwa.accessTokens(refreshToken) as unknown as SellingPartnerApiAuth;
    // The SDK's HTTP client: the seller's access token on every request, its errors wrapped; no
    // retries of its own (pacedCall retries, after our bucket's wait) and no logging.
    const { axios } = createAxiosInstance({ auth, region: config.region.toLowerCase() as 'na' | 'eu' | 'fe' }, []);
    axios.defaults.timeout = timeoutMs;
    // The endpoint override is a local fake: an HTTP proxy in the environment must not take its calls.
    if (config.endpoint) axios.defaults.proxy = false;
    const base = endpoints.sellingPartnerApi;
    return {
      sellerId,
      sellingPartnerId,
      catalog: new CatalogItemsApi(undefined, base, axios),
      restrictions: new ListingsRestrictionsApi(undefined, base, axios),
      pricing: new ProductPricingApi(undefined, base, axios),
      feeds: new FeedsApi(undefined, base, axios),
      listings: new ListingsItemsApi(undefined, base, axios),
      reports: new ReportsApi(undefined, base, axios),
      inventory: new FbaInventoryApi(undefined, base, axios),
      inbound: new FulfillmentInboundApi(undefined, base, axios),
      inboundV0: new FulfillmentInboundV0Api(undefined, base, axios),
    };
  }

  return {
    config,
    endpoints,
    lwa,
    publicUrl: deps.config.publicUrl,
    timeoutMs,
    pollMs,
    reportWaitMs,
    sleep: pacing.sleep,
    async clientsOf(sellerId = currentSeller(), { recheck = false } = {}) {
      if (sellerId === undefined) throw notConnected();
      const now = deps.clock();
      const known = clients.get(sellerId);
      // A call inside a database transaction (a plan's step) must not read the database, which on
      // PGlite waits for that very transaction: the authorisation read just before it (prepare) stands.
      if (known && !recheck && now.getTime() - known.checkedAt < AUTHORISATION_RECHECK_MS) return known.clients;
      const authorisation = await authorisationOf(deps, sellerId, now);
      if (known && known.refreshToken === authorisation.refreshToken && known.clients.sellingPartnerId === authorisation.sellingPartnerId) {
        known.checkedAt = now.getTime();
        return known.clients;
      }
      const built = buildClients(sellerId, authorisation.sellingPartnerId, authorisation.refreshToken);
      clients.set(sellerId, { refreshToken: authorisation.refreshToken, clients: built, checkedAt: now.getTime() });
      return built;
    },
    async call(seller, operation, what, send) {
      const reply = await pacedCall(pacing, { sellerKey: seller.sellingPartnerId, operation, what }, send);
      return reply.data;
    },
  };
}
