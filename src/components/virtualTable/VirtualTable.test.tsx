import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '~/testing/render';
import { VirtualTable, type VirtualColumn } from './VirtualTable';

interface Sku {
  sku: string;
  price: number;
}

const columns: VirtualColumn<Sku>[] = [
  { key: 'sku', header: 'SKU', width: '1fr', render: (row) => row.sku },
  { key: 'price', header: 'Price', width: '100px', align: 'right', sortField: 'Price', render: (row) => row.price },
];
const rows = Array.from({ length: 100_000 }, (_, index) => ({ sku: `SKU-${index}`, price: index }));

// jsdom lays nothing out: give the scrolling viewport a height, as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

describe('VirtualTable', () => {
  it('puts only the rows in view in the page, placed in the whole for assistive technology', async () => {
    const onRangeChange = vi.fn();
    render(
      <VirtualTable label="Stock" columns={columns} rowCount={rows.length} rowAt={(index) => rows[index]} rowKey={(row) => row.sku} onRangeChange={onRangeChange} height={400} />,
    );
    const table = screen.getByRole('table', { name: 'Stock' });
    expect(table).toHaveAttribute('aria-rowcount', '100001');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(5));
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.length).toBeLessThan(50);
    expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(bodyRows[0]).toHaveTextContent('SKU-0');
    expect(onRangeChange).toHaveBeenLastCalledWith(0, bodyRows.length - 1);
  });

  it('shows a row still loading as such, and asks for a sort from its header', () => {
    const onSort = vi.fn();
    render(
      <VirtualTable
        label="Stock"
        columns={columns}
        rowCount={3}
        rowAt={(index) => (index === 1 ? undefined : rows[index])}
        rowKey={(row) => row.sku}
        onRangeChange={() => undefined}
        sort={{ field: 'Price', direction: 'desc' }}
        onSort={onSort}
        height={400}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'SKU' })).not.toHaveAttribute('aria-sort');
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(onSort).toHaveBeenCalledWith('Price');
  });
});
