import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { adminInvoiceQuerySchema, type AdminInvoicePage, type AdminInvoiceRow, type Currency } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { admins, charges, invoiceLines, invoiceRefunds, invoices, users } from '../../db/schema';
import { invoiceConditions } from './filters';
import { toRefund } from './refundView';

type Query = z.output<typeof adminInvoiceQuerySchema>;

const SORT_COLUMNS = {
  ISSUED: invoices.issuedAt,
  NUMBER: invoices.number,
  SELLER: users.email,
  TOTAL: invoices.totalCents,
  STATUS: invoices.status,
} as const;

/** Given or in flight: what a refund holds of the invoice's total. */
const heldByRefunds = sql<number>`coalesce((select sum(${invoiceRefunds.amountCents}) from ${invoiceRefunds}
  where ${invoiceRefunds.invoiceId} = ${invoices.id} and ${invoiceRefunds.state} in ('IN_FLIGHT', 'SUCCEEDED')), 0)`.mapWith(Number);
const paidByCard = sql<boolean>`exists (select 1 from ${charges} where ${charges.invoiceId} = ${invoices.id} and ${charges.state} = 'SUCCEEDED')`.mapWith(Boolean);

/** GET invoice: one page of every seller's invoices, each with its first line and its refunds. */
export async function listAdminInvoices(db: Executor, query: Query): Promise<AdminInvoicePage> {
  const where = invoiceConditions(query);
  const order = query.sortDirection === 'ASC' ? asc : desc;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).where(where);
  const rows = await db
    .select({ invoice: invoices, email: users.email, firstName: users.firstName, lastName: users.lastName, company: users.companyName, held: heldByRefunds, paidByCard })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(where)
    // The id breaks ties, so that a page never repeats or skips a row of the one before.
    .orderBy(order(SORT_COLUMNS[query.sortField]), order(invoices.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const ids = rows.map(({ invoice }) => invoice.id);
  const lines = ids.length === 0 ? [] : await db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.position));
  const refunds =
    ids.length === 0
      ? []
      : await db
          .select({ refund: invoiceRefunds, staffEmail: admins.email })
          .from(invoiceRefunds)
          .leftJoin(admins, eq(admins.id, invoiceRefunds.adminId))
          .where(inArray(invoiceRefunds.invoiceId, ids))
          .orderBy(asc(invoiceRefunds.createdAt), asc(invoiceRefunds.id));
  return {
    rows: rows.map(({ invoice, email, firstName, lastName, company, held, paidByCard: byCard }): AdminInvoiceRow => {
      const own = lines.filter((line) => line.invoiceId === invoice.id);
      return {
        id: invoice.id,
        number: invoice.number,
        userId: invoice.userId,
        sellerEmail: email,
        sellerName: `${firstName} ${lastName}`.trim(),
        company,
        status: invoice.status,
        purpose: invoice.purpose,
        currency: invoice.currency as Currency,
        issuedAt: invoice.issuedAt.toISOString(),
        paidAt: invoice.paidAt?.toISOString() ?? null,
        description: own[0]?.description ?? '',
        moreLines: Math.max(0, own.length - 1),
        totalCents: invoice.totalCents,
        refundedCents: invoice.refundedCents,
        refundableCents: invoice.status === 'PAID' || invoice.status === 'REFUNDED' ? invoice.totalCents - held : 0,
        paidByCard: byCard,
        refunds: refunds.filter(({ refund }) => refund.invoiceId === invoice.id).map(({ refund, staffEmail }) => toRefund(refund, invoice.number, staffEmail)),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
