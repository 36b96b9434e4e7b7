import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/api/errors';
import type { AnyEndpoint } from '~/contract';
import { itemsApi, staApi, type StaBoxResult } from '~/contract/lister';
import { subscribeToAlerts } from '~/lib/alerts';
import { render } from '~/testing/render';
import { summary } from '../boxing/boxingFixtures';
import { listingItem } from '../listing/itemFixtures';
import { openSession, staBox, staBoxResult, staEntry } from './staFixtures';
import { StaBoxesPanel } from './StaBoxesPanel';

type Input = { params?: Record<string, number>; body?: Record<string, number>; query?: Record<string, unknown> };
const calls: { endpoint: AnyEndpoint; input: Input }[] = [];
let answer: (endpoint: AnyEndpoint, input: Input) => unknown;

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: AnyEndpoint, input: Input = {}) => {
      calls.push({ endpoint, input });
      return answer(endpoint, input);
    }),
  },
}));
const played: string[] = [];
vi.mock('~/sounds', () => ({ playEvent: (event: string) => played.push(event), prepareSounds: () => undefined }));

const moby = listingItem({ id: 1, quantity: 3, boxedQuantity: 1, minPrice: 1250, maxPrice: 3000 });
const emma = listingItem({ id: 2, title: 'Emma', isbn13: '9780141439587', fnsku: 'X00EMMA001', quantity: 1, boxedQuantity: 1 });
const dune = listingItem({ id: 4, title: 'Dune', isbn13: '9780441172719', fnsku: 'X00DUNE001', quantity: 2, restricted: true });
const box2 = staBoxResult(staBox(12, 2), [staEntry(moby, 1)]);
const box1 = staBoxResult(staBox(11, 1), [staEntry(emma, 1, { excluded: true })]);
const sent = (endpoint: AnyEndpoint) => calls.filter((call) => call.endpoint === endpoint).map((call) => call.input);
const entryReply = (result: StaBoxResult) => ({ boxResult: result, sessionSummary: summary({ boxedQuantity: result.itemQty + 1 }) });

function loads(endpoint: AnyEndpoint, input: Input): unknown {
  if (endpoint === staApi.list) return [box2.box, box1.box];
  if (endpoint === staApi.get) return input.params?.boxId === 11 ? box1 : box2;
  if (endpoint === itemsApi.list) return { content: [moby, emma, dune], nextSeekId: null };
  throw new Error(`unexpected ${endpoint.method} ${endpoint.path}`);
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StaBoxesPanel session={openSession({ itemQuantity: 6, boxedQuantity: 2 })} />
    </QueryClientProvider>,
  );
}

async function selectBox(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name} `) }));
  return screen.findByRole('table', { name: `Items in ${name}` });
}

describe('StaBoxesPanel', () => {
  beforeEach(() => {
    calls.length = 0;
    played.length = 0;
    answer = loads;
  });

  it('lists the boxes highest number first with their units and estimated weight in pounds', async () => {
    answer = (endpoint, input) =>
      endpoint === staApi.list ? [staBox(12, 2, { itemQty: 3, estimatedWeight: 36, empty: false }), staBox(11, 1)] : loads(endpoint, input);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Boxes' });
    expect(within(list).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(['Box 23 unitsest. 3.6 lb', 'Box 10 unitsest. 0.0 lb']);
    expect(screen.getByTestId('sta-packed')).toHaveTextContent('2 of 6 units in boxes');
    expect(screen.getByText(/Select a box to see/)).toBeInTheDocument();
  });

  it('with no box yet says how to start, and a new box is selected and logged', async () => {
    let boxes = [] as ReturnType<typeof staBox>[];
    answer = (endpoint, input) => {
      if (endpoint === staApi.list) return boxes;
      if (endpoint === staApi.create) return (boxes = [staBox(13, 1)])[0];
      if (endpoint === staApi.get) return staBoxResult(staBox(13, 1), []);
      return loads(endpoint, input);
    };
    renderPanel();
    expect(await screen.findByText('No boxes yet. Make a new box to start packing.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New box' }));
    expect(await screen.findByText('A new box created')).toBeInTheDocument();
    expect(await screen.findByText('Box 1 is empty. Pick an item above, or scan its ISBN or FNSKU.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Box 1 / })).toHaveAttribute('aria-pressed', 'true');
  });

  it("a selected box shows each item's title, ISBN, units, prices and excluded badge", async () => {
    renderPanel();
    const table = await selectBox('Box 2');
    const row = within(table).getByRole('row', { name: 'Moby Dick 9780306406157' });
    expect(row).toHaveTextContent('$12.50 / $30.00');
    expect(within(row).getByLabelText('Units of Moby Dick in Box 2')).toHaveValue('1');
    expect(within(row).queryByText('Excluded')).toBeNull();
    const other = await selectBox('Box 1');
    const excluded = within(other).getByRole('row', { name: 'Emma 9780141439587' });
    expect(within(excluded).getByText('Excluded')).toBeInTheDocument();
    expect(within(excluded).queryByRole('button', { name: 'Exclude' })).toBeNull();
  });

  it('adds the picked units of a session item to the selected box; packed-out items are not offered', async () => {
    answer = (endpoint, input) => (endpoint === staApi.addItem ? entryReply(staBoxResult(staBox(12, 2), [staEntry(moby, 3)])) : loads(endpoint, input));
    renderPanel();
    await selectBox('Box 2');
    const picker = await screen.findByRole('combobox', { name: 'Session item' });
    await waitFor(() => expect(picker).toBeEnabled());
    fireEvent.click(picker);
    expect(screen.queryByRole('option', { name: /^Emma/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Moby Dick · 9780306406157 · 2 left' }));
    const units = screen.getByRole('textbox', { name: 'Units' });
    expect(units).toHaveValue('2');
    fireEvent.change(units, { target: { value: '3' } });
    expect(units).toHaveAccessibleDescription('Must be at most 2');
    expect(screen.getByRole('button', { name: 'Add to Box 2' })).toBeDisabled();
    fireEvent.change(units, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Box 2' }));
    expect(await screen.findByText('Item transferred to the box')).toBeInTheDocument();
    expect(sent(staApi.addItem)).toEqual([{ params: { sessionId: 3, boxId: 12 }, body: { itemId: 1, qty: 2 } }]);
    expect(played).toEqual(['success']);
    expect(await screen.findByLabelText('Units of Moby Dick in Box 2')).toHaveValue('3');
  });

  it("a typed FNSKU adds one unit of its item; a restricted one logs the server's message and raises one RESTRICTED ITEM alert", async () => {
    const alerts: string[] = [];
    const unsubscribe = subscribeToAlerts((alert) => alerts.push(alert.title));
    answer = (endpoint, input) => {
      if (endpoint === staApi.addItem) throw new ApiError(1069, 'Dune is restricted for your account.', 409);
      return loads(endpoint, input);
    };
    renderPanel();
    await selectBox('Box 2');
    const code = screen.getByRole('textbox', { name: 'Scan or type an ISBN or FNSKU' });
    fireEvent.change(code, { target: { value: 'x00dune001' } });
    fireEvent.submit(code);
    expect(await screen.findByText('Dune is restricted for your account. (Code: 1069)')).toBeInTheDocument();
    expect(sent(staApi.addItem)).toEqual([{ params: { sessionId: 3, boxId: 12 }, body: { itemId: 4, qty: 1 } }]);
    expect(screen.getByRole('alert')).toHaveTextContent('Item could not be transferred to a box');
    expect(alerts).toEqual(['RESTRICTED ITEM']);
    expect(played).toEqual(['restricted']);
    unsubscribe();
  });

  it('a scanned ISBN whose units are all packed is refused in place, with nothing sent', async () => {
    renderPanel();
    await selectBox('Box 2');
    for (const key of [...'9780141439587', 'Enter']) fireEvent.keyDown(window, { key });
    expect(await screen.findByRole('alert')).toHaveTextContent('Every unit of Emma is already in a box.');
    expect(within(screen.getByRole('log', { name: 'Boxing log' })).getAllByRole('listitem')).toHaveLength(1);
    expect(sent(staApi.addItem)).toEqual([]);
    expect(played).toEqual(['error']);
  });

  it('the units field says what is wrong before sending; Enter on a valid change sets the quantity', async () => {
    answer = (endpoint, input) => (endpoint === staApi.setItemQty ? entryReply(staBoxResult(staBox(12, 2), [staEntry(moby, 3)])) : loads(endpoint, input));
    renderPanel();
    const table = await selectBox('Box 2');
    const field = within(table).getByLabelText('Units of Moby Dick in Box 2');
    for (const [typed, error] of [
      ['2.5', 'Must be a whole number'],
      ['4', 'Must be at most 3'],
      ['0', 'Must be at least 1'],
    ]) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.keyDown(field, { key: 'Enter' });
      expect(field).toHaveValue(typed);
      expect(field).toHaveAccessibleDescription(error);
      expect(within(table).getByRole('button', { name: 'Save' })).toBeDisabled();
    }
    expect(sent(staApi.setItemQty)).toEqual([]);
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Quantity changed')).toBeInTheDocument();
    expect(sent(staApi.setItemQty)).toEqual([{ params: { sessionId: 3, boxId: 12, itemId: 1 }, body: { qty: 3 } }]);
  });

  it('excluding asks first, then marks the item excluded; removing takes it out of the box', async () => {
    answer = (endpoint, input) => {
      if (endpoint === staApi.excludeItem) return entryReply(staBoxResult(staBox(12, 2), [staEntry(moby, 1, { excluded: true })]));
      if (endpoint === staApi.removeItem) return entryReply(staBoxResult(staBox(12, 2), []));
      return loads(endpoint, input);
    };
    renderPanel();
    const table = await selectBox('Box 2');
    fireEvent.click(within(table).getByRole('button', { name: 'Exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude Moby Dick?' });
    expect(sent(staApi.excludeItem)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude item' }));
    expect(await within(table).findByText('Excluded')).toBeInTheDocument();
    expect(sent(staApi.excludeItem)).toEqual([{ params: { sessionId: 3, boxId: 12, itemId: 1 } }]);
    fireEvent.click(within(table).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Box 2 is empty. Pick an item above, or scan its ISBN or FNSKU.')).toBeInTheDocument();
    expect(screen.getByText('Item removed from the box')).toBeInTheDocument();
  });

  it('deleting a box asks first; the box leaves the list and nothing is selected', async () => {
    let deleted = false;
    answer = (endpoint, input) => {
      if (endpoint === staApi.remove) {
        deleted = true;
        return summary({ boxCount: 1 });
      }
      if (endpoint === staApi.list) return deleted ? [box1.box] : [box2.box, box1.box];
      return loads(endpoint, input);
    };
    renderPanel();
    await selectBox('Box 2');
    fireEvent.click(screen.getByRole('button', { name: 'Delete box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Box 2?' });
    expect(dialog).toHaveTextContent('Its 1 unit is unpacked again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete box' }));
    expect(await screen.findByText('Box removed')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Boxes' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Box 2 contents' })).toBeNull();
  });

  it('a failed load of the boxes says so, with a way to try again', async () => {
    answer = (endpoint, input) => {
      if (endpoint === staApi.list) throw new ApiError(500, 'The database is away.', 500);
      return loads(endpoint, input);
    };
    renderPanel();
    expect(await screen.findByText('Your boxes could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failed load of the session items says so beside the picker, rather than offering nothing', async () => {
    answer = (endpoint, input) => {
      if (endpoint === itemsApi.list) throw new ApiError(500, 'The database is away.', 500);
      return loads(endpoint, input);
    };
    renderPanel();
    await selectBox('Box 2');
    expect(await screen.findByText('Your session items could not be loaded')).toBeInTheDocument();
  });
});
