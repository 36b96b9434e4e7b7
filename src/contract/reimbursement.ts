import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import { isoDateTime, recordId, text } from './fields';
import { queryInt } from './lister/fields';

/**
 * Reimbursement claims (spec 1, 2.1 reimbursement, 7.7 GET report/reimbursement/search): units the
 * marketplace lost or damaged from the seller's inbound shipments, as its ledger records them, with
 * what each is owed. The fields and the rules below are Folio's:
 *
 * - A loss is claimable for REIMBURSEMENT_CLAIM_WINDOW_DAYS from when it happened; after that it is
 *   EXPIRED. Some losses the marketplace settles on its own (REIMBURSED without a claim).
 * - A claim (POST report/reimbursement/claim) opens a case on the marketplace: CLAIMED until the
 *   marketplace decides, then REIMBURSED with the amount paid, or DENIED with its reason.
 */

export const REIMBURSEMENT_CLAIM_WINDOW_DAYS = 60;
/** Eligible losses whose window ends within this many days are flagged. */
export const REIMBURSEMENT_EXPIRING_DAYS = 7;
export const REIMBURSEMENT_PAGE_SIZES = [25, 50, 100] as const;
export const REIMBURSEMENT_PAGE_SIZE_DEFAULT = 25;
/** One claim request files at most this many losses. */
export const REIMBURSEMENT_CLAIM_MAX = 100;
/** An export holds at most this many rows; narrower filters make a smaller one. */
export const REIMBURSEMENT_EXPORT_MAX = 50_000;

export const LOSS_KINDS = ['LOST_INBOUND', 'DAMAGED_INBOUND', 'LOST_WAREHOUSE', 'DAMAGED_WAREHOUSE'] as const;
export type LossKind = (typeof LOSS_KINDS)[number];
export const LOSS_KIND_LABELS: Record<LossKind, string> = {
  LOST_INBOUND: 'Lost at receiving',
  DAMAGED_INBOUND: 'Damaged at receiving',
  LOST_WAREHOUSE: 'Lost in the warehouse',
  DAMAGED_WAREHOUSE: 'Damaged in the warehouse',
};

export const CLAIM_STATUSES = ['ELIGIBLE', 'CLAIMED', 'REIMBURSED', 'DENIED', 'EXPIRED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  ELIGIBLE: 'Eligible',
  CLAIMED: 'Claimed',
  REIMBURSED: 'Reimbursed',
  DENIED: 'Denied',
  EXPIRED: 'Expired',
};

export const REIMBURSEMENT_SORT_FIELDS = ['OCCURRED', 'DEADLINE', 'VALUE', 'TITLE', 'SKU', 'SHIPMENT', 'STATUS'] as const;
export type ReimbursementSortField = (typeof REIMBURSEMENT_SORT_FIELDS)[number];

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;

/** "a,b" -> ['a', 'b'], each one of `values`. */
function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z.optional(
    z.pipe(
      z.pipe(
        text().check(z.maxLength(200, { error: 'is too long' })),
        z.transform((value: string) => value.split(',').map((part) => part.trim()).filter((part) => part !== '')),
      ),
      z.array(z.enum(values, { error: `${oneOf(values)} (comma-separated)` })),
    ),
  );
}

const calendarDate = z.iso.date({ error: 'must be a date like 2026-03-31' });

/** What the report shows: the filters, and (for search) the sort and page. */
export const reimbursementFiltersSchema = z.object({
  /** In the SKU, FNSKU, ASIN, ISBN, title, or the shipment's id or name. */
  searchText: z.optional(text().check(z.trim(), z.maxLength(100, { error: 'must have at most 100 characters' }))),
  statuses: commaList(CLAIM_STATUSES),
  kinds: commaList(LOSS_KINDS),
  /** The day of the loss, from and to (both included), on the server's calendar (UTC). */
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  sortField: z._default(z.enum(REIMBURSEMENT_SORT_FIELDS, { error: oneOf(REIMBURSEMENT_SORT_FIELDS) }), 'OCCURRED'),
  sortOrder: z._default(z.enum(['ASC', 'DESC'], { error: 'must be one of ASC, DESC' }), 'DESC'),
});
export type ReimbursementFilters = z.output<typeof reimbursementFiltersSchema>;
export type ReimbursementFiltersInput = z.input<typeof reimbursementFiltersSchema>;

export const reimbursementSearchSchema = z.object({
  ...reimbursementFiltersSchema.shape,
  page: z.optional(queryInt(0, 100_000)),
  pageSize: z.optional(queryInt(1, 100)),
});
export type ReimbursementSearchInput = z.input<typeof reimbursementSearchSchema>;

export const reimbursementRowSchema = z.object({
  id: z.int(),
  kind: z.enum(LOSS_KINDS),
  status: z.enum(CLAIM_STATUSES),
  occurredAt: isoDateTime,
  /** The last moment a claim is taken: occurredAt + the claim window. */
  claimDeadline: isoDateTime,
  /** Whole days left to claim, for an ELIGIBLE loss (0 on its last day); null otherwise. */
  daysLeft: z.nullable(z.int()),
  shipment: z.object({ code: z.string(), name: z.string() }),
  sku: z.string(),
  fnsku: z.string(),
  asin: z.string(),
  isbn13: z.string(),
  title: z.string(),
  condition: z.string(),
  units: z.int(),
  /** Cents: what the marketplace values the units at. */
  value: z.int(),
  /** Cents paid, once REIMBURSED. */
  amount: z.nullable(z.int()),
  reimbursedAt: z.nullable(isoDateTime),
  /** Who settled it: the marketplace on its own, or a claim. */
  settledBy: z.nullable(z.enum(['MARKETPLACE', 'CLAIM'])),
  caseId: z.nullable(z.string()),
  claimedAt: z.nullable(isoDateTime),
  /** Why the marketplace DENIED the claim. */
  denialReason: z.nullable(z.string()),
});
export type ReimbursementRow = z.infer<typeof reimbursementRowSchema>;

const statusTotal = z.object({ count: z.int(), units: z.int(), value: z.int(), amount: z.int() });
export type ReimbursementStatusTotal = z.infer<typeof statusTotal>;

export const reimbursementPageSchema = z.object({
  rows: z.array(reimbursementRowSchema),
  /** Losses that match the filters. */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** The seller's whole ledger by status, whatever the filters. */
  totals: z.record(z.enum(CLAIM_STATUSES), statusTotal),
  /** ELIGIBLE losses whose window ends within REIMBURSEMENT_EXPIRING_DAYS. */
  expiringSoon: z.int(),
});
export type ReimbursementPage = z.infer<typeof reimbursementPageSchema>;

export const reimbursementExportSchema = z.object({ fileName: z.string(), csv: z.string(), rows: z.int() });
export type ReimbursementExport = z.infer<typeof reimbursementExportSchema>;

export const claimBody = z.object({
  ids: z.array(recordId).check(
    z.minLength(1, { error: 'must name at least one loss' }),
    z.maxLength(REIMBURSEMENT_CLAIM_MAX, { error: `must name at most ${REIMBURSEMENT_CLAIM_MAX} losses` }),
  ),
});

const products = ['REIMBURSEMENT'] as const;

export const reimbursementApi = {
  search: sellerEndpoint({
    method: 'GET',
    path: 'report/reimbursement/search',
    summary: 'Losses in the inbound shipments with their claim status: searched, filtered, sorted, a page',
    products,
    query: reimbursementSearchSchema,
    reply: reimbursementPageSchema,
  }),
  export: sellerEndpoint({
    method: 'GET',
    path: 'report/reimbursement/export',
    summary: `Every loss the filters match, in their order, as CSV (at most ${REIMBURSEMENT_EXPORT_MAX})`,
    products,
    query: reimbursementFiltersSchema,
    reply: reimbursementExportSchema,
  }),
  claim: sellerEndpoint({
    method: 'POST',
    path: 'report/reimbursement/claim',
    summary: 'File claims for ELIGIBLE losses: the marketplace opens a case for each; all or none',
    products,
    body: claimBody,
    reply: z.array(reimbursementRowSchema),
  }),
};
