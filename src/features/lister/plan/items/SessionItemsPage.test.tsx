import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '~/contract';
import { nsessionItemsApi, type Nsession, type NsessionItemPage } from '~/contract/nsession';
import { render } from '~/testing/render';
import { planAt, planItem } from '../planFixtures';
import { PlanContext } from '../planContext';
import { SessionItemsPage } from './SessionItemsPage';

const calls: { endpoint: AnyEndpoint; input: { query?: Record<string, unknown>; body?: unknown; params?: unknown } }[] = [];
const page: NsessionItemPage = { content: [planItem(1, { price: 1299 }), planItem(2, { max: 2000 })], page: 0, pageSize: 100, totalElements: 2, totalPages: 1 };

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: AnyEndpoint, input: (typeof calls)[number]['input']) => {
      calls.push({ endpoint, input });
      if (endpoint === nsessionItemsApi.query) return page;
      if (endpoint === nsessionItemsApi.edit) return { item: page.content[0], totals: { itemQty: 3, skuQty: 2, weight: 24 } };
      return null;
    }),
  },
}));
vi.mock('~/offline/outboxHooks', () => ({ usePendingEntries: () => [] }));
// The step's links and navigation need no router here: a link is an anchor, navigation a no-op.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to: _to, params: _params, ...props }: Record<string, unknown>) => <a {...props} />,
  useNavigate: () => vi.fn(),
}));

function renderAt(session: Nsession) {
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlanContext.Provider value={{ sessionId: 7, type: 'fba', session }}>{children}</PlanContext.Provider>
    </QueryClientProvider>
  );
  render(wrap(<SessionItemsPage />));
  return screen.findByRole('table', { name: 'Plan items' });
}

const queries = () => calls.filter((call) => call.endpoint === nsessionItemsApi.query).map((call) => call.input.query);
const edits = () => calls.filter((call) => call.endpoint === nsessionItemsApi.edit).map((call) => call.input.body);

beforeEach(() => {
  calls.length = 0;
});

describe('the plan’s items step', () => {
  it('asks the server for the filters and sort chosen, from the first page', async () => {
    await renderAt(planAt('SCANNING'));
    expect(queries()).toEqual([{}]);
    fireEvent.change(screen.getByLabelText('Price from'), { target: { value: '10' } });
    await waitFor(() => expect(queries().at(-1)).toEqual({ priceGte: 1000, page: 0 }));
    fireEvent.change(screen.getByLabelText('SQ from'), { target: { value: '5' } });
    await waitFor(() => expect(queries().at(-1)).toEqual({ priceGte: 1000, sqGte: 5, page: 0 }));
  });

  it('saves a price typed in dollars as cents when the field is left, and refuses a min above the max on the field', async () => {
    const table = await renderAt(planAt('SCANNING'));
    const price = within(table).getByLabelText('Price of Book 1');
    fireEvent.change(price, { target: { value: '14.50' } });
    fireEvent.blur(price);
    await waitFor(() => expect(edits()).toEqual([{ price: 1450 }]));

    const min = within(table).getByLabelText('Min price of Book 2');
    fireEvent.change(min, { target: { value: '25' } });
    fireEvent.blur(min);
    expect(min).toHaveAccessibleDescription(/min/i);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(edits()).toEqual([{ price: 1450 }]);
  });

  it('once the marketplace holds the plan, keeps prices editable but offers no removal or quantity', async () => {
    const table = await renderAt(planAt('PACKING'));
    expect(screen.getByText(/books can no longer be added or removed/)).toBeInTheDocument();
    expect(within(table).queryByLabelText('Remove Book 1')).toBeNull();
    expect(within(table).queryByLabelText('Quantity of Book 1')).toBeNull();
    expect(within(table).getByLabelText('Price of Book 1')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Make the plan' })).toBeNull();
  });
});
