import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { userQueries } from '~/api/user/queries';
import type { AnyEndpoint, RepricingResult, UserInfo } from '~/contract';
import { dashboardApi, type DailyPricingStats, type InventoryAverage, type InventoryAverages } from '~/contract/dashboard';
import { notesApi } from '~/contract/notes';
import { repricerApi } from '~/contract/repricer/api';
import { render } from '~/testing/render';
import { DashboardPage } from './DashboardPage';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params: _params, ...props }: Record<string, unknown>) => <a href={String(to)} {...props} />,
}));
// The charts themselves are drawn in Chromium (tests/e2e/dashboard.spec.ts); here, what surrounds them.
vi.mock('./charts/lazyCharts', () => ({
  RepricingChart: () => <div data-testid="repricing-chart" />,
  SalesChart: () => <div data-testid="sales-chart" />,
  ChannelDonut: () => <div data-testid="channel-donut" />,
}));

function seller(products: UserInfo['usageStatuses'], hideSalesData = false): UserInfo {
  return {
    email: 'dana@folio.test',
    businessInfo: { userId: 1, firstName: 'Dana', lastName: 'Reed', companyName: 'Second Chapter Books' },
    usageStatuses: products,
    informalPrompts: [],
    hideSalesData,
    internalUser: false,
    impersonation: null,
    device: { deviceId: '00000000-0000-4000-8000-000000000000', deviceName: 'Browser', deviceType: 'BROWSER', createdAt: '', lastSeenAt: '', current: true },
  };
}
const REPRICER: UserInfo['usageStatuses'] = [{ product: 'REPRICER', status: 'ACTIVE', usable: true }];
const FROZEN_REPRICER: UserInfo['usageStatuses'] = [{ product: 'REPRICER', status: 'FROZEN', usable: false }];

const days = ['2026-03-09', '2026-03-10', '2026-03-11'];
const stats: DailyPricingStats = {
  from: days[0]!,
  to: days[2]!,
  repricing: days.map((date, index) => ({ date, raised: 10 * index, lowered: 5, unchanged: 100, failed: index })),
  sales: days.map((date, index) => ({ date, skusSold: index * 4 })),
};
const figures = (skus: number, soldDays: number | null): InventoryAverages => ({
  skus,
  units: skus * 2,
  price: skus === 0 ? null : 1250,
  quantity: skus === 0 ? null : 2,
  salesRank: skus === 0 ? null : 345_678,
  ageDays: skus === 0 ? null : 210,
  soldDays: skus === 0 ? null : soldDays,
});
const inventory = (skus: number, salesHidden = false): InventoryAverage => ({
  all: figures(skus, salesHidden ? null : 41),
  byChannel: [
    { channel: 'FBA', ...figures(skus, salesHidden ? null : 38) },
    { channel: 'MFN', ...figures(0, null) },
  ],
  salesHidden,
});
const result = (index: number): RepricingResult => ({
  id: index,
  runId: 3,
  sku: `FB-U-00000${index}`,
  asin: '0000000000',
  title: `Book ${index}`,
  groupType: 'FBA_USED',
  state: index === 2 ? 'BOUNDED' : 'SUCCESSFUL',
  code: index === 2 ? 'MIN_REACHED' : 'SUCCESS',
  reasons: [],
  outcome: 'SUCCESS',
  failureCode: null,
  previousPrice: 1500,
  newPrice: 1499,
  trail: [],
  pricedAt: '2026-03-11T07:00:00.000Z',
});

function answer(replies: Map<AnyEndpoint, unknown>) {
  vi.mocked(sellerClient.call).mockImplementation(async (endpoint) => {
    if (!replies.has(endpoint)) throw new Error(`unexpected call ${endpoint.path}`);
    const reply = replies.get(endpoint);
    if (reply instanceof Error) throw reply;
    return reply as never;
  });
}

function replies(overrides: [AnyEndpoint, unknown][] = []) {
  return new Map<AnyEndpoint, unknown>([
    [dashboardApi.dailyStats, stats],
    [dashboardApi.inventoryAverage, inventory(120)],
    [repricerApi.latestResults, { content: [1, 2, 3, 4, 5].map(result), total: 40, page: 0, runId: 3 }],
    [notesApi.list, []],
    ...overrides,
  ]);
}

function renderFor(user: UserInfo) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQueries.me().queryKey, user);
  render(
    <QueryClientProvider client={client}>
      <DashboardPage />
    </QueryClientProvider>,
  );
}

const called = (endpoint: AnyEndpoint) => vi.mocked(sellerClient.call).mock.calls.filter(([called]) => called === endpoint);

beforeEach(() => {
  vi.mocked(sellerClient.call).mockReset();
});

// The whole page renders in each test and its roles are looked up many times: seconds in jsdom on a busy machine.
describe('DashboardPage', { timeout: 20_000 }, () => {
  it('charts repricing and sales with their sentences and figures, the stock averages and the five latest results', async () => {
    answer(replies());
    renderFor(seller(REPRICER));
    const repricing = await screen.findByRole('region', { name: 'Repricing by day' });
    expect(await within(repricing).findByTestId('repricing-summary')).toHaveTextContent('348 SKUs priced in 3 days: 30 raised, 15 lowered, 300 unchanged, 3 failed.');
    expect(within(repricing).getByTestId('repricing-chart')).toBeInTheDocument();
    fireEvent.click(within(repricing).getByRole('button', { name: 'Show the figures: Repricing by day' }));
    const rows = within(within(repricing).getByRole('table', { name: 'Repricing by day' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DayRaisedLoweredUnchangedFailed', 'Mar 9051000', 'Mar 101051001', 'Mar 112051002']);
    expect(within(repricing).getByRole('button', { name: 'Hide the figures: Repricing by day' })).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByRole('heading', { name: 'Repricing and sales' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sales by day' })).getByTestId('sales-summary')).toHaveTextContent('12 SKUs sold in 3 days, 4 a day. Best day: Mar 11, with 8.');

    const stock = screen.getByRole('region', { name: 'Your stock on average' });
    expect(await within(stock).findByText('Over the 120 SKUs that hold units, 240 units in all.')).toBeInTheDocument();
    expect(within(stock).getByTestId('inventory-averages')).toHaveTextContent('Price$12.50Units per SKU2Sales rank#345,678Age210 daysSince last sale41 days');
    const channels = within(within(stock).getByRole('table', { name: 'Stock averages by channel' })).getAllByRole('row');
    expect(channels.map((row) => row.textContent)).toEqual([
      'ChannelSKUsUnitsPriceUnits per SKUSales rankAgeSince last sale',
      'FBA120240$12.502#345,678210 days38 days',
      'Merchant-fulfilled00–––––',
    ]);

    const latest = await screen.findByRole('table', { name: 'Latest repricing results' });
    const resultRows = within(latest).getAllByRole('row').slice(1);
    expect(resultRows.map((row) => within(row).getByText(/^FB-U-/).textContent)).toEqual(['FB-U-000001', 'FB-U-000002', 'FB-U-000003', 'FB-U-000004', 'FB-U-000005']);
    expect(within(resultRows[1]!).getByText('Bounded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All repricing results' })).toHaveAttribute('href', '/automation-rules/repricing-results');
  });

  it('shows no sales figure at all for an account that hides sales data', async () => {
    answer(replies([
      [dashboardApi.dailyStats, { ...stats, sales: null }],
      [dashboardApi.inventoryAverage, inventory(120, true)],
    ]));
    renderFor(seller(REPRICER, true));
    await screen.findByTestId('repricing-summary');
    expect(screen.getByRole('heading', { name: 'Repricing' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sales by day' })).toBeNull();
    const stock = screen.getByRole('region', { name: 'Your stock on average' });
    await within(stock).findByTestId('inventory-averages');
    expect(stock).not.toHaveTextContent(/last sale/i);
    expect(screen.queryByText(/sold/)).toBeNull();
  });

  it('leaves the Repricer out while it is not usable, and never asks for its results', async () => {
    answer(replies([[dashboardApi.dailyStats, { ...stats, repricing: null }]]));
    renderFor(seller(FROZEN_REPRICER));
    await screen.findByTestId('sales-summary');
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Repricing by day' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest repricing results' })).toBeNull();
    expect(called(repricerApi.latestResults)).toHaveLength(0);
  });

  it('asks for none of the daily figures when neither may be shown', async () => {
    answer(replies());
    renderFor(seller([], true));
    await screen.findByRole('region', { name: 'Your stock on average' });
    expect(screen.queryByRole('heading', { name: /Repricing|Sales/ })).toBeNull();
    expect(called(dashboardApi.dailyStats)).toHaveLength(0);
  });

  it('says when there is nothing yet: no repricing, no sales, no stock, no results', async () => {
    const quiet = { ...stats, repricing: stats.repricing!.map((day) => ({ ...day, raised: 0, lowered: 0, unchanged: 0, failed: 0 })), sales: stats.sales!.map((day) => ({ ...day, skusSold: 0 })) };
    answer(replies([
      [dashboardApi.dailyStats, quiet],
      [dashboardApi.inventoryAverage, inventory(0)],
      [repricerApi.latestResults, { content: [], total: 0, page: 0, runId: null }],
    ]));
    renderFor(seller(REPRICER));
    const repricing = await screen.findByRole('region', { name: 'Repricing by day' });
    expect(await within(repricing).findByText('No SKU was repriced in these 3 days.')).toBeInTheDocument();
    expect(within(repricing).getByRole('link', { name: 'the Repricer' })).toHaveAttribute('href', '/automation-rules');
    expect(within(repricing).queryByTestId('repricing-chart')).toBeNull();
    const sales = screen.getByRole('region', { name: 'Sales by day' });
    expect(within(sales).getByTestId('sales-summary')).toHaveTextContent('No sale in these 3 days.');
    expect(within(sales).queryByTestId('sales-chart')).toBeNull();
    expect(await screen.findByText('No stock yet. Your books show here once they are on the marketplace.')).toBeInTheDocument();
    expect(await screen.findByText(/No repricing results yet/)).toBeInTheDocument();
  });

  it('offers to try again when the figures could not be loaded, and shows them once they come', async () => {
    const map = replies([[dashboardApi.dailyStats, new Error('offline for a moment')]]);
    answer(map);
    renderFor(seller(REPRICER));
    const repricing = await screen.findByRole('region', { name: 'Repricing by day' });
    expect(await within(repricing).findByText('Your repricing figures could not be loaded')).toBeInTheDocument();
    map.set(dashboardApi.dailyStats, stats);
    fireEvent.click(within(repricing).getByRole('button', { name: 'Try again' }));
    expect(await within(repricing).findByTestId('repricing-summary')).toHaveTextContent('348 SKUs priced');
  });

  it('asks for the last 7, 30 or 90 days up to today, 30 at first', async () => {
    answer(replies());
    renderFor(seller(REPRICER));
    await screen.findByTestId('repricing-summary');
    const span = () => {
      const { from, to } = (called(dashboardApi.dailyStats).at(-1)![1] as { query: { from: string; to: string } }).query;
      return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    };
    expect(span()).toBe(30);
    fireEvent.click(screen.getByText('90 days'));
    await waitFor(() => expect(span()).toBe(90));
    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() => expect(span()).toBe(7));
  });
});
