import { STOCK_COLUMNS, type StockColumn, type StockQueryInput, type StockTableSettings } from '~/contract';
import { quantityFrom, stockSearch, type StockSearch } from './stockSearch';

/**
 * The three shapes one view of the table takes: the address query (lists as arrays), the wire
 * query (lists comma-joined, spec 2.1) and the saved settings (filters as query-string text,
 * sort and tags apart). Kept here so the three never drift apart.
 */

const LIST_FILTERS = ['conditions', 'states'] as const;
const TEXT_FILTERS = ['qtyGte', 'qtyLte', 'priceGte', 'priceLte', 'text', 'textField', 'textMatch'] as const;

/** The filters of the address as the server's query takes them. */
export function filtersOf(search: StockSearch): Record<string, string> {
  const filters: Record<string, string> = { qtyGte: String(quantityFrom(search)) };
  for (const name of TEXT_FILTERS) {
    const value = search[name];
    if (value !== undefined) filters[name] = String(value);
  }
  for (const name of [...LIST_FILTERS, 'tags'] as const) {
    const values = search[name];
    if (values?.length) filters[name] = values.join(',');
  }
  return filters;
}

export function stockQueryOf(search: StockSearch): StockQueryInput {
  return {
    ...filtersOf(search),
    sortField: search.sortField ?? 'Age',
    sortOrder: search.sortOrder ?? 'ASC',
  } as StockQueryInput;
}

/** The address a saved view opens at; what no longer reads is left at its default. */
export function searchOfSettings(settings: StockTableSettings): StockSearch {
  const raw: Record<string, unknown> = { ...settings.filters };
  for (const name of LIST_FILTERS) {
    const text = settings.filters[name];
    raw[name] = text ? text.split(',') : undefined;
  }
  raw.tags = settings.tags.length > 0 ? settings.tags : undefined;
  raw.sortField = settings.sort.field;
  raw.sortOrder = settings.sort.order;
  return stockSearch.parse(raw);
}

/** The columns on screen: those chosen in the address, else the saved view's, else all. */
export function columnsOf(search: StockSearch, settings: StockTableSettings | undefined): readonly StockColumn[] {
  return search.columns ?? settings?.visibleColumns ?? STOCK_COLUMNS;
}

/** The view on screen as settings to save: the tags apart, as spec 3.1 keeps them. */
export function settingsOfView(search: StockSearch, current: StockTableSettings): StockTableSettings {
  const { tags: _tags, ...filters } = filtersOf(search);
  return {
    ...current,
    visibleColumns: [...columnsOf(search, current)],
    filters,
    tags: search.tags ?? [],
    sort: { field: search.sortField ?? 'Age', order: search.sortOrder ?? 'ASC' },
  };
}
