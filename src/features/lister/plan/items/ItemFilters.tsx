import { Button, Group, MultiSelect, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { CountInput } from '~/components/CountInput';
import { FoldingFilters } from '~/components/FoldingFilters';
import { useInvalidFields } from '~/components/useInvalidFields';
import { MoneyInput } from '~/components/MoneyInput';
import type { ListingCondition } from '~/contract/lister';
import { itemQuerySchema, ITEM_SORT_FIELDS, type ItemQueryInput, type ItemSortField } from '~/contract/nsession';
import { CONDITION_OPTIONS } from '../../conditions';

const rules = itemQuerySchema.shape;

export const SORT_LABELS: Record<ItemSortField, string> = {
  dateUpdated: 'Last changed',
  title: 'Title',
  price: 'Price',
  quantity: 'Quantity',
  asr: 'Sales rank (ASR)',
  sq: 'Offers (SQ)',
  condition: 'Condition',
};

type RangeKey = 'priceGte' | 'priceLte' | 'qtyGte' | 'qtyLte' | 'asrGte' | 'asrLte' | 'sqGte' | 'sqLte';

/** The session item query's filters (spec 3.3): ranges, conditions and the sort; each change asks the server. */
export function ItemFilters({ query, onChange }: { query: ItemQueryInput; onChange(next: ItemQueryInput): void }) {
  const set = (changes: Partial<ItemQueryInput>) => {
    const next: ItemQueryInput = { ...query, ...changes, page: 0 };
    for (const key of Object.keys(changes) as (keyof ItemQueryInput)[]) if (next[key] === undefined || next[key] === '') delete next[key];
    onChange(next);
  };
  const invalid = useInvalidFields();
  const range = (key: RangeKey) => ({
    value: query[key] ?? null,
    onValidityChange: invalid.track(key),
    onChange: (value: number | null) => set({ [key]: value ?? undefined }),
  });
  const conditions = query.conditions ? (query.conditions.split(',') as ListingCondition[]) : [];
  const active = Object.keys(query).some((key) => key !== 'page' && key !== 'sortField' && key !== 'sortOrder');
  return (
    <FoldingFilters id="plan-item-filters" active={active}>
      <Paper withBorder p="sm" radius="md" component="section" aria-label="Filter and sort items">
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="xs">
          <MoneyInput label="Price from" rule={rules.priceGte} {...range('priceGte')} size="xs" />
          <MoneyInput label="Price to" rule={rules.priceLte} {...range('priceLte')} size="xs" />
          <CountInput label="Qty from" rule={rules.qtyGte} {...range('qtyGte')} size="xs" />
          <CountInput label="Qty to" rule={rules.qtyLte} {...range('qtyLte')} size="xs" />
          <CountInput label="ASR from" rule={rules.asrGte} {...range('asrGte')} size="xs" />
          <CountInput label="ASR to" rule={rules.asrLte} {...range('asrLte')} size="xs" />
          <CountInput label="SQ from" rule={rules.sqGte} {...range('sqGte')} size="xs" />
          <CountInput label="SQ to" rule={rules.sqLte} {...range('sqLte')} size="xs" />
        </SimpleGrid>
        <Group mt="xs" align="flex-end" gap="xs">
          <MultiSelect
            label="Conditions"
            data={CONDITION_OPTIONS}
            value={conditions}
            onChange={(values) => set({ conditions: values.length ? values.join(',') : undefined })}
            clearable
            size="xs"
            miw={220}
          />
          <Select
            label="Sort by"
            data={ITEM_SORT_FIELDS.map((field) => ({
              value: field,
              label: SORT_LABELS[field],
            }))}
            value={query.sortField ?? 'dateUpdated'}
            allowDeselect={false}
            onChange={(value) =>
              value &&
              set({
                sortField: value as ItemSortField,
                sortOrder: value === 'dateUpdated' ? 'DESC' : 'ASC',
              })
            }
            size="xs"
          />
          <Select
            label="Order"
            data={[
              { value: 'ASC', label: 'Ascending' },
              { value: 'DESC', label: 'Descending' },
            ]}
            value={query.sortOrder ?? (query.sortField ? 'ASC' : 'DESC')}
            allowDeselect={false}
            onChange={(value) => value && set({ sortOrder: value as 'ASC' | 'DESC' })}
            size="xs"
          />
          <Button size="xs" variant="subtle" leftSection={<IconFilterOff size={14} />} onClick={() => onChange({})}>
            Clear filters
          </Button>
        </Group>
      </Paper>
    </FoldingFilters>
  );
}
