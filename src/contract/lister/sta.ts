import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { recordId } from '../fields';
import { itemQuantity, sessionParams } from './fields';
import { sessionSummarySchema } from './summary';

/**
 * Send-to-marketplace boxes (spec 7.2 lister/sta): packing before the plan. The seller packs the
 * open session's items into boxes first; an excluded item stays in the session but out of the plan.
 */
export const staBoxSchema = z.object({
  id: z.int(),
  name: z.string(),
  number: z.int(),
  itemQty: z.int(),
  /** Tenths of a pound. */
  estimatedWeight: z.int(),
  empty: z.boolean(),
});
export type StaBox = z.infer<typeof staBoxSchema>;

/** Spec 3.2 "Box result". */
export const staBoxResultSchema = z.object({
  box: staBoxSchema,
  items: z.array(
    z.object({
      id: z.int(),
      inBoxQuantity: z.int(),
      excluded: z.boolean(),
      bookDetail: z.object({ title: z.string(), isbn13: z.string(), weight: z.int() }),
      minPrice: z.nullable(z.int()),
      maxPrice: z.nullable(z.int()),
    }),
  ),
  /** Units of the session's items across all its boxes. */
  totalListingQty: z.int(),
  estimatedWeight: z.int(),
  itemQty: z.int(),
  empty: z.boolean(),
});
export type StaBoxResult = z.infer<typeof staBoxResultSchema>;

const staBoxParams = z.object({ sessionId: recordId, boxId: recordId });
const staItemParams = z.object({ sessionId: recordId, boxId: recordId, itemId: recordId });
const boxItemReply = z.object({ boxResult: staBoxResultSchema, sessionSummary: sessionSummarySchema });

const STA = 'lister/sta/:sessionId/box';

export const staApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: STA,
    summary: "The open session's send-to-marketplace boxes, highest number first",
    products: ['LISTER', 'SEND_TO_AMAZON'],
    params: sessionParams,
    reply: z.array(staBoxSchema),
  }),
  create: sellerEndpoint({
    method: 'POST',
    path: STA,
    summary: 'Open a new send-to-marketplace box',
    products: ['LISTER', 'SEND_TO_AMAZON'],
    params: sessionParams,
    reply: staBoxSchema,
  }),
  get: sellerEndpoint({
    method: 'GET',
    path: `${STA}/:boxId`,
    summary: 'A box with its items',
    products: ['LISTER', 'SEND_TO_AMAZON'],
    params: staBoxParams,
    reply: staBoxResultSchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: `${STA}/:boxId`,
    summary: 'Delete a box; its units are unpacked again',
    products: ['LISTER', 'SEND_TO_AMAZON'],
    params: staBoxParams,
    reply: sessionSummarySchema,
  }),
  addItem: sellerEndpoint({
    method: 'POST',
    path: `${STA}/:boxId/item`,
    summary: 'Pack units of a session item into the box (error 1069 for a restricted item)',
    products: ['LISTER', 'SEND_TO_AMAZON'],
    params: staBoxParams,
    body: z.object({ itemId: recordId, qty: itemQuantity }),
    reply: boxItemReply,
  }),
  setItemQty: sellerEndpoint({
    method: 'PUT',
    path: `${STA}/:boxId/item/:itemId/qty`,
    summary: 'Set how many units of the item are in the box',
    products: ['LISTER', 'SEND_TO_AMAZON'],
    params: staItemParams,
    body: z.object({ qty: itemQuantity }),
    reply: boxItemReply,
  }),
  removeItem: sellerEndpoint({
    method: 'DELETE',
    path: `${STA}/:boxId/item/:itemId`,
    summary: 'Take the item out of the box',
    products: ['LISTER', 'SEND_TO_AMAZON'],
    params: staItemParams,
    reply: boxItemReply,
  }),
  excludeItem: sellerEndpoint({
    method: 'DELETE',
    path: `${STA}/:boxId/item/:itemId/exclude`,
    summary: 'Mark the item excluded: it stays in the box list but leaves the plan',
    products: ['LISTER', 'SEND_TO_AMAZON'],
    params: staItemParams,
    reply: boxItemReply,
  }),
};
