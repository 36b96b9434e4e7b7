import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { formatMoney, type Currency, type ProductKey } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { discountAssignments, discounts, invoiceDiscounts, subscriptions } from '../../db/schema';

/**
 * The discounts staff assigned to a seller, as billing applies them when it issues an invoice:
 * - A discount fits a plan when it is for all products or for every product of the plan, and (an
 *   amount off) when it is in the invoice's currency.
 * - Of the fitting ones, the one taking most off applies (the older assignment on a tie); at most
 *   one per invoice, never more than the price, so an invoice is never below zero.
 * - An assignment with n periods left applies to n invoices that get paid. An invoice issued but
 *   not paid yet (declined, waiting for the bank) holds one of those periods while it is owed, so a
 *   second subscription renewing meanwhile does not take it too; the period is used up once, when
 *   the invoice is paid (countDiscountPeriod), however many attempts that took.
 */

type DiscountRow = typeof discounts.$inferSelect;
type AssignmentRow = typeof discountAssignments.$inferSelect;

export interface AppliedDiscount {
  assignmentId: number;
  amountCents: number;
  description: string;
}

/** Whether a discount is for this plan in this currency. */
function fits(discount: DiscountRow, products: readonly ProductKey[], currency: string): boolean {
  if (discount.kind === 'AMOUNT' && discount.currency !== currency) return false;
  return discount.products.length === 0 || products.every((product) => discount.products.includes(product));
}

/** What the discount takes off a price: a percent rounded to the nearest minor unit, or its amount, never more than the price. */
export function amountOff(discount: Pick<DiscountRow, 'kind' | 'percent' | 'amountCents'>, priceCents: number): number {
  const off = discount.kind === 'PERCENT' ? Math.round((priceCents * discount.percent!) / 100) : discount.amountCents!;
  return Math.min(off, priceCents);
}

/** "Discount: Spring offer (20 % off)", "Discount: Welcome back ($10.00 off)". */
function describe(discount: DiscountRow): string {
  const off = discount.kind === 'PERCENT' ? `${discount.percent} % off` : `${formatMoney(discount.amountCents!, discount.currency as Currency)} off`;
  return `Discount: ${discount.name} (${off})`;
}

/** Periods of the assignment held by invoices that are owed now (issued, not paid, not given up). */
async function heldPeriods(tx: Executor, assignmentId: number): Promise<number> {
  const [row] = await tx
    .select({ held: count() })
    .from(invoiceDiscounts)
    .innerJoin(subscriptions, eq(subscriptions.openInvoiceId, invoiceDiscounts.invoiceId))
    .where(and(eq(invoiceDiscounts.assignmentId, assignmentId), isNull(invoiceDiscounts.countedAt)));
  return row?.held ?? 0;
}

/**
 * The discount an invoice for this plan and price carries now, if any. The seller's live
 * assignments are locked until the invoice's transaction ends, so two invoices issued at once
 * count each other's held periods.
 */
export async function discountFor(
  tx: Executor,
  invoice: { userId: number; products: readonly ProductKey[]; currency: string; priceCents: number },
): Promise<AppliedDiscount | undefined> {
  const live = await tx
    .select({ assignment: discountAssignments, discount: discounts })
    .from(discountAssignments)
    .innerJoin(discounts, eq(discounts.id, discountAssignments.discountId))
    .where(and(eq(discountAssignments.userId, invoice.userId), isNull(discountAssignments.endedAt)))
    .orderBy(asc(discountAssignments.assignedAt), asc(discountAssignments.id))
    .for('update', { of: discountAssignments });
  let best: { assignment: AssignmentRow; discount: DiscountRow; off: number } | undefined;
  for (const { assignment, discount } of live) {
    if (!fits(discount, invoice.products, invoice.currency)) continue;
    if (assignment.periodsLeft !== null && assignment.periodsLeft - (await heldPeriods(tx, assignment.id)) <= 0) continue;
    const off = amountOff(discount, invoice.priceCents);
    if (off > 0 && (!best || off > best.off)) best = { assignment, discount, off };
  }
  return best && { assignmentId: best.assignment.id, amountCents: best.off, description: describe(best.discount) };
}

/** Records that the invoice carries the discount, so that paying it uses up one period. */
export async function recordInvoiceDiscount(tx: Executor, invoiceId: number, applied: AppliedDiscount) {
  await tx.insert(invoiceDiscounts).values({ invoiceId, assignmentId: applied.assignmentId, amountCents: applied.amountCents });
}

/**
 * An invoice was paid: the period its discount held is used up, once. An assignment with no
 * period left ends (USED_UP); one unassigned meanwhile stays as it is.
 */
export async function countDiscountPeriod(tx: Executor, invoiceId: number, now: Date) {
  const [counted] = await tx
    .update(invoiceDiscounts)
    .set({ countedAt: now })
    .where(and(eq(invoiceDiscounts.invoiceId, invoiceId), isNull(invoiceDiscounts.countedAt)))
    .returning({ assignmentId: invoiceDiscounts.assignmentId });
  if (!counted) return;
  const [assignment] = await tx.select().from(discountAssignments).where(eq(discountAssignments.id, counted.assignmentId)).for('update');
  if (!assignment || assignment.endedAt !== null || assignment.periodsLeft === null) return;
  const periodsLeft = Math.max(assignment.periodsLeft - 1, 0);
  await tx
    .update(discountAssignments)
    .set({ periodsLeft, ...(periodsLeft === 0 ? { endedAt: now, endReason: 'USED_UP' as const } : {}) })
    .where(eq(discountAssignments.id, assignment.id));
}
