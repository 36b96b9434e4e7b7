import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { ApiError } from '~/api/errors';
import { sorterGatesApi } from '~/contract/sorter';
import { GateCard } from './GateCard';
import { defaultGates, renderWithQueries } from './testing/configFixtures';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
const call = vi.mocked(sellerClient.call);
const gate3 = defaultGates()[2]!;

describe('a gate card', { timeout: 30_000 }, () => {
  it('saves its own gate with the tag trimmed, the target and fullness', async () => {
    call.mockReset();
    call.mockImplementation(async (_endpoint, input) => ({ gate: 'GATE_3', ...(input as { body: object }).body }) as never);
    renderWithQueries(<GateCard gate={gate3} whenFull={null} />);
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: '  Donate ' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Full' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save gate 3' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(
      sorterGatesApi.updateGate,
      { params: { gate: 'GATE_3' }, body: { tag: 'Donate', color: '#1971c2', sound: 'ding', targetType: 'NONE', full: true } },
      { errors: 'caller' },
    );
  });

  it('refuses a colour that is not #rrggbb before sending, and shows a refusal from the server', async () => {
    call.mockReset();
    call.mockRejectedValue(new ApiError(107, 'The sorter is being updated.', 503));
    renderWithQueries(<GateCard gate={gate3} whenFull="Its books go to Gate 11, the exception gate." />);
    expect(screen.getByTestId('gate-full-note')).toHaveTextContent('Its books go to Gate 11, the exception gate.');
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'green' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save gate 3' }));
    expect(await screen.findByText('Must be a colour like #2f9e44')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#2f9e44' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save gate 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sorter is being updated.');
  });

  it('offers its colours in the card, with no picker floating over the Save button', async () => {
    call.mockReset();
    call.mockImplementation(async (_endpoint, input) => ({ gate: 'GATE_3', ...(input as { body: object }).body }) as never);
    renderWithQueries(<GateCard gate={gate3} whenFull={null} />);
    const colour = screen.getByLabelText('Colour');
    fireEvent.focus(colour);
    fireEvent.click(colour);
    expect(document.querySelector('.mantine-ColorInput-dropdown')).toBeNull();

    const swatches = screen.getByRole('group', { name: 'Colours for Gate 3' });
    expect(within(swatches).getAllByRole('button')).toHaveLength(11);
    expect(within(swatches).getByRole('button', { name: 'Colour #1971c2' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(swatches).getByRole('button', { name: 'Colour #2f9e44' }));
    expect(colour).toHaveValue('#2f9e44');
    fireEvent.click(screen.getByRole('button', { name: 'Save gate 3' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1]).toMatchObject({ body: { color: '#2f9e44' } });
  });
});
