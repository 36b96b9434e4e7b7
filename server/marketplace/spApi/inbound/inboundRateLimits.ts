import type { RateLimit } from '../tokenBucket';

/**
 * The published default rate limits (requests per second, burst) of the inbound calls Folio makes,
 * per seller and application: Fulfillment Inbound 2024-03-20, the v0 labels calls, and the search
 * for the seller's listing of a book that a plan sends.
 */
export const INBOUND_RATE_LIMITS = {
  createInboundPlan: { rate: 2, burst: 2 },
  getInboundOperationStatus: { rate: 2, burst: 6 },
  generatePackingOptions: { rate: 2, burst: 2 },
  listPackingOptions: { rate: 2, burst: 6 },
  listPackingGroupItems: { rate: 2, burst: 30 },
  confirmPackingOption: { rate: 2, burst: 2 },
  setPackingInformation: { rate: 2, burst: 2 },
  generatePlacementOptions: { rate: 2, burst: 2 },
  listPlacementOptions: { rate: 2, burst: 6 },
  getShipment: { rate: 2, burst: 6 },
  listShipmentBoxes: { rate: 2, burst: 30 },
  generateTransportationOptions: { rate: 2, burst: 2 },
  listTransportationOptions: { rate: 2, burst: 6 },
  confirmPlacementOption: { rate: 2, burst: 2 },
  confirmTransportationOptions: { rate: 2, burst: 2 },
  cancelInboundPlan: { rate: 2, burst: 2 },
  getLabels: { rate: 2, burst: 30 },
  getBillOfLading: { rate: 2, burst: 30 },
  // Listings Items 2021-08-01: the seller's listing a plan sends
  searchListingsItems: { rate: 5, burst: 5 },
} as const satisfies Record<string, RateLimit>;

export type InboundApiOperation = keyof typeof INBOUND_RATE_LIMITS;
