import { INVOICE_STATUSES } from '../payments/invoices';

/**
 * What the admin lists' addresses may hold: page sizes, sort fields, the values a filter takes.
 * Kept apart from the endpoints: each list's route reads its search with these, and route search
 * schemas load with the first page of the app, so whatever module holds them loads there too.
 */

export const USER_LIST_PAGE_SIZES = [20, 50, 100] as const;
export const USER_SORT_FIELDS = [
  'REGISTERED',
  'EMAIL',
  'NAME',
  'COMPANY',
  'INVOICE_QTY',
  'LAST_MONTH',
  'NON_BOOK',
  'FBA_BOOK',
  'USED_BOOK',
  'GLOBAL_MIN_REACHED',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The status filter: an invoice's status, or PARTLY_REFUNDED (paid, with some of it refunded). */
export const INVOICE_STATUS_FILTERS = [...INVOICE_STATUSES, 'PARTLY_REFUNDED'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];
export const ADMIN_INVOICE_SORT_FIELDS = ['ISSUED', 'NUMBER', 'SELLER', 'TOTAL', 'STATUS'] as const;
export type AdminInvoiceSortField = (typeof ADMIN_INVOICE_SORT_FIELDS)[number];

/** Without from/to the dashboard covers the last ADMIN_DASHBOARD_DEFAULT_DAYS UTC days, today included. */
export const ADMIN_DASHBOARD_DEFAULT_DAYS = 30;
/** A year and a day: a leap year's range fits, and a column a day stays drawable. */
export const ADMIN_DASHBOARD_MAX_DAYS = 366;

export const INTERACTION_PAGE_SIZE_DEFAULT = 25;

export const ACTIVITY_ACTORS = ['SELLER', 'STAFF'] as const;
export type ActivityActor = (typeof ACTIVITY_ACTORS)[number];

export const ADMIN_REIMBURSEMENT_TABS = ['open', 'claimed', 'paid'] as const;
export type AdminReimbursementTab = (typeof ADMIN_REIMBURSEMENT_TABS)[number];
