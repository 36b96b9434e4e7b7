import { queryOptions } from '@tanstack/react-query';
import { sorterScansApi, type SorterReport, type SorterReportRequest, type SorterScanInput } from '~/contract/sorter';
import { sellerClient } from '../clients';

export const sorterScanKeys = {
  all: ['sorter', 'scans'] as const,
  stats: (from: string, to: string) => [...sorterScanKeys.all, 'stats', from, to] as const,
  report: (request: SorterReportRequest) => [...sorterScanKeys.all, 'report', request] as const,
};

/**
 * Records a scan the tablet could not decide alone (the book is not in its catalog) and answers
 * the server's decision, or fails with a TimeoutError past `timeoutMs`: the conveyor does not wait.
 * The scan id is the idempotency key too, so the outbox's resend after a timeout counts once.
 */
export function recordScanNow(scan: SorterScanInput, timeoutMs: number) {
  return sellerClient.call(sorterScansApi.record, { body: scan }, { errors: 'caller', timeoutMs, idempotencyKey: scan.scanId });
}

export const sorterStatsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: sorterScanKeys.stats(from, to),
    queryFn: () => sellerClient.call(sorterScansApi.stats, { query: { from, to } }),
  });

/** A queued report is read again this often until it is done. */
const REPORT_POLL_MS = 1500;
export const isReportOpen = (report: SorterReport) => report.state === 'QUEUED' || report.state === 'RUNNING';

/**
 * A period report: asked for once (a short one comes back done), then, while it is a queued job,
 * its state read again until done. One query, so the screen has one thing to show.
 */
export const sorterReportQuery = (request: SorterReportRequest) =>
  queryOptions({
    queryKey: sorterScanKeys.report(request),
    queryFn: () => sellerClient.call(sorterScansApi.requestReport, { body: request }),
    staleTime: 60_000,
  });

export const sorterQueuedReportQuery = (id: number) =>
  queryOptions({
    queryKey: [...sorterScanKeys.all, 'queued', id] as const,
    queryFn: () => sellerClient.call(sorterScansApi.report, { query: { id } }),
    refetchInterval: (query) => (!query.state.data || isReportOpen(query.state.data) ? REPORT_POLL_MS : false),
  });
