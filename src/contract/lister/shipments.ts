import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDate, isoDateTime, requiredText } from '../fields';
import { sessionSummarySchema } from './summary';
import { sessionParams, shipmentParams } from './fields';

/**
 * A shipment's life (spec 4 names BOXING as the active status; the others are Folio's):
 * BOXING (made by submitting the session; boxes are packed) -> BOXED (every unit in a measured,
 * weighed box: the boxing screen's submit) -> SUBMITTED (box contents sent to the marketplace:
 * submitBox) -> ACCEPTED (the seller accepted the shipment; labels go on the boxes). Any shipment
 * not yet accepted can be CANCELLED.
 */
export const SHIPMENT_STATUSES = ['BOXING', 'BOXED', 'SUBMITTED', 'ACCEPTED', 'CANCELLED'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const shipmentSchema = z.object({
  id: z.int(),
  sessionId: z.int(),
  /** The marketplace's id, printed on box labels: 'FBA' and 9 letters or digits. */
  shipmentCode: z.string(),
  name: z.string(),
  /** The marketplace warehouse the simulator assigned. */
  destination: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  itemQuantity: z.int(),
  skuQuantity: z.int(),
  boxedQuantity: z.int(),
  boxCount: z.int(),
  /** Tenths of a pound: the items' catalog weight, an estimate. */
  weight: z.int(),
  /** Tenths of a pound: what the boxes weigh, summed once every box is weighed; null before (or with no box). */
  weighedWeight: z.nullable(z.int()),
  /** Hazmat and battery items travel in their own shipment. */
  hazmat: z.boolean(),
  createdAt: isoDateTime,
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** Less-than-truckload freight with the marketplace's partnered carrier (spec 4: SPD or LTL). */
export const ltlDetailsInputSchema = z.object({
  freightReadyDate: isoDate,
  palletCount: z.int({ error: 'must be a whole number' }).check(
    z.minimum(1, { error: 'must be at least 1' }),
    z.maximum(26, { error: 'must be at most 26 (a full truck)' }),
  ),
  /** Cents. */
  declaredValue: z.int({ error: 'must be a whole number of cents' }).check(
    z.minimum(1, { error: 'must be more than 0' }),
    z.maximum(10_000_000_00, { error: 'is too large' }),
  ),
  contactName: requiredText(80),
  contactPhone: requiredText(30),
  contactEmail: z.email({ error: 'must be a valid email address' }),
});
export type LtlDetailsInput = z.infer<typeof ltlDetailsInputSchema>;

export const ltlDetailsSchema = z.object({
  ...ltlDetailsInputSchema.shape,
  carrier: z.string(),
  /** Cents: the partnered carrier's quote. */
  estimate: z.int(),
  pickupDate: isoDate,
});
export type LtlDetails = z.infer<typeof ltlDetailsSchema>;

export const shipmentsApi = {
  removeAll: sellerEndpoint({
    method: 'DELETE',
    path: 'listing/:sessionId/shipment',
    summary: 'Take back a submission: delete every shipment and its boxes; the session is open again',
    products: ['LISTER'],
    params: sessionParams,
    reply: sessionSummarySchema,
  }),
  accept: sellerEndpoint({
    method: 'PUT',
    path: 'listing/:sessionId/shipment/:shipmentId/accept',
    summary: 'Accept a shipment whose box contents were submitted',
    products: ['LISTER'],
    params: shipmentParams,
    reply: shipmentSchema,
  }),
  cancel: sellerEndpoint({
    method: 'DELETE',
    path: 'listing/:sessionId/shipment/:shipmentId/cancel',
    summary: 'Cancel a shipment that is not accepted yet',
    products: ['LISTER'],
    params: shipmentParams,
    reply: shipmentSchema,
  }),
  submitBox: sellerEndpoint({
    method: 'POST',
    path: 'listing/:sessionId/shipment/:shipmentId/submitBox',
    summary: "Send a boxed shipment's box contents to the marketplace",
    products: ['LISTER'],
    params: shipmentParams,
    reply: shipmentSchema,
  }),
  saveLtl: sellerEndpoint({
    method: 'POST',
    path: 'listing/:sessionId/shipment/:shipmentId/ltl/partnered',
    summary: 'Ask the partnered carrier for LTL freight; the reply carries its quote',
    products: ['LISTER'],
    params: shipmentParams,
    body: ltlDetailsInputSchema,
    reply: ltlDetailsSchema,
  }),
  ltl: sellerEndpoint({
    method: 'GET',
    path: 'listing/:sessionId/shipment/:shipmentId/ltl/partnered',
    summary: "The shipment's LTL details, or null when none were asked",
    products: ['LISTER'],
    params: shipmentParams,
    reply: z.nullable(ltlDetailsSchema),
  }),
};
