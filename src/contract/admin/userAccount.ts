import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { email, isoDateTime, optionalText, recordId, requiredText } from '../fields';
import { invoiceSchema } from '../payments/invoices';
import { paymentMethodSchema, CARD_BRANDS } from '../payments/methods';
import { subscriptionSchema } from '../payments/subscriptions';
import { productKey } from '../products';
import { usageStatusSchema } from '../user';

/**
 * One seller's account as staff see and change it (spec 7.9): the user's page of the admin area and
 * every action on it. Each change is recorded as a staff action in the transaction that makes it.
 */

const userParams = z.object({ id: recordId });

/** Spec 3.7's customer attributes, as a user's page shows the ones set on the account. */
const attributeKind = z.enum(['AGENT', 'SIMPLE_ADDRESS', 'COMMUNITY', 'SOURCE']);

export const accountChargeSchema = z.object({
  id: z.int(),
  invoiceId: z.int(),
  invoiceNumber: z.string(),
  attempt: z.int(),
  amountCents: z.int(),
  currency: z.string(),
  /** IN_FLIGHT, SUCCEEDED, DECLINED or REQUIRES_AUTHENTICATION. */
  state: z.string(),
  /** SELLER or RENEWAL. */
  cause: z.string(),
  failureMessage: z.nullable(z.string()),
  card: z.nullable(z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() })),
  createdAt: isoDateTime,
  settledAt: z.nullable(isoDateTime),
});
export type AccountCharge = z.infer<typeof accountChargeSchema>;

const userRef = z.object({ id: z.int(), email: z.string() });

export const userAccountSchema = z.object({
  id: z.int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.array(z.string()),
  createdAt: isoDateTime,
  /** Deleted by staff: personal data gone, invoices and payments kept for the books. */
  deletedAt: z.nullable(isoDateTime),
  disabledAt: z.nullable(isoDateTime),
  lastSignInAt: z.nullable(isoDateTime),
  marketplace: z.object({
    sellerId: z.nullable(z.string()),
    sellerName: z.nullable(z.string()),
    sellerNameRefreshedAt: z.nullable(isoDateTime),
  }),
  flags: z.object({ isAffiliate: z.boolean(), doNotContact: z.boolean(), internalUser: z.boolean(), hideSalesData: z.boolean() }),
  /** The reason staff filed for the seller leaving (admin area's unsubscribe reasons). */
  unsubscribeReason: z.nullable(z.object({ id: z.int(), value: z.string() })),
  attributes: z.array(z.object({ kind: attributeKind, id: z.int(), value: z.string() })),
  /** The affiliate this seller came through, and how many sellers came through this one. */
  referredBy: z.nullable(userRef),
  referredCount: z.int(),
  usage: z.array(usageStatusSchema),
  subscriptions: z.array(subscriptionSchema),
  paymentMethods: z.array(paymentMethodSchema),
  /** The latest charges, newest first (at most ACCOUNT_CHARGES_SHOWN). */
  charges: z.array(accountChargeSchema),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

export const ACCOUNT_CHARGES_SHOWN = 100;
export const ADD_ON_MONTHS_MAX = 24;

/**
 * An add-on: months of a plan (a product or a bundle) staff give without charge. On a plan the
 * seller holds and is paid up on, the months are added before its next renewal; otherwise a
 * subscription starts that ends by itself after them (the seller may resume it to keep it, at the
 * plan's price, from their Plans card).
 */
export const addOnBody = z.object({
  planId: recordId,
  months: z.int({ error: 'must be a whole number of months' }).check(
    z.minimum(1, { error: 'must be at least 1' }),
    z.maximum(ADD_ON_MONTHS_MAX, { error: `must be at most ${ADD_ON_MONTHS_MAX}` }),
  ),
  /** Why, in staff's words: kept in the staff action. */
  note: optionalText(500),
});
export type AddOnBody = z.input<typeof addOnBody>;
export type AddOn = z.output<typeof addOnBody>;

/** A plan staff may give: what it holds, and until when the seller already has it (null: not held). */
export const addOnPlanSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(['PRODUCT', 'BUNDLE']),
  products: z.array(productKey),
  heldUntil: z.nullable(isoDateTime),
});
export type AddOnPlan = z.infer<typeof addOnPlanSchema>;

export const newSellerBody = z.object({
  email,
  firstName: requiredText(100),
  lastName: requiredText(100),
  companyName: optionalText(200),
  phone: optionalText(40),
});
export type NewSellerBody = z.input<typeof newSellerBody>;

export const affiliateUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  createdAt: isoDateTime,
  deletedAt: z.nullable(isoDateTime),
});
export type AffiliateUser = z.infer<typeof affiliateUserSchema>;

export const userAccountApi = {
  detail: adminEndpoint({
    method: 'GET',
    path: 'management/user/:id',
    summary: "A seller's profile, subscriptions and usage, cards, charges, affiliate links, flags and attributes",
    params: userParams,
    reply: userAccountSchema,
  }),
  remove: adminEndpoint({
    method: 'DELETE',
    path: 'management/user/:id',
    summary: 'Delete a seller: sessions and keys end, personal data goes, invoices and payments stay',
    params: userParams,
  }),
  addOnPlans: adminEndpoint({
    method: 'GET',
    path: 'management/user/:id/addOn',
    summary: 'The plans staff may give this seller, with those the seller already holds',
    params: userParams,
    reply: z.array(addOnPlanSchema),
  }),
  addOn: adminEndpoint({
    method: 'PUT',
    path: 'management/user/:id/addOn',
    summary: 'Give a seller months of a plan without charge',
    params: userParams,
    body: addOnBody,
    reply: subscriptionSchema,
  }),
  invoices: adminEndpoint({
    method: 'GET',
    path: 'management/user/:id/invoice',
    summary: "A seller's invoices, newest first (a deleted seller's too)",
    params: userParams,
    reply: z.array(invoiceSchema),
  }),
  resend: adminEndpoint({
    method: 'PUT',
    path: 'management/user/:id/resend',
    summary: 'E-mail the seller the welcome message again, with a new link to choose a password',
    params: userParams,
  }),
  loginAs: adminEndpoint({
    method: 'POST',
    path: 'management/user/:id/login',
    summary: 'A single-use address that opens the seller app as this seller, in a short staff session',
    params: userParams,
    /** `path` opens the seller app on this origin; the code in its fragment works once, for a minute. */
    reply: z.object({ path: z.string(), expiresAt: isoDateTime }),
  }),
  add: adminEndpoint({
    method: 'POST',
    path: 'user/add',
    summary: 'Open a seller account; the seller gets a welcome e-mail with a link to choose a password',
    body: newSellerBody,
    reply: z.object({ id: z.int() }),
  }),
  refreshSellerNames: adminEndpoint({
    method: 'PUT',
    path: 'management/user/sellerNames/refresh',
    summary: "Read every connected seller's name from the marketplace again (a job)",
    reply: z.object({ queued: z.boolean(), sellers: z.int() }),
  }),
  affiliateUsers: adminEndpoint({
    method: 'GET',
    path: 'user/:id/affiliate/users',
    summary: 'The sellers who came through this affiliate, newest first',
    params: userParams,
    reply: z.array(affiliateUserSchema),
  }),
  assignAffiliate: adminEndpoint({
    method: 'POST',
    path: 'user/:id/affiliate',
    summary: 'Count a seller (affiliateUserId) as having come through this affiliate',
    params: userParams,
    query: z.object({ affiliateUserId: recordId }),
    reply: affiliateUserSchema,
  }),
  affiliateFlag: adminEndpoint({
    method: 'PUT',
    path: 'management/user/:id/affiliate/flag',
    summary: 'Mark a seller as an affiliate, or not',
    params: userParams,
    body: z.object({ isAffiliateUser: z.boolean({ error: 'must be true or false' }) }),
    reply: z.object({ isAffiliateUser: z.boolean() }),
  }),
};
