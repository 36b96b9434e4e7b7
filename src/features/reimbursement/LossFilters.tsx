import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { FoldingFilters } from '~/components/FoldingFilters';
import { SearchField } from '~/components/SearchField';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS, LOSS_KINDS, LOSS_KIND_LABELS, type ClaimStatus, type LossKind, type ReimbursementSortField } from '~/contract';
import { isFiltered, type ReimbursementSearch } from './reimbursementSearch';

const SORTS: { value: ReimbursementSortField; label: string }[] = [
  { value: 'OCCURRED', label: 'Date of the loss' },
  { value: 'DEADLINE', label: 'Claim by' },
  { value: 'VALUE', label: 'Value' },
  { value: 'STATUS', label: 'Status' },
  { value: 'TITLE', label: 'Title' },
  { value: 'SKU', label: 'SKU' },
  { value: 'SHIPMENT', label: 'Shipment' },
];

interface LossFiltersProps {
  search: ReimbursementSearch;
  onChange(next: Partial<ReimbursementSearch>): void;
}

/** Text, status, what happened, the days of the loss, and the order. */
export function LossFilters({ search, onChange }: LossFiltersProps) {
  const dateProblem = search.from && search.to && search.from > search.to ? 'Must be on or after From' : undefined;
  return (
    <FoldingFilters id="loss-filters" active={isFiltered(search)}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <SearchField value={search.q} placeholder="SKU, ISBN, title or shipment" onSearch={(q) => onChange({ q })} />
        <MultiSelect
          label="Status"
          placeholder={search.status?.length ? undefined : 'Any status'}
          clearable
          data={CLAIM_STATUSES.map((status) => ({ value: status, label: CLAIM_STATUS_LABELS[status] }))}
          value={search.status ?? []}
          onChange={(values) => onChange({ status: values.length ? (values as ClaimStatus[]) : undefined })}
          w={{ base: '100%', sm: 220 }}
        />
        <MultiSelect
          label="What happened"
          placeholder={search.kind?.length ? undefined : 'Any loss'}
          clearable
          data={LOSS_KINDS.map((kind) => ({ value: kind, label: LOSS_KIND_LABELS[kind] }))}
          value={search.kind ?? []}
          onChange={(values) => onChange({ kind: values.length ? (values as LossKind[]) : undefined })}
          w={{ base: '100%', sm: 240 }}
        />
        <TextInput
          type="date"
          label="From"
          value={search.from ?? ''}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
          w={{ base: 'calc(50% - 6px)', sm: 160 }}
        />
        <TextInput
          type="date"
          label="To"
          value={search.to ?? ''}
          error={dateProblem}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
          w={{ base: 'calc(50% - 6px)', sm: 160 }}
        />
        <Select
          label="Sort by"
          data={SORTS}
          value={search.sort ?? 'OCCURRED'}
          allowDeselect={false}
          onChange={(sort) => onChange({ sort: (sort as ReimbursementSortField | null) ?? undefined })}
          w={{ base: 'calc(50% - 6px)', sm: 170 }}
        />
        <Select
          label="Order"
          data={[
            { value: 'DESC', label: 'Descending' },
            { value: 'ASC', label: 'Ascending' },
          ]}
          value={search.order ?? 'DESC'}
          allowDeselect={false}
          onChange={(order) => onChange({ order: (order as 'ASC' | 'DESC' | null) ?? undefined })}
          w={{ base: 'calc(50% - 6px)', sm: 140 }}
        />
      </Group>
    </FoldingFilters>
  );
}
