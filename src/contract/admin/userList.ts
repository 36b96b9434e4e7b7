import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { isoDateTime, queryFlag, recordId, text } from '../fields';
import { queryInt } from '../lister/fields';
import { PRODUCT_KEYS, productKey, subscriptionStatus, type ProductKey } from '../products';
import { USER_SORT_FIELDS } from './listOptions';

/**
 * The admin users list (spec 2.3, 3.7, 7.9 GET management/user): every seller with what staff scan
 * a list for, the 20 filters of spec 3.7, sorting and paging; the e-mails of the same list as CSV;
 * and a short id/name/e-mail list for pickers (GET user/list). How each figure is counted is in
 * the README ("Users list", under "The admin area: what staff can do, and the calls the spec does
 * not name") and beside each field below.
 */

export const USER_LIST_PAGE_SIZE_DEFAULT = 20;
export const USER_PICKER_LIMIT_MAX = 50;

/**
 * What subscriptionStatusQueries matches, each alone or as PRODUCT:STATE. ACTIVE, FROZEN and
 * UNSUBSCRIBED are a product's state (user_products); PAYMENT_FAILED is an active subscription whose
 * last charge was declined or waits for the bank (its grace period); NONE is a seller who never
 * subscribed (a new sign-up), and takes no product.
 */
export const SUBSCRIPTION_STATE_QUERIES = ['ACTIVE', 'FROZEN', 'UNSUBSCRIBED', 'PAYMENT_FAILED', 'NONE'] as const;
export type SubscriptionStateQuery = (typeof SUBSCRIPTION_STATE_QUERIES)[number];
export interface SubscriptionStatusQuery {
  product: ProductKey | null;
  state: SubscriptionStateQuery;
}

export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionStateQuery, string> = {
  ACTIVE: 'Active',
  FROZEN: 'Frozen',
  UNSUBSCRIBED: 'Cancelled',
  PAYMENT_FAILED: 'Payment failed',
  NONE: 'Never subscribed',
};


/** The four stock percentages, by their query and reply names. */
export const STOCK_PERCENTAGES = ['nonBook', 'fbaBook', 'usedBook', 'globalMinReached'] as const;
export type StockPercentage = (typeof STOCK_PERCENTAGES)[number];

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;

function parseStatusQuery(item: string): SubscriptionStatusQuery | string {
  const [first, second, ...rest] = item.split(':');
  if (rest.length > 0) return `"${item}" has more than one ':'`;
  const [product, state] = second === undefined ? [null, first!] : [first!, second];
  if (product !== null && !(PRODUCT_KEYS as readonly string[]).includes(product)) return `"${item}" names no product (${oneOf(PRODUCT_KEYS)})`;
  if (!(SUBSCRIPTION_STATE_QUERIES as readonly string[]).includes(state)) return `"${item}" names no state (${oneOf(SUBSCRIPTION_STATE_QUERIES)})`;
  if (product !== null && state === 'NONE') return `"${item}": NONE takes no product`;
  return { product: product as ProductKey | null, state: state as SubscriptionStateQuery };
}

/** "REPRICER:ACTIVE,FROZEN" -> [{REPRICER, ACTIVE}, {null, FROZEN}]; the first bad item is named. */
const statusQueries = z.pipe(
  text().check(z.maxLength(1000, { error: 'is too long' })),
  z.transform((value: string, context) => {
    const parsed: SubscriptionStatusQuery[] = [];
    for (const item of value.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
      const query = parseStatusQuery(item.toUpperCase());
      if (typeof query === 'string') {
        context.issues.push({ code: 'custom', input: value, message: `must be STATE or PRODUCT:STATE items: ${query}` });
        return z.NEVER;
      }
      parsed.push(query);
    }
    return parsed;
  }),
);

/** The queries as the screen writes them back into the URL. */
export const statusQueryText = (queries: readonly SubscriptionStatusQuery[]) =>
  queries.map(({ product, state }) => (product ? `${product}:${state}` : state)).join(',');

const searchText = (max: number) => z.optional(text().check(z.trim(), z.maxLength(max, { error: `must have at most ${max} characters` })));
const percent = z.optional(
  z.pipe(
    z.coerce.number({ error: 'must be a number from 0 to 100' }),
    z.number().check(z.minimum(0, { error: 'must be at least 0' }), z.maximum(100, { error: 'must be at most 100' })),
  ),
);
/** Whole cents; a month's spend past a million dollars is a typo. */
const cents = z.optional(queryInt(0, 100_000_000));
const count = z.optional(queryInt(0, 1_000_000));
const flag = z.optional(queryFlag);
const attributeId = z.optional(recordId);

/** Spec 3.7's admin user query without paging: what the list and the e-mail export share. */
export const userFiltersSchema = z.object({
  /** In the e-mail, first and last name, company, phone or marketplace seller id; a number also finds that user id. */
  searchText: searchText(100),
  /** Registered on or after this day (UTC). */
  registerDateAfterText: z.optional(z.iso.date({ error: 'must be a date like 2026-03-31' })),
  subscriptionStatusQueries: z.optional(statusQueries),
  nonBookPercentageGte: percent,
  nonBookPercentageLte: percent,
  fbaBookPercentageGte: percent,
  fbaBookPercentageLte: percent,
  usedBookPercentageGte: percent,
  usedBookPercentageLte: percent,
  globalMinReachedPercentageGte: percent,
  globalMinReachedPercentageLte: percent,
  /** At least two FBA listing sessions (older flow FBA and newer flow sessions), or fewer when false. */
  hasTwoFbaSession: flag,
  /** At least two FBM listing sessions, or fewer when false. */
  hasTwoFbmSession: flag,
  /** The seller whose referral link they signed up with: that seller's e-mail, name or company. */
  referrerUserSearchText: searchText(100),
  /** Net paid in the previous calendar month (UTC), in minor units. */
  lastMonthGte: cents,
  lastMonthLte: cents,
  isAffiliateUser: flag,
  customerSimpleAddressId: attributeId,
  customerAgentId: attributeId,
  customerCommunityId: attributeId,
  /** Paid invoices (refunded ones included). */
  invoiceQtyGte: count,
  invoiceQtyLte: count,
  doNotContact: flag,
  /** Staff noted a call or an e-mail with them. */
  hasInteraction: flag,
  sortField: z._default(z.enum(USER_SORT_FIELDS, { error: oneOf(USER_SORT_FIELDS) }), 'REGISTERED'),
  sortDirection: z._default(z.enum(['ASC', 'DESC'], { error: 'must be one of ASC, DESC' }), 'DESC'),
});
export type UserFilters = z.output<typeof userFiltersSchema>;
export type UserFiltersInput = z.input<typeof userFiltersSchema>;

export const userListQuery = z.object({
  ...userFiltersSchema.shape,
  /** From 0. */
  page: z.optional(queryInt(0, 100_000)),
  pageSize: z.optional(queryInt(1, 100)),
});
export type UserListQuery = z.input<typeof userListQuery>;

const namedValue = z.nullable(z.object({ id: z.int(), value: z.string() }));

export const userListRowSchema = z.object({
  id: z.int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.nullable(z.string()),
  registeredAt: isoDateTime,
  /** Every product the seller has or had, with its state now (user_products). */
  products: z.array(z.object({ product: productKey, status: subscriptionStatus, usable: z.boolean() })),
  /** An active subscription's last charge was declined or waits for the bank. */
  paymentFailed: z.boolean(),
  invoiceQty: z.int(),
  /** Net paid in the previous calendar month, in the minor units of `lastMonthCurrency` (null when nothing was paid). */
  lastMonth: z.int(),
  lastMonthCurrency: z.nullable(z.string()),
  /** From the seller's latest finished repricing run; null before any (or with no SKU to share). */
  percentages: z.object({
    nonBook: z.nullable(z.number()),
    fbaBook: z.nullable(z.number()),
    usedBook: z.nullable(z.number()),
    globalMinReached: z.nullable(z.number()),
  }),
  stockSkus: z.nullable(z.int()),
  fbaSessions: z.int(),
  fbmSessions: z.int(),
  isAffiliate: z.boolean(),
  doNotContact: z.boolean(),
  interactions: z.int(),
  referrer: z.nullable(z.object({ id: z.int(), email: z.string() })),
  agent: namedValue,
  simpleAddress: namedValue,
  community: namedValue,
  /** The reason staff filed for the seller leaving. */
  unsubscribeReason: z.nullable(z.string()),
});
export type UserListRow = z.infer<typeof userListRowSchema>;

export const userListPageSchema = z.object({
  rows: z.array(userListRowSchema),
  /** Sellers that match the filters. */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type UserListPage = z.infer<typeof userListPageSchema>;

export const userEmailExportSchema = z.object({ fileName: z.string(), csv: z.string(), rows: z.int() });
export type UserEmailExport = z.infer<typeof userEmailExportSchema>;

export const userPickerQuery = z.object({
  searchText: searchText(100),
  limit: z.optional(queryInt(1, USER_PICKER_LIMIT_MAX)),
});

export const userPickerItemSchema = z.object({ id: z.int(), email: z.string(), name: z.string(), companyName: z.nullable(z.string()) });
export type UserPickerItem = z.infer<typeof userPickerItemSchema>;

export const userListApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'management/user',
    summary: 'Sellers matching spec 3.7 filters, sorted, a page, with the total',
    query: userListQuery,
    reply: userListPageSchema,
  }),
  exportEmails: adminEndpoint({
    method: 'GET',
    path: 'management/user/export/email',
    summary: 'The e-mails of every seller the same filters match, in the same order, as CSV',
    query: userFiltersSchema,
    reply: userEmailExportSchema,
  }),
  picker: adminEndpoint({
    method: 'GET',
    path: 'user/list',
    summary: 'A short list of sellers (id, name, e-mail) for pickers, searched',
    query: userPickerQuery,
    reply: z.array(userPickerItemSchema),
  }),
};
