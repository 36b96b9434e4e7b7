import { asc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_INVOICE_SORT_FIELDS,
  INVOICE_STATUS_FILTERS,
  PRODUCT_KEYS,
  PRODUCT_LABELS,
  type AdminInvoiceFilters,
  type AdminInvoiceMeta,
  type Currency,
} from '../../../src/contract';
import type { Executor } from '../../db/database';
import { invoices, users } from '../../db/schema';
import { invoiceConditions } from './filters';

const cents = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/** GET invoice/meta: the filtered invoices' count and totals per currency, and what the filters offer. */
export async function invoiceMeta(db: Executor, filters: AdminInvoiceFilters): Promise<AdminInvoiceMeta> {
  const totals = await db
    .select({
      currency: invoices.currency,
      count: sql<number>`count(*)`.mapWith(Number),
      billedCents: cents(sql`${invoices.totalCents}`),
      paidCents: cents(sql`case when ${invoices.paidAt} is not null then ${invoices.totalCents} else 0 end`),
      refundedCents: cents(sql`${invoices.refundedCents}`),
      failedCents: cents(sql`case when ${invoices.status} = 'FAILED' then ${invoices.totalCents} else 0 end`),
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(invoiceConditions(filters))
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  const currencies = await db.selectDistinct({ currency: invoices.currency }).from(invoices).orderBy(asc(invoices.currency));
  return {
    count: totals.reduce((sum, row) => sum + row.count, 0),
    currencies: totals.map((row) => ({ ...row, currency: row.currency as Currency })),
    choices: {
      statuses: [...INVOICE_STATUS_FILTERS],
      currencies: currencies.map((row) => row.currency as Currency),
      products: PRODUCT_KEYS.map((key) => ({ key, label: PRODUCT_LABELS[key] })),
      sortFields: [...ADMIN_INVOICE_SORT_FIELDS],
    },
  };
}
