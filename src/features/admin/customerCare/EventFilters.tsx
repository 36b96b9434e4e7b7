import { Button, Group, Select, TextInput } from '@mantine/core';
import { z } from 'zod/mini';
import { CountInput } from '~/components/CountInput';
import { FoldingFilters } from '~/components/FoldingFilters';
import { MoneyInput } from '~/components/MoneyInput';
import type { SubscriptionEventMeta } from '~/contract';
import { isFiltered, type EventSearch } from './eventSearch';

const amount = z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000_000)));
const narrow = { base: 'calc(50% - 6px)', sm: 160 } as const;

interface EventFiltersProps {
  search: EventSearch;
  meta: SubscriptionEventMeta | undefined;
  onChange(next: Partial<EventSearch>): void;
}

/** Spec 3.7's subscription event filters. */
export function EventFilters({ search, meta, onChange }: EventFiltersProps) {
  const dateProblem = search.dateAfter && search.dateBefore && search.dateBefore < search.dateAfter ? 'Must be on or after From' : undefined;
  const number = (key: keyof EventSearch) => ({
    rule: amount,
    value: (search[key] as number | undefined) ?? null,
    onChange: (value: number | null) => onChange({ [key]: value ?? undefined }),
    onValidityChange: () => undefined,
    w: narrow,
  });
  return (
    <FoldingFilters id="event-filters" active={isFiltered(search)}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput type="date" label="From" value={search.dateAfter ?? ''} onChange={(event) => onChange({ dateAfter: event.currentTarget.value || undefined })} w={narrow} />
        <TextInput type="date" label="To" value={search.dateBefore ?? ''} error={dateProblem} onChange={(event) => onChange({ dateBefore: event.currentTarget.value || undefined })} w={narrow} />
        <Button variant="default" disabled={!meta} onClick={() => meta && onChange({ dateAfter: meta.defaults.dateAfter, dateBefore: meta.defaults.dateBefore })}>
          Last 30 days
        </Button>
        <Select
          label="Event"
          placeholder="Any event"
          clearable
          data={meta?.types ?? []}
          value={search.type ?? null}
          onChange={(type) => onChange({ type: (type as EventSearch['type']) ?? undefined })}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label="Seller's reason"
          placeholder="Any"
          clearable
          data={meta?.sellerReasons.map(({ value, label }) => ({ value, label })) ?? []}
          value={search.unsubReason ?? null}
          onChange={(reason) => onChange({ unsubReason: (reason as EventSearch['unsubReason']) ?? undefined })}
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label="Staff reason"
          placeholder="Any"
          clearable
          data={meta?.staffReasons.map(({ id, value }) => ({ value: String(id), label: value })) ?? []}
          value={search.unsubReasonId ? String(search.unsubReasonId) : null}
          onChange={(id) => onChange({ unsubReasonId: id ? Number(id) : undefined })}
          w={{ base: '100%', sm: 240 }}
        />
        <MoneyInput label="Sales last month ≥" {...number('lastMonthSalesGte')} />
        <MoneyInput label="Sales last month ≤" {...number('lastMonthSalesLte')} />
        <CountInput label="Paid invoices ≥" {...number('bpspInvoiceQtyGte')} />
        <CountInput label="Paid invoices ≤" {...number('bpspInvoiceQtyLte')} />
      </Group>
    </FoldingFilters>
  );
}
