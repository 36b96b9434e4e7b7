import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  ErrorCode,
  STOCK_REPORTS_KEPT,
  STOCK_REPORTS_OPEN_MAX,
  describeReportQuery,
  reportQueryText,
  stockReportQuerySchema,
  type StockReport,
  type StockReportFile,
  type StockReportKind,
  type StockReportQuery,
} from '../../../src/contract';
import { stockReports, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/appError';
import { noJobQueue } from '../../jobs/queueInterface';
import { refuseHiddenSalesSort, type StockViewer } from '../stock/service';
import { sendStockReport } from './reportJob';

/**
 * A seller's stock reports (the contract's report calls). Decisions where the spec is silent:
 * - A request while the same one (kind, filters and sort) is queued or running answers that one, so
 *   a double click makes one report; at most STOCK_REPORTS_OPEN_MAX are open at once (409 beyond).
 * - A request keeps the seller's newest STOCK_REPORTS_KEPT reports and deletes older ones: each
 *   holds its CSV, up to some 15 MB.
 * - The file of a report not DONE is a 409 that says where it is; another seller's report is 404.
 */

const OPEN_STATES = ['QUEUED', 'RUNNING'] as const;

/** Every column but the file itself, which only the file call reads. */
const listed = {
  id: stockReports.id,
  kind: stockReports.kind,
  query: stockReports.query,
  state: stockReports.state,
  rows: stockReports.rows,
  error: stockReports.error,
  createdAt: stockReports.createdAt,
  finishedAt: stockReports.finishedAt,
};
type ListedRow = Pick<typeof stockReports.$inferSelect, keyof typeof listed>;

function reportView(row: ListedRow): StockReport {
  const parsed = stockReportQuerySchema.safeParse({ ...row.query, kind: row.kind });
  return {
    id: row.id,
    kind: row.kind as StockReportKind,
    query: row.query,
    summary: parsed.success ? describeReportQuery(parsed.data) : 'Filters this version of Folio does not read',
    state: row.state,
    rows: row.rows,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** Key order does not matter (jsonb keeps its own). */
const sameQuery = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

export async function requestStockReport(deps: AppDeps, viewer: StockViewer, request: StockReportQuery): Promise<StockReport> {
  if (deps.jobs === noJobQueue) throw new AppError(503, ErrorCode.UNDEFINED, 'Reports are not available on this server.');
  refuseHiddenSalesSort(viewer, request.sortField);
  const { kind, ...filters } = request;
  const query = reportQueryText(filters);
  const sellerId = viewer.sellerId;
  const { report, send } = await deps.db.transaction(async (tx) => {
    // The seller's row, locked: two requests at once see each other's report instead of making two.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, sellerId)).for('update');
    const open = await tx
      .select(listed)
      .from(stockReports)
      .where(and(eq(stockReports.sellerId, sellerId), inArray(stockReports.state, [...OPEN_STATES])))
      .orderBy(desc(stockReports.id));
    const same = open.find((row) => row.kind === kind && sameQuery(row.query, query));
    if (same) return { report: same, send: same.state === 'QUEUED' };
    if (open.length >= STOCK_REPORTS_OPEN_MAX) {
      throw new AppError(409, ErrorCode.VALIDATION_FAILED, `${open.length} of your reports are still being made: request another once one is done.`);
    }
    const [inserted] = await tx.insert(stockReports).values({ sellerId, kind, query }).returning(listed);
    const [oldestKept] = await tx
      .select({ id: stockReports.id })
      .from(stockReports)
      .where(eq(stockReports.sellerId, sellerId))
      .orderBy(desc(stockReports.id))
      .offset(STOCK_REPORTS_KEPT - 1)
      .limit(1);
    if (oldestKept) await tx.delete(stockReports).where(and(eq(stockReports.sellerId, sellerId), lt(stockReports.id, oldestKept.id)));
    return { report: inserted!, send: true };
  });
  // Not awaited, as a repricing run's start: under an Idempotency-Key this call is one transaction,
  // which on PGlite the queue's statements would wait for. A report still QUEUED is sent again by
  // the same request (the queue keeps one waiting job per report), and its job retries until the
  // report's row is committed.
  if (send) void sendStockReport(deps.jobs.send, report.id).catch(() => undefined);
  return reportView(report);
}

export async function listStockReports(deps: AppDeps, sellerId: number): Promise<StockReport[]> {
  const rows = await deps.db
    .select(listed)
    .from(stockReports)
    .where(eq(stockReports.sellerId, sellerId))
    .orderBy(desc(stockReports.id))
    .limit(STOCK_REPORTS_KEPT);
  return rows.map(reportView);
}

const STATE_WORDS = { QUEUED: 'is waiting to be made', RUNNING: 'is being made' } as const;

export async function stockReportFile(deps: AppDeps, sellerId: number, reportId: number): Promise<StockReportFile> {
  const [row] = await deps.db
    .select({ state: stockReports.state, csv: stockReports.csv, error: stockReports.error, createdAt: stockReports.createdAt })
    .from(stockReports)
    .where(and(eq(stockReports.id, reportId), eq(stockReports.sellerId, sellerId)));
  if (!row) throw notFound('The report');
  if (row.state === 'FAILED') throw new AppError(409, ErrorCode.VALIDATION_FAILED, `The report failed and has no file: ${row.error ?? 'no reason was recorded'}.`);
  if (row.state !== 'DONE' || row.csv === null) {
    throw new AppError(409, ErrorCode.VALIDATION_FAILED, `The report ${STATE_WORDS[row.state as keyof typeof STATE_WORDS] ?? 'is not ready'}: its file is not ready yet.`);
  }
  return { fileName: `stock-report-${reportId}-${row.createdAt.toISOString().slice(0, 10)}.csv`, csv: row.csv };
}
