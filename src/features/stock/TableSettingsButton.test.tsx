import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stockKeys } from '~/api/stock/queries';
import { stockTableSettingsSchema } from '~/contract';
import { render } from '~/testing/render';
import { columnsOf } from './savedView';
import type { StockSearch } from './stockSearch';
import { TableSettingsButton } from './TableSettingsButton';

const save = { mutate: vi.fn(), isPending: false, isError: false };
vi.mock('~/api/stock/mutations', () => ({ useSaveTableSettings: () => save }));

const saved = stockTableSettingsSchema.parse({ visibleColumns: ['sku', 'title', 'asin', 'price'] });

/** The button as the Stock Manager holds it: the columns on screen read from the address, else the saved view. */
function renderSettings() {
  function Harness() {
    const [search, setSearch] = useState<StockSearch>({ qtyGte: 1 });
    return (
      <>
        <TableSettingsButton search={search} salesHidden={false} onColumnsChange={(columns) => setSearch((previous) => ({ ...previous, columns }))} />
        <output data-testid="columns">{columnsOf(search, saved).join(',')}</output>
      </>
    );
  }
  const queryClient = new QueryClient();
  queryClient.setQueryData(stockKeys.settings(), saved);
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Table settings' }));
  return within(screen.getByRole('dialog', { name: 'Table settings' }));
}
const columnsOnScreen = () => screen.getByTestId('columns').textContent;
const closeDialog = () => fireEvent.keyDown(screen.getByRole('dialog', { name: 'Table settings' }), { key: 'Escape' });

describe('the stock table settings', () => {
  beforeEach(() => save.mutate.mockReset());

  it('shows a column choice at once and keeps it when the dialog is closed unsaved', () => {
    const dialog = renderSettings();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'ASIN' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Min' }));
    expect(columnsOnScreen()).toBe('sku,title,price,minPrice');
    closeDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(columnsOnScreen()).toBe('sku,title,price,minPrice');
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('saves the columns on screen with the view, and can go back to the saved ones', () => {
    let dialog = renderSettings();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Title' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save view' }));
    expect(save.mutate).toHaveBeenCalledWith(expect.objectContaining({ visibleColumns: ['sku', 'asin', 'price'] }), expect.anything());
    closeDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Table settings' }));
    dialog = within(screen.getByRole('dialog', { name: 'Table settings' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Show the saved columns' }));
    expect(columnsOnScreen()).toBe('sku,title,asin,price');
    expect(dialog.getByRole('checkbox', { name: 'Title' })).toBeChecked();
  });

  it('asks before a search mode that is not saved is dropped', () => {
    const dialog = renderSettings();
    fireEvent.click(dialog.getAllByLabelText('Offers search mode')[0]!);
    fireEvent.click(screen.getByRole('option', { name: 'Aggressive' }));
    closeDialog();
    expect(screen.getByRole('dialog', { name: 'Table settings' })).toBeInTheDocument();
    expect(dialog.getByText('The offers search mode is not saved')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Close without saving' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save.mutate).not.toHaveBeenCalled();
  });
});
