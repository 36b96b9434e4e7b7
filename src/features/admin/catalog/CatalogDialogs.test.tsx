import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminClient } from '~/api/clients';
import { bundlesApi, discountsApi, type CatalogPlan, type Discount } from '~/contract';
import { render } from '~/testing/render';
import { BundleDialog } from './BundleDialog';
import { DiscountDialog } from './DiscountDialog';

vi.mock('~/api/clients', () => ({ adminClient: { call: vi.fn() } }));
/** Dialogs of many fields render slowly in jsdom on a busy machine. */
vi.setConfig({ testTimeout: 20_000 });

function renderDialog(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const bundle: CatalogPlan = {
  id: 7,
  code: 'BUNDLE_7',
  name: 'Scout bundle',
  description: 'Bookzy and the Lister.',
  kind: 'BUNDLE',
  products: ['LISTER', 'BOOKZY'],
  onSale: true,
  prices: [{ currency: 'USD', amountCents: 5500 }],
  subscribers: 2,
};

beforeEach(() => {
  vi.mocked(adminClient.call).mockReset();
});

describe('the bundle dialog', () => {
  it('says what is missing and sends nothing until the bundle is complete', async () => {
    renderDialog(<BundleDialog bundle={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'New bundle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put bundle on sale' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a description')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick at least two products')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount for every currency, or remove it')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Price in USD'), { target: { value: '1e9' } });
    expect(within(dialog).getByLabelText('Price in USD')).toHaveAttribute('aria-invalid', 'true');
    expect(adminClient.call).not.toHaveBeenCalled();
  });

  it('sends an edited bundle with its products in the product list’s order and its prices in cents', async () => {
    vi.mocked(adminClient.call).mockResolvedValue({ ...bundle, name: 'Scout bundle plus' });
    const onClose = vi.fn();
    renderDialog(<BundleDialog bundle={bundle} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Scout bundle' });
    expect(within(dialog).getByText(/2 sellers subscribe to this bundle/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Scout bundle plus ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Repricer' }));
    fireEvent.change(within(dialog).getByLabelText('Price in USD'), { target: { value: '60.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save bundle' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adminClient.call).toHaveBeenCalledWith(bundlesApi.update, {
      params: { id: 7 },
      body: { name: 'Scout bundle plus', description: 'Bookzy and the Lister.', products: ['REPRICER', 'LISTER', 'BOOKZY'], prices: [{ currency: 'USD', amountCents: 6050 }] },
    });
  });
});

describe('the discount dialog', () => {
  it('sends nothing without a name, a percent, products when not for all, or a number of periods when not for ever', async () => {
    renderDialog(<DiscountDialog discount={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'New discount' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'For every product' }));
    fireEvent.change(within(dialog).getByLabelText('Billing periods'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create discount' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a percent from 1 to 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick at least one product, or choose all products')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Billing periods')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(dialog).getByLabelText('Percent off'), { target: { value: '150' } });
    expect(within(dialog).getByLabelText('Percent off')).toHaveAccessibleDescription('Must be at most 100');
    expect(adminClient.call).not.toHaveBeenCalled();
  });

  it('sends an amount off in the picked currency, for ever, for every product', async () => {
    const made: Discount = { id: 3, name: 'Welcome', off: { kind: 'AMOUNT', amountCents: 1250, currency: 'EUR' }, products: [], periods: null, active: true, createdAt: '2026-11-29T00:00:00.000Z', assignedCount: 0 };
    vi.mocked(adminClient.call).mockResolvedValue(made);
    const onClose = vi.fn();
    renderDialog(<DiscountDialog discount={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'New discount' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Welcome' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    fireEvent.change(within(dialog).getByLabelText('Amount off'), { target: { value: '12.50' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: /^For ever(?!y)/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create discount' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adminClient.call).toHaveBeenCalledWith(discountsApi.create, {
      body: { name: 'Welcome', off: { kind: 'AMOUNT', amountCents: 1250, currency: 'EUR' }, products: [], periods: null },
    });
  });
});
