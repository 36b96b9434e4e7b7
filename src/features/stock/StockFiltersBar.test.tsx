import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '~/testing/render';
import { StockFiltersBar, useClearFilters } from './StockFiltersBar';
import type { StockSearch } from './stockSearch';

/** The bar as the Stock Manager holds it: the search in state, cleared through useClearFilters. */
function renderBar(initial: StockSearch) {
  let current = initial;
  function Harness() {
    const [search, setSearch] = useState(initial);
    current = search;
    const clearing = useClearFilters(setSearch);
    return <StockFiltersBar key={clearing.generation} search={search} onChange={setSearch} onClear={clearing.clear} />;
  }
  render(<Harness />);
  return { search: () => current };
}

const type = (label: string, text: string) => {
  const field = screen.getByRole('textbox', { name: label });
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
};
const clearButton = () => screen.queryByRole('button', { name: 'Clear filters' });

describe('clearing the stock filters', () => {
  it('empties range fields holding text that is not a number, with the filters applied', () => {
    const { search } = renderBar({ conditions: ['good'], qtyLte: 5, sortField: 'Price' });
    type('Qty from', 'abc');
    type('Qty to', '99999999999');
    type('Price from', 'abc');
    type('Price to', '99999999999');
    fireEvent.click(clearButton()!);
    expect(search()).toEqual({ qtyGte: 1, sortField: 'Price', sortOrder: undefined });
    expect(screen.getByRole('textbox', { name: 'Qty from' })).toHaveValue('1');
    for (const label of ['Qty to', 'Price from', 'Price to']) expect(screen.getByRole('textbox', { name: label })).toHaveValue('');
    expect(clearButton()).toBeNull();
  });

  it('offers to clear text that applied nothing, when no filter is set', () => {
    renderBar({});
    expect(clearButton()).toBeNull();
    type('Price to', 'abc');
    fireEvent.click(clearButton()!);
    expect(screen.getByRole('textbox', { name: 'Price to' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Price to' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(clearButton()).toBeNull();
  });
});
