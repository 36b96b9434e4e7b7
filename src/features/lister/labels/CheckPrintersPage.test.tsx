import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '~/testing/render';
import { CheckPrintersPage } from './CheckPrintersPage';

const labels = vi.hoisted(() => ({ makeTestLabelPdf: vi.fn(), openPdf: vi.fn() }));
vi.mock('./index', () => labels);

const printButton = (card: string) => within(screen.getByRole('region', { name: card })).getByRole('button', { name: 'Print a test label' });

describe('CheckPrintersPage', () => {
  beforeEach(() => {
    labels.makeTestLabelPdf.mockReset();
    labels.openPdf.mockReset();
  });

  it('makes the test PDF of the layout asked for and downloads it under its own name', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    labels.makeTestLabelPdf.mockResolvedValue(bytes);
    render(<CheckPrintersPage />);
    fireEvent.click(printButton('4 x 6 in box label'));
    await waitFor(() => expect(labels.openPdf).toHaveBeenCalledWith(bytes, 'folio-test-box-label-4x6.pdf'));
    expect(labels.makeTestLabelPdf).toHaveBeenCalledWith('box');
    fireEvent.click(printButton('Letter sheet of 30 item labels'));
    await waitFor(() => expect(labels.openPdf).toHaveBeenLastCalledWith(bytes, 'folio-test-item-labels-letter.pdf'));
    expect(labels.makeTestLabelPdf).toHaveBeenLastCalledWith('letter');
  });

  it('shows the button as busy while the PDF is made, and the other buttons wait', async () => {
    let finish: (bytes: Uint8Array) => void = () => undefined;
    labels.makeTestLabelPdf.mockReturnValue(new Promise<Uint8Array>((resolve) => (finish = resolve)));
    render(<CheckPrintersPage />);
    fireEvent.click(printButton('2.25 x 1.25 in item label'));
    await waitFor(() => expect(printButton('2.25 x 1.25 in item label')).toHaveAttribute('data-loading'));
    expect(printButton('4 x 6 in box label')).toBeDisabled();
    finish(new Uint8Array([1]));
    await waitFor(() => expect(printButton('2.25 x 1.25 in item label')).not.toHaveAttribute('data-loading'));
    expect(labels.openPdf).toHaveBeenCalledWith(new Uint8Array([1]), 'folio-test-item-label-2.25x1.25.pdf');
    expect(printButton('4 x 6 in box label')).toBeEnabled();
  });

  it('says which test label failed and why, and lets the seller try again', async () => {
    labels.makeTestLabelPdf.mockRejectedValueOnce(new Error('Out of memory.'));
    render(<CheckPrintersPage />);
    fireEvent.click(printButton('4 x 6 in box label'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The 4 x 6 in box label test label could not be made');
    expect(alert).toHaveTextContent('Out of memory.');
    expect(labels.openPdf).not.toHaveBeenCalled();
    expect(printButton('4 x 6 in box label')).toBeEnabled();
  });

  it('tells whether a scanned test label reads right', () => {
    render(<CheckPrintersPage />);
    const field = screen.getByLabelText('Scan a printed test label');
    fireEvent.change(field, { target: { value: 'X00TEST0001' } });
    expect(screen.getByText('The barcode scans')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'X00TEST000' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText("Not the test label's code")).toBeInTheDocument();
  });

  it('guides the setup of Dymo, Rollo and Zebra printers', () => {
    render(<CheckPrintersPage />);
    expect(screen.getByRole('button', { name: 'Dymo LabelWriter 4XL and 450' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rollo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zebra ZD420 and GK420d' })).toBeInTheDocument();
    expect(screen.getByText(/Actual size/)).toBeVisible();
  });
});
