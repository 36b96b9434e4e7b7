import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, recordId } from '../fields';
import { SHIPMENT_STATUSES } from '../lister/shipments';
import { shipmentIdField } from '../nsession/fields';
import { importBodySchema, importSummarySchema } from './summary';

/**
 * Shipping utilities (spec 1, 2.1 shipping-utils, behind LISTER like the screen): storage locations
 * uploaded as a file of SKU and Location, and packing slips of the lister's shipments. A slip is the
 * list a packer works from: every SKU of the shipment with its title, condition, units, the shelf it
 * waits on and the boxes its units went into, in shelf order so the walk through the store room is
 * one pass.
 */

export const locationsBodySchema = z.object({
  ...importBodySchema.shape,
  fields: z.tuple([z.literal('location', { error: 'must be location: a locations file sets locations only' })], {
    error: 'must be ["location"]',
  }),
});

/** Which lister flow a shipment comes from: an older session's, or a plan's (the newer flow). */
export const PACKING_FLOWS = ['SESSION', 'PLAN'] as const;

export const packingShipmentSchema = z.object({
  /** Unique among the seller's shipments of both flows: what a picker tells them apart by. */
  key: z.string(),
  flow: z.enum(PACKING_FLOWS),
  /** An older session's shipment: its id. A plan's: the plan's id (its shipments share it). */
  id: z.int(),
  /** A plan's shipment: the marketplace's shipment id; null for an older session's. */
  planShipmentId: z.nullable(z.string()),
  sessionId: z.int(),
  sessionName: z.string(),
  /** FBA or FBM: the session's channel. */
  channel: z.string(),
  shipmentCode: z.string(),
  name: z.string(),
  destination: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  skus: z.int(),
  units: z.int(),
  boxes: z.int(),
  createdAt: isoDateTime,
});
export type PackingShipment = z.infer<typeof packingShipmentSchema>;

export const packingSlipLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  isbn13: z.string(),
  /** The lister's condition: new, likenew, verygood, good, acceptable, collectible. */
  condition: z.string(),
  quantity: z.int(),
  /** The SKU's storage location; null when none was uploaded. */
  location: z.nullable(z.string()),
  /** The boxes its units are packed in, by box number; empty before boxing. */
  boxes: z.array(z.object({ number: z.int(), quantity: z.int() })),
});
export type PackingSlipLine = z.infer<typeof packingSlipLineSchema>;

export const packingSlipSchema = z.object({
  shipment: packingShipmentSchema,
  /** By location (SKUs without one last), then SKU. */
  lines: z.array(packingSlipLineSchema),
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;

/** The newest shipments a seller picks a slip from. */
export const PACKING_SHIPMENTS_MAX = 200;

export const shippingApi = {
  uploadLocations: sellerEndpoint({
    method: 'POST',
    path: 'shipping/locations',
    summary: 'Check or upload storage locations (SKU to location) for stock and lister SKUs: all of the file, or nothing',
    products: ['LISTER'],
    body: locationsBodySchema,
    reply: importSummarySchema,
  }),
  shipments: sellerEndpoint({
    method: 'GET',
    path: 'shipping/shipments',
    summary: "The seller's lister shipments that are not cancelled, of older sessions and of plans, newest first",
    products: ['LISTER'],
    reply: z.array(packingShipmentSchema),
  }),
  packingSlip: sellerEndpoint({
    method: 'GET',
    path: 'shipping/shipments/:shipmentId/packing-slip',
    summary: "A shipment's packing slip: its SKUs with units, storage location and boxes",
    products: ['LISTER'],
    params: z.object({ shipmentId: recordId }),
    reply: packingSlipSchema,
  }),
  planPackingSlip: sellerEndpoint({
    method: 'GET',
    path: 'shipping/plans/:sessionId/shipments/:shipmentId/packing-slip',
    summary: "A plan's shipment's packing slip: its SKUs with units, storage location and boxes (numbered as on its labels)",
    products: ['LISTER'],
    params: z.object({ sessionId: recordId, shipmentId: shipmentIdField }),
    reply: packingSlipSchema,
  }),
};
