import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  ErrorCode,
  REPORT_DIRECT_MAX_DAYS,
  REPORT_DIRECT_MAX_ROWS,
  REPORT_MAX_ROWS,
  REPORT_PERIOD_LABELS,
  type SorterReport,
  type SorterReportRequest,
} from '../../../src/contract';
import { sorterReports, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput, notFound } from '../../http/appError';
import { noJobQueue } from '../../jobs/queueInterface';
import { sendSorterReport } from './reportJob';
import { reportPeriodStarts, reportRows } from './reportRows';
import { checkedRange } from './scansService';

/**
 * Spec 7.4's scan reports. A short one (at most REPORT_DIRECT_MAX_ROWS rows over at most
 * REPORT_DIRECT_MAX_DAYS days) is answered at once and kept nowhere; a longer one is saved and
 * made by a job on the queue, and read back by its id. Decisions where the spec is silent:
 * - A request while the same one is still being made answers that one (a double click makes one);
 *   at most SORTER_REPORTS_OPEN_MAX are being made at once (409 beyond).
 * - The seller's newest SORTER_REPORTS_KEPT saved reports are kept; older ones are deleted.
 */

export const SORTER_REPORTS_OPEN_MAX = 3;
export const SORTER_REPORTS_KEPT = 20;
const OPEN_STATES = ['QUEUED', 'RUNNING'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const listed = {
  id: sorterReports.id,
  state: sorterReports.state,
  request: sorterReports.request,
  rows: sorterReports.rows,
  error: sorterReports.error,
  createdAt: sorterReports.createdAt,
};
type ListedRow = Pick<typeof sorterReports.$inferSelect, keyof typeof listed>;

const reportView = (row: ListedRow): SorterReport => ({ ...row, createdAt: row.createdAt.toISOString() });

const sameRequest = (a: SorterReportRequest, b: SorterReportRequest) =>
  a.period === b.period && a.tzOffset === b.tzOffset && new Date(a.from).getTime() === new Date(b.from).getTime() && new Date(a.to).getTime() === new Date(b.to).getTime();

export async function requestReport(deps: AppDeps, userId: number, request: SorterReportRequest): Promise<SorterReport> {
  const { from, to } = checkedRange(request);
  const periods = reportPeriodStarts(request, REPORT_MAX_ROWS).length;
  if (periods > REPORT_MAX_ROWS) {
    const label = REPORT_PERIOD_LABELS[request.period].toLowerCase();
    throw invalidInput(`period: a ${label} report of this range would have more than ${REPORT_MAX_ROWS.toLocaleString('en-US')} rows; choose a longer period or a shorter range.`);
  }
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (periods <= REPORT_DIRECT_MAX_ROWS && days <= REPORT_DIRECT_MAX_DAYS) {
    const rows = await reportRows(deps.db, userId, request);
    return { id: null, state: 'DONE', request, rows, error: null, createdAt: deps.clock().toISOString() };
  }
  if (deps.jobs === noJobQueue) throw new AppError(503, ErrorCode.UNDEFINED, 'Long reports are not available on this server.');
  const { report, send } = await deps.db.transaction(async (tx) => {
    // The seller's row, locked: two requests at once see each other's report instead of making two.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const open = await tx
      .select(listed)
      .from(sorterReports)
      .where(and(eq(sorterReports.userId, userId), inArray(sorterReports.state, [...OPEN_STATES])))
      .orderBy(desc(sorterReports.id));
    const same = open.find((row) => sameRequest(row.request, request));
    if (same) return { report: same, send: same.state === 'QUEUED' };
    if (open.length >= SORTER_REPORTS_OPEN_MAX) {
      throw new AppError(409, ErrorCode.VALIDATION_FAILED, `${open.length} of your sorter reports are still being made: request another once one is done.`);
    }
    const [inserted] = await tx.insert(sorterReports).values({ userId, request }).returning(listed);
    const [oldestKept] = await tx
      .select({ id: sorterReports.id })
      .from(sorterReports)
      .where(eq(sorterReports.userId, userId))
      .orderBy(desc(sorterReports.id))
      .offset(SORTER_REPORTS_KEPT - 1)
      .limit(1);
    if (oldestKept) await tx.delete(sorterReports).where(and(eq(sorterReports.userId, userId), lt(sorterReports.id, oldestKept.id)));
    return { report: inserted!, send: true };
  });
  // Not awaited, as the stock reports' (reports/reportService.ts): under an Idempotency-Key this call
  // is one transaction, which on PGlite the queue's statements would wait for; the job retries until
  // the report's row is committed.
  if (send) void sendSorterReport(deps.jobs.send, report.id).catch(() => undefined);
  return reportView(report);
}

export async function readReport(deps: AppDeps, userId: number, reportId: number): Promise<SorterReport> {
  const [row] = await deps.db
    .select(listed)
    .from(sorterReports)
    .where(and(eq(sorterReports.id, reportId), eq(sorterReports.userId, userId)));
  if (!row) throw notFound('The sorter report');
  return reportView(row);
}
