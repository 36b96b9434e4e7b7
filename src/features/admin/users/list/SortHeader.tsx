import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UserSortField } from '~/contract';

export interface Sorting {
  field: UserSortField;
  direction: 'ASC' | 'DESC';
  onSort(field: UserSortField, direction: 'ASC' | 'DESC'): void;
}

/** Text and dates read from the start; figures from the largest. */
const FIRST_DIRECTION: Partial<Record<UserSortField, 'ASC' | 'DESC'>> = { EMAIL: 'ASC', NAME: 'ASC', COMPANY: 'ASC' };

/** A button that sorts the list by its field, or turns the order round when it already does. */
export function SortButton({ field, sorting, children }: { field: UserSortField; sorting: Sorting; children: ReactNode }) {
  const active = sorting.field === field;
  const Icon = !active ? IconArrowsSort : sorting.direction === 'ASC' ? IconArrowUp : IconArrowDown;
  const next = active ? (sorting.direction === 'ASC' ? 'DESC' : 'ASC') : (FIRST_DIRECTION[field] ?? 'DESC');
  return (
    <UnstyledButton onClick={() => sorting.onSort(field, next)} fw={700} fz="sm" aria-pressed={active}>
      <Group gap={4} wrap="nowrap">
        {children}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
      </Group>
    </UnstyledButton>
  );
}

/** A column header that sorts by its field; it says which way the list is sorted (aria-sort). */
export function SortHeader({ field, sorting, children, ta }: { field: UserSortField; sorting: Sorting; children: ReactNode; ta?: 'right' }) {
  const active = sorting.field === field;
  return (
    <Table.Th aria-sort={active ? (sorting.direction === 'ASC' ? 'ascending' : 'descending') : undefined} ta={ta}>
      <SortButton field={field} sorting={sorting}>
        {children}
      </SortButton>
    </Table.Th>
  );
}
