import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '~/contract';
import { GATES, sorterScansApi, type SorterReport, type SorterReportRequest } from '~/contract/sorter';
import { render } from '~/testing/render';
import { PeriodReport } from './PeriodReport';

const asked: SorterReportRequest[] = [];
let reads = 0;
const done = (request: SorterReportRequest): SorterReport => ({
  id: 5,
  state: 'DONE',
  request,
  rows: [
    { start: request.from, totalScan: 7, selectedGatesTotal: 5, fallbackRejects: 2, salesPrice: 12_345, totalPayout: 8_000, gates: GATES.map((_, index) => (index === 0 ? 5 : index === 10 ? 2 : 0)) },
  ],
  error: null,
  createdAt: request.from,
});

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: AnyEndpoint, input: { body?: SorterReportRequest }) => {
      if (endpoint === sorterScansApi.requestReport) {
        asked.push(input.body!);
        return { ...done(input.body!), state: 'QUEUED', rows: null };
      }
      reads += 1;
      return reads === 1 ? { ...done(asked[0]!), state: 'RUNNING', rows: null } : done(asked[0]!);
    }),
  },
}));

describe('a period report', () => {
  it('asks in the browser’s timezone, shows progress while the job runs, then the chart, the table and the file', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PeriodReport range={{ start: '2026-11-21', end: '2026-11-27' }} period="DAY" />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('report-progress')).toBeInTheDocument();
    expect(asked[0]).toEqual({
      period: 'DAY',
      from: new Date(2026, 10, 21).toISOString(),
      to: new Date(2026, 10, 28).toISOString(),
      tzOffset: -new Date().getTimezoneOffset(),
    });
    const table = await screen.findByTestId('period-table', {}, { timeout: 6000 });
    expect(reads).toBe(2);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('2026-11-21');
    expect(row).toHaveTextContent('$123.45');
    expect(screen.getByRole('img', { name: 'Daily scans, selected and fallbacks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download daily CSV' })).toBeInTheDocument();
  }, 10_000);
});
