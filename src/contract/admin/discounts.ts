import { z } from 'zod/mini';
import { currency } from '../currencies';
import { adminEndpoint } from '../endpoint';
import { email, isoDateTime, recordId, requiredText, text } from '../fields';
import { queryInt } from '../lister/fields';
import { PRODUCT_KEYS, productKey } from '../products';
import { PLAN_PRICE_MAX } from './catalog';

/**
 * Discounts (spec 2.3; spec 7.9 names no calls for them, so these follow its style). A discount
 * takes a percent or an amount off a plan's monthly price, for some products or all, for a number
 * of billing periods or for ever. Staff assign one to a seller; the seller's next charge (a new
 * subscription or a renewal) carries it as an invoice line of its own, and each paid invoice uses
 * up one period. When several assigned discounts fit one charge, the one taking most off applies.
 */

export const DISCOUNT_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_NAME_MAX = 80;
/** Ten years of monthly periods: beyond that, "for ever" says it better. */
export const DISCOUNT_PERIODS_MAX = 120;

export const discountPercent = z
  .int({ error: 'must be a whole number' })
  .check(z.minimum(1, { error: 'must be at least 1' }), z.maximum(100, { error: 'must be at most 100' }));
export const discountAmount = z
  .int({ error: 'must be a whole number of cents' })
  .check(z.minimum(1, { error: 'must be more than zero' }), z.maximum(PLAN_PRICE_MAX, { error: 'is too large' }));
/** Paid billing periods an assignment lasts (null, for ever, is the other choice). */
export const discountPeriods = z
  .int({ error: 'must be a whole number' })
  .check(z.minimum(1, { error: 'must be at least 1' }), z.maximum(DISCOUNT_PERIODS_MAX, { error: `must be at most ${DISCOUNT_PERIODS_MAX}` }));

/** What a discount takes off: a whole percent, or an amount in one currency (it fits charges in that currency only). */
export const discountOffSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('PERCENT'), percent: discountPercent }),
    z.object({ kind: z.literal('AMOUNT'), amountCents: discountAmount, currency }),
  ],
  { error: 'must be a percent or an amount' },
);
export type DiscountOff = z.infer<typeof discountOffSchema>;

export const discountBody = z.object({
  name: requiredText(DISCOUNT_NAME_MAX),
  off: discountOffSchema,
  /** The products it is for; empty for every product. A plan fits when all its products are listed. */
  products: z
    .array(productKey, { error: 'must be a list of products' })
    .check(
      z.maxLength(PRODUCT_KEYS.length, { error: 'has too many entries' }),
      z.refine((products) => new Set(products).size === products.length, { error: 'must name each product once' }),
    ),
  /** How many paid billing periods an assignment lasts; null for ever. */
  periods: z.nullable(discountPeriods),
});
export type DiscountBody = z.infer<typeof discountBody>;

export const discountSchema = z.object({
  id: z.int(),
  name: z.string(),
  off: discountOffSchema,
  products: z.array(productKey),
  periods: z.nullable(z.int()),
  /** Retired discounts cannot be assigned; assignments already made run on. */
  active: z.boolean(),
  createdAt: isoDateTime,
  /** Sellers holding it now. */
  assignedCount: z.int(),
});
export type Discount = z.infer<typeof discountSchema>;

const idParams = z.object({ id: recordId });

export const discountsApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'discount',
    summary: 'Every discount, active first, newest first, with how many sellers hold each',
    reply: z.array(discountSchema),
  }),
  create: adminEndpoint({
    method: 'POST',
    path: 'discount',
    summary: 'Make a discount that staff can assign to sellers',
    body: discountBody,
    reply: discountSchema,
  }),
  update: adminEndpoint({
    method: 'PUT',
    path: 'discount/:id',
    summary: 'Change a discount (charges from now on use it), or make a retired one active again',
    params: idParams,
    body: z.extend(discountBody, { active: z.optional(z.boolean({ error: 'must be true or false' })) }),
    reply: discountSchema,
  }),
  retire: adminEndpoint({
    method: 'DELETE',
    path: 'discount/:id',
    summary: 'Retire a discount: it cannot be assigned any more; assignments already made run on',
    params: idParams,
    reply: discountSchema,
  }),
};

export const ASSIGNMENT_STATES = ['LIVE', 'ENDED', 'ALL'] as const;
export const ASSIGNMENT_END_REASONS = ['UNASSIGNED', 'USED_UP'] as const;
export const ASSIGNED_PAGE_SIZE = 20;

export const assignedDiscountSchema = z.object({
  id: z.int(),
  discount: z.object({ id: z.int(), name: z.string(), off: discountOffSchema, active: z.boolean() }),
  user: z.object({ id: z.int(), email: z.string(), name: z.string() }),
  /** Paid billing periods it still takes off; null for ever. */
  periodsLeft: z.nullable(z.int()),
  /** Paid invoices it took something off so far. */
  invoicesDiscounted: z.int(),
  assignedAt: isoDateTime,
  /** The staff member's e-mail. */
  assignedBy: z.nullable(z.string()),
  endedAt: z.nullable(isoDateTime),
  endReason: z.nullable(z.enum(ASSIGNMENT_END_REASONS)),
});
export type AssignedDiscount = z.infer<typeof assignedDiscountSchema>;

export const assignedDiscountQuery = z.object({
  page: z.optional(queryInt(0, 100_000)),
  pageSize: z.optional(queryInt(1, 100)),
  /** Part of the seller's e-mail or name. */
  searchText: z.optional(text().check(z.trim(), z.maxLength(100, { error: 'must have at most 100 characters' }))),
  discountId: z.optional(recordId),
  userId: z.optional(recordId),
  /** LIVE (the default): still taking something off; ENDED: unassigned or used up. */
  state: z.optional(z.enum(ASSIGNMENT_STATES, { error: 'must be LIVE, ENDED or ALL' })),
});
export type AssignedDiscountQuery = z.output<typeof assignedDiscountQuery>;

/** The seller by id, or by e-mail where no user picker is at hand: exactly one of the two. */
export const assignDiscountBody = z
  .object({ discountId: recordId, userId: z.optional(recordId), email: z.optional(email) })
  .check(
    z.refine((body) => (body.userId === undefined) !== (body.email === undefined), {
      error: 'must name the seller by userId or by email (one of the two)',
      path: ['userId'],
    }),
  );

export const assignedDiscountsApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'discount/assigned',
    summary: 'Discounts assigned to sellers, newest first, a page at a time',
    query: assignedDiscountQuery,
    reply: z.object({ items: z.array(assignedDiscountSchema), total: z.int(), page: z.int(), pageSize: z.int() }),
  }),
  assign: adminEndpoint({
    method: 'POST',
    path: 'discount/assigned',
    summary: 'Assign an active discount to a seller: their next charges carry it',
    body: assignDiscountBody,
    reply: assignedDiscountSchema,
  }),
  unassign: adminEndpoint({
    method: 'DELETE',
    path: 'discount/assigned/:id',
    summary: 'Take an assigned discount away: charges from now on are at the full price',
    params: idParams,
    reply: assignedDiscountSchema,
  }),
};
