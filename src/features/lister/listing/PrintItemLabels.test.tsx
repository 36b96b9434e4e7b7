import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '~/testing/render';
import { listingItem } from './itemFixtures';
import { PrintItemLabels } from './PrintItemLabels';

const items = [listingItem({ id: 1 }), listingItem({ id: 2, fnsku: 'X000000002' })];
vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn(async () => ({ content: items, nextSeekId: null })) } }));
const labels = vi.hoisted(() => ({ makeItemLabelsPdf: vi.fn(), openPdf: vi.fn(), printPdf: vi.fn() }));
vi.mock('../labels', () => labels);

const bytes = new Uint8Array([37, 80, 68, 70]);

async function choose(name: string) {
  render(<PrintItemLabels sessionId={7} disabled={false} />);
  fireEvent.click(screen.getByRole('button', { name: 'Print item labels' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('PrintItemLabels', () => {
  beforeEach(() => {
    labels.makeItemLabelsPdf.mockReset().mockResolvedValue(bytes);
    labels.openPdf.mockReset();
    labels.printPdf.mockReset().mockResolvedValue(undefined);
  });

  it('opens the print dialog for the labels of every item, in the layout chosen', async () => {
    await choose('Print roll labels');
    await waitFor(() => expect(labels.printPdf).toHaveBeenCalledWith(bytes));
    expect(labels.makeItemLabelsPdf).toHaveBeenCalledWith(items, 'roll');
    expect(labels.openPdf).not.toHaveBeenCalled();
  });

  it('downloads them instead, for a PDF reader', async () => {
    await choose('Download letter sheet labels');
    await waitFor(() => expect(labels.openPdf).toHaveBeenCalledWith(bytes, 'folio-item-labels-session-7.pdf'));
    expect(labels.makeItemLabelsPdf).toHaveBeenCalledWith(items, 'letter');
    expect(labels.printPdf).not.toHaveBeenCalled();
  });
});
