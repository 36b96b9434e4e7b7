import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { recordId } from '../fields';
import { nsessionParams, placementParams, placementShipmentParams, shipmentIdField } from './fields';
import { LABEL_PAGE_TYPES, LABEL_TYPES, placementShipmentSchema, shippingMethod, transportOptionSchema } from './inbound';
import { packingBoxSchema } from './packing';
import { nsessionSchema, NSESSION_PRODUCTS } from './sessions';

export const shipmentDetailSchema = z.object({
  shipment: placementShipmentSchema,
  confirmationId: z.nullable(z.string()),
  boxes: z.array(packingBoxSchema),
  transportOptions: z.array(transportOptionSchema),
  transportOptionId: z.nullable(z.string()),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

/** One label as the marketplace prints it: the box's id, what it holds and its PDF417 content code. */
export const boxLabelSchema = z.object({
  boxIdStr: z.string(),
  /** The marketplace's box id: the shipment's confirmation id, 'U' and the box's place in it. */
  labelId: z.string(),
  number: z.int(),
  of: z.int(),
  units: z.int(),
  /** Tenths; null until measured. */
  weight: z.nullable(z.int()),
  length: z.nullable(z.int()),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  /** The 2D box-content payload (`AMZN,PO:…,FNSKU:…,QTY:…`). */
  content: z.string(),
});
export type BoxLabel = z.infer<typeof boxLabelSchema>;

export const shipmentLabelsSchema = z.object({
  confirmationId: z.string(),
  shipmentId: z.string(),
  destination: z.string(),
  sellerName: z.string(),
  /** The SHIP FROM block: the business and its address, a line each (shipFromLines). */
  shipFrom: z.array(z.string()),
  labelType: z.enum(LABEL_TYPES),
  pageType: z.enum(LABEL_PAGE_TYPES),
  boxes: z.array(boxLabelSchema),
  /** LTL: one label per pallet; empty for small parcel. */
  pallets: z.array(z.object({ number: z.int(), of: z.int() })),
  /** LTL only. */
  billOfLading: z.nullable(
    z.object({ carrier: z.string(), freightClass: z.string(), pallets: z.int(), weight: z.int(), readyToShip: z.string(), proNumber: z.string() }),
  ),
  /**
   * The marketplace's own PDF of these labels, a link good for a few minutes: on the Selling Partner
   * API only the marketplace can print its partnered carrier's labels, so the app hands this over
   * instead of drawing them. Null where the app draws them (the simulator).
   */
  marketplacePdfUrl: z.nullable(z.string()),
});
export type ShipmentLabels = z.infer<typeof shipmentLabelsSchema>;

const labelQuery = z.object({
  labelType: z.optional(z.enum(LABEL_TYPES, { error: `must be one of ${LABEL_TYPES.join(', ')}` })),
  pageType: z.optional(z.enum(LABEL_PAGE_TYPES, { error: `must be one of ${LABEL_PAGE_TYPES.join(', ')}` })),
});
const shipmentParams = z.object({ sessionId: recordId, shipmentId: shipmentIdField });

export const nsessionPlacementApi = {
  select: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/placement/select',
    summary: 'Confirm a placement option that has not expired',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    body: z.object({ placementOptionId: placementParams.shape.placementId }),
    reply: nsessionSchema,
  }),
  reset: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/placement-option/reset',
    summary: 'Generate the placement and transport options again (before a placement is confirmed)',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: nsessionSchema,
  }),
  confirm: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/placement/:placementId/confirm',
    summary: 'Confirm a placement option and book the partnered carrier of one method for all its shipments, as one step; asked again, it answers the plan as the first ask left it',
    products: NSESSION_PRODUCTS,
    params: placementParams,
    body: z.object({ method: shippingMethod }),
    reply: nsessionSchema,
  }),
  transportAll: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/placement/:placementId/all/transport-config',
    summary: 'Confirm the partnered carrier’s option of one method for every shipment of the confirmed placement',
    products: NSESSION_PRODUCTS,
    params: placementParams,
    body: z.object({ method: shippingMethod }),
    reply: nsessionSchema,
  }),
  transportReset: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/placement/:placementId/shipment/:shipmentId/transport-config/reset',
    summary: 'Void a shipment’s confirmed transport, within its void window',
    products: NSESSION_PRODUCTS,
    params: placementShipmentParams,
    reply: nsessionSchema,
  }),
  requoteTransport: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/placement/:placementId/transport-option/reset',
    summary: 'Quote the carriers again for the confirmed placement’s shipments that have no transport booked',
    products: NSESSION_PRODUCTS,
    params: placementParams,
    reply: nsessionSchema,
  }),
  shipment: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/placement/:placementId/shipment/:shipmentId',
    summary: 'A shipment of a placement option, its boxes and its transport options',
    products: NSESSION_PRODUCTS,
    params: placementShipmentParams,
    reply: shipmentDetailSchema,
  }),
  labels: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/shipment/:shipmentId/label',
    summary: 'A confirmed shipment’s labels: boxes, pallets or the bill of lading',
    products: NSESSION_PRODUCTS,
    params: shipmentParams,
    query: labelQuery,
    reply: shipmentLabelsSchema,
  }),
  boxLabel: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/shipment/:shipmentId/label/box/:boxId',
    summary: 'One box’s label, to print again',
    products: NSESSION_PRODUCTS,
    params: z.object({ ...shipmentParams.shape, boxId: recordId }),
    query: z.object({ pageType: labelQuery.shape.pageType }),
    reply: shipmentLabelsSchema,
  }),
  file: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/file',
    summary: 'The plan as a CSV file: every item with its boxes and shipment',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: z.object({ fileName: z.string(), csv: z.string() }),
  }),
};
