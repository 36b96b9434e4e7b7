import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRemoveItem } from '~/api/lister/itemMutations';
import { listerQueries } from '~/api/lister/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { ListingItem } from '~/contract/lister';
import { plural } from '~/lib/plural';
import { ConfirmDialog } from './ConfirmDialog';
import { ItemDetailsDialog } from './ItemDetailsDialog';
import { ItemRow } from './ItemRow';

/** The session's items, newest change first (spec 9), a page of 100 at a time. */
export function ItemsTable({ sessionId }: { sessionId: number }) {
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 250);
  const items = useInfiniteQuery(listerQueries.items(sessionId, searchText));
  const remove = useRemoveItem(sessionId);
  const [editing, setEditing] = useState<ListingItem>();
  const [deleting, setDeleting] = useState<ListingItem>();
  const rows = items.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <Stack gap="sm" component="section" aria-label="Items">
      <TextInput
        label="Search items"
        placeholder="Title, ISBN, SKU or FNSKU"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <QueryStatus query={items} what="items" rows={5} />
      {items.isSuccess && rows.length === 0 && (
        <Text c="dimmed">{searchText ? `No item matches “${searchText}”.` : 'No books yet. Scan the first one.'}</Text>
      )}
      {rows.length > 0 && (
        <ResponsiveTable minWidth={720} striped aria-label="Session items" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Book</Table.Th>
              <Table.Th>Condition</Table.Th>
              <Table.Th>Qty</Table.Th>
              <Table.Th>Min</Table.Th>
              <Table.Th>Max</Table.Th>
              <Table.Th ta="right">Boxed</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => (
              <ItemRow key={item.id} item={item} onEdit={setEditing} onDelete={setDeleting} />
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {items.hasNextPage && (
        <Group justify="center">
          <Button variant="light" onClick={() => void items.fetchNextPage()} loading={items.isFetchingNextPage}>
            Load more items
          </Button>
        </Group>
      )}
      {editing && <ItemDetailsDialog item={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <ConfirmDialog
          title="Remove this item?"
          confirmLabel="Remove item"
          busy={remove.isPending}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })}
        >
          “{deleting.title}” ({plural(deleting.quantity, 'unit')}) leaves the session
          {deleting.boxedQuantity > 0 ? `, with the ${deleting.boxedQuantity} already packed in boxes` : ''}.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
