import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { STOCK_REPORT_ROWS_MAX, stockReportQuerySchema } from '../../../src/contract';
import type { Database } from '../../db/database';
import { stockReports, users, type StockReportRowState } from '../../db/schema';
import { AppError } from '../../http/appError';
import { defineJob, type JobContext, type JobDeps } from '../../jobs/defineJob';
import { queryStock } from '../stock/service';
import { stockReportCsv } from './reportCsv';

/**
 * The stock-report job: reads the seller's stock with the table's own query (queryStock over the
 * stock index), so the file holds exactly the rows the table shows for the report's filters, in
 * its order, and stores the CSV in the report's row. Idempotent: a report already DONE or FAILED
 * is left as it is, and only a report still open is ended, so two workers on one report (a job
 * retried while the first still ran) write it once. A report whose filters no longer read, or that
 * matches more than STOCK_REPORT_ROWS_MAX SKUs, fails at once with the reason; any other error is
 * retried, and the report FAILED when the last attempt fails.
 */

const OPEN_STATES: StockReportRowState[] = ['QUEUED', 'RUNNING'];

async function endReport(db: Database, reportId: number, ending: { state: 'DONE' | 'FAILED'; rows?: number; csv?: string; error?: string }) {
  await db
    .update(stockReports)
    .set({ state: ending.state, rows: ending.rows ?? null, csv: ending.csv ?? null, error: ending.error ?? null, finishedAt: sql`now()` })
    .where(and(eq(stockReports.id, reportId), inArray(stockReports.state, OPEN_STATES)));
  return { reportId, state: ending.state };
}

export async function makeStockReport(deps: JobDeps, reportId: number, signal?: AbortSignal) {
  const [report] = await deps.db
    .update(stockReports)
    .set({ state: 'RUNNING', startedAt: sql`coalesce(${stockReports.startedAt}, now())` })
    .where(and(eq(stockReports.id, reportId), inArray(stockReports.state, OPEN_STATES)))
    .returning({ sellerId: stockReports.sellerId, kind: stockReports.kind, query: stockReports.query });
  if (!report) {
    const [ended] = await deps.db.select({ state: stockReports.state }).from(stockReports).where(eq(stockReports.id, reportId));
    // Not there (yet): the request's transaction may still be open; the retry finds it.
    if (!ended) throw new Error(`Report ${reportId} does not exist`);
    return { reportId, state: ended.state };
  }
  const parsed = stockReportQuerySchema.safeParse({ ...report.query, kind: report.kind });
  if (!parsed.success) return endReport(deps.db, reportId, { state: 'FAILED', error: 'Its filters are not valid any more: request it again.' });
  const [account] = await deps.db.select({ hideSalesData: users.hideSalesData }).from(users).where(eq(users.id, report.sellerId));
  const viewer = { sellerId: report.sellerId, hideSalesData: account?.hideSalesData ?? true };
  const { kind, ...filters } = parsed.data;

  let page;
  try {
    page = await queryStock(deps, viewer, { ...filters, offset: 0, limit: STOCK_REPORT_ROWS_MAX });
  } catch (error) {
    // The table's own refusals (sorting by sold days once the account hides sales) end the report.
    if (error instanceof AppError && error.statusCode < 500) return endReport(deps.db, reportId, { state: 'FAILED', error: error.message });
    throw error;
  }
  if (page.total > STOCK_REPORT_ROWS_MAX) {
    const error = `These filters match ${page.total.toLocaleString('en-US')} SKUs; a report holds at most ${STOCK_REPORT_ROWS_MAX.toLocaleString('en-US')}. Narrow the filters and request it again.`;
    return endReport(deps.db, reportId, { state: 'FAILED', error });
  }
  signal?.throwIfAborted();
  const csv = await stockReportCsv(kind, page.rows, page.salesHidden, signal);
  return endReport(deps.db, reportId, { state: 'DONE', rows: page.rows.length, csv });
}

export const stockReportJob = defineJob(
  'stock-report',
  z.object({ reportId: z.number().int().positive() }),
  async ({ reportId }, { deps, retryCount, retryLimit, signal }) => {
    try {
      return await makeStockReport(deps, reportId, signal);
    } catch (error) {
      if (retryCount >= retryLimit && !signal.aborted) {
        await endReport(deps.db, reportId, { state: 'FAILED', error: error instanceof Error ? error.message : String(error) });
      }
      throw error;
    }
  },
  // `short`: one waiting job per report, however often it is sent.
  { policy: 'short', retryDelaySeconds: 2, expireInSeconds: 10 * 60 },
);

export const sendStockReport = (send: JobContext['send'], reportId: number) =>
  send(stockReportJob.name, { reportId }, { singletonKey: `stock-report-${reportId}` });
