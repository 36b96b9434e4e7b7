import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, text } from '../fields';
import { addItemInputSchema, bookCandidateSchema, ADD_OUTCOMES } from '../lister/items';
import { hazmatType, itemQuantity, listingCondition, priceCents } from '../lister/fields';
import { itemQuerySchema, nsessionItemParams, nsessionParams } from './fields';
import { NSESSION_PRODUCTS } from './sessions';

/** Spec 3.3 session item. Money in cents (spec 5: shown as units with two decimals), weight in tenths. */
export const nsessionItemSchema = z.object({
  idStr: z.string(),
  asin: z.string(),
  isbn13: z.string(),
  title: z.string(),
  author: z.string(),
  fnsku: z.string(),
  sku: z.string(),
  condition: listingCondition,
  conditionNote: z.nullable(z.string()),
  quantity: z.int(),
  price: z.nullable(z.int()),
  min: z.nullable(z.int()),
  max: z.nullable(z.int()),
  fixedPrice: z.nullable(z.int()),
  costPerUnit: z.nullable(z.int()),
  boxedQty: z.int(),
  /** The marketplace does not take this book in: it cannot go into a box (error 1069). */
  restricted: z.boolean(),
  hazmatType: z.nullable(hazmatType),
  hasBattery: z.boolean(),
  weight: z.int(),
  /** ASR: the sales rank when scanned; SQ: the offers listed then. */
  salesRank: z.nullable(z.int()),
  offerCount: z.int(),
  dateUpdated: isoDateTime,
});
export type NsessionItem = z.infer<typeof nsessionItemSchema>;

export const nsessionTotalsSchema = z.object({ itemQty: z.int(), skuQty: z.int(), weight: z.int() });
export type NsessionTotals = z.infer<typeof nsessionTotalsSchema>;

export const nsessionItemPageSchema = z.object({
  content: z.array(nsessionItemSchema),
  page: z.int(),
  pageSize: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
});
export type NsessionItemPage = z.infer<typeof nsessionItemPageSchema>;

export const nsessionAddReplySchema = z.object({
  outcome: z.enum(ADD_OUTCOMES),
  item: z.nullable(nsessionItemSchema),
  candidates: z.array(bookCandidateSchema),
  totals: nsessionTotalsSchema,
});
export type NsessionAddReply = z.infer<typeof nsessionAddReplySchema>;

export const nsessionItemReplySchema = z.object({ item: nsessionItemSchema, totals: nsessionTotalsSchema });
export type NsessionItemReply = z.infer<typeof nsessionItemReplySchema>;

/** Spec 5: empty means none. */
const optionalCents = z.optional(z.nullable(priceCents));

export const nsessionItemEditSchema = z.object({
  condition: z.optional(listingCondition),
  conditionNote: z.optional(z.nullable(text().check(z.trim(), z.maxLength(1000, { error: 'must have at most 1000 characters' })))),
  quantity: z.optional(itemQuantity),
  price: optionalCents,
  min: optionalCents,
  max: optionalCents,
  fixedPrice: optionalCents,
  costPerUnit: optionalCents,
});
export type NsessionItemEdit = z.infer<typeof nsessionItemEditSchema>;

/** Where a scanned item is: its packing group and the boxes that hold its units. */
export const itemLocationSchema = z.object({
  item: nsessionItemSchema,
  packingGroupId: z.nullable(z.string()),
  boxes: z.array(z.object({ boxIdStr: z.string(), name: z.string(), quantity: z.int() })),
});
export type ItemLocation = z.infer<typeof itemLocationSchema>;

/** Bulk removal names items by id in the query string: `bulk=12,13,14`. */
const idList = z.pipe(
  z.string(),
  z.transform((value: string) => value.split(',').map((part) => part.trim()).filter(Boolean).map(Number)),
).check(
  z.refine((ids: number[]) => ids.length > 0 && ids.length <= 500 && ids.every((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647), {
    error: 'must list 1 to 500 item ids, separated by commas',
  }),
);

export const nsessionItemsApi = {
  query: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/item',
    summary: 'A page of the session’s items, filtered and sorted (spec 3.3)',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    query: itemQuerySchema,
    reply: nsessionItemPageSchema,
  }),
  add: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/item',
    summary: 'Add a scanned book with the session defaults, or one more of it',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    body: addItemInputSchema,
    reply: nsessionAddReplySchema,
  }),
  edit: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/item/:itemId',
    summary: 'Change an item’s condition, note, quantity or prices',
    products: NSESSION_PRODUCTS,
    params: nsessionItemParams,
    body: nsessionItemEditSchema,
    reply: nsessionItemReplySchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: 'nsession/:sessionId/item/:itemId',
    summary: 'Remove an item before the plan is made',
    products: NSESSION_PRODUCTS,
    params: nsessionItemParams,
    reply: nsessionTotalsSchema,
  }),
  removeBulk: sellerEndpoint({
    method: 'DELETE',
    path: 'nsession/:sessionId/item',
    summary: 'Remove several items before the plan is made',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    query: z.object({ bulk: idList }),
    reply: nsessionTotalsSchema,
  }),
  unboxedQty: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/item/:itemId/unboxed-qty',
    summary: 'Say how many units are still to box (0 leaves the rest out of the plan)',
    products: NSESSION_PRODUCTS,
    params: nsessionItemParams,
    body: z.object({ newUnboxedQty: z.int({ error: 'must be a whole number' }).check(z.minimum(0, { error: 'must be 0 or more' }), z.maximum(9_999, { error: 'must be at most 9999' })) }),
    reply: nsessionItemReplySchema,
  }),
  minMax: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/item/:itemId/min-max',
    summary: 'Set an item’s min and max price (cents; null for none)',
    products: NSESSION_PRODUCTS,
    params: nsessionItemParams,
    body: z.object({ min: z.nullable(priceCents), max: z.nullable(priceCents) }),
    reply: nsessionItemReplySchema,
  }),
  locate: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/item/locate',
    summary: 'Find the item a scanned code means and where its units are packed',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    query: z.object({ code: addItemInputSchema.shape.code }),
    reply: itemLocationSchema,
  }),
};
