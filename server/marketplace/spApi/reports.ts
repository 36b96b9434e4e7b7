import { gunzipSync } from 'node:zlib';
import { AppError } from '../../http/appError';
import { ErrorCode } from '../../../src/contract';
import { mapInSlices } from '../../eventLoop/timeSlices';
import { fetchDocument } from './documents';
import type { SellerClients, SpApiContext } from './spApiContext';

/**
 * Reports 2021-06-30: a report is requested, made by the marketplace in its own time (polled with
 * getReport every pollMs, up to reportWaitMs), then read from its signed document address. Reports
 * are tab-separated text with a header line; rows come back as objects by column name.
 */

const PROCESSING = new Set(['IN_QUEUE', 'IN_PROGRESS']);

/** A report's rows, in time slices: a 100,000-SKU listings report is some 15 MB of text. */
export async function parseTabSeparated(text: string): Promise<Record<string, string>[]> {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const columns = (lines.shift() ?? '').split('\t').map((column) => column.trim().toLowerCase());
  return mapInSlices(lines, (line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index]?.trim() ?? '']));
  });
}

export function createReports(context: SpApiContext) {
  return {
    /** The rows of a fresh report of `reportType` for the store, for the seller of `clients`. */
    async rows(clients: SellerClients, reportType: string, what: string, options: { dataStartTime?: Date } = {}): Promise<Record<string, string>[]> {
      const { reportId } = await context.call(clients, 'createReport', what, () =>
        clients.reports.createReport({
          body: { reportType, marketplaceIds: [context.config.marketplaceId], ...(options.dataStartTime ? { dataStartTime: options.dataStartTime.toISOString() } : {}) },
        }),
      );
      const giveUpAt = Date.now() + context.reportWaitMs;
      for (;;) {
        const report = await context.call(clients, 'getReport', what, () => clients.reports.getReport({ reportId }));
        if (report.processingStatus === 'DONE' && report.reportDocumentId) {
          const documentId = report.reportDocumentId;
          const document = await context.call(clients, 'getReportDocument', what, () => clients.reports.getReportDocument({ reportDocumentId: documentId }));
          const bytes = await fetchDocument(document.url, what, context.timeoutMs);
          return parseTabSeparated((document.compressionAlgorithm === 'GZIP' ? gunzipSync(bytes) : bytes).toString('utf8'));
        }
        if (!PROCESSING.has(report.processingStatus)) {
          throw new AppError(503, ErrorCode.MARKETPLACE_UNAVAILABLE, `The marketplace could not make ${what} (${report.processingStatus}). Try again later.`);
        }
        if (Date.now() >= giveUpAt) throw new AppError(503, ErrorCode.MARKETPLACE_UNAVAILABLE, `The marketplace is still making ${what}. Try again in a few minutes.`);
        await context.sleep(context.pollMs);
      }
    },
  };
}
