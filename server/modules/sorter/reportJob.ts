import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sorterReportRequestSchema } from '../../../src/contract';
import type { Database } from '../../db/database';
import { sorterReports } from '../../db/schema';
import { defineJob, type JobContext, type JobDeps } from '../../jobs/defineJob';
import { reportRows } from './reportRows';

/**
 * The sorter-report job: a report over a long range (reportService.ts), made from the same rows
 * function as a short one answered at once, and stored in the report's row. Idempotent: a report
 * already DONE or FAILED is left as it is, and only an open one is ended, so two workers on one
 * report (a retried job while the first still ran) write it once.
 */

const OPEN_STATES = ['QUEUED', 'RUNNING'] as const;

async function endReport(db: Database, reportId: number, ending: { state: 'DONE' | 'FAILED'; rows?: Awaited<ReturnType<typeof reportRows>>; error?: string }) {
  await db
    .update(sorterReports)
    .set({ state: ending.state, rows: ending.rows ?? null, error: ending.error ?? null, finishedAt: sql`now()` })
    .where(and(eq(sorterReports.id, reportId), inArray(sorterReports.state, [...OPEN_STATES])));
  return { reportId, state: ending.state };
}

export async function makeSorterReport(deps: JobDeps, reportId: number, signal?: AbortSignal) {
  const [report] = await deps.db
    .update(sorterReports)
    .set({ state: 'RUNNING' })
    .where(and(eq(sorterReports.id, reportId), inArray(sorterReports.state, [...OPEN_STATES])))
    .returning({ userId: sorterReports.userId, request: sorterReports.request });
  if (!report) {
    const [ended] = await deps.db.select({ state: sorterReports.state }).from(sorterReports).where(eq(sorterReports.id, reportId));
    // Not there (yet): the request's transaction may still be open; the retry finds it.
    if (!ended) throw new Error(`Sorter report ${reportId} does not exist`);
    return { reportId, state: ended.state };
  }
  const parsed = sorterReportRequestSchema.safeParse(report.request);
  if (!parsed.success) return endReport(deps.db, reportId, { state: 'FAILED', error: 'Its range or period is not valid any more: request it again.' });
  const rows = await reportRows(deps.db, report.userId, parsed.data);
  signal?.throwIfAborted();
  return endReport(deps.db, reportId, { state: 'DONE', rows });
}

export const sorterReportJob = defineJob(
  'sorter-report',
  z.object({ reportId: z.number().int().positive() }),
  async ({ reportId }, { deps, retryCount, retryLimit, signal }) => {
    try {
      return await makeSorterReport(deps, reportId, signal);
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

export const sendSorterReport = (send: JobContext['send'], reportId: number) =>
  send(sorterReportJob.name, { reportId }, { singletonKey: `sorter-report-${reportId}` });
