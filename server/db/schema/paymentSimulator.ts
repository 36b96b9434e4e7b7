import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The payment processor simulator's own records (server/payments/simulator.ts). A real processor
 * keeps these on its side; the simulator keeps them in Folio's database so that every server
 * instance and every restart sees the same tokens, cards and charges, and a charge asked twice with
 * one idempotency key answers the first charge. Folio's code never reads these tables.
 */

/** A card as the browser gave it, for the minutes until Folio attaches it; never its number. */
export const paymentSimTokens = pgTable(
  'payment_sim_tokens',
  {
    token: text('token').primaryKey(),
    /** The test card's behaviour (TEST_CARDS' keys). */
    behaviour: text('behaviour').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('payment_sim_tokens_created_idx').on(table.createdAt)],
);

/** A card attached to a customer: what charges name. */
export const paymentSimMethods = pgTable('payment_sim_methods', {
  ref: text('ref').primaryKey(),
  behaviour: text('behaviour').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const paymentSimCharges = pgTable(
  'payment_sim_charges',
  {
    ref: text('ref').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    methodRef: text('method_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** succeeded, declined or requires_authentication. */
    status: text('status').notNull(),
    challengeId: text('challenge_id').unique(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_sim_charges_method_idx').on(table.methodRef)],
);

/** A refund of a charge, kept by its idempotency key like charges. */
export const paymentSimRefunds = pgTable(
  'payment_sim_refunds',
  {
    ref: text('ref').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    chargeRef: text('charge_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** succeeded or refused. */
    status: text('status').notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_sim_refunds_charge_idx').on(table.chargeRef)],
);
