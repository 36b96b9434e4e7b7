import { z } from 'zod/mini';
import {
  ADMIN_INVOICE_SORT_FIELDS,
  INVOICE_STATUS_FILTERS,
  PRODUCT_KEYS,
  type AdminInvoiceFilters,
  type AdminInvoiceQuery,
  type AdminInvoiceSortField,
} from '~/contract';
import { CURRENCIES } from '~/contract/constants';

/**
 * The Invoices screen's filters, sort and page as the address writes them, so that a reload or a
 * shared link shows the same rows. A value that does not fit is dropped, never an error page.
 */

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const day = z.iso.date();
const cents = z.int().check(z.minimum(0), z.maximum(2_000_000_000));

export const invoiceSearchSchema = z.object({
  number: optional(z.string().check(z.maxLength(40))),
  q: optional(z.string().check(z.maxLength(200))),
  status: optional(z.enum(INVOICE_STATUS_FILTERS)),
  from: optional(day),
  to: optional(day),
  /** The total's range, in the currency's minor unit. */
  min: optional(cents),
  max: optional(cents),
  currency: optional(z.enum(CURRENCIES)),
  product: optional(z.enum(PRODUCT_KEYS)),
  user: optional(z.int().check(z.positive())),
  sort: optional(z.enum(ADMIN_INVOICE_SORT_FIELDS)),
  dir: optional(z.enum(['ASC', 'DESC'])),
  page: optional(z.int().check(z.minimum(1), z.maximum(1_000_000))),
});
export type InvoiceSearch = z.output<typeof invoiceSearchSchema>;

export const INVOICES_PER_PAGE = 25;

/** The filters the list and its totals share. */
export function filtersOf(search: InvoiceSearch): AdminInvoiceFilters {
  const filters: AdminInvoiceFilters = {};
  if (search.number) filters.number = search.number;
  if (search.q) filters.searchText = search.q;
  if (search.status) filters.status = search.status;
  if (search.from) filters.issuedFrom = search.from;
  if (search.to) filters.issuedTo = search.to;
  if (search.min !== undefined) filters.amountGte = search.min;
  if (search.max !== undefined) filters.amountLte = search.max;
  if (search.currency) filters.currency = search.currency;
  if (search.product) filters.product = search.product;
  if (search.user) filters.userId = search.user;
  return filters;
}

export function queryOf(search: InvoiceSearch): AdminInvoiceQuery {
  return { ...filtersOf(search), page: search.page ?? 1, pageSize: INVOICES_PER_PAGE, sortField: search.sort ?? 'ISSUED', sortDirection: search.dir ?? 'DESC' };
}

/** Whether any filter narrows the list (sort and page do not). */
export const filtersActive = (search: InvoiceSearch) => Object.keys(filtersOf(search)).length > 0;

/** The sorts offered, as one choice each: a field and its direction. */
export const SORTS: { value: string; label: string; field: AdminInvoiceSortField; dir: 'ASC' | 'DESC' }[] = [
  { value: 'ISSUED-DESC', label: 'Newest first', field: 'ISSUED', dir: 'DESC' },
  { value: 'ISSUED-ASC', label: 'Oldest first', field: 'ISSUED', dir: 'ASC' },
  { value: 'TOTAL-DESC', label: 'Total, highest first', field: 'TOTAL', dir: 'DESC' },
  { value: 'TOTAL-ASC', label: 'Total, lowest first', field: 'TOTAL', dir: 'ASC' },
  { value: 'NUMBER-ASC', label: 'Number, A to Z', field: 'NUMBER', dir: 'ASC' },
  { value: 'NUMBER-DESC', label: 'Number, Z to A', field: 'NUMBER', dir: 'DESC' },
  { value: 'SELLER-ASC', label: 'Seller e-mail, A to Z', field: 'SELLER', dir: 'ASC' },
  { value: 'STATUS-ASC', label: 'Status', field: 'STATUS', dir: 'ASC' },
];
