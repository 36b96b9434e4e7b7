import type { FulfillmentInboundApi } from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import type { FulfillmentInboundApi as FulfillmentInboundV0Api } from '@sp-api-sdk/fulfillment-inbound-api-v0';
import type { InboundApiOperation } from './inboundRateLimits';

/**
 * What the inbound adapter needs of the Selling Partner API client: the two Fulfillment Inbound
 * APIs, called for the seller in scope (sellerScope.ts), each call paced by its operation's rate
 * limit and retried on a 429 or a 5xx; a call that still fails throws an AppError whose sentence
 * names `what` (marketplaceErrors.ts).
 */
export interface InboundApiClient {
  /** The store whose warehouses the plans go to. */
  marketplaceId: string;
  v2024<T>(operation: InboundApiOperation, what: string, send: (api: FulfillmentInboundApi) => Promise<{ data: T }>): Promise<T>;
  v0<T>(operation: 'getLabels' | 'getBillOfLading', what: string, send: (api: FulfillmentInboundV0Api) => Promise<{ data: T }>): Promise<T>;
}
