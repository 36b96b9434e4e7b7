import { and, eq, isNull } from 'drizzle-orm';
import type { GenerateInvoiceBody, Invoice } from '../../../src/contract';
import type { AdminPrincipal } from '../../auth/principals';
import type { Database } from '../../db/database';
import { invoiceLines, invoices, users } from '../../db/schema';
import { notFound } from '../../http/appError';
import { billedTo, listInvoices, nextInvoiceNumber } from '../billing/invoices';
import { recordStaffAction } from '../staffActions/record';

/**
 * POST invoice/generate: an invoice staff write line by line, issued in the seller's F- series
 * (the contract says why it is always a real invoice), on their billing history at once, with the
 * staff action recorded in the same transaction.
 */
export async function generateInvoice(db: Database, staff: Pick<AdminPrincipal, 'adminId' | 'email'>, body: GenerateInvoiceBody, now: Date): Promise<Invoice> {
  const id = await db.transaction(async (tx) => {
    const [seller] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, body.userId), isNull(users.deletedAt)));
    if (!seller) throw notFound('The seller');
    const subtotalCents = body.lines.reduce((sum, line) => sum + line.quantity * line.unitAmountCents, 0);
    const taxCents = body.taxRateBasisPoints === null ? 0 : Math.round((subtotalCents * body.taxRateBasisPoints) / 10_000);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId: body.userId,
        number: await nextInvoiceNumber(tx, now),
        purpose: 'MANUAL',
        status: body.status,
        currency: body.currency,
        issuedAt: now,
        paidAt: body.status === 'PAID' ? now : null,
        periodStart: now,
        periodEnd: now,
        subtotalCents,
        taxRateBasisPoints: body.taxRateBasisPoints,
        taxCents,
        totalCents: subtotalCents + taxCents,
        billedTo: await billedTo(tx, body.userId),
      })
      .returning();
    await tx.insert(invoiceLines).values(
      body.lines.map((line, index) => ({
        invoiceId: invoice!.id,
        position: index + 1,
        description: line.description,
        quantity: line.quantity,
        unitAmountCents: line.unitAmountCents,
        amountCents: line.quantity * line.unitAmountCents,
      })),
    );
    await recordStaffAction(tx, staff, {
      userId: body.userId,
      action: 'INVOICE_GENERATE',
      detail: { invoiceNumber: invoice!.number, status: body.status, currency: body.currency, totalCents: invoice!.totalCents, lines: body.lines.length },
    });
    return invoice!.id;
  });
  const issued = (await listInvoices(db, body.userId, undefined)).find((invoice) => invoice.id === id);
  return issued!;
}
