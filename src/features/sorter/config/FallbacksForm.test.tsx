import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { ApiError } from '~/api/errors';
import { FallbacksForm } from './FallbacksForm';
import { defaultFallbacks, defaultGates, renderWithQueries } from './testing/configFixtures';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
const call = vi.mocked(sellerClient.call);

// A hook's returned function would run as its teardown: the braces keep mockReset's mock from being called.
beforeEach(() => {
  call.mockReset();
});

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const gates = defaultGates().map((gate) => (gate.gate === 'GATE_9' ? { ...gate, tag: 'Recycle' } : gate));

describe('fallback scenarios', { timeout: 30_000 }, () => {
  it('saves every case and the reject breakdown in one call', async () => {
    call.mockImplementation(async (_endpoint, input) => (input as { body: unknown }).body as never);
    renderWithQueries(<FallbacksForm saved={defaultFallbacks()} gates={gates} />);
    await choose('No SR', 'Gate 9 · Recycle');
    await choose('Too many offers', 'Gate 3');
    fireEvent.click(screen.getByRole('button', { name: 'Save fallback scenarios' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1]).toEqual({
      body: { typeGateMap: { ...defaultFallbacks().typeGateMap, NO_SR: 'GATE_9' }, rejectBreakdown: { maxOffers: 'GATE_3' } },
    });
  });

  it('keeps the prior values on screen when the save fails (spec 5), and can put the refused choices back', async () => {
    call.mockRejectedValue(new ApiError(107, 'The sorter is busy.', 503));
    renderWithQueries(<FallbacksForm saved={defaultFallbacks()} gates={gates} />);
    await choose('Timeout', 'Gate 9 · Recycle');
    expect(screen.getByRole('combobox', { name: 'Timeout' })).toHaveValue('Gate 9 · Recycle');
    fireEvent.click(screen.getByRole('button', { name: 'Save fallback scenarios' }));

    const refused = await screen.findByTestId('fallbacks-refused');
    expect(refused).toHaveTextContent('The sorter is busy. The choices shown are the ones still in force.');
    expect(screen.getByRole('combobox', { name: 'Timeout' })).toHaveValue('Gate 11');

    fireEvent.click(within(refused).getByRole('button', { name: 'Put my changes back' }));
    expect(screen.getByRole('combobox', { name: 'Timeout' })).toHaveValue('Gate 9 · Recycle');
    expect(screen.getByRole('button', { name: 'Save fallback scenarios' })).toBeEnabled();
  });
});
