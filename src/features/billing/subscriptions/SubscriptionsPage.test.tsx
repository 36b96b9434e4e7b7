import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRetryCharge } from '~/api/billing/subscriptionMutations';
import { sellerClient } from '~/api/clients';
import { ApiError } from '~/api/errors';
import { subscriptionsApi } from '~/contract/payments/api';
import {
  bookzyPlan,
  charge,
  event,
  failedRenewal,
  listerPlan,
  mastercard,
  sellerBundle,
  subscription,
  visa,
} from '~/testing/billingFixtures';
import { billingBackend, collectToasts, renderWithQueries } from '../testing/billingBackend';
import { SubscriptionsPage } from './SubscriptionsPage';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({ Link: ({ to, children, ...props }: { to: string; children: ReactNode }) => <a href={to} {...props}>{children}</a> }));

const backend = billingBackend();
let toasts: ReturnType<typeof collectToasts>;

beforeEach(() => {
  backend.reset();
  vi.mocked(sellerClient.call).mockReset().mockImplementation(backend.call as never);
  backend.state.plans = [listerPlan, bookzyPlan, sellerBundle];
  backend.state.methods = [visa, mastercard];
  toasts = collectToasts();
});
afterEach(() => toasts.stop());

const card = (name: string) => screen.findByRole('article', { name });
/** The list is not answered again: what shows is what the call set locally. */
const holdTheList = () => backend.answer(subscriptionsApi.list, () => new Promise(() => undefined));

describe('the plans on sale', { timeout: 30_000 }, () => {
  it('prices every plan in the currency picked, USD first, and says where a plan is not sold in it', async () => {
    renderWithQueries(<SubscriptionsPage />);
    const lister = await card('Plan Lister');
    expect(lister).toHaveTextContent('$29.00 a month');
    const currency = screen.getByRole('combobox', { name: 'Prices in' });
    expect(currency).toHaveValue('USD');
    fireEvent.click(currency);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['USD', 'EUR', 'GBP']);
    fireEvent.click(screen.getByRole('option', { name: 'EUR' }));
    expect(lister).toHaveTextContent('€27.00 a month');
    expect(await card('Plan Bookzy')).toHaveTextContent('not sold in this currency');
    expect(within(await card('Plan Bookzy')).getByRole('button', { name: 'Subscribe to Bookzy' })).toBeDisabled();
    expect(await card('Plan Seller bundle')).toHaveTextContent('Includes Lister, Bookzy, Repricer');
  });

  it('offers no plan whose products a held bundle already gives', async () => {
    backend.state.subscriptions = [subscription({ plan: { id: sellerBundle.id, name: 'Seller bundle', kind: 'BUNDLE', products: sellerBundle.products } })];
    renderWithQueries(<SubscriptionsPage />);
    const lister = await card('Plan Lister');
    expect(lister).toHaveTextContent('In your Seller bundle');
    expect(within(lister).queryByRole('button', { name: 'Subscribe to Lister' })).toBeNull();
    expect(await card('Seller bundle')).toHaveTextContent('Lister, Bookzy, Repricer');
  });

  it('subscribes with the main card unless another is picked, and shows a plan already held as subscribed', async () => {
    backend.state.subscriptions = [subscription({ plan: { id: bookzyPlan.id, name: 'Bookzy', kind: 'PRODUCT', products: ['BOOKZY'] } })];
    backend.answer(subscriptionsApi.subscribe, () => charge({ subscription: subscription({ id: 22 }) }));
    renderWithQueries(<SubscriptionsPage />);
    expect(within(await card('Plan Bookzy')).getByText('Subscribed')).toBeInTheDocument();
    fireEvent.click(within(await card('Plan Lister')).getByRole('button', { name: 'Subscribe to Lister' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Lister' });
    expect(await within(dialog).findByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Mastercard ending 4444/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe for $29.00 a month' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo(subscriptionsApi.subscribe)).toEqual([{ body: { planId: 1, currency: 'USD', paymentMethodId: mastercard.id } }]);
    expect(toasts.texts('success')).toEqual(['You are subscribed to Lister.']);
  });

  it('opens the bank’s confirmation when the first charge needs it, and sends the seller’s answer', async () => {
    const waiting = subscription({ id: 22, usable: false, payment: { state: 'REQUIRES_AUTHENTICATION', failureMessage: null, freezesAt: null, amountDueCents: 2900 } });
    backend.answer(subscriptionsApi.subscribe, () => charge({ subscription: waiting, reason: 'AUTHENTICATION_REQUIRED' }));
    backend.answer(subscriptionsApi.authentication, () => ({ subscriptionId: 22, required: true, amountCents: 2900, currency: 'USD', prompt: 'Confirm a payment of $29.00 to Folio?' }));
    backend.answer(subscriptionsApi.authenticate, () => charge({ subscription: subscription({ id: 22 }) }));
    renderWithQueries(<SubscriptionsPage />);
    fireEvent.click(within(await card('Plan Lister')).getByRole('button', { name: 'Subscribe to Lister' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Lister' });
    expect(await within(dialog).findByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe for $29.00 a month' }));

    const bank = await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    expect(await within(bank).findByText('Confirm a payment of $29.00 to Folio?')).toBeInTheDocument();
    expect(bank).toHaveTextContent('Lister: $29.00');
    fireEvent.click(within(bank).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo(subscriptionsApi.authenticate)).toEqual([{ params: { id: 22 }, body: { outcome: 'CONFIRM' } }]);
    expect(toasts.texts('success')).toContain('Payment confirmed: Lister is active.');
  });

  it('reports a refused confirmation as a failed payment', async () => {
    backend.state.subscriptions = [subscription({ payment: { state: 'REQUIRES_AUTHENTICATION', failureMessage: null, freezesAt: null, amountDueCents: 2900 } })];
    backend.answer(subscriptionsApi.authentication, () => ({ subscriptionId: 21, required: true, amountCents: 2900, currency: 'USD', prompt: null }));
    backend.answer(subscriptionsApi.authenticate, () => charge({ subscription: failedRenewal(), reason: 'PAYMENT_FAILED', message: 'The cardholder refused the payment.' }));
    renderWithQueries(<SubscriptionsPage />);
    fireEvent.click(within(await card('Lister')).getByRole('button', { name: 'Confirm with your bank' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(toasts.texts('error')).toEqual([
        'The payment was not confirmed with your bank, so it was not made. Retry the payment to confirm it, or pay with another card.',
      ]),
    );
    expect(backend.callsTo(subscriptionsApi.authenticate)).toEqual([{ params: { id: 21 }, body: { outcome: 'REFUSE' } }]);
  });

  it('says a refused first payment was not confirmed, and does not ask the bank’s question again for the subscription that is gone', async () => {
    const waiting = subscription({ id: 22, usable: false, payment: { state: 'REQUIRES_AUTHENTICATION', failureMessage: null, freezesAt: null, amountDueCents: 2900 } });
    backend.answer(subscriptionsApi.subscribe, () => charge({ subscription: waiting, reason: 'AUTHENTICATION_REQUIRED' }));
    let asked = 0;
    backend.answer(subscriptionsApi.authentication, () => {
      // Once the seller has answered, the subscription is gone: the server would say 108.
      if (asked++ > 0) throw new ApiError(108, 'The subscription was not found.', 404);
      return { subscriptionId: 22, required: true, amountCents: 2900, currency: 'USD', prompt: null };
    });
    const refused = 'The payment was not confirmed with your bank. The plan did not start and nothing was charged: subscribe again to pay, with this card or another one.';
    backend.answer(subscriptionsApi.authenticate, () => {
      throw new ApiError(120, refused, 402);
    });
    renderWithQueries(<SubscriptionsPage />);
    fireEvent.click(within(await card('Plan Lister')).getByRole('button', { name: 'Subscribe to Lister' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Lister' });
    await within(dialog).findByRole('radio', { name: /Visa ending 4242/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe for $29.00 a month' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.texts('error')).toEqual([refused]);
    expect(backend.callsTo(subscriptionsApi.authentication)).toHaveLength(1);
  });
});

describe('a subscription’s status, spec 4', { timeout: 30_000 }, () => {
  it('shows what it gives, what it costs and the next invoice date', async () => {
    backend.state.subscriptions = [subscription()];
    renderWithQueries(<SubscriptionsPage />);
    const lister = await card('Lister');
    expect(within(lister).getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(lister).toHaveTextContent('$29.00 a month');
    expect(within(lister).getByTestId('subscription-next')).toHaveTextContent('Next invoice Dec 1, 2026');
  });

  it('cancels with a reason and a comment, says what that means, and sets the local status UNSUBSCRIBED', async () => {
    backend.state.subscriptions = [subscription()];
    backend.answer(subscriptionsApi.cancel, () => subscription({ unsubscribeReason: 'PRICING_ISSUE', unsubscribedAt: '2026-11-27T10:00:00.000Z' }));
    renderWithQueries(<SubscriptionsPage />);
    fireEvent.click(within(await card('Lister')).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Lister?' });
    expect(dialog).toHaveTextContent('You have paid through Dec 1, 2026: Lister stays usable until then');
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Why are you cancelling?' }));
    fireEvent.click(within(dialog).getByRole('option', { name: 'It costs too much' }));
    fireEvent.change(within(dialog).getByLabelText('Anything you would like to add (optional)'), { target: { value: 'Back after the holidays' } });
    holdTheList();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo(subscriptionsApi.cancel)).toEqual([{ params: { id: 21 }, query: { reason: 'PRICING_ISSUE', comment: 'Back after the holidays' } }]);
    const lister = await card('Lister');
    expect(within(lister).getByTestId('subscription-status')).toHaveTextContent('Cancelled');
    expect(lister).toHaveTextContent('Usable until Dec 1, 2026');
    expect(lister).toHaveTextContent('It costs too much');
    expect(within(lister).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('resumes a cancelled subscription and sets the local status ACTIVE', async () => {
    backend.state.subscriptions = [subscription({ status: 'UNSUBSCRIBED', unsubscribeReason: 'NONE', unsubscribedAt: '2026-11-20T10:00:00.000Z' })];
    // The server's reply still says UNSUBSCRIBED: the local status follows the call, as spec 4 says.
    backend.answer(subscriptionsApi.resume, () => charge({ subscription: subscription({ status: 'UNSUBSCRIBED' }) }));
    renderWithQueries(<SubscriptionsPage />);
    holdTheList();
    fireEvent.click(within(await card('Lister')).getByRole('button', { name: 'Resume' }));
    await waitFor(async () => expect(within(await card('Lister')).getByTestId('subscription-status')).toHaveTextContent('Active'));
    expect(toasts.texts('success')).toEqual(['Lister is active again.']);
  });

  it('shows when a declined renewal freezes the product, and reports a retry answered PAYMENT_FAILED', async () => {
    backend.state.subscriptions = [failedRenewal()];
    backend.answer(subscriptionsApi.retryCharge, () => charge({ subscription: failedRenewal(), reason: 'PAYMENT_FAILED', message: 'Insufficient funds.' }));
    renderWithQueries(<SubscriptionsPage />);
    const lister = await card('Lister');
    const problem = within(lister).getByTestId('payment-problem');
    expect(problem).toHaveTextContent('Lister: the payment of $29.00 did not go through');
    expect(problem).toHaveTextContent(/Will freeze on Dec \d, 2026/);
    expect(within(problem).getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/account/billing');
    fireEvent.click(within(problem).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['The payment did not go through: Insufficient funds.']));
    expect(toasts.texts('success')).toEqual([]);
    expect(within(await card('Lister')).getByTestId('payment-problem')).toBeInTheDocument();
  });

  it('reports a retry that leaves the subscription FROZEN, and restores one the processor paid', async () => {
    const frozen = failedRenewal({ status: 'FROZEN', usable: false, payment: { state: 'FAILED', failureMessage: 'Your card was declined.', freezesAt: '2026-11-20T10:00:00.000Z', amountDueCents: 2900 } });
    backend.state.subscriptions = [frozen];
    backend.answer(subscriptionsApi.retryCharge, () => charge({ subscription: frozen }));
    renderWithQueries(<SubscriptionsPage />);
    const problem = within(await card('Lister')).getByTestId('payment-problem');
    expect(problem).toHaveTextContent('Frozen on Nov 20, 2026');
    expect(problem).toHaveTextContent('Lister is not usable until the payment goes through');
    fireEvent.click(within(problem).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['The payment did not go through: Your card was declined.']));
    expect(within(await card('Lister')).getByTestId('subscription-status')).toHaveTextContent('Frozen');

    backend.answer(subscriptionsApi.retryCharge, () => charge({ subscription: subscription() }));
    holdTheList();
    fireEvent.click(within(await card('Lister')).getByRole('button', { name: 'Retry payment' }));
    await waitFor(async () => expect(within(await card('Lister')).getByTestId('subscription-status')).toHaveTextContent('Active'));
    expect(toasts.texts('success')).toEqual(['Payment received: Lister is active.']);
    expect(within(await card('Lister')).queryByTestId('payment-problem')).toBeNull();
  });

  it('lists what happened, newest first, with who or what caused it', async () => {
    backend.state.subscriptions = [subscription()];
    backend.state.events = [
      event({ id: 2, type: 'Usage Restored', cause: 'PAYMENT', detail: 'Retry of $29.00 paid', at: '2026-11-22T10:00:00.000Z' }),
      event({ id: 1, type: 'Subscription Frozen', cause: 'RENEWAL', detail: 'Renewal of $29.00 declined for 7 days', at: '2026-11-20T10:00:00.000Z' }),
    ];
    renderWithQueries(<SubscriptionsPage />);
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    const items = within(activity).getAllByText(/^Lister: /).map((item) => item.textContent);
    expect(items).toEqual(['Lister: Usage Restored', 'Lister: Subscription Frozen']);
    expect(activity).toHaveTextContent('Renewal of $29.00 declined for 7 days');
    expect(activity).toHaveTextContent('monthly renewal');
    expect(activity).toHaveTextContent('the card processor');
  });
});

describe('the subscription hooks, spec 8.4', () => {
  it('resolve to false when the call fails, after showing why', async () => {
    backend.answer(subscriptionsApi.retryCharge, () => {
      throw new ApiError(121, 'Add a payment method first', 400);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const { result } = renderHook(() => useRetryCharge(), { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    expect(await result.current.run(21)).toBe(false);
    expect(toasts.texts('error')).toEqual(['Add a payment method first']);
    backend.answer(subscriptionsApi.retryCharge, () => charge());
    expect(await result.current.run(21)).toBe(true);
  });
});
