import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { fnsku, boxParams, itemQuantity, listingCondition, searchTextQuery, shipmentParams, tenths } from './fields';
import { unpackedItemSchema } from './items';
import { shipmentSchema } from './shipments';
import { sessionSummarySchema } from './summary';

export const boxItemSchema = z.object({
  itemId: z.int(),
  fnsku: z.string(),
  isbn13: z.string(),
  title: z.string(),
  condition: listingCondition,
  /** Units of the item in this box. */
  quantity: z.int(),
  /** Tenths of a pound, one unit. */
  weight: z.int(),
});
export type BoxItem = z.infer<typeof boxItemSchema>;

/** A box of a shipment (spec 3.2). Sizes are tenths of an inch, weights tenths of a pound. */
export const boxSchema = z.object({
  id: z.int(),
  shipmentId: z.int(),
  /** 'Box' and its number; numbers count up within a shipment and are never reused. */
  name: z.string(),
  number: z.int(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  length: z.nullable(z.int()),
  weight: z.nullable(z.int()),
  /** The items' catalog weight, for when the box has not been weighed. */
  estimatedWeight: z.int(),
  itemQty: z.int(),
  items: z.array(boxItemSchema),
});
export type Box = z.infer<typeof boxSchema>;

export const boxSizeInputSchema = z.object({
  width: z.optional(tenths),
  height: z.optional(tenths),
  length: z.optional(tenths),
  weight: z.optional(tenths),
});
export type BoxSizeInput = z.infer<typeof boxSizeInputSchema>;

const fnskuQuantity = z.object({ fnsku, quantity: itemQuantity });
export type FnskuQuantity = z.infer<typeof fnskuQuantity>;
const fnskuQuantities = z.array(fnskuQuantity).check(
  z.minLength(1, { error: 'must list at least one item' }),
  z.maxLength(500, { error: 'must list at most 500 items' }),
);

/** What an add or remove changed (spec 4: the selected box, the unpacked item, the shipment, the summary). */
export const boxChangeReplySchema = z.object({
  box: boxSchema,
  /** The item's packing state after the change; its quantity left to pack is quantity minus boxedQuantity. */
  item: unpackedItemSchema,
  shipment: shipmentSchema,
  sessionSummary: sessionSummarySchema,
});
export type BoxChangeReply = z.infer<typeof boxChangeReplySchema>;

export const boxesChangeReplySchema = z.object({
  /** Every box of the shipment that changed, the target of a move included. */
  boxes: z.array(boxSchema),
  shipment: shipmentSchema,
  sessionSummary: sessionSummarySchema,
});
export type BoxesChangeReply = z.infer<typeof boxesChangeReplySchema>;

const BOXING = 'listing/:sessionId/shipment/:shipmentId/boxing';

export const boxingApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: BOXING,
    summary: "The shipment's boxes, highest number first, with their items",
    products: ['LISTER'],
    params: shipmentParams,
    reply: z.array(boxSchema),
  }),
  get: sellerEndpoint({
    method: 'GET',
    path: `${BOXING}/:boxId`,
    summary: 'One box, its items filtered by title, ISBN or FNSKU',
    products: ['LISTER'],
    params: boxParams,
    query: z.object({ searchText: searchTextQuery }),
    reply: boxSchema,
  }),
  create: sellerEndpoint({
    method: 'POST',
    path: BOXING,
    summary: 'Open a new box, named after the next number',
    products: ['LISTER'],
    params: shipmentParams,
    body: boxSizeInputSchema,
    reply: z.object({ box: boxSchema, shipment: shipmentSchema, sessionSummary: sessionSummarySchema }),
  }),
  update: sellerEndpoint({
    method: 'PUT',
    path: `${BOXING}/:boxId`,
    summary: "Set a box's dimensions and weight; a missing field clears it",
    products: ['LISTER'],
    params: boxParams,
    body: boxSizeInputSchema,
    reply: boxSchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: `${BOXING}/:boxId`,
    summary: 'Delete a box; its items go back to the unpacked list',
    products: ['LISTER'],
    params: boxParams,
    reply: z.object({ shipment: shipmentSchema, sessionSummary: sessionSummarySchema }),
  }),
  add: sellerEndpoint({
    method: 'PUT',
    path: `${BOXING}/:boxId/add`,
    summary: 'Pack units of an item into the box (error 1069 for a restricted item)',
    products: ['LISTER'],
    params: boxParams,
    body: fnskuQuantity,
    reply: boxChangeReplySchema,
  }),
  addBulk: sellerEndpoint({
    method: 'PUT',
    path: `${BOXING}/:boxId/addBulk`,
    summary: 'Pack several items into the box at once: all or none',
    products: ['LISTER'],
    params: boxParams,
    body: z.object({ items: fnskuQuantities }),
    reply: boxesChangeReplySchema,
  }),
  removeItem: sellerEndpoint({
    method: 'PUT',
    path: `${BOXING}/:boxId/remove`,
    summary: 'Take units of an item out of the box',
    products: ['LISTER'],
    params: boxParams,
    body: fnskuQuantity,
    reply: boxChangeReplySchema,
  }),
  move: sellerEndpoint({
    method: 'PUT',
    path: `${BOXING}/:boxId/move`,
    summary: 'Move units of items from this box to another box of the shipment',
    products: ['LISTER'],
    params: boxParams,
    body: z.object({ targetBoxId: z.int({ error: 'must be a box id' }).check(z.positive({ error: 'must be a box id' })), items: fnskuQuantities }),
    reply: boxesChangeReplySchema,
  }),
  submit: sellerEndpoint({
    method: 'PUT',
    path: BOXING,
    summary: 'Finish boxing: every unit packed and every box measured and weighed',
    products: ['LISTER'],
    params: shipmentParams,
    reply: shipmentSchema,
  }),
};
