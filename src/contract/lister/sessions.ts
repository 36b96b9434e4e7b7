import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, optionalText, text } from '../fields';
import {
  itemQuantity,
  listingChannel,
  listingCondition,
  pageSizeQuery,
  priceCents,
  queryInt,
  searchTextQuery,
  sessionParams,
} from './fields';
import { shipmentSchema } from './shipments';
import { sessionSummarySchema } from './summary';

/** OPEN takes items; SUBMITTED has become shipments (taking the shipments back reopens it). */
export const SESSION_STATUSES = ['OPEN', 'SUBMITTED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_NAME_MAX = 80;

export const sessionSchema = z.object({
  id: z.int(),
  channel: listingChannel,
  name: z.string(),
  status: z.enum(SESSION_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  ...sessionSummarySchema.shape,
  /** In creation order; empty until the session is submitted. */
  shipments: z.array(shipmentSchema),
});
export type ListingSession = z.infer<typeof sessionSchema>;

/** A row of the sessions list: the session without its shipments, plus how many there are. */
export const sessionListEntrySchema = z.object({
  ...sessionSchema.shape,
  shipments: z.int(),
});
export type SessionListEntry = z.infer<typeof sessionListEntrySchema>;

export const SESSION_LIST_PAGE_SIZE = 20;

/** Defaults applied to every item scanned into the session. */
export const sessionSettingsSchema = z.object({
  condition: listingCondition,
  conditionNote: z.nullable(text().check(z.trim(), z.maxLength(1000, { error: 'must have at most 1000 characters' }))),
  /** Cents, or null for none. */
  minPrice: z.nullable(priceCents),
  maxPrice: z.nullable(priceCents),
  /** Units added per scan. */
  quantity: itemQuantity,
});
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

export const SKU_PREFIX_MAX = 12;

/** How new items' SKUs are written, per channel (spec 3.2): PREFIX-[CONDITION-][YYMMDD-]NUMBER. */
export const skuSettingsSchema = z.object({
  channel: listingChannel,
  prefix: z.string().check(
    z.trim(),
    z.regex(/^[A-Za-z0-9_-]{0,12}$/, { error: 'may use letters, digits, - and _ only, at most 12' }),
  ),
  includeCondition: z.boolean({ error: 'must be true or false' }),
  includeDate: z.boolean({ error: 'must be true or false' }),
  /** The number the next SKU gets; it only goes up, so no SKU is given twice. */
  nextNumber: z.int({ error: 'must be a whole number' }).check(
    z.minimum(1, { error: 'must be at least 1' }),
    z.maximum(99_999_999, { error: 'is too large' }),
  ),
});
export type SkuSettings = z.infer<typeof skuSettingsSchema>;

export const sessionsApi = {
  create: sellerEndpoint({
    method: 'POST',
    path: 'listing/session',
    summary: 'Start a listing session; without a name it is called after its channel and date',
    products: ['LISTER'],
    body: z.object({ channel: listingChannel, name: optionalText(SESSION_NAME_MAX) }),
    reply: sessionSchema,
  }),
  get: sellerEndpoint({
    method: 'GET',
    path: 'listing/session/:sessionId',
    summary: 'A session with its totals and shipments',
    products: ['LISTER'],
    params: sessionParams,
    reply: sessionSchema,
  }),
  rename: sellerEndpoint({
    method: 'PUT',
    path: 'listing/session/:sessionId',
    summary: 'Rename a session',
    products: ['LISTER'],
    params: sessionParams,
    body: z.object({ name: text('is required').check(z.trim(), z.minLength(1, { error: 'is required' }), z.maxLength(SESSION_NAME_MAX, { error: `must have at most ${SESSION_NAME_MAX} characters` })) }),
    reply: sessionSchema,
  }),
  search: sellerEndpoint({
    method: 'GET',
    path: 'listing/session/search',
    summary: "The seller's sessions of a channel, newest first, filtered by name",
    products: ['LISTER'],
    query: z.object({
      channel: listingChannel,
      searchText: searchTextQuery,
      page: z.optional(queryInt(0, 100_000)),
      pageSize: pageSizeQuery,
    }),
    reply: z.object({ content: z.array(sessionListEntrySchema), total: z.int(), page: z.int() }),
  }),
  submit: sellerEndpoint({
    method: 'POST',
    path: 'listing/session/:sessionId/submit',
    summary: 'Turn an open session into shipments, split by destination, all in BOXING',
    products: ['LISTER'],
    params: sessionParams,
    reply: sessionSchema,
  }),
  settings: sellerEndpoint({
    method: 'GET',
    path: 'listing/setting/session/:sessionId',
    summary: "The session's defaults for new items",
    products: ['LISTER'],
    params: sessionParams,
    reply: sessionSettingsSchema,
  }),
  saveSettings: sellerEndpoint({
    method: 'PUT',
    path: 'listing/setting/session/:sessionId',
    summary: "Change the session's defaults for new items",
    products: ['LISTER'],
    params: sessionParams,
    body: sessionSettingsSchema,
    reply: sessionSettingsSchema,
  }),
  skuSettings: sellerEndpoint({
    method: 'GET',
    path: 'listing/setting/skuSettings',
    summary: 'How SKUs are written for a channel',
    products: ['LISTER'],
    query: z.object({ channel: listingChannel }),
    reply: skuSettingsSchema,
  }),
  saveSkuSettings: sellerEndpoint({
    method: 'PUT',
    path: 'listing/setting/skuSettings',
    summary: 'Change how SKUs are written for a channel; the next number may not go down',
    products: ['LISTER'],
    body: skuSettingsSchema,
    reply: skuSettingsSchema,
  }),
};
