import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { failedRenewal, invoice, mastercard, subscription, visa } from '~/testing/billingFixtures';
import { BillingGlanceCard } from './BillingGlanceCard';
import { billingBackend, renderWithQueries } from './testing/billingBackend';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({ Link: ({ to, children, ...props }: { to: string; children: ReactNode }) => <a href={to} {...props}>{children}</a> }));
const backend = billingBackend();

beforeEach(() => {
  backend.reset();
  vi.mocked(sellerClient.call).mockReset().mockImplementation(backend.call as never);
});

describe('the dashboard’s subscriptions and payments', { timeout: 30_000 }, () => {
  it('shows each subscription’s status and next date, the main card and the last three invoices', async () => {
    backend.state.subscriptions = [
      subscription(),
      failedRenewal({ id: 22, plan: { id: 2, name: 'Bookzy', kind: 'PRODUCT', products: ['BOOKZY'] } }),
      subscription({ id: 23, status: 'UNSUBSCRIBED', paidThrough: '2020-01-01T10:00:00.000Z', plan: { id: 3, name: 'Repricer', kind: 'PRODUCT', products: ['REPRICER'] } }),
    ];
    backend.state.methods = [{ ...mastercard, main: true }, { ...visa, main: false }];
    backend.state.invoices = [4, 3, 2, 1].map((day) => invoice({ id: day, number: `F-2026-00000${day}`, issuedAt: `2026-11-0${day}T10:00:00.000Z` }));
    renderWithQueries(<BillingGlanceCard />);
    const card = await screen.findByRole('region', { name: 'Subscriptions and payments' });
    const rows = await within(card).findAllByTestId('glance-subscription');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ListerActiveNext invoice Dec 1, 2026',
      'BookzyPayment failedUnpaid since Dec 1, 2026',
      'RepricerCancelledEnded Jan 1, 2020',
    ]);
    expect(await within(card).findByText('Mastercard ending 4444, expires 09/2029')).toBeInTheDocument();
    expect(await within(card).findByText(/F-2026-000004/)).toBeInTheDocument();
    expect(within(card).queryByText(/F-2026-000001/)).toBeNull();
    expect(within(card).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/account/billing');
  });

  it('shows each invoice’s status, so a failed charge and the retry that paid it do not read as a double charge', async () => {
    backend.state.invoices = [
      invoice({ id: 2, number: 'F-2026-000002', issuedAt: '2026-11-02T10:00:00.000Z' }),
      invoice({ id: 1, number: 'F-2026-000001', status: 'FAILED', paidAt: null }),
    ];
    renderWithQueries(<BillingGlanceCard />);
    const card = await screen.findByRole('region', { name: 'Subscriptions and payments' });
    const rows = await within(card).findAllByTestId('glance-invoice');
    expect(rows.map((row) => row.textContent)).toEqual(['Nov 2, 2026 · F-2026-000002Paid$29.00', 'Nov 1, 2026 · F-2026-000001Failed$29.00']);
  });

  it('points a seller with nothing yet to the plans', async () => {
    renderWithQueries(<BillingGlanceCard />);
    const card = await screen.findByRole('region', { name: 'Subscriptions and payments' });
    expect(await within(card).findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/account/subscriptions');
    // No main card, and no invoices.
    await waitFor(() => expect(within(card).getAllByText('None yet')).toHaveLength(2));
  });
});
