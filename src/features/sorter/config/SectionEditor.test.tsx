import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import type { SorterRuleRecord } from '~/contract/sorter';
import { SectionEditor } from './SectionEditor';
import { defaultGates, renderWithQueries, section } from './testing/configFixtures';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
const call = vi.mocked(sellerClient.call);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (_endpoint, input) => ({ ...section(), ...(input as { body: object }).body, rules: [], updatedAt: '2026-11-27T09:00:00.000Z' }) as never);
});

const rule = (id: number, name: string, gate: SorterRuleRecord['gate']): SorterRuleRecord => ({
  id, name, gate, channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 300, maxSalesRank: null, maxOffers: null, minPrice: null,
});
const threeRules = section({ rules: [rule(1, 'Keepers', 'GATE_1'), rule(2, 'Donate', 'GATE_5'), rule(3, 'Recycle', 'GATE_9')] });
const names = () => screen.getAllByTestId('rule-row').map((row) => row.getAttribute('aria-label'));
const sentRules = () => (call.mock.calls[0]![1] as { body: { rules: { name: string }[] } }).body.rules.map((sent) => sent.name);

describe('a section being edited', { timeout: 30_000 }, () => {
  it('reorders with the move buttons, keeps focus on the moved rule, and saves the list in its new order', async () => {
    renderWithQueries(<SectionEditor section={threeRules} gates={defaultGates()} onDeleted={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Move Keepers up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Move Recycle up' }));
    expect(names()).toEqual(['Keepers', 'Recycle', 'Donate']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Recycle up' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Move Recycle up' }));
    expect(names()).toEqual(['Recycle', 'Keepers', 'Donate']);
    // At the top its Move up is disabled: focus stays on the rule, on its Move down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Recycle down' })).toHaveFocus());
    expect(screen.getByText('Recycle moved to position 1 of 3.')).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1]).toMatchObject({ params: { id: 7 }, body: { name: 'Weekday sort' } });
    expect(sentRules()).toEqual(['Recycle', 'Keepers', 'Donate']);
  });

  it('shows a mistyped limit and its reason on the field, and adds nothing until it is fixed', async () => {
    renderWithQueries(<SectionEditor section={section()} gates={defaultGates()} onDeleted={vi.fn()} />);
    expect(screen.getByText('No rules yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'FBA keepers' } });
    fireEvent.change(within(dialog).getByLabelText('Max offers'), { target: { value: '2.5' } });
    expect(within(dialog).getByLabelText('Max offers')).toHaveValue('2.5');
    expect(within(dialog).getByLabelText('Max offers')).toHaveAccessibleDescription(/Must be a whole number/);
    expect(within(dialog).getByRole('button', { name: 'Add rule' })).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Max offers'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toEqual(['FBA keepers']);
    expect(screen.getByTestId('rule-summary')).toHaveTextContent('MF · Lowest used · profit ≥ $3.00 · ≤ 12 offers');
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses an empty rule name before anything is sent', async () => {
    renderWithQueries(<SectionEditor section={section()} gates={defaultGates()} onDeleted={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText('Is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
