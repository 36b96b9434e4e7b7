import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '~/contract';
import { render } from '~/testing/render';
import { shipment } from '../boxing/boxingFixtures';
import { LtlForm } from './LtlForm';

const sent: { endpoint: AnyEndpoint; body: unknown }[] = [];

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: AnyEndpoint, input: { body?: unknown }) => {
      sent.push({ endpoint, body: input.body });
      return { ...(input.body as object), carrier: 'Partnered', estimate: 18000, pickupDate: '2030-01-02' };
    }),
  },
}));

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LtlForm sessionId={3} shipment={shipment({ status: 'BOXED' })} onDone={onDone} />
    </QueryClientProvider>,
  );
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Contact name', 'Ann Lee');
  fill('Contact phone', '415 555 0132');
  fill('Contact e-mail', 'ann@example.com');
  return { onDone, fill, ask: screen.getByRole('button', { name: 'Ask for a quote' }) };
}

beforeEach(() => {
  sent.length = 0;
});

describe('LTL freight', () => {
  it('asks for the declared value in words when it is empty, and sends nothing', async () => {
    const { ask } = renderForm();
    fireEvent.click(ask);
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(screen.queryByText(/whole number of cents/)).toBeNull();
    expect(sent).toEqual([]);
  });

  it.each([
    ['Declared value', '1e9', 'Enter a number like 12.50'],
    ['Declared value', '-5', 'Must be at least $0.01'],
    ['Pallets', '2.5', 'Must be a whole number'],
    ['Pallets', '27', 'Must be at most 26'],
    ['Pallets', 'two', 'Enter a number like 12'],
  ])('%s of %j says "%s" on the field, and nothing is sent', async (label, typed, error) => {
    const { fill, ask } = renderForm();
    fill('Declared value', '1200');
    fill(label, typed);
    expect(screen.getByLabelText(label)).toHaveValue(typed);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(error);
    expect(ask).toBeDisabled();
    fireEvent.submit(ask.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('sends the pallets and the declared value in cents', async () => {
    const { fill, ask, onDone } = renderForm();
    fill('Pallets', '3');
    fill('Declared value', '$1,200.50');
    fireEvent.click(ask);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({ palletCount: 3, declaredValue: 120050, contactName: 'Ann Lee' });
  });
});
