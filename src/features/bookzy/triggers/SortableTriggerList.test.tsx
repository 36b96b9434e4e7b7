import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerSession } from '~/api/clients';
import type { Trigger } from '~/contract/bookzy';
import { folioDatabase } from '~/offline/db';
import { render } from '~/testing/render';
import { MoveBelowDialog } from './MoveBelowDialog';
import { SortableTriggerList } from './SortableTriggerList';

const PHONE = '7f1c1d3e-9a51-4f1f-9d57-1b2f1c3a4b5c';
const trigger = (id: number, order: number, name: string, active = true): Trigger => ({
  id, device: PHONE, order, active, name, colorCode: '#2f9e44', channel: 'MF', priceSource: 'LOWEST_USED',
  minProfit: 300, maxSalesRank: 1_000_000, maxOffers: null, minPrice: null,
});
const triggers = [trigger(1, 1, 'FBA keeper'), trigger(2, 2, 'Media mail'), trigger(3, 3, 'Long shot', false)];
const actions = { onEdit: vi.fn(), onMove: vi.fn(), onDelete: vi.fn() };

beforeEach(() => sellerSession.setDeviceId('browser-1'));
afterEach(() => folioDatabase().outbox.clear());

describe('SortableTriggerList', () => {
  it('shows the triggers in order, with their rule, a labelled handle and inactive ones marked', () => {
    render(<SortableTriggerList triggers={triggers} {...actions} />);
    const rows = screen.getAllByTestId('trigger-row');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['FBA keeper', 'Media mail', 'Long shot']);
    expect(within(rows[0]!).getByTestId('trigger-summary')).toHaveTextContent('MF · Lowest used · profit ≥ $3.00 · rank ≤ 1,000,000');
    expect(within(rows[0]!).getByRole('button', { name: 'Drag FBA keeper' })).toHaveAttribute('aria-roledescription', 'sortable');
    expect(rows[2]).toHaveAttribute('data-active', 'false');
    expect(within(rows[2]!).getByRole('switch', { name: 'Active: Long shot' })).not.toBeChecked();
  });

  it('queues a deactivate write when the switch is turned off', async () => {
    render(<SortableTriggerList triggers={triggers} {...actions} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Active: Media mail' }));
    await waitFor(async () => {
      const entries = await folioDatabase().outbox.toArray();
      expect(entries.map((entry) => [entry.endpoint, entry.input])).toEqual([['triggers.deactivate', { params: { id: 2 } }]]);
    });
  });
});

describe('MoveBelowDialog', () => {
  it('offers the top and the other triggers, and hands on the chosen one', () => {
    const onMove = vi.fn();
    render(<MoveBelowDialog trigger={triggers[2]!} triggers={triggers} onClose={vi.fn()} onMove={onMove} />);
    const select = screen.getByLabelText('Move below');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['To the top', 'FBA keeper', 'Media mail']);
    fireEvent.change(select, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(onMove).toHaveBeenCalledWith(null);
  });

  it('queues nothing when the place does not change', () => {
    const onMove = vi.fn();
    render(<MoveBelowDialog trigger={triggers[2]!} triggers={triggers} onClose={vi.fn()} onMove={onMove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(onMove).not.toHaveBeenCalled();
  });
});
