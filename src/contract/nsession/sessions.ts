import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, requiredText, text } from '../fields';
import { itemQuantity, listingCondition, priceCents } from '../lister/fields';
import { NSESSION_STAGES, nsessionParams, nsessionType } from './fields';
import { OPERATION_STATUSES, PLAN_STATUSES, operationProblemSchema, placementOptionSchema, transportOptionSchema } from './inbound';

/** The products every call of the newer flow needs. */
export const NSESSION_PRODUCTS = ['LISTER', 'SEND_TO_AMAZON'] as const;

export const NSESSION_NAME_MAX = 100;

/** The latest marketplace operation of a plan: what the screens wait for and what went wrong. */
export const nsessionOperationSchema = z.object({
  kind: z.string(),
  status: z.enum(OPERATION_STATUSES),
  problems: z.array(operationProblemSchema),
  startedAt: isoDateTime,
  finishedAt: z.nullable(isoDateTime),
});
export type NsessionOperation = z.infer<typeof nsessionOperationSchema>;

/** Defaults for the items scanned into a session (lister/session/settings seeds new sessions). */
export const nsessionSettingsSchema = z.object({
  defaultCondition: listingCondition,
  defaultConditionNote: z.nullable(text().check(z.trim(), z.maxLength(1000, { error: 'must have at most 1000 characters' }))),
  defaultMinPrice: z.nullable(priceCents),
  defaultMaxPrice: z.nullable(priceCents),
  defaultQuantity: itemQuantity,
});
export type NsessionSettings = z.infer<typeof nsessionSettingsSchema>;

/** A plan's defaults, kept for the plans made from now on too unless forNewPlans is false. */
export const planSettingsSchema = z.object({ ...nsessionSettingsSchema.shape, forNewPlans: z.optional(z.boolean()) });
export type PlanSettingsInput = z.infer<typeof planSettingsSchema>;

/** A confirmed shipment with its transport (design/INBOUND.md steps 6 to 8). */
export const nsessionShipmentSchema = z.object({
  shipmentId: z.string(),
  confirmationId: z.string(),
  destination: z.string(),
  boxIds: z.array(z.int()),
  units: z.int(),
  weight: z.int(),
  transportOptionId: z.nullable(z.string()),
  voidableUntil: z.nullable(isoDateTime),
});
export type NsessionShipment = z.infer<typeof nsessionShipmentSchema>;

/** A session in a list: enough to find it and see where it stands. */
export const nsessionSummarySchema = z.object({
  idStr: z.string(),
  type: nsessionType,
  name: z.string(),
  itemQty: z.int(),
  skuQty: z.int(),
  /** Tenths of a pound, every unit. */
  weight: z.int(),
  stage: z.enum(NSESSION_STAGES),
  planStatus: z.nullable(z.enum(PLAN_STATUSES)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type NsessionSummary = z.infer<typeof nsessionSummarySchema>;

/** Spec 3.3 session, with what each step's screen needs to resume. */
export const nsessionSchema = z.object({
  ...nsessionSummarySchema.shape,
  settings: nsessionSettingsSchema,
  planId: z.nullable(z.string()),
  packingOptionIdStr: z.nullable(z.string()),
  packedAt: z.nullable(isoDateTime),
  placementOptions: z.array(placementOptionSchema),
  transportOptions: z.array(transportOptionSchema),
  placementOptionIdStr: z.nullable(z.string()),
  shipments: z.array(nsessionShipmentSchema),
  operation: z.nullable(nsessionOperationSchema),
  completedAt: z.nullable(isoDateTime),
});
export type Nsession = z.infer<typeof nsessionSchema>;

export const nsessionNameSchema = requiredText(NSESSION_NAME_MAX);

export const nsessionSessionsApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'nsession',
    summary: 'Sessions of the newer flow, newest first',
    products: NSESSION_PRODUCTS,
    reply: z.array(nsessionSummarySchema),
  }),
  create: sellerEndpoint({
    method: 'POST',
    path: 'nsession',
    summary: 'Start a session with the seller’s listing defaults',
    products: NSESSION_PRODUCTS,
    body: z.object({ type: nsessionType, name: z.optional(nsessionNameSchema) }),
    reply: nsessionSchema,
  }),
  get: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId',
    summary: 'A session and where its plan stands',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: nsessionSchema,
  }),
  rename: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId',
    summary: 'Rename a session',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    body: z.object({ name: nsessionNameSchema }),
    reply: nsessionSchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: 'nsession/:sessionId',
    summary: 'Delete a session whose plan has no confirmed transport',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
  }),
  settings: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/settings',
    summary: 'The defaults of items scanned into this session (and, with forNewPlans, into the plans made from now on)',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    body: planSettingsSchema,
    reply: nsessionSchema,
  }),
  submit: sellerEndpoint({
    method: 'POST',
    path: 'nsession/:sessionId/submit',
    summary: 'Create the marketplace plan from the items and generate its packing options',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: nsessionSchema,
  }),
  operations: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/operation',
    summary: 'The plan’s marketplace operations in the order started: what each step asked and how it ended',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: z.array(nsessionOperationSchema),
  }),
  cancel: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/cancel',
    summary: 'Cancel the marketplace plan and its shipments (carrier charges may apply past a void window); the plan is then voided',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: nsessionSchema,
  }),
  complete: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/:sessionId/complete',
    summary: 'Mark the plan shipped once every shipment’s transport is confirmed',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: nsessionSchema,
  }),
  defaults: sellerEndpoint({
    method: 'GET',
    path: 'nsession/settings',
    summary: 'The seller’s defaults for new plans (lister/session/settings)',
    products: NSESSION_PRODUCTS,
    reply: nsessionSettingsSchema,
  }),
  saveDefaults: sellerEndpoint({
    method: 'PUT',
    path: 'nsession/settings',
    summary: 'Save the defaults new plans start with',
    products: NSESSION_PRODUCTS,
    body: nsessionSettingsSchema,
    reply: nsessionSettingsSchema,
  }),
  conditionNotes: sellerEndpoint({
    method: 'GET',
    path: 'nsession/:sessionId/condition/note',
    summary: 'Condition notes the seller wrote before, most used first',
    products: NSESSION_PRODUCTS,
    params: nsessionParams,
    reply: z.array(z.string()),
  }),
};
