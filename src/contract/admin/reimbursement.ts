import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { text } from '../fields';
import { queryInt } from '../lister/fields';
import { reimbursementRowSchema, type ClaimStatus } from '../reimbursement';
import { ADMIN_REIMBURSEMENT_TABS, type AdminReimbursementTab } from './listOptions';

/**
 * The sellers' reimbursement claims across accounts (spec 2.3 reimbursement/:tab?), from the losses
 * Folio has copied from each seller's marketplace ledger (a seller's report copies theirs in when
 * read). A loss's status is the seller report's (ClaimStatus); the tabs group them:
 * - open: ELIGIBLE, a loss the seller can still claim (not claimed, not settled, window open);
 * - claimed: a claim filed: CLAIMED while the marketplace decides, DENIED once it refused;
 * - paid: REIMBURSED, by a claim or by the marketplace on its own.
 * EXPIRED losses (the window closed unclaimed) are in none: nothing more can come of them.
 */

export const ADMIN_REIMBURSEMENT_TAB_STATUSES: Record<AdminReimbursementTab, readonly ClaimStatus[]> = {
  open: ['ELIGIBLE'],
  claimed: ['CLAIMED', 'DENIED'],
  paid: ['REIMBURSED'],
};
export const ADMIN_REIMBURSEMENT_PAGE_SIZE = 25;

export const adminReimbursementQuerySchema = z.object({
  tab: z._default(z.enum(ADMIN_REIMBURSEMENT_TABS, { error: `must be one of ${ADMIN_REIMBURSEMENT_TABS.join(', ')}` }), 'open'),
  /** In the seller's e-mail, name or company, or the loss's SKU, ASIN, ISBN, title, shipment or case id. */
  searchText: z.optional(text().check(z.trim(), z.maxLength(100, { error: 'must have at most 100 characters' }))),
  page: z._default(queryInt(0, 100_000), 0),
  pageSize: z._default(queryInt(1, 100), ADMIN_REIMBURSEMENT_PAGE_SIZE),
});
export type AdminReimbursementQuery = z.input<typeof adminReimbursementQuerySchema>;
export type AdminReimbursementArgs = z.output<typeof adminReimbursementQuerySchema>;

export const adminClaimRowSchema = z.object({
  ...reimbursementRowSchema.shape,
  seller: z.object({ userId: z.int(), email: z.string(), name: z.string(), company: z.nullable(z.string()) }),
});
export type AdminClaimRow = z.infer<typeof adminClaimRowSchema>;

/** Cents: the marketplace's value of the units, and what was paid (paid tab). */
const tabTotal = z.object({ count: z.int(), sellers: z.int(), units: z.int(), value: z.int(), amount: z.int() });
export type AdminReimbursementTabTotal = z.infer<typeof tabTotal>;

export const adminClaimPageSchema = z.object({
  rows: z.array(adminClaimRowSchema),
  /** Losses of the tab that match the search. */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Every tab across all accounts, whatever the search. */
  totals: z.record(z.enum(ADMIN_REIMBURSEMENT_TABS), tabTotal),
});
export type AdminClaimPage = z.infer<typeof adminClaimPageSchema>;

export const adminReimbursementApi = {
  search: adminEndpoint({
    method: 'GET',
    path: 'management/reimbursement',
    summary: 'The sellers’ reimbursement losses and claims across accounts, by tab (open, claimed, paid), searched, a page',
    query: adminReimbursementQuerySchema,
    reply: adminClaimPageSchema,
  }),
};
