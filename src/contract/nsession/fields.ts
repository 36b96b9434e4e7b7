import { z } from 'zod/mini';
import { CONDITIONS, SESSION_ITEMS_PAGE_SIZE } from '../constants';
import { recordId } from '../fields';
import { queryInt } from '../lister/fields';

/** The newer flow's steps, in order: also the last segment of each step's route (spec 2.1). */
export const NSESSION_STEPS = ['scanning', 'session-items', 'packing-options', 'packing', 'placement-shipping-options', 'print-labels'] as const;
export type NsessionStep = (typeof NSESSION_STEPS)[number];

/** Where a plan is: the step the seller resumes at, worked out from what is on the server. */
export const NSESSION_STAGES = ['SCANNING', 'PACKING_OPTIONS', 'PACKING', 'PLACEMENT', 'LABELS', 'COMPLETE', 'VOIDED'] as const;
export type NsessionStage = (typeof NSESSION_STAGES)[number];

/** The route's :type. Only FBA sends books into the marketplace's warehouses. */
export const NSESSION_TYPES = ['fba'] as const;
export type NsessionType = (typeof NSESSION_TYPES)[number];
export const nsessionType = z.enum(NSESSION_TYPES, { error: 'must be fba' });

export const nsessionParams = z.object({ sessionId: recordId });
export const nsessionItemParams = z.object({ sessionId: recordId, itemId: recordId });
export const nsessionBoxParams = z.object({ sessionId: recordId, boxId: recordId });
export const placementParams = z.object({ sessionId: recordId, placementId: z.string().check(z.regex(/^pl[0-9a-z]{12}$/, { error: 'is not a placement option id' })) });
export const shipmentIdField = z.string().check(z.regex(/^sh[0-9a-z]{12}$/, { error: 'is not a shipment id' }));
export const placementShipmentParams = z.object({ ...placementParams.shape, shipmentId: shipmentIdField });

/** Spec 3.3 session item query; prices in cents. */
export const ITEM_SORT_FIELDS = ['dateUpdated', 'title', 'price', 'quantity', 'asr', 'sq', 'condition'] as const;
export type ItemSortField = (typeof ITEM_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

const CENTS_MAX = 100_000_00;
const RANK_MAX = 99_999_999;

/** Comma-separated conditions, as a query string carries a list. */
const conditionList = z.pipe(
  z.string(),
  z.transform((value: string) => value.split(',').map((part) => part.trim()).filter(Boolean)),
).check(
  z.refine((values: string[]) => values.every((value) => (CONDITIONS as readonly string[]).includes(value)), {
    error: `must list conditions among ${CONDITIONS.join(', ')}`,
  }),
);

export const itemQuerySchema = z.object({
  page: z.optional(queryInt(0, 100_000)),
  pageSize: z.optional(queryInt(1, SESSION_ITEMS_PAGE_SIZE)),
  priceGte: z.optional(queryInt(0, CENTS_MAX)),
  priceLte: z.optional(queryInt(0, CENTS_MAX)),
  qtyGte: z.optional(queryInt(0, 9_999)),
  qtyLte: z.optional(queryInt(0, 9_999)),
  asrGte: z.optional(queryInt(0, RANK_MAX)),
  asrLte: z.optional(queryInt(0, RANK_MAX)),
  sqGte: z.optional(queryInt(0, 9_999)),
  sqLte: z.optional(queryInt(0, 9_999)),
  conditions: z.optional(conditionList),
  sortField: z.optional(z.enum(ITEM_SORT_FIELDS, { error: `must be one of ${ITEM_SORT_FIELDS.join(', ')}` })),
  sortOrder: z.optional(z.enum(SORT_ORDERS, { error: 'must be ASC or DESC' })),
});
export type ItemQuery = z.infer<typeof itemQuerySchema>;
/** The query as the app sends it: conditions joined with commas. */
export type ItemQueryInput = Omit<ItemQuery, 'conditions'> & { conditions?: string };
