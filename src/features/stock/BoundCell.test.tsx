import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockSku } from '~/contract';
import { render } from '~/testing/render';
import { BoundCell } from './BoundCell';

const mutate = vi.fn();
vi.mock('~/api/stock/mutations', () => ({ useSaveBounds: () => ({ mutate, isPending: false }) }));

const row = { sku: 'FB-U-000048', minPrice: 300, maxPrice: 650 } as StockSku;

describe("a SKU's min price in the stock table", () => {
  beforeEach(() => mutate.mockReset());

  it('saves dollars typed as cents on Enter, with the saved max', () => {
    render(<BoundCell row={row} bound="minPrice" />);
    const field = screen.getByRole('textbox', { name: 'Min price of FB-U-000048' });
    fireEvent.change(field, { target: { value: '4.5' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(mutate).toHaveBeenCalledWith({ sku: 'FB-U-000048', bounds: { minPrice: 450, maxPrice: 650 } }, expect.anything());
  });

  it('refuses a min above the max on the field and sends nothing', () => {
    render(<BoundCell row={row} bound="minPrice" />);
    const field = screen.getByRole('textbox', { name: 'Min price of FB-U-000048' });
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.blur(field);
    expect(field).toHaveAccessibleDescription(/Min must not be above max/);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends nothing for text that is not an amount, and keeps it', () => {
    render(<BoundCell row={row} bound="minPrice" />);
    const field = screen.getByRole('textbox', { name: 'Min price of FB-U-000048' });
    fireEvent.change(field, { target: { value: '1e9' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('1e9');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('clears a min with an empty field (none: the global settings apply)', () => {
    render(<BoundCell row={row} bound="minPrice" />);
    const field = screen.getByRole('textbox', { name: 'Min price of FB-U-000048' });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(mutate).toHaveBeenCalledWith({ sku: 'FB-U-000048', bounds: { minPrice: null, maxPrice: 650 } }, expect.anything());
  });
});
