import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReimbursementRow } from '~/contract';
import { render } from '~/testing/render';
import { LossTable } from './LossTable';

const row = (id: number, extra: Partial<ReimbursementRow> = {}): ReimbursementRow => ({
  id, kind: 'DAMAGED_INBOUND', status: 'ELIGIBLE', occurredAt: '2026-03-02T12:00:00.000Z', claimDeadline: '2026-05-01T12:00:00.000Z',
  daysLeft: 3, shipment: { code: 'FBA1ABC', name: 'Shipment 1 to PHX7' }, sku: 'SKU-1', fnsku: 'X00ABCDEFG', asin: '0123456789',
  isbn13: '9780123456786', title: 'The Bright Library', condition: 'good', units: 1, value: 1250, amount: null, reimbursedAt: null,
  settledBy: null, caseId: null, claimedAt: null, denialReason: null, ...extra,
});
const ROWS = [row(1), row(2, { status: 'EXPIRED', daysLeft: null }), row(3, { sku: 'SKU-3' })];

function renderTable(selected = new Set<number>()) {
  const handlers = { onSelect: vi.fn(), onClaim: vi.fn() };
  render(<LossTable rows={ROWS} selected={selected} claiming={new Set()} {...handlers} />);
  return handlers;
}

describe('the losses table', () => {
  it('offers a claim and a selection on eligible losses only, each named by its SKU and loss', () => {
    const { onClaim } = renderTable();
    const expired = screen.getByRole('row', { name: 'The Bright Library, SKU-1, loss 2' });
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(within(expired).queryByRole('checkbox')).toBeNull();
    expect(expired).toHaveTextContent('Window closed');
    fireEvent.click(screen.getByRole('button', { name: 'Claim SKU-3, loss 3' }));
    expect(onClaim).toHaveBeenCalledWith([3]);
  });

  it('shows value, what happened and the days left to claim', () => {
    renderTable();
    const first = screen.getByRole('row', { name: 'The Bright Library, SKU-1, loss 1' });
    expect(first).toHaveTextContent('$12.50');
    expect(first).toHaveTextContent('Damaged at receiving');
    expect(within(first).getByText('3 days left to claim')).toBeInTheDocument();
  });

  it('selects every eligible loss of the page at once, and none that is not', () => {
    const { onSelect } = renderTable(new Set([1]));
    const all = screen.getByRole('checkbox', { name: 'Select every eligible loss on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(all);
    expect(onSelect).toHaveBeenCalledWith([1, 3], true);
  });
});
