import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { subscriptionsApi } from '~/contract/payments/api';
import { charge, failedRenewal, sellerBundle, subscription } from '~/testing/billingFixtures';
import { billingBackend, renderWithQueries } from '../testing/billingBackend';
import { FrozenSubscriptions } from './FrozenSubscriptions';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({ Link: ({ to, children, ...props }: { to: string; children: ReactNode }) => <a href={to} {...props}>{children}</a> }));
const backend = billingBackend();

beforeEach(() => {
  backend.reset();
  vi.mocked(sellerClient.call).mockReset().mockImplementation(backend.call as never);
});

const frozenBundle = failedRenewal({
  id: 24,
  status: 'FROZEN',
  usable: false,
  plan: { id: sellerBundle.id, name: sellerBundle.name, kind: 'BUNDLE', products: sellerBundle.products },
});

describe('frozen subscriptions on the dashboard', { timeout: 30_000 }, () => {
  it('names the products a frozen subscription closes and retries its payment from there', async () => {
    backend.state.subscriptions = [subscription(), failedRenewal({ id: 22 }), frozenBundle];
    backend.answer(subscriptionsApi.retryCharge, () => charge({ subscription: subscription({ id: 24, plan: frozenBundle.plan }) }));
    renderWithQueries(<FrozenSubscriptions />);
    const frozen = await screen.findByTestId('frozen-subscriptions');
    // Only the frozen one: a renewal still in its grace period has its own prompt.
    expect(within(frozen).getAllByTestId('payment-problem')).toHaveLength(1);
    expect(frozen).toHaveTextContent('Seller bundle: the payment of $29.00 did not go through');
    expect(frozen).toHaveTextContent('Lister, Bookzy, Repricer are not usable until the payment goes through.');
    expect(within(frozen).getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/account/billing');
    fireEvent.click(within(frozen).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(backend.callsTo(subscriptionsApi.retryCharge)).toEqual([{ params: { id: 24 } }]));
  });

  it('shows nothing when no subscription is frozen', async () => {
    backend.state.subscriptions = [subscription()];
    renderWithQueries(<FrozenSubscriptions />);
    await waitFor(() => expect(backend.callsTo(subscriptionsApi.list)).toHaveLength(1));
    expect(screen.queryByTestId('frozen-subscriptions')).toBeNull();
  });
});
