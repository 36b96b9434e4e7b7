import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { boxingApi, type Shipment } from '~/contract/lister';
import { profileApi } from '~/contract/profile';
import { render } from '~/testing/render';
import { box, boxItem, shipment, submittedSession } from '../boxing/boxingFixtures';
import { shipFromLines } from '~/contract/shipFrom';
import { boxLabelsRequest } from './boxLabelsInput';
import { LtlQuote } from './LtlForm';
import { ShipmentCard } from './ShipmentCard';
import { canTakeBack } from './SubmitShipmentsPage';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn(async () => null) } }));
const labels = vi.hoisted(() => ({ makeBoxLabelsPdf: vi.fn(), openPdf: vi.fn(), printPdf: vi.fn() }));
vi.mock('../labels', () => labels);

function renderCard(value: Shipment) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShipmentCard sessionId={3} shipment={value} />
    </QueryClientProvider>,
  );
}

const session = (statuses: Shipment['status'][]) =>
  submittedSession({ shipments: statuses.map((status, index) => shipment({ id: index + 1, status })) });

describe('submit shipments', () => {
  it('offers a BOXED shipment its box-contents submission, LTL freight, labels and cancel, but no accept', () => {
    renderCard(shipment({ status: 'BOXED', boxCount: 2, boxedQuantity: 10 }));
    for (const name of ['Submit box contents', 'LTL freight', 'Print box labels', 'Cancel']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByText('10 of 10 units boxed')).toBeInTheDocument();
  });

  it('offers a SUBMITTED shipment accept; an ACCEPTED one cannot be cancelled', () => {
    renderCard(shipment({ status: 'SUBMITTED', boxCount: 1 }));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    renderCard(shipment({ id: 8, name: 'Shipment 2', status: 'ACCEPTED', boxCount: 1 }));
    const accepted = screen.getByRole('region', { name: 'Shipment 2' });
    expect(accepted.querySelector('button')?.textContent).toBe('Print box labels');
  });

  it('shows the estimated weight until every box is weighed, then what the boxes weigh, saying which', () => {
    renderCard(shipment({ id: 1, name: 'Shipment 1', status: 'BOXED', boxCount: 2, weight: 123, weighedWeight: null }));
    expect(screen.getByRole('region', { name: 'Shipment 1' })).toHaveTextContent('12.3 lb estimated');
    renderCard(shipment({ id: 2, name: 'Shipment 2', status: 'BOXED', boxCount: 2, weight: 123, weighedWeight: 190 }));
    expect(screen.getByRole('region', { name: 'Shipment 2' })).toHaveTextContent('19.0 lb weighed');
  });

  it('counts one unit and one SKU in the singular', () => {
    renderCard(shipment({ status: 'CANCELLED', itemQuantity: 1, skuQuantity: 1, boxedQuantity: 0 }));
    expect(screen.getByText('0 of 1 unit boxed')).toBeInTheDocument();
    expect(screen.getByText(/· 1 SKU ·/)).toBeInTheDocument();
  });

  it('quotes one pallet in the singular', async () => {
    const quote = { carrier: 'Partnered LTL', estimate: 12_500, palletCount: 1, pickupDate: '2026-11-25', freightReadyDate: '2026-11-24' };
    vi.mocked(sellerClient.call).mockResolvedValueOnce(quote);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LtlQuote sessionId={3} shipment={shipment()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/for 1 pallet, pickup/)).toBeInTheDocument();
  });

  describe('box labels', () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    beforeEach(() => {
      const boxes = [box(11, 1, [boxItem(1, 3)], { width: 120, height: 80, length: 150, weight: 95 })];
      const profile = { email: 'ann@example.com', companyName: 'Lee Books', firstName: 'Ann', lastName: 'Lee', phone: null, addressLine1: '12 Mill Lane', addressLine2: null, city: 'Portland', state: 'OR', zip: '97201' };
      vi.mocked(sellerClient.call).mockImplementation(async (endpoint) => (endpoint === boxingApi.list ? boxes : endpoint === profileApi.read ? profile : null) as never);
      labels.makeBoxLabelsPdf.mockReset().mockResolvedValue(bytes);
      labels.openPdf.mockReset();
      labels.printPdf.mockReset().mockResolvedValue(undefined);
    });

    it('opens the print dialog for the box labels', async () => {
      renderCard(shipment({ status: 'SUBMITTED', boxCount: 1 }));
      fireEvent.click(screen.getByRole('button', { name: 'Print box labels' }));
      await waitFor(() => expect(labels.printPdf).toHaveBeenCalledWith(bytes));
      expect(labels.openPdf).not.toHaveBeenCalled();
      // SHIP FROM: the business and its address, from the seller's profile.
      expect(labels.makeBoxLabelsPdf.mock.calls[0]![0].shipFrom).toEqual(['Lee Books', '12 Mill Lane', 'Portland, OR 97201']);
    });

    it('downloads them under the shipment code', async () => {
      renderCard(shipment({ status: 'SUBMITTED', boxCount: 1 }));
      fireEvent.click(screen.getByRole('button', { name: 'Download box labels' }));
      await waitFor(() => expect(labels.openPdf).toHaveBeenCalledWith(bytes, 'FBA123456789-box-labels.pdf'));
      expect(labels.printPdf).not.toHaveBeenCalled();
    });
  });

  it('takes a submission back only while no shipment is SUBMITTED or ACCEPTED', () => {
    expect(canTakeBack(session(['BOXING', 'BOXED', 'CANCELLED']))).toBe(true);
    expect(canTakeBack(session(['BOXED', 'SUBMITTED']))).toBe(false);
    expect(canTakeBack({ ...session(['BOXING']), status: 'OPEN' })).toBe(false);
  });

  it("builds the box labels from the boxes, Box 1 first, shipped from the seller's business and address", () => {
    const profile = { companyName: 'Lee Books', firstName: 'Ann', lastName: 'Lee', addressLine1: '12 Mill Lane', addressLine2: null, city: 'Portland', state: 'OR', zip: '97201' };
    const request = boxLabelsRequest(shipment(), [box(12, 2), box(11, 1, [boxItem(1, 3)], { width: 120, height: 80, length: 150, weight: 95 })], shipFromLines(profile));
    expect(request.shipFrom).toEqual(['Lee Books', '12 Mill Lane', 'Portland, OR 97201']);
    expect(shipFromLines({ ...profile, companyName: ' ', addressLine1: null, city: null, state: null, zip: null })).toEqual(['Ann Lee']);
    expect(request.boxCount).toBe(2);
    expect(request.boxes[0]).toEqual({ name: 'Box 1', number: 1, width: 120, height: 80, length: 150, weight: 95, items: [{ fnsku: 'X000000001', quantity: 3 }] });
  });
});
