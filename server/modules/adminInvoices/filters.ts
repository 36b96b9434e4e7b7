import { and, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminInvoiceFilters } from '../../../src/contract';
import { invoiceLines, invoices, planProducts, subscriptions, users } from '../../db/schema';
import { containsPattern } from '../lister/sessionsService';

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** An invoice for the product: a line names it, or its subscription's plan (a bundle too) holds it. */
function forProduct(product: string): SQL {
  return sql`(exists (select 1 from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id} and ${invoiceLines.product} = ${product})
    or exists (select 1 from ${subscriptions} join ${planProducts} on ${planProducts.planId} = ${subscriptions.planId}
      where ${subscriptions.id} = ${invoices.subscriptionId} and ${planProducts.product} = ${product}))`;
}

/** The WHERE of the list and of its totals (queries join users for the seller's words). */
export function invoiceConditions(filters: AdminInvoiceFilters): SQL | undefined {
  const search = filters.searchText ? containsPattern(filters.searchText) : undefined;
  return and(
    filters.number ? ilike(invoices.number, containsPattern(filters.number)) : undefined,
    search
      ? or(
          ilike(users.email, search),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, search),
          ilike(users.companyName, search),
        )
      : undefined,
    filters.status === 'PARTLY_REFUNDED'
      ? and(eq(invoices.status, 'PAID'), gt(invoices.refundedCents, 0))
      : filters.status
        ? eq(invoices.status, filters.status)
        : undefined,
    filters.issuedFrom ? gte(invoices.issuedAt, startOfDay(filters.issuedFrom)) : undefined,
    filters.issuedTo ? lt(invoices.issuedAt, new Date(startOfDay(filters.issuedTo).getTime() + DAY_MS)) : undefined,
    filters.amountGte === undefined ? undefined : gte(invoices.totalCents, filters.amountGte),
    filters.amountLte === undefined ? undefined : lte(invoices.totalCents, filters.amountLte),
    filters.currency ? eq(invoices.currency, filters.currency) : undefined,
    filters.product ? forProduct(filters.product) : undefined,
    filters.userId ? eq(invoices.userId, filters.userId) : undefined,
  );
}
