import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from '../../../src/contract/payments/invoices';
import type { PaymentState } from '../../../src/contract/payments/subscriptions';
import type { SubscriptionStatus } from '../../../src/contract/products';
import { admins, users } from './accounts';
import { createdAt } from './columns';

/*
 * Billing (spec 4, 7.6): what is on sale, the sellers' cards as the processor named them, their
 * subscriptions with every event, and an invoice with its charge attempts for every charge. The
 * admin area's billing screens (products, bundles, discounts, invoices, refunds, events,
 * unsubscribe reasons) read and write these same rows; user_products follows the subscriptions
 * (server/modules/billing/usage.ts).
 */

/** A product or a bundle on sale; staff add and retire plans, so a plan is a row, never a constant. */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** A stable name for code and seeds (LISTER, WAREHOUSE_BUNDLE); people read `name`. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  kind: text('kind').$type<'PRODUCT' | 'BUNDLE'>().notNull(),
  interval: text('interval').$type<'MONTH'>().notNull().default('MONTH'),
  /** Off sale: no new subscriptions; those running keep renewing. */
  onSale: boolean('on_sale').notNull().default(true),
  /** Order on the subscribe screen. */
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const planProducts = pgTable(
  'plan_products',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.product] })],
);

/** The monthly price in each currency the plan is sold in, in the currency's minor unit, before tax. */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.currency] })],
);

/** A card as the processor returned it: never its number, only the processor's reference to it. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processorRef: text('processor_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    main: boolean('main').notNull().default(false),
    createdAt: createdAt(),
    /** Removed methods stay, so that old invoices still say which card paid them. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_methods_user_idx').on(table.userId),
    uniqueIndex('payment_methods_one_main').on(table.userId).where(sql`${table.main} AND ${table.removedAt} IS NULL`),
  ],
);

/** The seller's tax rate, set by staff on the seller's page of the admin area; no row, no tax. */
export const sellerTaxRates = pgTable('seller_tax_rates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 825 is 8.25 %. */
  basisPoints: integer('basis_points').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => admins.id, { onDelete: 'set null' }),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').$type<SubscriptionStatus>().notNull().default('ACTIVE'),
    /** Whether its products are usable now; user_products follows it in the same transaction. */
    usable: boolean('usable').notNull().default(false),
    currency: text('currency').notNull(),
    /**
   * The monthly price before tax: the plan's price when subscribed, then its price on each renewal
   * (a price staff change reaches a running subscription at its next renewal, not before).
   */
    amountCents: integer('amount_cents').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Months are counted from here (the 31st renews on the last day of shorter months). */
    billingAnchor: timestamp('billing_anchor', { withTimezone: true }).notNull(),
    /** The end of the month paid for; null until the first charge is paid. */
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('OK'),
    failureMessage: text('failure_message'),
    /** The end of the grace period while a renewal is unpaid. */
    freezesAt: timestamp('freezes_at', { withTimezone: true }),
    /** The invoice owed now (declined, or waiting for the bank), if any. */
    openInvoiceId: integer('open_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    unsubscribeReason: text('unsubscribe_reason'),
    unsubscribeComment: text('unsubscribe_comment'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    // The renewal sweep's three questions: renewals due, graces over, cancelled months ended.
    index('subscriptions_due_idx').on(table.status, table.paidThrough),
  ],
);

/** Every change of a subscription, with who or what made it (spec 4's event types). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** SELLER, RENEWAL, PAYMENT or STAFF. */
    cause: text('cause').notNull(),
    /** The staff member, when cause is STAFF. */
    actorAdminId: integer('actor_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    detail: text('detail').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('subscription_events_user_idx').on(table.userId, table.at), index('subscription_events_subscription_idx').on(table.subscriptionId)],
);

/** Invoice numbers run per calendar year: F-2026-000001 onwards, without gaps or repeats. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** MANUAL: issued by staff in the admin area's invoice generator, for no subscription. */
export const INVOICE_PURPOSES = ['SUBSCRIBE', 'RENEWAL', 'RESUME', 'MANUAL'] as const;
export type InvoicePurpose = (typeof INVOICE_PURPOSES)[number];

/** What was billed, as it was billed: an invoice is not changed once paid (a refund is its own record). */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id, { onDelete: 'set null' }),
    number: text('number').notNull().unique(),
    /** What paying it does: start a subscription, renew it, or resume it after its month ended. */
    purpose: text('purpose').$type<InvoicePurpose>().notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('PENDING'),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The month it pays for; a subscription paid through periodEnd once it is PAID. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points'),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidWithMethodId: integer('paid_with_method_id').references(() => paymentMethods.id),
    /** Name, company, e-mail and address lines from the seller's profile when issued. */
    billedTo: jsonb('billed_to').$type<{ name: string; company: string | null; email: string; address: string[] }>().notNull(),
  },
  (table) => [
    index('invoices_user_idx').on(table.userId, table.issuedAt),
    // issued_at alone: the admin area's list of every seller's invoices, newest first.
    index('invoices_issued_idx').on(table.issuedAt),
    // The admin users list's "last month": invoices paid in a calendar month, across sellers.
    index('invoices_paid_idx').on(table.paidAt).where(sql`${table.paidAt} IS NOT NULL`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    product: text('product'),
    quantity: integer('quantity').notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId, table.position)],
);

export const CHARGE_STATES = ['IN_FLIGHT', 'SUCCEEDED', 'DECLINED', 'REQUIRES_AUTHENTICATION'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

/**
 * One attempt to be paid for an invoice. The row (and its idempotency key) is committed before the
 * processor is asked, so a crash between the two leaves an IN_FLIGHT attempt that the renewal
 * sweep asks again with the same key: the processor answers the first charge, never a second.
 */
export const charges = pgTable(
  'charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** SELLER (subscribe, resume, retry, the bank's answer) or RENEWAL. */
    cause: text('cause').notNull(),
    state: text('state').$type<ChargeState>().notNull().default('IN_FLIGHT'),
    processorRef: text('processor_ref'),
    /** The bank's question while it waits for the cardholder. */
    challengeId: text('challenge_id'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('charges_invoice_attempt').on(table.invoiceId, table.attempt),
    index('charges_in_flight_idx').on(table.createdAt).where(sql`${table.state} = 'IN_FLIGHT'`),
  ],
);

/**
 * A refund staff gave against a paid invoice (admin area, invoice/refund): full or partial, never
 * more than the invoice's total less what was refunded before. The row and its idempotency key are
 * committed before the processor is asked, as with charges, so a repeat asks the processor again
 * with the same key and never refunds twice. Each refund is a credit note with its own number.
 */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * CN-2026-000001 onwards: credit notes run per year like invoices, in their own series. Null
     * until the processor gives the money back, so a refused refund leaves no gap (creditNotes.ts).
     */
    creditNoteNumber: text('credit_note_number').unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** IN_FLIGHT until the processor answers, then SUCCEEDED or FAILED. */
    state: text('state').$type<'IN_FLIGHT' | 'SUCCEEDED' | 'FAILED'>().notNull().default('IN_FLIGHT'),
    processorRef: text('processor_ref'),
    failureMessage: text('failure_message'),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('invoice_refunds_invoice_idx').on(table.invoiceId), index('invoice_refunds_created_idx').on(table.createdAt)],
);
