import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { INVOICE_LIST_LIMIT, PRODUCT_LABELS, type CardBrand, type Currency, type Invoice, type ProductKey } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { invoiceLines, invoiceNumberCounters, invoices, paymentMethods, sellerTaxRates, users, type InvoicePurpose } from '../../db/schema';
import { discountFor, recordInvoiceDiscount } from './discounts';
import type { PlanWithProducts } from './plans';

type InvoiceRow = typeof invoices.$inferSelect;

/** F-2026-000123: numbers run per calendar year without gaps; the counter row is locked until commit. */
export async function nextInvoiceNumber(tx: Executor, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceNumberCounters.year, set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  return `F-${year}-${String(counter!.lastNumber).padStart(6, '0')}`;
}

/** Who is billed, from the seller's profile as it is when the invoice is issued. */
export async function billedTo(tx: Executor, userId: number): Promise<InvoiceRow['billedTo']> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const cityLine = [user!.city, [user!.state, user!.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: `${user!.firstName} ${user!.lastName}`,
    company: user!.companyName,
    email: user!.email,
    address: [user!.addressLine1, user!.addressLine2, cityLine].filter((line): line is string => Boolean(line)),
  };
}

const productNames = (products: readonly ProductKey[]) => products.map((product) => PRODUCT_LABELS[product]).join(', ');

export interface NewInvoice {
  userId: number;
  subscriptionId: number;
  purpose: InvoicePurpose;
  plan: PlanWithProducts;
  currency: string;
  /** The plan's monthly price, before any discount and tax. */
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
}

/**
 * An invoice for one month of a plan, PENDING until paid: the plan's line, the seller's discount as
 * a line of its own (a negative amount) when one applies, and the seller's tax rate applied to what
 * is left.
 */
export async function issueInvoice(tx: Executor, invoice: NewInvoice): Promise<InvoiceRow> {
  const { plan } = invoice;
  const discount = await discountFor(tx, { userId: invoice.userId, products: plan.products, currency: invoice.currency, priceCents: invoice.amountCents });
  const subtotalCents = invoice.amountCents - (discount?.amountCents ?? 0);
  const [rate] = await tx.select().from(sellerTaxRates).where(eq(sellerTaxRates.userId, invoice.userId));
  const taxRateBasisPoints = rate?.basisPoints ?? null;
  const taxCents = taxRateBasisPoints === null ? 0 : Math.round((subtotalCents * taxRateBasisPoints) / 10_000);
  const [row] = await tx
    .insert(invoices)
    .values({
      userId: invoice.userId,
      subscriptionId: invoice.subscriptionId,
      number: await nextInvoiceNumber(tx, invoice.issuedAt),
      purpose: invoice.purpose,
      currency: invoice.currency,
      issuedAt: invoice.issuedAt,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      subtotalCents,
      taxRateBasisPoints,
      taxCents,
      totalCents: subtotalCents + taxCents,
      billedTo: await billedTo(tx, invoice.userId),
    })
    .returning();
  const period = { periodStart: invoice.periodStart, periodEnd: invoice.periodEnd };
  const lines: (typeof invoiceLines.$inferInsert)[] = [
    {
      invoiceId: row!.id,
      position: 1,
      description: plan.kind === 'BUNDLE' ? `${plan.name} (${productNames(plan.products)}), one month` : `${plan.name}, one month`,
      product: plan.kind === 'PRODUCT' ? (plan.products[0] ?? null) : null,
      quantity: 1,
      unitAmountCents: invoice.amountCents,
      amountCents: invoice.amountCents,
      ...period,
    },
  ];
  if (discount) {
    lines.push({ invoiceId: row!.id, position: 2, description: discount.description, product: null, quantity: 1, unitAmountCents: -discount.amountCents, amountCents: -discount.amountCents, ...period });
    await recordInvoiceDiscount(tx, row!.id, discount);
  }
  await tx.insert(invoiceLines).values(lines);
  return row!;
}

/** An unpaid invoice paid for a later month (a restore after a freeze): its period moves, its amounts stay. */
export async function movePeriod(tx: Executor, invoiceId: number, periodStart: Date, periodEnd: Date) {
  await tx.update(invoices).set({ periodStart, periodEnd }).where(eq(invoices.id, invoiceId));
  await tx.update(invoiceLines).set({ periodStart, periodEnd }).where(eq(invoiceLines.invoiceId, invoiceId));
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** GET payment/invoice/list: newest first, from `afterDate` (a UTC day) on when given. */
export async function listInvoices(db: Executor, userId: number, afterDate: string | undefined): Promise<Invoice[]> {
  const rows = await db
    .select({ invoice: invoices, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(invoices)
    .leftJoin(paymentMethods, eq(paymentMethods.id, invoices.paidWithMethodId))
    .where(and(eq(invoices.userId, userId), afterDate ? gte(invoices.issuedAt, new Date(`${afterDate}T00:00:00.000Z`)) : undefined))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(INVOICE_LIST_LIMIT);
  const ids = rows.map(({ invoice }) => invoice.id);
  const lines = ids.length === 0 ? [] : await db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.position));
  return rows.map(({ invoice, brand, last4 }) => ({
    id: invoice.id,
    number: invoice.number,
    subscriptionId: invoice.subscriptionId,
    status: invoice.status,
    currency: invoice.currency as Currency,
    issuedAt: invoice.issuedAt.toISOString(),
    paidAt: iso(invoice.paidAt),
    lines: lines
      .filter((line) => line.invoiceId === invoice.id)
      .map((line) => ({
        description: line.description,
        product: line.product as ProductKey | null,
        quantity: line.quantity,
        unitAmountCents: line.unitAmountCents,
        amountCents: line.amountCents,
        periodStart: iso(line.periodStart),
        periodEnd: iso(line.periodEnd),
      })),
    subtotalCents: invoice.subtotalCents,
    taxRateBasisPoints: invoice.taxRateBasisPoints,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    refundedCents: invoice.refundedCents,
    paidWith: brand && last4 ? { brand: brand as CardBrand, last4 } : null,
    billedTo: invoice.billedTo,
  }));
}
