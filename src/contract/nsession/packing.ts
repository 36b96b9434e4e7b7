import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { recordId } from '../fields';
import { itemQuantity, tenths } from '../lister/fields';
import { nsessionBoxParams, nsessionParams } from './fields';
import { packingOptionSchema, planUnitsSchema } from './inbound';
import { nsessionSchema, NSESSION_PRODUCTS } from './sessions';

/** Spec 3.3 packing option group, with its counts: items (SKUs) and units, and how much of each is boxed. */
export const packingGroupViewSchema = z.object({
  idStr: z.string(),
  items: z.array(planUnitsSchema),
  itemQty: z.int(),
  unitQty: z.int(),
  boxedSkuQty: z.int(),
  boxedUnitQty: z.int(),
});
export type PackingGroupView = z.infer<typeof packingGroupViewSchema>;

export const packingOptionViewSchema = z.object({
  ...packingOptionSchema.shape,
  groups: z.array(packingGroupViewSchema),
});
export type PackingOptionView = z.infer<typeof packingOptionViewSchema>;

export const packingOptionsReplySchema = z.object({
  options: z.array(packingOptionViewSchema),
  session: nsessionSchema,
});
export type PackingOptionsReply = z.infer<typeof packingOptionsReplySchema>;

/** Spec 3.3 packing box; sizes and weight in tenths, null until measured. */
export const packingBoxSchema = z.object({
  idStr: z.string(),
  name: z.string(),
  number: z.int(),
  packingGroupId: z.string(),
  estimatedWeight: z.int(),
  itemQty: z.int(),
  items: z.array(z.object({ itemIdStr: z.string(), fnsku: z.string(), title: z.string(), quantity: z.int() })),
  length: z.nullable(z.int()),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  weight: z.nullable(z.int()),
});
export type PackingBox = z.infer<typeof packingBoxSchema>;

/** What the packing screen shows: the accepted option's groups and their boxes. */
export const packingStateSchema = z.object({
  groups: z.array(packingGroupViewSchema),
  boxes: z.array(packingBoxSchema),
  /** Spec 4: every group that has units has all of them boxed. */
  complete: z.boolean(),
});
export type PackingState = z.infer<typeof packingStateSchema>;

/** A change in one box: the box, its group's counts, and the boxed count of each item it touched. */
export const boxChangeReplySchema = z.object({
  box: z.nullable(packingBoxSchema),
  group: packingGroupViewSchema,
  items: z.array(z.object({ idStr: z.string(), boxedQty: z.int() })),
  complete: z.boolean(),
});
export type BoxChangeReply = z.infer<typeof boxChangeReplySchema>;

const boxUnits = z.object({ itemId: recordId, quantity: itemQuantity });
const optionalTenths = z.optional(tenths);
const packingGroupId = z.string().check(z.regex(/^pg[0-9a-z]{12}$/, { error: 'is not a packing group id' }));
const packingOptionParams = z.object({ sessionId: recordId, optionId: z.string().check(z.regex(/^po[0-9a-z]{12}$/, { error: 'is not a packing option id' })) });

export const nsessionPackingApi = {
  options: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/packing-option',
    summary: 'The plan’s packing options, each group with its counts',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: packingOptionsReplySchema,
  }),
  confirmOption: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/packing-option/:optionId/confirm',
    summary: 'Accept a packing option that has not expired',
    products: NSESSION_PRODUCTS,
    params: packingOptionParams,
    reply: nsessionSchema,
  }),
  makeNew: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/make-new',
    summary: 'Generate the packing options again (after they expired); boxes packed so far are emptied',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: nsessionSchema,
  }),
  state: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/box',
    summary: 'The accepted option’s groups and boxes',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: packingStateSchema,
  }),
  createBox: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/box',
    summary: 'Open a new box for a packing group',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    body: z.object({ packingGroupId }),
    reply: packingBoxSchema,
  }),
  getBox: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/box/:boxId',
    summary: 'A box and what it holds',
    products: NSESSION_PRODUCTS,
    params: nsessionBoxParams,
    reply: packingBoxSchema,
  }),
  removeBox: sellerEndpoint({
    method: 'DELETE',
    path: 'nsession/:sessionId/box/:boxId',
    summary: 'Delete a box; its units are to box again',
    products: NSESSION_PRODUCTS,
    params: nsessionBoxParams,
    reply: packingStateSchema,
  }),
  addToBox: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/box/:boxId/item',
    summary: 'Put units of an item of the box’s group into it (error 1069 for a restricted item)',
    products: NSESSION_PRODUCTS,
    params: nsessionBoxParams,
    body: boxUnits,
    reply: boxChangeReplySchema,
  }),
  removeFromBox: sellerEndpoint({
    method: 'DELETE',
    path: 'nsession/:sessionId/box/:boxId/item',
    summary: 'Take units of an item out of the box',
    products: NSESSION_PRODUCTS,
    params: nsessionBoxParams,
    body: boxUnits,
    reply: boxChangeReplySchema,
  }),
  bulkSpecs: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/box/bulk-specs',
    summary: 'Give several boxes the same sizes and weight (tenths; left out keeps each box’s own)',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    body: z.object({
      boxIds: z.array(recordId).check(z.minLength(1, { error: 'must name at least one box' }), z.maxLength(500, { error: 'must name at most 500 boxes' })),
      length: optionalTenths,
      width: optionalTenths,
      height: optionalTenths,
      weight: optionalTenths,
    }),
    reply: packingStateSchema,
  }),
  bulkMove: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/box/:boxId/bulk-move',
    summary: 'Move units of several items to another box of the same group',
    products: NSESSION_PRODUCTS,
    params: nsessionBoxParams,
    body: z.object({ targetBoxId: recordId, items: z.array(boxUnits).check(z.minLength(1, { error: 'must list at least one item' }), z.maxLength(500, { error: 'must list at most 500 items' })) }),
    reply: packingStateSchema,
  }),
  finish: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/packing/finish',
    summary: 'Send the packing information and generate placement options, once every unit is boxed',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: nsessionSchema,
  }),
  resend: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/packing/resend',
    summary: 'Send changed packing information again (after a refusal); placement options are made again',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: nsessionSchema,
  }),
};
