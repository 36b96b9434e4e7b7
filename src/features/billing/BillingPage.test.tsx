import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { ApiError } from '~/api/errors';
import { invoicesApi, paymentMethodsApi, subscriptionsApi } from '~/contract/payments/api';
import { creditNotesApi } from '~/contract/payments/creditNotes';
import { saveFile } from '~/lib/saveFile';
import { charge, failedRenewal, invoice, mastercard, subscription, visa } from '~/testing/billingFixtures';
import { BillingPage } from './BillingPage';
import { downloadCreditNotePdf } from './history/downloadCreditNote';
import { downloadInvoicePdf } from './history/downloadInvoice';
import { billingBackend, collectToasts, renderWithQueries } from './testing/billingBackend';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
vi.mock('~/lib/saveFile', () => ({ saveFile: vi.fn() }));
vi.mock('./history/downloadInvoice', () => ({ downloadInvoicePdf: vi.fn(async () => undefined) }));
vi.mock('./history/downloadCreditNote', () => ({ downloadCreditNotePdf: vi.fn(async () => undefined) }));
vi.mock('@tanstack/react-router', () => ({ Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a> }));

const backend = billingBackend();
let toasts: ReturnType<typeof collectToasts>;

beforeEach(() => {
  backend.reset();
  vi.mocked(sellerClient.call).mockReset().mockImplementation(backend.call as never);
  vi.mocked(saveFile).mockReset();
  vi.mocked(downloadInvoicePdf).mockClear();
  backend.state.methods = [visa, mastercard];
  toasts = collectToasts();
});
afterEach(() => toasts.stop());

describe('the billing screen', { timeout: 30_000 }, () => {
  it('puts a declined renewal first, with its freeze date and a retry, where the cards to fix it are', async () => {
    backend.state.subscriptions = [failedRenewal(), subscription({ id: 22, plan: { id: 2, name: 'Bookzy', kind: 'PRODUCT', products: ['BOOKZY'] } })];
    backend.answer(subscriptionsApi.retryCharge, () => charge({ subscription: subscription() }));
    renderWithQueries(<BillingPage />);
    const settle = await screen.findByRole('region', { name: 'Payments to settle' });
    expect(within(settle).getAllByTestId('payment-problem')).toHaveLength(1);
    expect(settle).toHaveTextContent(/Lister: the payment of \$29\.00 did not go through.*Will freeze on Dec \d, 2026.*make it your main card, then retry/);
    expect(within(settle).queryByRole('link', { name: 'Update card' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Payment methods' })).toBeInTheDocument();

    backend.state.subscriptions = [subscription(), backend.state.subscriptions[1]!];
    fireEvent.click(within(settle).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(backend.callsTo(subscriptionsApi.retryCharge)).toEqual([{ params: { id: 21 } }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payments to settle' })).toBeNull());
    expect(toasts.texts('success')).toEqual(['Payment received: Lister is active.']);
  });

  it('lists the cards with brand, last four, expiry and the main one, and makes another main', async () => {
    backend.answer(paymentMethodsApi.makeMain, () => (backend.state.methods = [{ ...mastercard, main: true }, { ...visa, main: false }]));
    renderWithQueries(<BillingPage />);
    const visaRow = await screen.findByRole('row', { name: 'Visa ending 4242' });
    expect(visaRow).toHaveTextContent('Visa •••• 4242');
    expect(visaRow).toHaveTextContent('Main');
    expect(visaRow).toHaveTextContent('04/2031');
    expect(within(visaRow).queryByRole('button', { name: /^Make main/ })).toBeNull();
    fireEvent.click(within(screen.getByRole('row', { name: 'Mastercard ending 4444' })).getByRole('button', { name: 'Make main: Mastercard ending 4444' }));
    await waitFor(() => expect(screen.getByRole('row', { name: 'Mastercard ending 4444' })).toHaveTextContent('Main'));
    expect(screen.getAllByRole('row').map((row) => row.getAttribute('aria-label')).filter(Boolean)).toEqual(['Mastercard ending 4444', 'Visa ending 4242']);
  });

  it('removes a card only once the seller confirms, and shows a refusal in the dialog', async () => {
    backend.answer(paymentMethodsApi.remove, () => {
      throw new ApiError(122, 'Make another card main first: a subscription renews on this one', 400);
    });
    renderWithQueries(<BillingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending 4242' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Visa ending 4242?' });
    expect(dialog).toHaveTextContent('It is your main card');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Make another card main first');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    backend.answer(paymentMethodsApi.remove, () => null);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending 4444' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Mastercard ending 4444?' });
    backend.state.methods = [visa];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Mastercard ending 4444' })).toBeNull());
    expect(backend.callsTo(paymentMethodsApi.remove)).toEqual([{ params: { id: visa.id } }, { params: { id: mastercard.id } }]);
  });

  it('filters the history by a day, downloads an invoice as a PDF and exports the history as a CSV', async () => {
    const november = invoice();
    const december = invoice({ id: 42, number: 'F-2026-000042', issuedAt: '2026-12-01T10:00:00.000Z', currency: 'EUR', totalCents: 2700 });
    backend.answer(invoicesApi.list, ({ query }) => (query?.afterDate ? [december] : [december, november]));
    renderWithQueries(<BillingPage />);
    const history = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(history).getByRole('row', { name: 'Invoice F-2026-000042' })).toHaveTextContent('€27.00');
    expect(within(history).getByRole('row', { name: 'Invoice F-2026-000041' })).toHaveTextContent('$29.00');

    fireEvent.change(screen.getByLabelText('Issued on or after'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Invoice F-2026-000041' })).toBeNull());
    expect(backend.callsTo(invoicesApi.list).map((input) => input.query)).toEqual([{}, { afterDate: '2026-11-15' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Download invoice F-2026-000042 as PDF' }));
    await waitFor(() => expect(downloadInvoicePdf).toHaveBeenCalledWith(december));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [text, name, type] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('folio-invoices-since-2026-11-15.csv');
    expect(type).toBe('text/csv;charset=utf-8');
    expect(String(text)).toContain('F-2026-000042');
    expect(String(text)).not.toContain('F-2026-000041');
  });

  it('shows a refund under the invoice it gave money back from, with its amount and its credit note as a PDF', async () => {
    backend.answer(invoicesApi.list, () => [invoice({ refundedCents: 1000 })]);
    backend.answer(creditNotesApi.list, () => [
      { id: 7, number: 'CN-2026-000007', invoiceId: 41, invoiceNumber: 'F-2026-000041', currency: 'USD', amountCents: 1000, issuedAt: '2026-11-20T10:00:00.000Z' },
    ]);
    renderWithQueries(<BillingPage />);
    const refund = await screen.findByRole('row', { name: 'Refund CN-2026-000007' });
    expect(refund).toHaveTextContent('Given back against F-2026-000041');
    expect(refund).toHaveTextContent('-$10.00');
    fireEvent.click(within(refund).getByRole('button', { name: 'Download credit note CN-2026-000007 as PDF' }));
    await waitFor(() => expect(downloadCreditNotePdf).toHaveBeenCalledWith(expect.anything(), 7));
  });

  it('shows a long history a page at a time, and still exports every invoice', async () => {
    const history = Array.from({ length: 14 }, (_, index) => invoice({ id: 100 + index, number: `F-2026-${String(100 + index).padStart(6, '0')}` }));
    backend.answer(invoicesApi.list, () => history);
    renderWithQueries(<BillingPage />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row', { name: /^Invoice F-/ })).toHaveLength(12);
    expect(screen.getByText('Invoices 1–12 of 14')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Invoices page 2' }));
    await waitFor(() => expect(screen.getAllByRole('row', { name: /^Invoice F-/ })).toHaveLength(2));
    expect(screen.getByRole('row', { name: 'Invoice F-2026-000113' })).toBeInTheDocument();
    expect(screen.getByText('Invoices 13–14 of 14')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [text] = vi.mocked(saveFile).mock.calls[0]!;
    expect(String(text)).toContain('F-2026-000100');
    expect(String(text)).toContain('F-2026-000113');
  });

  it('says when there are no invoices, and offers a card form to a seller with no card', async () => {
    backend.state.methods = [];
    renderWithQueries(<BillingPage />);
    expect(await screen.findByText('No invoices yet: each payment makes one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(await screen.findByRole('form', { name: 'New card' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Make it my main card/)).toBeNull();
  });
});
