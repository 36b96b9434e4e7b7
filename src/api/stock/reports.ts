import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  priceFeedsApi,
  stockReportsApi,
  type PriceFeedFile,
  type StockReport,
  type StockReportQueryInput,
} from '~/contract/stock';
import { saveFile } from '~/lib/saveFile';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';

/**
 * The stock manager's reports and price feed files: queries, the request and mark-done mutations,
 * and the downloads, which fetch a file through the client (it needs the seller's headers) and
 * save it from memory.
 */

export const reportKeys = {
  reports: () => ['stock', 'reports'] as const,
  feeds: () => ['stock', 'feeds'] as const,
};

/** While a report is being made the list is read again every two seconds. */
const REPORT_POLL_MS = 2000;
/** Feed files come after repricing runs, which another screen starts: read again now and then. */
const FEED_POLL_MS = 30_000;
export const isReportOpen = (report: StockReport) => report.state === 'QUEUED' || report.state === 'RUNNING';

export const reportQueries = {
  reports: () =>
    queryOptions({
      queryKey: reportKeys.reports(),
      queryFn: () => sellerClient.call(stockReportsApi.list),
      refetchInterval: (query) => (query.state.data?.some(isReportOpen) ? REPORT_POLL_MS : false),
    }),
  feeds: () =>
    queryOptions({ queryKey: reportKeys.feeds(), queryFn: () => sellerClient.call(priceFeedsApi.list), refetchInterval: FEED_POLL_MS }),
};

export function useRequestReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: StockReportQueryInput) => sellerClient.call(stockReportsApi.request, { query }),
    onSuccess: (report) => {
      // At the top of the list at once (a repeated request answers the report already there).
      queryClient.setQueryData<StockReport[]>(reportKeys.reports(), (reports = []) => [report, ...reports.filter((kept) => kept.id !== report.id)]);
      void queryClient.invalidateQueries({ queryKey: reportKeys.reports() });
      showToast('Report requested: it will be ready to download in a moment.', 'success');
    },
  });
}

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';

export function useDownloadReport() {
  return useMutation({
    mutationFn: (reportId: number) => sellerClient.call(stockReportsApi.file, { params: { id: reportId } }),
    onSuccess: ({ csv, fileName }) => saveFile(UTF8_BOM + csv, fileName, 'text/csv;charset=utf-8'),
  });
}

export function useDownloadFeed() {
  return useMutation({
    mutationFn: (feedId: number) => sellerClient.call(priceFeedsApi.file, { query: { id: feedId } }),
    onSuccess: ({ content, fileName }) => saveFile(content, fileName, 'text/tab-separated-values;charset=utf-8'),
  });
}

export function useMarkFeedDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: number) => sellerClient.call(priceFeedsApi.markDone, { params: { id: feedId } }),
    onSuccess: (feed) => {
      queryClient.setQueryData<PriceFeedFile[]>(reportKeys.feeds(), (feeds) => feeds?.map((kept) => (kept.id === feed.id ? feed : kept)));
      showToast(`The feed file of run ${feed.runId} is marked done.`, 'success');
    },
  });
}
