import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { FoldingFilters } from '~/components/FoldingFilters';
import { MoneyInput } from '~/components/MoneyInput';
import { SearchField } from '~/components/SearchField';
import { type AdminInvoiceMeta } from '~/contract';
import { adminInvoiceFiltersSchema } from '~/contract/admin/invoices';
import { filtersActive, SORTS, type InvoiceSearch } from './invoiceSearch';

const STATUS_LABELS: Record<string, string> = { PAID: 'Paid', FAILED: 'Failed', PENDING: 'Pending', REFUNDED: 'Refunded', PARTLY_REFUNDED: 'Partly refunded' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface InvoiceFiltersProps {
  search: InvoiceSearch;
  choices: AdminInvoiceMeta['choices'] | undefined;
  /** Changes the filters; the page goes back to the first. */
  onChange(next: Partial<InvoiceSearch>): void;
}

/** A number typed in a filter: applied a moment after typing stops, like the search. */
function DebouncedText({ label, value, placeholder, onApply, w }: { label: string; value: string | undefined; placeholder?: string; onApply(text: string | undefined): void; w: number }) {
  const [text, setText] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    // Cleared or changed from outside (Clear filters, the address): the field follows.
    setApplied(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  const apply = useDebouncedCallback((next: string) => onApply(next.trim() || undefined), 300);
  return <TextInput label={label} placeholder={placeholder} value={text} w={w} onChange={(event) => (setText(event.currentTarget.value), apply(event.currentTarget.value))} />;
}

export function InvoiceFilters({ search, choices, onChange }: InvoiceFiltersProps) {
  const sort = `${search.sort ?? 'ISSUED'}-${search.dir ?? 'DESC'}`;
  return (
    <FoldingFilters id="invoice-filters" active={filtersActive(search)}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchField value={search.q} placeholder="Seller e-mail, name or company" onSearch={(q) => onChange({ q })} w={{ base: '100%', sm: 260 }} />
        <DebouncedText label="Invoice number" placeholder="F-2026-000123" value={search.number} onApply={(number) => onChange({ number })} w={160} />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          w={160}
          data={(choices?.statuses ?? []).map((value) => ({ value, label: STATUS_LABELS[value] ?? value }))}
          value={search.status ?? null}
          onChange={(status) => onChange({ status: (status ?? undefined) as InvoiceSearch['status'] })}
        />
        <Select label="Currency" placeholder="Any" clearable w={110} data={choices?.currencies ?? []} value={search.currency ?? null} onChange={(currency) => onChange({ currency: (currency ?? undefined) as InvoiceSearch['currency'] })} />
        <Select
          label="Product"
          placeholder="Any"
          clearable
          w={190}
          data={(choices?.products ?? []).map(({ key, label }) => ({ value: key, label }))}
          value={search.product ?? null}
          onChange={(product) => onChange({ product: (product ?? undefined) as InvoiceSearch['product'] })}
        />
        <TextInput type="date" label="Issued from" w={160} value={search.from ?? ''} onChange={(event) => ISO_DAY.test(event.currentTarget.value) || !event.currentTarget.value ? onChange({ from: event.currentTarget.value || undefined }) : undefined} />
        <TextInput type="date" label="Issued to" w={160} value={search.to ?? ''} onChange={(event) => ISO_DAY.test(event.currentTarget.value) || !event.currentTarget.value ? onChange({ to: event.currentTarget.value || undefined }) : undefined} />
        <MoneyInput currency={search.currency} rule={adminInvoiceFiltersSchema.shape.amountGte} label="Total from" w={120} value={search.min ?? null} onChange={(min) => onChange({ min: min ?? undefined })} onValidityChange={() => undefined} />
        <MoneyInput currency={search.currency} rule={adminInvoiceFiltersSchema.shape.amountLte} label="Total to" w={120} value={search.max ?? null} onChange={(max) => onChange({ max: max ?? undefined })} onValidityChange={() => undefined} />
        <Select
          label="Sort"
          w={200}
          allowDeselect={false}
          data={SORTS.map(({ value, label }) => ({ value, label }))}
          value={sort}
          onChange={(value) => {
            const chosen = SORTS.find((each) => each.value === value);
            if (chosen) onChange({ sort: chosen.field, dir: chosen.dir });
          }}
        />
        {filtersActive(search) && (
          <Button variant="subtle" onClick={() => onChange({ number: undefined, q: undefined, status: undefined, from: undefined, to: undefined, min: undefined, max: undefined, currency: undefined, product: undefined, user: undefined })}>
            Clear filters
          </Button>
        )}
      </Group>
    </FoldingFilters>
  );
}
