import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '~/contract';
import { nsessionItemsApi, nsessionPackingApi, type Nsession, type OperationProblem, type PackingBox, type PackingState } from '~/contract/nsession';
import { render } from '~/testing/render';
import { OperationBanner } from '../OperationBanner';
import { planAt, planItem } from '../planFixtures';
import { PlanContext } from '../planContext';
import { useProblemsStillHolding } from '../useProblemsStillHolding';
import { PackingPage } from './PackingPage';

const GROUP = 'pg000000000001';
const book = planItem(1, { quantity: 3, weight: 20 });
const boxOf = (number: number, changes: Partial<PackingBox> = {}): PackingBox => ({
  idStr: String(number),
  name: `Box ${number}`,
  number,
  packingGroupId: GROUP,
  estimatedWeight: 0,
  itemQty: 0,
  items: [],
  length: null,
  width: null,
  height: null,
  weight: null,
  ...changes,
});
const group = { idStr: GROUP, items: [{ fnsku: book.fnsku, quantity: 3 }], itemQty: 1, unitQty: 3, boxedSkuQty: 0, boxedUnitQty: 0 };
let packing: PackingState;

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: AnyEndpoint) => {
      if (endpoint === nsessionItemsApi.query) return { content: [book], page: 0, pageSize: 100, totalElements: 1, totalPages: 1 };
      if (endpoint === nsessionPackingApi.state) return packing;
      if (endpoint === nsessionPackingApi.createBox) {
        packing = { ...packing, boxes: [boxOf(1)] };
        return packing.boxes[0];
      }
      return null;
    }),
  },
}));
vi.mock('~/sounds', () => ({ playEvent: () => undefined, prepareSounds: () => undefined }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to: _to, params: _params, ...props }: Record<string, unknown>) => <a {...props} />,
  useNavigate: () => vi.fn(),
}));

function renderWith(ui: ReactNode, session: Nsession) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlanContext.Provider value={{ sessionId: 7, type: 'fba', session }}>{ui}</PlanContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  packing = { groups: [group], boxes: [], complete: false };
});

describe('the packing step', () => {
  it('drops “open a box first” once a box of the group is open', async () => {
    renderWith(<PackingPage />, planAt('PACKING'));
    const field = await screen.findByLabelText('Scan or type an FNSKU or ISBN');
    fireEvent.change(field, { target: { value: book.fnsku } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByTestId('packing-note')).toHaveTextContent('Book 1 belongs to group 1: open a box of that group first.');
    fireEvent.click(screen.getByRole('button', { name: 'New box' }));
    await screen.findByRole('region', { name: 'Open box: Box 1' });
    expect(screen.queryByTestId('packing-note')).toBeNull();
  });

  it('checks the marketplace’s limits on the fields: a side over 25 in, over 50 lb for several books, lighter than its books', async () => {
    packing = { groups: [group], boxes: [boxOf(1, { items: [{ itemIdStr: book.idStr, fnsku: book.fnsku, title: book.title, quantity: 3 }], itemQty: 3, estimatedWeight: 60 })], complete: true };
    renderWith(<PackingPage />, planAt('PACKING'));
    const panel = await screen.findByRole('region', { name: 'Open box: Box 1' });
    const length = screen.getByLabelText('Length (in)');
    fireEvent.change(length, { target: { value: '999' } });
    expect(length).toHaveAccessibleDescription('Must be at most 25.0');
    expect(screen.getByRole('button', { name: 'Save sizes' })).toBeDisabled();
    fireEvent.change(length, { target: { value: '18' } });
    const weight = screen.getByLabelText('Weight (lb)');
    fireEvent.change(weight, { target: { value: '51' } });
    expect(weight).toHaveAccessibleDescription('Must be at most 50.0');
    fireEvent.change(weight, { target: { value: '2' } });
    // The marketplace only warns of a light box: said on the field, and the sizes can still be saved.
    expect(weight).toHaveAccessibleDescription(/Lighter than its books \(about 6\.0 lb\)/);
    expect(screen.getByRole('button', { name: 'Save sizes' })).toBeEnabled();
    expect(panel).toBeInTheDocument();
  });
});

function Banner({ session }: { session: Nsession }) {
  return <OperationBanner session={session} problems={useProblemsStillHolding(7, session)} />;
}

describe('a refused packing', () => {
  const refused = (problems: OperationProblem[]) =>
    planAt('PACKING', { operation: { kind: 'SET_PACKING_INFORMATION', status: 'FAILED', problems, startedAt: '2026-11-26T10:06:00.000Z', finishedAt: '2026-11-26T10:06:05.000Z' } });

  it('shows only the problems the boxes still have: “Box 1 needs its weight…” leaves once Box 1 is measured', async () => {
    const measured = { length: 180, width: 120, height: 100, weight: 80 };
    const items = [{ itemIdStr: book.idStr, fnsku: book.fnsku, title: book.title, quantity: 3 }];
    packing = { groups: [group], boxes: [boxOf(1, { items, itemQty: 3, estimatedWeight: 60, ...measured }), boxOf(2)], complete: true };
    renderWith(
      <Banner
        session={refused([
          { code: 'BOX_NOT_MEASURED', subject: 'box:1', message: 'Box 1 needs its weight and its three sizes.', severity: 'ERROR' },
          { code: 'EMPTY_BOX', subject: 'box:2', message: 'Box 2 is empty: remove it or pack units into it.', severity: 'ERROR' },
          { code: 'UNITS_NOT_BOXED', subject: `sku:${book.fnsku}`, message: `${book.fnsku}: 3 units in the plan, 0 in boxes.`, severity: 'ERROR' },
        ])}
      />,
      planAt('PACKING'),
    );
    await waitFor(() => expect(screen.queryByText('Box 1 needs its weight and its three sizes.')).toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent('Box 2 is empty');
    expect(screen.queryByText(/units in the plan/)).toBeNull();
  });

  it('goes once every problem is put right', async () => {
    const items = [{ itemIdStr: book.idStr, fnsku: book.fnsku, title: book.title, quantity: 3 }];
    packing = { groups: [group], boxes: [boxOf(1, { items, itemQty: 3, estimatedWeight: 60, length: 180, width: 120, height: 100, weight: 80 })], complete: true };
    renderWith(<Banner session={refused([{ code: 'BOX_TOO_LARGE', subject: 'box:1', message: 'Box 1 has a side over 25 in.', severity: 'ERROR' }])} />, planAt('PACKING'));
    expect(screen.getByRole('alert')).toHaveTextContent('Box 1 has a side over 25 in.');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
