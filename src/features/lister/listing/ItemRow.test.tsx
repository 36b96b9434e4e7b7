import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { listerKeys } from '~/api/lister/queries';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '~/contract';
import { itemsApi, type ItemPage } from '~/contract/lister';
import { render } from '~/testing/render';
import { listingItem } from './itemFixtures';
import { ItemsTable } from './ItemsTable';

const item = listingItem();

const sent: { endpoint: AnyEndpoint; body: unknown }[] = [];
/** Saves wait until the test lets them go, so a reply can arrive while the seller types. */
const pending: (() => void)[] = [];
let stored = item;

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn((endpoint: AnyEndpoint, input: { body: { min?: number | null; max?: number | null; quantity?: number } }) => {
      if (endpoint === itemsApi.list) return Promise.resolve({ content: [stored], nextSeekId: null });
      sent.push({ endpoint, body: input.body });
      return new Promise((resolve) =>
        pending.push(() => {
          const { min, max, quantity } = input.body;
          stored = { ...stored, dateUpdated: new Date().toISOString(), ...(quantity ? { quantity } : { minPrice: min ?? null, maxPrice: max ?? null }) };
          resolve({ item: stored, sessionSummary: { sessionId: 3, itemQuantity: 1, skuQuantity: 1, weight: 12, boxedQuantity: 0, boxCount: 0 } });
        }),
      );
    }),
  },
}));

/** The row as the listing screen shows it: in the items table, fed by the items query. */
async function renderRow() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ItemsTable sessionId={3} />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Min price of Moby Dick');
  return queryClient;
}

/** The item as the screen's cache holds it: what the last reply said. */
const cachedItem = (queryClient: QueryClient) =>
  queryClient.getQueryData<InfiniteData<ItemPage>>(listerKeys.items(3))?.pages[0]?.content[0];

const answerAll = () => pending.splice(0).forEach((resolve) => resolve());

beforeEach(() => {
  sent.length = 0;
  pending.length = 0;
  stored = item;
});

describe('an item row', () => {
  it('sends min and max typed in dollars as whole cents when a field is left', async () => {
    await renderRow();
    fireEvent.change(screen.getByLabelText('Min price of Moby Dick'), { target: { value: '12.5' } });
    fireEvent.blur(screen.getByLabelText('Min price of Moby Dick'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ endpoint: itemsApi.setMinMax, body: { min: 1250, max: null } });
  });

  it('keeps what the seller is typing when the reply to an earlier save arrives', async () => {
    const queryClient = await renderRow();
    const min = screen.getByLabelText('Min price of Moby Dick');
    const max = screen.getByLabelText('Max price of Moby Dick');
    fireEvent.change(min, { target: { value: '12.5' } });
    fireEvent.blur(min);
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.change(max, { target: { value: '30' } });
    answerAll();
    await waitFor(() => expect(cachedItem(queryClient)?.minPrice).toBe(1250));
    expect(min).toHaveValue('$12.50');
    expect(sent).toHaveLength(1);
    expect(max).toHaveValue('30');
    fireEvent.blur(max);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ min: 1250, max: 3000 });
  });

  it('sends a second save only after the first is answered, so the server applies them in the order typed', async () => {
    const queryClient = await renderRow();
    const min = screen.getByLabelText('Min price of Moby Dick');
    const max = screen.getByLabelText('Max price of Moby Dick');
    fireEvent.change(min, { target: { value: '12.5' } });
    fireEvent.blur(min);
    fireEvent.change(max, { target: { value: '30' } });
    fireEvent.blur(max);
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Sent side by side, the older {max: null} could be applied last and undo the max.
    expect(sent).toHaveLength(1);
    answerAll();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((save) => save.body)).toEqual([
      { min: 1250, max: null },
      { min: 1250, max: 3000 },
    ]);
    answerAll();
    await waitFor(() => expect(cachedItem(queryClient)).toMatchObject({ minPrice: 1250, maxPrice: 3000 }));
    expect(max).toHaveValue('$30.00');
  });

  it.each([
    ['1e9', 'Enter a number like 12.50'],
    ['-5', 'Must be at least $0.01'],
    ['abc', 'Enter a number like 12.50'],
    ['100000.01', 'Must be at most $100,000.00'],
  ])('keeps a min price of %j shown with "%s" and sends nothing, on blur or Enter', async (typed, error) => {
    await renderRow();
    const min = screen.getByLabelText('Min price of Moby Dick');
    fireEvent.change(min, { target: { value: typed } });
    fireEvent.blur(min);
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(min).toHaveValue(typed);
    expect(min).toHaveAccessibleDescription(error);
    // Typed key by key, "1e9" passes through "1": that valid start must not be saved either.
    fireEvent.change(min, { target: { value: '1' } });
    fireEvent.change(min, { target: { value: `1${typed}` } });
    fireEvent.blur(min);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('does not send a min above the max, and says so on the row', async () => {
    await renderRow();
    const min = screen.getByLabelText('Min price of Moby Dick');
    const max = screen.getByLabelText('Max price of Moby Dick');
    fireEvent.change(max, { target: { value: '10' } });
    fireEvent.change(min, { target: { value: '12' } });
    fireEvent.blur(min);
    expect(min).toHaveAccessibleDescription('Min must not be above max');
    fireEvent.change(max, { target: { value: '15' } });
    fireEvent.blur(max);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ min: 1200, max: 1500 });
    expect(min).not.toHaveAccessibleDescription();
  });

  it('does not send a quantity that did not change, nor one that is not a whole number of at least 1, which stays shown', async () => {
    await renderRow();
    const quantity = screen.getByLabelText('Quantity of Moby Dick');
    fireEvent.blur(quantity);
    for (const [typed, error] of [
      ['0', 'Must be at least 1'],
      ['2.5', 'Must be a whole number'],
      ['-3', 'Must be at least 1'],
      ['1e9', 'Enter a number like 12'],
      ['', 'Enter a number'],
    ]) {
      fireEvent.change(quantity, { target: { value: typed } });
      fireEvent.blur(quantity);
      expect(quantity).toHaveValue(typed);
      expect(quantity).toHaveAccessibleDescription(error);
    }
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ endpoint: itemsApi.setQuantity, body: { quantity: 4 } });
    answerAll();
    await waitFor(() => expect(quantity).toHaveValue('4'));
  });
});
