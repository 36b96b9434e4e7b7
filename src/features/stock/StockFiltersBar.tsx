import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { memo, useCallback, useState } from 'react';
import { SearchField } from '~/components/SearchField';
import { CONDITIONS, INVENTORY_STATES, STOCK_TAGS, STOCK_TEXT_FIELDS, TEXT_MATCH_TYPES, type StockTextField } from '~/contract';
import { CONDITION_LABELS } from './stockColumns';
import { RangeField } from './RangeField';
import { clearedSearch, hasFilters, quantityFrom, sameFilters, type StockSearch } from './stockSearch';

const TAG_LABELS = { AT_MIN: 'At min', AT_MAX: 'At max', NO_MIN: 'No min' } as const;
const FIELD_LABELS: Record<StockTextField, string> = { SKU: 'SKU', ASIN: 'ASIN', ISBN: 'ISBN', TITLE: 'Title' };
const ANY_FIELD = 'ANY';

type SearchUpdate = (next: (previous: StockSearch) => StockSearch) => void;

interface StockFiltersBarProps {
  search: StockSearch;
  onChange: SearchUpdate;
  /** Back to the default filters, every field emptied: see {@link useClearFilters}. */
  onClear(): void;
}

/**
 * "Clear filters", wherever the screen offers it. A range field holding text that is not a number
 * ("abc", "99999999999") applied nothing, so the address has nothing to reset it from: the bar is
 * drawn afresh instead (give it `key={generation}`), which empties every field it holds.
 */
export function useClearFilters(onChange: SearchUpdate) {
  const [generation, setGeneration] = useState(0);
  const clear = useCallback(() => {
    onChange(clearedSearch);
    setGeneration((previous) => previous + 1);
  }, [onChange]);
  return { generation, clear };
}

/**
 * The stock table's filters (spec 9): each change goes into the address, where the table reads it.
 * Painted again only when a filter changed, not on a sort or an opened SKU (its many inputs would
 * otherwise cost every header click); onChange updates from the previous search, so an older one
 * does as well.
 */
export const StockFiltersBar = memo(function StockFiltersBar({ search, onChange, onClear }: StockFiltersBarProps) {
  const set = <K extends keyof StockSearch>(name: K, value: StockSearch[K]) => onChange((previous) => ({ ...previous, [name]: value }));
  const list = <T extends string>(values: T[]) => (values.length > 0 ? values : undefined);
  // The range fields whose text is not a value: nothing applied, but there is something to clear.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const validity = (label: string) => (valid: boolean) =>
    setInvalid((previous) => {
      if (previous.has(label) !== valid) return previous;
      const next = new Set(previous);
      if (valid) next.delete(label);
      else next.add(label);
      return next;
    });
  const range = (label: string) => ({ label, onValidityChange: validity(label) });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField value={search.text} placeholder="SKU, ASIN, ISBN or title" onSearch={(text) => set('text', text)} w={240} />
      <Select
        label="Search in"
        data={[{ value: ANY_FIELD, label: 'All fields' }, ...STOCK_TEXT_FIELDS.map((field) => ({ value: field, label: FIELD_LABELS[field] }))]}
        value={search.textField ?? ANY_FIELD}
        onChange={(value) => set('textField', value && value !== ANY_FIELD ? (value as StockTextField) : undefined)}
        allowDeselect={false}
        w={130}
      />
      <Select
        label="Match"
        data={[...TEXT_MATCH_TYPES]}
        value={search.textMatch ?? 'Contains'}
        onChange={(value) => set('textMatch', (value ?? undefined) as StockSearch['textMatch'])}
        allowDeselect={false}
        w={140}
      />
      <MultiSelect
        label="Conditions"
        placeholder={search.conditions ? undefined : 'Any'}
        data={CONDITIONS.map((condition) => ({ value: condition, label: CONDITION_LABELS[condition]! }))}
        value={search.conditions ?? []}
        onChange={(values) => set('conditions', list(values as (typeof CONDITIONS)[number][]))}
        clearable
        w={220}
      />
      <MultiSelect
        label="Inventory"
        placeholder={search.states ? undefined : 'Any'}
        data={[...INVENTORY_STATES]}
        value={search.states ?? []}
        onChange={(values) => set('states', list(values as (typeof INVENTORY_STATES)[number][]))}
        clearable
        w={200}
      />
      <MultiSelect
        label="Tags"
        placeholder={search.tags ? undefined : 'Any'}
        data={STOCK_TAGS.map((tag) => ({ value: tag, label: TAG_LABELS[tag] }))}
        value={search.tags ?? []}
        onChange={(values) => set('tags', list(values as (typeof STOCK_TAGS)[number][]))}
        clearable
        w={200}
      />
      <RangeField {...range('Qty from')} value={quantityFrom(search)} onCommit={(value) => set('qtyGte', value ?? 0)} />
      <RangeField {...range('Qty to')} value={search.qtyLte ?? null} onCommit={(value) => set('qtyLte', value ?? undefined)} />
      <RangeField {...range('Price from')} money value={search.priceGte ?? null} onCommit={(value) => set('priceGte', value ?? undefined)} />
      <RangeField {...range('Price to')} money value={search.priceLte ?? null} onCommit={(value) => set('priceLte', value ?? undefined)} />
      {(hasFilters(search) || invalid.size > 0) && (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}, sameFilters);
