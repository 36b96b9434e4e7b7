import { z } from 'zod/mini';
import { SUBSCRIPTION_EVENT_TYPES, UNSUBSCRIBE_REASONS, type SubscriptionEventQuery } from '~/contract';

/**
 * The subscription events screen's filters as the address keeps them, under the query's own names
 * (sales in cents); `view` picks the tab. A value that does not fit is dropped.
 */
const count = z.catch(z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000_000))), undefined);

export const EVENT_PAGE_SIZES = [25, 50, 100] as const;

export const eventSearchSchema = z.object({
  dateAfter: z.catch(z.optional(z.iso.date()), undefined),
  dateBefore: z.catch(z.optional(z.iso.date()), undefined),
  type: z.catch(z.optional(z.enum(SUBSCRIPTION_EVENT_TYPES)), undefined),
  lastMonthSalesGte: count,
  lastMonthSalesLte: count,
  bpspInvoiceQtyGte: count,
  bpspInvoiceQtyLte: count,
  unsubReasonId: z.catch(z.optional(z.int().check(z.positive())), undefined),
  unsubReason: z.catch(z.optional(z.enum(UNSUBSCRIBE_REASONS)), undefined),
  page: z.catch(z.optional(z.int().check(z.minimum(0), z.maximum(100_000))), undefined),
  pageSize: z.catch(z.optional(z.union([z.literal(25), z.literal(50), z.literal(100)])), undefined),
  view: z.catch(z.optional(z.enum(['reasons'])), undefined),
});
export type EventSearch = z.infer<typeof eventSearchSchema>;

const FILTER_KEYS = ['dateAfter', 'dateBefore', 'type', 'lastMonthSalesGte', 'lastMonthSalesLte', 'bpspInvoiceQtyGte', 'bpspInvoiceQtyLte', 'unsubReasonId', 'unsubReason'] as const;

/** The call's query; a "before" day earlier than the "after" day is left out until it is fixed. */
export function eventQueryOf(search: EventSearch): SubscriptionEventQuery {
  const query: SubscriptionEventQuery = { page: search.page ?? 0, pageSize: search.pageSize ?? 50 };
  for (const key of FILTER_KEYS) {
    if (search[key] !== undefined) (query as Record<string, unknown>)[key] = search[key];
  }
  if (search.dateAfter && search.dateBefore && search.dateBefore < search.dateAfter) delete query.dateBefore;
  return query;
}

export const isFiltered = (search: EventSearch) => FILTER_KEYS.some((key) => search[key] !== undefined);
