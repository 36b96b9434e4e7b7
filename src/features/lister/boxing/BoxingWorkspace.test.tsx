import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/api/errors';
import type { AnyEndpoint } from '~/contract';
import { boxingApi, itemsApi, sessionsApi } from '~/contract/lister';
import { subscribeToAlerts } from '~/lib/alerts';
import { render } from '~/testing/render';
import { listingItem } from '../listing/itemFixtures';
import { SHIPMENT_ID, box, boxItem, shipment, submittedSession, summary, unpacked } from './boxingFixtures';
import { BoxingWorkspace } from './BoxingWorkspace';
import { listerQueries } from '~/api/lister/queries';
import { useBoxingScreen } from './useBoxingScreen';

const calls: { endpoint: AnyEndpoint; input: { params?: unknown; body?: unknown; query?: unknown } }[] = [];
let answer: (endpoint: AnyEndpoint, input: { body?: unknown }) => unknown;

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: AnyEndpoint, input: { body?: unknown } = {}) => {
      calls.push({ endpoint, input });
      return answer(endpoint, input);
    }),
  },
}));
const played: string[] = [];
vi.mock('~/sounds', () => ({ playEvent: (event: string) => played.push(event), prepareSounds: () => undefined }));

const session = submittedSession();
const boxes = [box(11, 1, [boxItem(2, 1)]), box(12, 2)];
const item = unpacked(1, 5, [], { fnsku: 'X00ABC1234', title: 'Moby Dick' });

function loads(endpoint: AnyEndpoint): unknown {
  if (endpoint === sessionsApi.get) return session;
  if (endpoint === boxingApi.list) return boxes;
  if (endpoint === boxingApi.get) return boxes[1];
  if (endpoint === itemsApi.unpacked) return { content: [item], nextSeekId: null, totalSize: 1 };
  throw new Error(`unexpected ${endpoint.method} ${endpoint.path}`);
}

function renderWorkspace(boxId: number | null = 12) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSelectionChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <BoxingWorkspace scope={{ sessionId: 3, shipmentId: SHIPMENT_ID }} shipment={shipment()} boxId={boxId} onSelectionChange={onSelectionChange} />
    </QueryClientProvider>,
  );
  return { onSelectionChange };
}

const addReply = (quantity: number) => ({
  box: box(12, 2, [boxItem(1, quantity, { fnsku: 'X00ABC1234', title: 'Moby Dick' })]),
  item: unpacked(1, 5, [{ boxId: 12, quantity }], { fnsku: 'X00ABC1234', title: 'Moby Dick' }),
  shipment: shipment({ boxedQuantity: quantity }),
  sessionSummary: summary({ boxedQuantity: quantity }),
});

describe('the boxing screen’s first render', () => {
  it('shows what the route’s loader already read: the lists, not an empty screen filled a frame later', () => {
    answer = loads;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(listerQueries.session(3).queryKey, session);
    queryClient.setQueryData(listerQueries.boxes(3, SHIPMENT_ID).queryKey, boxes);
    queryClient.setQueryData(listerQueries.unpacked(3, SHIPMENT_ID).queryKey, { pages: [{ content: [item], nextSeekId: null, totalSize: 1 }], pageParams: [null] });
    const rendered: { unpacked: number; boxes: number; total: number }[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(
      () => {
        const { state } = useBoxingScreen({ sessionId: 3, shipmentId: SHIPMENT_ID }, null, () => undefined);
        rendered.push({ unpacked: state.unpacked.length, boxes: state.boxes.length, total: state.unpackedTotal });
      },
      { wrapper },
    );
    expect(rendered[0]).toEqual({ unpacked: 1, boxes: 2, total: 1 });
  });
});

describe('BoxingWorkspace', () => {
  beforeEach(() => {
    calls.length = 0;
    played.length = 0;
    answer = loads;
  });

  it('lists the boxes as named list items, highest number first, and the URL follows a new selection', async () => {
    const { onSelectionChange } = renderWorkspace(12);
    const list = await screen.findByRole('list', { name: 'Boxes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((entry) => entry.getAttribute('aria-label'))).toEqual(['Box 2', 'Box 1']));
    expect(screen.getByRole('button', { name: /^Box 2 / })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: /^Box 1 / }));
    expect(onSelectionChange).toHaveBeenCalledWith(11);
    expect(await screen.findByRole('table', { name: 'Items in Box 1' })).toBeInTheDocument();
  });

  it('Enter in the quantity field adds that many units to the selected box, logs it and sounds success', async () => {
    answer = (endpoint, input) => (endpoint === boxingApi.add ? addReply((input.body as { quantity: number }).quantity) : loads(endpoint));
    renderWorkspace(12);
    const quantity = await screen.findByLabelText('Quantity of Moby Dick');
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(await screen.findByText('Item transferred to the box')).toBeInTheDocument();
    const add = calls.find((call) => call.endpoint === boxingApi.add);
    expect(add?.input).toMatchObject({ params: { sessionId: 3, shipmentId: SHIPMENT_ID, boxId: 12 }, body: { fnsku: 'X00ABC1234', quantity: 2 } });
    expect(played).toEqual(['success']);
    expect(screen.getByTestId('shipment-progress')).toHaveTextContent('2 of 10 units boxed');
  });

  it('a row quantity that is not a whole number of the units left says why on the field, and Enter adds nothing', async () => {
    renderWorkspace(12);
    const quantity = await screen.findByLabelText('Quantity of Moby Dick');
    const row = screen.getByRole('row', { name: 'Moby Dick X00ABC1234' });
    for (const [typed, error] of [
      ['2.5', 'Must be a whole number'],
      ['6', 'Must be at most 5'],
      ['-1', 'Must be at least 1'],
      ['1e9', 'Enter a number like 12'],
    ]) {
      fireEvent.change(quantity, { target: { value: typed } });
      fireEvent.keyDown(quantity, { key: 'Enter' });
      expect(quantity).toHaveValue(typed);
      expect(quantity).toHaveAccessibleDescription(error);
      expect(within(row).getByRole('button', { name: 'Add to box' })).toBeDisabled();
    }
    expect(calls.some((call) => call.endpoint === boxingApi.add)).toBe(false);
  });

  it("a wedge-scanned FNSKU adds one unit; a restricted item logs the server's message and raises one RESTRICTED ITEM alert", async () => {
    const alerts: string[] = [];
    const unsubscribe = subscribeToAlerts((alert) => alerts.push(alert.title));
    answer = (endpoint) => {
      if (endpoint === boxingApi.add) throw new ApiError(1069, 'Moby Dick is restricted for your account.', 409);
      return loads(endpoint);
    };
    renderWorkspace(12);
    await screen.findByLabelText('Quantity of Moby Dick');
    for (const key of [...'X00ABC1234', 'Enter']) fireEvent.keyDown(window, { key });
    expect(await screen.findByText('Moby Dick is restricted for your account. (Code: 1069)')).toBeInTheDocument();
    expect(screen.getAllByText('Item could not be transferred to a box').length).toBeGreaterThan(0);
    expect(calls.find((call) => call.endpoint === boxingApi.add)?.input.body).toEqual({ fnsku: 'X00ABC1234', quantity: 1 });
    expect(alerts).toEqual(['RESTRICTED ITEM']);
    expect(played).toEqual(['restricted']);
    unsubscribe();
  });

  it('a new box sends only the measured sizes, in tenths, and becomes the selected box', async () => {
    answer = (endpoint) =>
      endpoint === boxingApi.create
        ? { box: box(13, 3), shipment: shipment({ boxCount: 3 }), sessionSummary: summary({ boxCount: 3 }) }
        : loads(endpoint);
    const { onSelectionChange } = renderWorkspace(null);
    const form = await screen.findByRole('form', { name: 'New box' });
    fireEvent.change(within(form).getByLabelText('Length (in)'), { target: { value: '12.5' } });
    fireEvent.change(within(form).getByLabelText('Width (in)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'New box' }));
    expect(await screen.findByText('A new box created')).toBeInTheDocument();
    expect(calls.find((call) => call.endpoint === boxingApi.create)?.input.body).toEqual({ length: 125 });
    expect(onSelectionChange).toHaveBeenCalledWith(13);
  });

  it('a quantity counted at the table is sent for this shipment, and the row and the log follow the reply', async () => {
    let counted = item.quantity;
    answer = (endpoint, input) => {
      if (endpoint === itemsApi.setQuantity) {
        counted = (input.body as { quantity: number }).quantity;
        return { item: listingItem({ id: 1, quantity: counted, shipmentId: SHIPMENT_ID }), sessionSummary: summary({ itemQuantity: 8 }) };
      }
      if (endpoint === itemsApi.unpacked) {
        return { content: [unpacked(1, counted, [], { fnsku: 'X00ABC1234', title: 'Moby Dick' })], nextSeekId: null, totalSize: 1 };
      }
      return loads(endpoint);
    };
    renderWorkspace(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Change the quantity of Moby Dick' }));
    const field = await screen.findByLabelText('Copies in the session');
    fireEvent.change(field, { target: { value: '0' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quantity changed')).toBeInTheDocument();
    expect(calls.find((call) => call.endpoint === itemsApi.setQuantity)?.input).toMatchObject({
      params: { sessionId: 3, itemId: 1 },
      body: { quantity: 3, shipmentId: SHIPMENT_ID },
    });
    await waitFor(() => expect(screen.getByTestId('units-left')).toHaveTextContent('3 of 3'));
  });
});
