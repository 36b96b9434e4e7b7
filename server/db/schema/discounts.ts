import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DiscountKind } from '../../../src/contract/admin/discounts';
import type { ProductKey } from '../../../src/contract/products';
import { admins, users } from './accounts';
import { invoices } from './billing';
import { createdAt } from './columns';

/*
 * Discounts (admin area, spec 2.3): what staff offer, to whom they gave it, and which invoice each
 * took something off. Billing reads them when it issues an invoice (server/modules/billing/discounts.ts).
 */

export const discounts = pgTable('discounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  kind: text('kind').$type<DiscountKind>().notNull(),
  /** A whole percent, for PERCENT. */
  percent: integer('percent'),
  /** In the currency's minor unit, for AMOUNT; such a discount fits charges in `currency` only. */
  amountCents: integer('amount_cents'),
  currency: text('currency'),
  /** The products it is for; empty for all. A plan fits when every product of it is listed. */
  products: text('products').array().$type<ProductKey[]>().notNull().default([]),
  /** Paid billing periods an assignment lasts; null for ever. */
  periods: integer('periods'),
  /** Retired (false): no new assignments; those made run on. */
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const DISCOUNT_END_REASONS = ['UNASSIGNED', 'USED_UP'] as const;
export type DiscountEndReason = (typeof DISCOUNT_END_REASONS)[number];

/** A discount given to a seller; kept once ended, so that staff see what a seller had. */
export const discountAssignments = pgTable(
  'discount_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Paid billing periods still to take something off; null for ever. */
    periodsLeft: integer('periods_left'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    assignedBy: integer('assigned_by').references(() => admins.id, { onDelete: 'set null' }),
    /** The staff member's e-mail, kept after their account is gone. */
    assignedByEmail: text('assigned_by_email'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<DiscountEndReason>(),
  },
  (table) => [
    // A seller holds a discount once at a time; staff may give it again once it ended.
    uniqueIndex('discount_assignments_live').on(table.discountId, table.userId).where(sql`${table.endedAt} IS NULL`),
    index('discount_assignments_user_idx').on(table.userId).where(sql`${table.endedAt} IS NULL`),
    index('discount_assignments_assigned_idx').on(table.assignedAt, table.id),
  ],
);

/**
 * The discount an invoice carries (its own negative line). `countedAt` is set when the invoice is
 * paid and the assignment's period used up: once per invoice, whatever the number of attempts.
 */
export const invoiceDiscounts = pgTable(
  'invoice_discounts',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => discountAssignments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }),
  },
  (table) => [index('invoice_discounts_assignment_idx').on(table.assignmentId)],
);
