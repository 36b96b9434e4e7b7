import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDate, isoDateTime, recordId, text } from '../fields';
import {
  hazmatType,
  itemQuantity,
  listingCondition,
  pageSizeQuery,
  priceCents,
  searchTextQuery,
  seekCursor,
  sessionItemParams,
  sessionParams,
} from './fields';
import { sessionSummarySchema } from './summary';

/** A book in a listing session (spec 3.2). Prices are cents, weight tenths of a pound. */
export const listingItemSchema = z.object({
  id: z.int(),
  sessionId: z.int(),
  /** The marketplace's id of the book (its ASIN). */
  bookId: z.string(),
  isbn13: z.string(),
  title: z.string(),
  author: z.string(),
  fnsku: z.string(),
  sku: z.string(),
  condition: listingCondition,
  dateUpdated: isoDateTime,
  minPrice: z.nullable(z.int()),
  maxPrice: z.nullable(z.int()),
  conditionNote: z.nullable(z.string()),
  hasBattery: z.boolean(),
  hazmatType: z.nullable(hazmatType),
  expirationDate: z.nullable(isoDate),
  quantity: z.int(),
  /** The marketplace does not let this seller send the book in: it cannot go into a box (error 1069). */
  restricted: z.boolean(),
  weight: z.int(),
  /** The shipment the item went to when the session was submitted. */
  shipmentId: z.nullable(z.int()),
  boxedQuantity: z.int(),
});
export type ListingItem = z.infer<typeof listingItemSchema>;

export const itemPageSchema = z.object({
  content: z.array(listingItemSchema),
  /** Pass back as seekId for the next page; null on the last page. */
  nextSeekId: z.nullable(z.string()),
});
export type ItemPage = z.infer<typeof itemPageSchema>;

/** A book the scanned code may mean, when the marketplace lists more than one (the "multiple results" sound). */
export const bookCandidateSchema = z.object({
  bookId: z.string(),
  title: z.string(),
  author: z.string(),
  binding: z.string(),
});
export type BookCandidate = z.infer<typeof bookCandidateSchema>;

/**
 * ADDED: a new item; INCREASED: the same book in the same condition was there, its quantity grew;
 * MULTIPLE: the code matches several books and nothing was added: send again with a bookId.
 */
export const ADD_OUTCOMES = ['ADDED', 'INCREASED', 'MULTIPLE'] as const;
export type AddOutcome = (typeof ADD_OUTCOMES)[number];

export const CODE_MAX = 40;

export const addItemInputSchema = z.object({
  /** What the scanner read or the seller typed: an ISBN, EAN or UPC. */
  code: text('is required').check(
    z.trim(),
    z.minLength(1, { error: 'is required' }),
    z.maxLength(CODE_MAX, { error: `must have at most ${CODE_MAX} characters` }),
  ),
  /** The book chosen among several candidates. */
  bookId: z.optional(z.string().check(z.regex(/^[A-Z0-9]{10}$/, { error: 'must be a 10-character ASIN' }))),
  /** Scans sent later from the outbox cannot ask the seller: they take the first candidate. */
  whenSeveral: z.optional(z.enum(['ASK', 'FIRST'], { error: 'must be ASK or FIRST' })),
});
export type AddItemInput = z.infer<typeof addItemInputSchema>;

/** Spec 7.2: item add, update and delete replies carry the first item page and the session summary. */
export const itemChangeReplySchema = z.object({
  outcome: z.nullable(z.enum(ADD_OUTCOMES)),
  item: z.nullable(listingItemSchema),
  candidates: z.array(bookCandidateSchema),
  itemPage: itemPageSchema,
  sessionSummary: sessionSummarySchema,
});
export type ItemChangeReply = z.infer<typeof itemChangeReplySchema>;

export const itemDetailsInputSchema = z.object({
  condition: z.optional(listingCondition),
  conditionNote: z.optional(z.nullable(text().check(z.trim(), z.maxLength(1000, { error: 'must have at most 1000 characters' })))),
  hasBattery: z.optional(z.boolean({ error: 'must be true or false' })),
  hazmatType: z.optional(z.nullable(hazmatType)),
  expirationDate: z.optional(z.nullable(isoDate)),
});
export type ItemDetailsInput = z.infer<typeof itemDetailsInputSchema>;

export const itemQuantityReplySchema = z.object({ item: listingItemSchema, sessionSummary: sessionSummarySchema });

/** How a bulk removal picks its items (spec 7.2 "body isBoxed, boxSelectionType and more"). */
export const BOX_SELECTION_TYPES = ['SELECTED', 'ALL_IN_BOX'] as const;

export const bulkRemoveInputSchema = z.object({
  boxSelectionType: z.enum(BOX_SELECTION_TYPES, { error: 'must be SELECTED or ALL_IN_BOX' }),
  /** SELECTED: the items to remove. */
  itemIds: z.optional(z.array(recordId).check(z.maxLength(500, { error: 'must list at most 500 items' }))),
  /** ALL_IN_BOX: the box whose items leave the session. */
  boxId: z.optional(recordId),
  /** Consent to remove units already packed; without it, packed items are refused. */
  isBoxed: z.boolean({ error: 'must be true or false' }),
});
export type BulkRemoveInput = z.infer<typeof bulkRemoveInputSchema>;

/** An item of a shipment still to be packed (spec 3.2 "unpacked items page"). */
export const unpackedItemSchema = z.object({
  id: z.int(),
  fnsku: z.string(),
  isbn13: z.string(),
  title: z.string(),
  condition: listingCondition,
  quantity: z.int(),
  restricted: z.boolean(),
  hazmatType: z.nullable(hazmatType),
  hasBattery: z.boolean(),
  weight: z.int(),
  dateUpdated: isoDateTime,
  shipmentParts: z.array(
    z.object({
      shipmentId: z.int(),
      quantity: z.int(),
      boxedQuantity: z.int(),
      boxParts: z.array(z.object({ boxId: z.int(), boxName: z.string(), quantity: z.int() })),
    }),
  ),
});
export type UnpackedItem = z.infer<typeof unpackedItemSchema>;

export const unpackedPageSchema = z.object({
  content: z.array(unpackedItemSchema),
  nextSeekId: z.nullable(z.string()),
  /** Items with units left to pack in the whole shipment (search applied). */
  totalSize: z.int(),
});
export type UnpackedPage = z.infer<typeof unpackedPageSchema>;

export const itemsApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'listing/:sessionId/item',
    summary: "A page of the session's items, newest change first",
    products: ['LISTER'],
    params: sessionParams,
    query: z.object({
      seekId: z.optional(seekCursor),
      /** Only items changed at or after this instant. */
      date: z.optional(isoDateTime),
      searchText: searchTextQuery,
      pageSize: pageSizeQuery,
    }),
    reply: itemPageSchema,
  }),
  add: sellerEndpoint({
    method: 'POST',
    path: 'listing/:sessionId/item',
    summary: 'Add a scanned book with the session defaults, or one more of it',
    products: ['LISTER'],
    params: sessionParams,
    body: addItemInputSchema,
    reply: itemChangeReplySchema,
  }),
  update: sellerEndpoint({
    method: 'PUT',
    path: 'listing/:sessionId/item/:itemId',
    summary: "Change an item's condition, note, battery, hazmat or expiry",
    products: ['LISTER'],
    params: sessionItemParams,
    body: itemDetailsInputSchema,
    reply: itemChangeReplySchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: 'listing/:sessionId/item/:itemId',
    summary: 'Remove an item from the session, with any units packed in boxes',
    products: ['LISTER'],
    params: sessionItemParams,
    reply: itemChangeReplySchema,
  }),
  setQuantity: sellerEndpoint({
    method: 'PUT',
    path: 'listing/:sessionId/item/:itemId/quantity',
    summary: "Change an item's quantity; below what is packed, the last boxes give units back",
    products: ['LISTER'],
    params: sessionItemParams,
    body: z.object({ quantity: itemQuantity, shipmentId: z.optional(recordId) }),
    reply: itemQuantityReplySchema,
  }),
  setMinMax: sellerEndpoint({
    method: 'PUT',
    path: 'listing/:sessionId/item/:itemId/minMax',
    summary: "Set an item's min and max price in cents; null clears one",
    products: ['LISTER'],
    params: sessionItemParams,
    body: z.object({ min: z.nullable(priceCents), max: z.nullable(priceCents) }),
    reply: itemQuantityReplySchema,
  }),
  move: sellerEndpoint({
    method: 'PUT',
    path: 'listing/:sessionId/item/move',
    summary: 'Move unpacked items to another open session of the same channel',
    products: ['LISTER'],
    params: sessionParams,
    body: z.object({
      itemIds: z.array(recordId).check(z.minLength(1, { error: 'must list at least one item' }), z.maxLength(500, { error: 'must list at most 500 items' })),
      targetSessionId: recordId,
    }),
    reply: z.object({ sessionSummary: sessionSummarySchema, targetSessionSummary: sessionSummarySchema }),
  }),
  removeMany: sellerEndpoint({
    method: 'DELETE',
    path: 'listing/:sessionId/item',
    summary: 'Remove the selected items, or every item of a box, from the session',
    products: ['LISTER'],
    params: sessionParams,
    body: bulkRemoveInputSchema,
    reply: z.object({ removed: z.int(), sessionSummary: sessionSummarySchema }),
  }),
  unpacked: sellerEndpoint({
    method: 'GET',
    path: 'listing/:sessionId/item/boxingScene/content',
    summary: 'A page of the shipment items with units still to pack, newest change first',
    products: ['LISTER'],
    params: sessionParams,
    query: z.object({
      shipmentId: recordId,
      searchText: searchTextQuery,
      seekId: z.optional(seekCursor),
      pageSize: pageSizeQuery,
    }),
    reply: unpackedPageSchema,
  }),
};
