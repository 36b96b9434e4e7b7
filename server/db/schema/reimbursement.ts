import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

// Reimbursement claims (spec 7.7 report/reimbursement/search). The marketplace's ledger of lost and
// damaged units is copied in as it grows (server/modules/reimbursement/ledgerSync.ts), so that the
// report searches, sorts and pages in SQL; claims are written onto the loss they claim. Money in cents.

export const reimbursementLosses = pgTable(
  'reimbursement_losses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The marketplace's id of the ledger entry: unique per seller, so a loss is copied in once. */
    ledgerKey: text('ledger_key').notNull(),
    /** LOST_INBOUND, DAMAGED_INBOUND, LOST_WAREHOUSE or DAMAGED_WAREHOUSE. */
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    claimDeadline: timestamp('claim_deadline', { withTimezone: true }).notNull(),
    shipmentCode: text('shipment_code').notNull(),
    shipmentName: text('shipment_name').notNull(),
    sku: text('sku').notNull(),
    fnsku: text('fnsku').notNull(),
    asin: text('asin').notNull(),
    isbn13: text('isbn13').notNull(),
    title: text('title').notNull(),
    condition: text('condition').notNull(),
    units: integer('units').notNull(),
    value: integer('value').notNull(),
    /** Set when the marketplace settled the loss on its own, with the loss. */
    settledAmount: integer('settled_amount'),
    // A claim: the case the marketplace opened, and its decision, revealed at decidedAt.
    caseId: text('case_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** REIMBURSED or DENIED. */
    decision: text('decision'),
    decisionAmount: integer('decision_amount'),
    denialReason: text('denial_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('reimbursement_losses_seller_key').on(table.sellerId, table.ledgerKey),
    index('reimbursement_losses_seller_occurred_idx').on(table.sellerId, table.occurredAt),
  ],
);

/**
 * When the seller's ledger was last copied in: what the shipments were (a fingerprint) and when the
 * marketplace's ledger next grows. Until one of them changes, reading the report copies nothing.
 */
export const reimbursementSyncs = pgTable('reimbursement_syncs', {
  sellerId: integer('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shipmentsStamp: text('shipments_stamp').notNull(),
  nextChangeAt: timestamp('next_change_at', { withTimezone: true }),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});
