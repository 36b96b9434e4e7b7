import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userListQueries } from '~/api/admin/userList';
import type { UserPickerItem } from '~/contract';

/** A seller as a form holds one: at least who it is; name and company when the picker found it. */
export type PickedSeller = Pick<UserPickerItem, 'id' | 'email'> & Partial<Pick<UserPickerItem, 'name' | 'companyName'>>;

interface SellerPickerProps<T extends PickedSeller> {
  value: T | null;
  onChange(seller: T | UserPickerItem | null): void;
  error?: string | null;
  label?: string;
  w?: React.ComponentProps<typeof Select>['w'];
}

const labelOf = (seller: PickedSeller) => {
  const who = seller.companyName ?? seller.name;
  return who ? `${seller.email} · ${who}` : seller.email;
};

/** A seller chosen by typing part of their e-mail, name or company (GET user/list): the server filters. */
export function SellerPicker<T extends PickedSeller>({ value, onChange, error, label = 'Seller', w }: SellerPickerProps<T>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery(userListQueries.picker(debounced));
  const sellers = found.data ?? [];
  // The chosen seller stays an option while the search shows others.
  const choices: (T | UserPickerItem)[] = value && !sellers.some((seller) => seller.id === value.id) ? [value, ...sellers] : sellers;
  return (
    <Select
      label={label}
      placeholder="Type an e-mail, name or company"
      withAsterisk
      searchable
      clearable
      // The server has filtered already: every seller it answered is shown.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No seller matches'}
      data={choices.map((seller) => ({ value: String(seller.id), label: labelOf(seller) }))}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(choices.find((seller) => String(seller.id) === id) ?? null)}
      error={error}
      w={w}
    />
  );
}
