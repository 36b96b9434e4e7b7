import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { isoDate, isoDateTime, recordId } from '../fields';
import { queryInt } from '../lister/fields';
import { SUBSCRIPTION_EVENT_CAUSES, SUBSCRIPTION_EVENT_TYPES, UNSUBSCRIBE_REASONS } from '../payments/subscriptions';
import { customerProfileSchema } from './customerAttributes';
import { listEntrySchema, valueListEndpoints } from './valueLists';

/**
 * Subscription events across sellers (spec 3.7, 7.9) and the unsubscribe reasons staff file.
 *
 * - A seller's "last month sales" is what Folio sold them in the previous calendar month (UTC):
 *   their invoices paid in it, less what was refunded, in cents (a seller pays in one currency).
 * - Their "BPSP invoice quantity" is how many of their invoices the payment processor was paid.
 * - unsubReasonId is the reason staff filed for the seller (unsubscribe/reason); unsubReason the
 *   one the seller gave when cancelling the event's subscription (spec 4's reasons).
 * - dateAfter and dateBefore are days (UTC), both included.
 */

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
const CENTS_MAX = 1_000_000_000;
const COUNT_MAX = 1_000_000;
export const EVENT_PAGE_SIZE_MAX = 200;
export const EVENT_PAGE_SIZE_DEFAULT = 50;
/** The window payment/event/default proposes: the last 30 days. */
export const EVENT_DEFAULT_DAYS = 30;

export const subscriptionEventFiltersSchema = z.object({
  dateAfter: z.optional(isoDate),
  dateBefore: z.optional(isoDate),
  type: z.optional(z.enum(SUBSCRIPTION_EVENT_TYPES, { error: oneOf(SUBSCRIPTION_EVENT_TYPES) })),
  lastMonthSalesGte: z.optional(queryInt(0, CENTS_MAX)),
  lastMonthSalesLte: z.optional(queryInt(0, CENTS_MAX)),
  bpspInvoiceQtyGte: z.optional(queryInt(0, COUNT_MAX)),
  bpspInvoiceQtyLte: z.optional(queryInt(0, COUNT_MAX)),
  unsubReasonId: z.optional(recordId),
  unsubReason: z.optional(z.enum(UNSUBSCRIBE_REASONS, { error: oneOf(UNSUBSCRIBE_REASONS) })),
});
export type SubscriptionEventFilters = z.output<typeof subscriptionEventFiltersSchema>;

export const subscriptionEventQuerySchema = z.object({
  ...subscriptionEventFiltersSchema.shape,
  /** From 0. */
  page: z._default(queryInt(0, 100_000), 0),
  pageSize: z._default(queryInt(1, EVENT_PAGE_SIZE_MAX), EVENT_PAGE_SIZE_DEFAULT),
});
export type SubscriptionEventQuery = z.input<typeof subscriptionEventQuerySchema>;

export const adminSubscriptionEventSchema = z.object({
  id: z.int(),
  at: isoDateTime,
  type: z.enum(SUBSCRIPTION_EVENT_TYPES),
  cause: z.enum(SUBSCRIPTION_EVENT_CAUSES),
  detail: z.string(),
  subscriptionId: z.int(),
  planName: z.string(),
  seller: z.object({ id: z.int(), email: z.string(), name: z.string(), companyName: z.nullable(z.string()) }),
  /** The reason the seller gave when cancelling this subscription. */
  sellerReason: z.nullable(z.enum(UNSUBSCRIBE_REASONS)),
  /** The reason staff filed for the seller. */
  staffReason: z.nullable(z.object({ id: z.int(), value: z.string() })),
  lastMonthSalesCents: z.int(),
  bpspInvoiceQty: z.int(),
});
export type AdminSubscriptionEvent = z.infer<typeof adminSubscriptionEventSchema>;

export const subscriptionEventPageSchema = z.object({
  items: z.array(adminSubscriptionEventSchema),
  /** Events matching the filters, all pages together. */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type SubscriptionEventPage = z.infer<typeof subscriptionEventPageSchema>;

/** What the events screen starts from: its default filters and the values its pickers offer. */
export const subscriptionEventMetaSchema = z.object({
  defaults: z.object({ dateAfter: isoDate, dateBefore: isoDate, page: z.int(), pageSize: z.int() }),
  types: z.array(z.enum(SUBSCRIPTION_EVENT_TYPES)),
  sellerReasons: z.array(z.object({ value: z.enum(UNSUBSCRIBE_REASONS), label: z.string() })),
  staffReasons: z.array(listEntrySchema),
});
export type SubscriptionEventMeta = z.infer<typeof subscriptionEventMetaSchema>;

export const subscriptionEventsApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'payment/event',
    summary: 'Subscription events of every seller, newest first, filtered and paged',
    query: subscriptionEventQuerySchema,
    reply: subscriptionEventPageSchema,
  }),
  meta: adminEndpoint({
    method: 'GET',
    path: 'payment/event/default',
    summary: "The events list's default filters (the last 30 days), its event types and both kinds of unsubscribe reason",
    reply: subscriptionEventMetaSchema,
  }),
};

export const unsubscribeReasonsApi = {
  ...valueListEndpoints('unsubscribe/reason', 'unsubscribe reason'),
  assign: adminEndpoint({
    method: 'PUT',
    path: 'management/user/unsubscribe/reason',
    summary: "File a seller's unsubscribe reason (unsubscribeReasonId), or clear it (no unsubscribeReasonId)",
    query: z.object({ userId: recordId, unsubscribeReasonId: z.optional(recordId) }),
    reply: customerProfileSchema,
  }),
};
