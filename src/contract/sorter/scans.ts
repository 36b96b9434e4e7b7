import { z } from 'zod/mini';
import { TRIGGER_LIMITS } from '../bookzy/profit';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, recordId, text } from '../fields';
import { FALLBACK_CASES, GATES, gateSchema } from './gates';

const SORTER: ['SORTER'] = ['SORTER'];

/** decide.ts's GateDecision as it travels. */
export const gateDecisionSchema = z.object({
  gate: gateSchema,
  rule: z.nullable(z.object({ id: z.int(), name: z.string() })),
  fallback: z.nullable(z.enum(FALLBACK_CASES)),
  rejectReason: z.nullable(z.enum(TRIGGER_LIMITS)),
  redirect: z.nullable(z.object({ from: gateSchema, to: z.enum(['NEXT_OF_KIND', 'EXCEPTION']) })),
  profit: z.nullable(z.int()),
  price: z.nullable(z.int()),
  salesRank: z.nullable(z.int()),
});

/** Where a scan came from: the tablet's wedge scanner, its camera, a typed code, or the machine API. */
export const SCAN_SOURCES = ['WEDGE', 'CAMERA', 'TYPED', 'MACHINE'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

/** Longest code a scan may carry: a 13-digit EAN with an add-on and room for a bad read. */
export const SORTER_CODE_MAX = 32;
export const sorterCode = text('is required').check(
  z.trim(),
  z.minLength(1, { error: 'is required' }),
  z.maxLength(SORTER_CODE_MAX, { error: `must have at most ${SORTER_CODE_MAX} characters` }),
);

/**
 * A scan as the tablet records it, through the outbox: where the book went and when. The scan id makes a resent scan count once.
 */
export const sorterScanInputSchema = z.object({
  scanId: z.uuid({ error: 'must be a scan id' }),
  code: sorterCode,
  scannedAt: isoDateTime,
  source: z.enum(['WEDGE', 'CAMERA', 'TYPED'], { error: 'must be WEDGE, CAMERA or TYPED' }),
  gate: gateSchema,
  fallback: z.nullable(z.enum(FALLBACK_CASES, { error: 'must be a fallback case' })),
  ruleId: z.nullable(z.int()),
  /**
   * True when the tablet decided on its own (from its downloaded catalog, or the Timeout fallback
   * when no answer came in time): the book went to `gate`. False when the tablet asked the server
   * and shows its answer: the server records its own decision, and `gate` is only the Timeout gate
   * the book would have taken had the answer been late.
   */
  decidedOffline: z.boolean(),
});
export type SorterScanInput = z.infer<typeof sorterScanInputSchema>;

export const sorterScanReplySchema = z.object({
  /** The server's own decision for the code, to confirm (or correct) the tablet's. */
  decision: gateDecisionSchema,
  /** False when this scan id was recorded before (a resend): it is counted once. */
  recorded: z.boolean(),
});

/** A date range of scans: from inclusive, to exclusive. */
const rangeFields = { from: isoDateTime, to: isoDateTime };

/** The money and counts every analytics row has (spec 3.4's report columns). */
const reportFigures = {
  totalScan: z.int(),
  /** Scans a rule sent to its gate. */
  selectedGatesTotal: z.int(),
  /** Scans a fallback case took (Reject, Invalid Barcode, No Amazon Listing, No SR, No Section, Timeout). */
  fallbackRejects: z.int(),
  /** Cents: the price of every book a rule selected. */
  salesPrice: z.int(),
  /** Cents: what the marketplace would pay out for them (price less its fees and shipping). */
  totalPayout: z.int(),
};

/** The gate report: one row per gate, and the totals. */
export const sorterStatsSchema = z.object({
  ...reportFigures,
  gates: z.array(z.object({ gate: gateSchema, ...reportFigures })),
  fallbacks: z.array(z.object({ fallback: z.enum(FALLBACK_CASES), scans: z.int() })),
});
export type SorterStats = z.infer<typeof sorterStatsSchema>;

export const REPORT_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = { HOUR: 'Hourly', DAY: 'Daily', WEEK: 'Weekly', MONTH: 'Monthly', YEAR: 'Yearly' };

/**
 * A report with more rows than this, or over more than REPORT_DIRECT_MAX_DAYS, is made by a job on
 * the queue; a shorter one is answered at once.
 */
export const REPORT_DIRECT_MAX_ROWS = 400;
export const REPORT_DIRECT_MAX_DAYS = 92;
/** Past this many rows a report is refused: hourly rows over six years would not be read by anyone. */
export const REPORT_MAX_ROWS = 50_000;

export const sorterReportRequestSchema = z.object({
  period: z.enum(REPORT_PERIODS, { error: 'must be HOUR, DAY, WEEK, MONTH or YEAR' }),
  ...rangeFields,
  /** Minutes east of UTC of the seller's clock, so a day starts at their midnight. */
  tzOffset: z.int({ error: 'must be a whole number of minutes' }).check(
    z.minimum(-720, { error: 'must be at least -720' }),
    z.maximum(840, { error: 'must be at most 840' }),
  ),
});
export type SorterReportRequest = z.infer<typeof sorterReportRequestSchema>;

export const sorterReportRowSchema = z.object({
  /** The period's start, in UTC. */
  start: isoDateTime,
  ...reportFigures,
  /** Scans per gate, GATE_1 to GATE_11. */
  gates: z.array(z.int()).check(z.length(GATES.length)),
});
export type SorterReportRow = z.infer<typeof sorterReportRowSchema>;

export const SORTER_REPORT_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;

export const sorterReportSchema = z.object({
  /** Null for a report answered at once (nothing was kept). */
  id: z.nullable(z.int()),
  state: z.enum(SORTER_REPORT_STATES),
  request: sorterReportRequestSchema,
  /** Every period of the range, empty ones included, oldest first; null until DONE. */
  rows: z.nullable(z.array(sorterReportRowSchema)),
  error: z.nullable(z.string()),
  createdAt: isoDateTime,
});
export type SorterReport = z.infer<typeof sorterReportSchema>;

export const sorterScansApi = {
  record: sellerEndpoint({
    method: 'POST',
    path: 'sorter/scan',
    summary: "Record a scan where the tablet sent it, and answer the server's own decision for the code",
    products: SORTER,
    body: sorterScanInputSchema,
    reply: sorterScanReplySchema,
  }),
  stats: sellerEndpoint({
    method: 'GET',
    path: 'sorter/scan/stats',
    summary: 'The gate report over a date range: totals, each gate, each fallback case',
    products: SORTER,
    query: z.object(rangeFields),
    reply: sorterStatsSchema,
  }),
  requestReport: sellerEndpoint({
    method: 'POST',
    path: 'sorter/scan/stats/report',
    summary: 'An hourly, daily, weekly, monthly or yearly report: answered at once when short, else queued as a job',
    products: SORTER,
    body: sorterReportRequestSchema,
    reply: sorterReportSchema,
  }),
  report: sellerEndpoint({
    method: 'GET',
    path: 'sorter/scan/stats/report',
    summary: 'A queued report: its state, and its rows once done',
    products: SORTER,
    query: z.object({ id: recordId }),
    reply: sorterReportSchema,
  }),
};
