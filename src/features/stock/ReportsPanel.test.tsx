import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceFeedFile, StockReport } from '~/contract/stock';
import { render } from '~/testing/render';
import { FeedFilesPanel } from './FeedFilesPanel';
import { ReportsPanel } from './ReportsPanel';

const lists = vi.hoisted(() => ({ reports: [] as unknown[], feeds: [] as unknown[] }));
const request = { mutate: vi.fn(), isPending: false, isError: false };
const downloadReport = { mutate: vi.fn(), isPending: false, variables: undefined };
const downloadFeed = { mutate: vi.fn(), isPending: false, variables: undefined };
const markDone = { mutate: vi.fn(), isPending: false, variables: undefined };
vi.mock('~/api/stock/reports', () => ({
  reportQueries: {
    reports: () => ({ queryKey: ['reports'], queryFn: () => lists.reports }),
    feeds: () => ({ queryKey: ['feeds'], queryFn: () => lists.feeds }),
  },
  isReportOpen: (report: StockReport) => report.state === 'QUEUED' || report.state === 'RUNNING',
  useRequestReport: () => request,
  useDownloadReport: () => downloadReport,
  useDownloadFeed: () => downloadFeed,
  useMarkFeedDone: () => markDone,
}));

const renderWithQueries = (ui: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

const report = (id: number, state: StockReport['state'], extra: Partial<StockReport> = {}): StockReport => ({
  id, kind: 'STOCK', query: {}, summary: `Report ${id} filters`, state, rows: state === 'DONE' ? 1234 : null,
  createdAt: '2026-11-26T10:00:00.000Z', finishedAt: null, error: null, ...extra,
});
const feed = (id: number, done: boolean): PriceFeedFile => ({
  id, runId: 40 + id, rows: 12, fileName: `feed-${id}.txt`, createdAt: '2026-11-26T10:00:00.000Z', done, doneAt: done ? '2026-11-26T11:00:00.000Z' : null,
});

beforeEach(() => {
  for (const mutation of [request, downloadReport, downloadFeed, markDone]) mutation.mutate.mockReset();
  lists.reports = [];
  lists.feeds = [];
});

describe('the Reports card', () => {
  it('says what it will report, and requests it with the table query and the chosen columns', async () => {
    renderWithQueries(<ReportsPanel query={{ qtyGte: '2', conditions: 'used', sortField: 'Price', sortOrder: 'DESC' }} />);
    expect(await screen.findByText(/No reports yet/)).toBeInTheDocument();
    expect(screen.getByText('Condition used · Quantity 2 or more · by Price, descending')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Request report' }));
    expect(request.mutate).toHaveBeenCalledWith({ qtyGte: '2', conditions: 'used', sortField: 'Price', sortOrder: 'DESC', kind: 'STOCK' });
  });

  it('lists reports with their state; only a done one downloads, a failed one says why', async () => {
    lists.reports = [report(3, 'RUNNING'), report(2, 'DONE'), report(1, 'FAILED', { error: 'Too many SKUs.' })];
    renderWithQueries(<ReportsPanel query={{ qtyGte: '1' }} />);
    const table = await screen.findByRole('table', { name: 'Reports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Being made', 'Done', 'FailedToo many SKUs.']);
    expect(screen.getByText('Making a report…')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Download CSV' })).toHaveLength(1);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Download CSV' }));
    expect(downloadReport.mutate).toHaveBeenCalledWith(2);
    expect(within(rows[1]!).getByText('1,234')).toBeInTheDocument();
  });
});

describe('the Price feed files card', () => {
  it('has an empty state', async () => {
    renderWithQueries(<FeedFilesPanel />);
    expect(await screen.findByText(/No feed files yet/)).toBeInTheDocument();
  });

  it('downloads any file and marks one to upload as done', async () => {
    lists.feeds = [feed(2, false), feed(1, true)];
    renderWithQueries(<FeedFilesPanel />);
    const table = await screen.findByRole('table', { name: 'Price feed files' });
    const [toUpload, done] = within(table).getAllByRole('row').slice(1);
    expect(screen.getByText('1 file to upload.')).toBeInTheDocument();
    expect(within(toUpload!).getByText('To upload')).toBeInTheDocument();
    expect(within(done!).getByText('Done')).toBeInTheDocument();
    expect(within(done!).queryByRole('button', { name: 'Mark done' })).toBeNull();
    fireEvent.click(within(toUpload!).getByRole('button', { name: 'Mark done' }));
    expect(markDone.mutate).toHaveBeenCalledWith(2);
    fireEvent.click(within(done!).getByRole('button', { name: 'Download' }));
    expect(downloadFeed.mutate).toHaveBeenCalledWith(1);
  });
});
