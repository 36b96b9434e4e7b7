import { and, desc, eq } from 'drizzle-orm';
import type { RefundReply } from '../../../src/contract';
import type { AdminPrincipal } from '../../auth/principals';
import type { Executor } from '../../db/database';
import { charges, invoiceRefunds, invoices } from '../../db/schema';
import { notFound } from '../../http/appError';
import type { RefundResult } from '../../payments/processor';
import type { BillingDeps } from '../billing/deps';
import { recordStaffAction } from '../staffActions/record';
import { nextCreditNoteNumber } from './creditNotes';
import { keyReusedForOtherRefund, notPaid, overRefund, paidOutsideProcessor } from './refundErrors';
import { refundableCents } from './refundable';
import { refundView } from './refundView';

/**
 * A refund in three steps, like a charge (billing/charging.ts), so that no refund is given twice
 * and none is given unrecorded:
 * 1. `openRefund`, one transaction: the invoice row locked, what is left to refund counted (paid,
 *    less refunds given or in flight), the refund's row with its key inserted, the staff action
 *    recorded. Two refunds of one invoice at once wait on the lock, so together they cannot give
 *    back more than was paid.
 * 2. The processor is asked, outside any transaction, with the refund's key.
 * 3. `settleRefund`, its own transaction: the answer applied once; a refund that went through takes
 *    its credit note number and adds to the invoice's refundedCents.
 * A repeat of the request with the same Idempotency-Key finds the row: in flight (the first request
 * stopped between 1 and 3) it asks the processor again with the same key, which answers the first
 * refund; settled, it answers as it stands.
 */

export interface RefundAsk {
  invoiceId: number;
  amountCents: number;
  reason: string;
}

type Staff = Pick<AdminPrincipal, 'adminId' | 'email'>;
type RefundRow = typeof invoiceRefunds.$inferSelect;

/** The processor's key of a refund asked with this Idempotency-Key. */
const processorKey = (idempotencyKey: string) => `folio-refund-${idempotencyKey}`;

/** The succeeded charge that paid the invoice: what the processor gives money back from. */
async function paidCharge(db: Executor, invoiceId: number) {
  const [charge] = await db
    .select({ processorRef: charges.processorRef })
    .from(charges)
    .where(and(eq(charges.invoiceId, invoiceId), eq(charges.state, 'SUCCEEDED')))
    .orderBy(desc(charges.attempt))
    .limit(1);
  return charge?.processorRef ?? null;
}

async function openRefund(db: Executor, staff: Staff, ask: RefundAsk, idempotencyKey: string, now: Date): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, ask.invoiceId)).for('update');
    if (!invoice) throw notFound('The invoice');
    // Looked up under the invoice's lock, so a repeat that raced the first sees its committed row.
    const [earlier] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.idempotencyKey, processorKey(idempotencyKey)));
    if (earlier) {
      if (earlier.invoiceId !== ask.invoiceId || earlier.amountCents !== ask.amountCents || earlier.reason !== ask.reason) throw keyReusedForOtherRefund();
      return earlier;
    }
    if (invoice.status !== 'PAID' && invoice.status !== 'REFUNDED') throw notPaid(invoice.number, invoice.status);
    if (!(await paidCharge(tx, invoice.id))) throw paidOutsideProcessor(invoice.number);
    const left = await refundableCents(tx, invoice);
    if (ask.amountCents > left) throw overRefund(left, invoice.currency, invoice.number);
    const [refund] = await tx
      .insert(invoiceRefunds)
      .values({
        invoiceId: invoice.id,
        userId: invoice.userId,
        amountCents: ask.amountCents,
        currency: invoice.currency,
        reason: ask.reason,
        idempotencyKey: processorKey(idempotencyKey),
        adminId: staff.adminId,
        createdAt: now,
      })
      .returning();
    await recordStaffAction(tx, staff, {
      userId: invoice.userId,
      action: 'REFUND',
      detail: { refundId: refund!.id, invoiceNumber: invoice.number, amountCents: ask.amountCents, currency: invoice.currency, reason: ask.reason },
    });
    return refund!;
  });
}

/** Step 3: the processor's answer applied once; a refund settled before is left as it stands. */
export async function settleRefund(db: Executor, refundId: number, result: RefundResult, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The invoice first, as openRefund locks it: the two never wait on each other in turn.
    const [{ invoiceId } = { invoiceId: 0 }] = await tx.select({ invoiceId: invoiceRefunds.invoiceId }).from(invoiceRefunds).where(eq(invoiceRefunds.id, refundId));
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    const [refund] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.id, refundId)).for('update');
    if (!invoice || refund?.state !== 'IN_FLIGHT') return;
    if (result.outcome === 'refused') {
      await tx.update(invoiceRefunds).set({ state: 'FAILED', processorRef: result.refundRef, failureMessage: result.message, settledAt: now }).where(eq(invoiceRefunds.id, refundId));
      return;
    }
    const creditNoteNumber = await nextCreditNoteNumber(tx, now);
    await tx.update(invoiceRefunds).set({ state: 'SUCCEEDED', processorRef: result.refundRef, creditNoteNumber, settledAt: now }).where(eq(invoiceRefunds.id, refundId));
    const refundedCents = invoice.refundedCents + refund.amountCents;
    await tx
      .update(invoices)
      .set({ refundedCents, status: refundedCents >= invoice.totalCents ? 'REFUNDED' : invoice.status })
      .where(eq(invoices.id, invoice.id));
  });
}

/** Steps 2 and 3 for a refund still in flight; nothing for one already settled. */
export async function askProcessor(deps: BillingDeps, refund: RefundRow): Promise<void> {
  if (refund.state !== 'IN_FLIGHT') return;
  const chargeRef = await paidCharge(deps.db, refund.invoiceId);
  const result = await deps.payments.refund({
    chargeRef: chargeRef ?? '',
    amountCents: refund.amountCents,
    currency: refund.currency,
    idempotencyKey: refund.idempotencyKey,
    reason: refund.reason,
  });
  await settleRefund(deps.db, refund.id, result, deps.clock());
}

/** POST invoice/refund: opened (or found again by its key), asked of the processor, settled, answered. */
export async function refundInvoice(deps: BillingDeps, staff: Staff, ask: RefundAsk, idempotencyKey: string): Promise<RefundReply> {
  const refund = await openRefund(deps.db, staff, ask, idempotencyKey, deps.clock());
  await askProcessor(deps, refund);
  return refundView(deps.db, refund.id);
}
