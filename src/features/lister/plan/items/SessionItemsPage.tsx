import { Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconScan, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useRemoveNsessionItems } from '~/api/nsession/mutations';
import { nsessionQueries } from '~/api/nsession/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { ItemQueryInput, NsessionItem } from '~/contract/nsession';
import { plural } from '~/lib/plural';
import { ConfirmDialog } from '../../listing/ConfirmDialog';
import { usePendingEntries } from '~/offline/outboxHooks';
import { MakePlanButton } from '../MakePlanButton';
import { usePlan } from '../planContext';
import { ItemFilters } from './ItemFilters';
import { PlanItemRow } from './PlanItemRow';
import { PLAN_ADD_ITEM_KEY } from '../../listing/useListingScans';

/** Step 2: the plan's items, 100 a page (spec 9), filtered and sorted on the server (spec 3.3), priced inline. */
export function SessionItemsPage() {
  const { session, sessionId, type } = usePlan();
  const [query, setQuery] = useState<ItemQueryInput>({});
  const items = useQuery(nsessionQueries.items(sessionId, query));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<string[]>();
  const remove = useRemoveNsessionItems(sessionId);
  const waiting = usePendingEntries([PLAN_ADD_ITEM_KEY]).filter((entry) => Number(entry.input.params?.sessionId) === sessionId);
  const scanning = session.stage === 'SCANNING';
  const onSelect = useCallback((itemId: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  }, []);
  const onDelete = useCallback((item: NsessionItem) => setRemoving([item.idStr]), []);
  const page = items.data;

  return (
    <Stack>
      {scanning && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconScan size={18} />}
            renderRoot={(props) => <Link {...props} to="/lister/session/$type/$sessionId/scanning" params={{ type, sessionId }} />}
          >
            Scan more
          </Button>
          <Button variant="default" color="red" leftSection={<IconTrash size={18} />} disabled={selected.size === 0} onClick={() => setRemoving([...selected])}>
            Remove selected{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
          <MakePlanButton waitingScans={waiting.length} />
        </Group>
      )}
      {!scanning && <Text size="sm" c="dimmed">The marketplace holds this plan: prices stay editable, books can no longer be added or removed.</Text>}
      <ItemFilters query={query} onChange={setQuery} />
      <QueryStatus query={items} what="items" rows={6} />
      {page && page.totalElements === 0 && (
        <Text c="dimmed">{Object.keys(query).length ? 'No item matches these filters.' : 'No items yet: scan books into the plan.'}</Text>
      )}
      {page && page.content.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {plural(page.totalElements, 'item')} · page {page.page + 1} of {page.totalPages}
          </Text>
          <ResponsiveTable minWidth={960} striped aria-label="Plan items">
            <Table.Thead>
              <Table.Tr>
                {scanning && <Table.Th aria-label="Select" />}
                <Table.Th>Book</Table.Th>
                <Table.Th>Condition</Table.Th>
                <Table.Th>Qty</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Min</Table.Th>
                <Table.Th>Max</Table.Th>
                <Table.Th ta="right">ASR</Table.Th>
                <Table.Th ta="right">SQ</Table.Th>
                <Table.Th ta="right">Boxed</Table.Th>
                {scanning && <Table.Th aria-label="Remove" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.content.map((item) => (
                <PlanItemRow
                  key={item.idStr}
                  sessionId={sessionId}
                  item={item}
                  scanning={scanning}
                  selected={selected.has(item.idStr)}
                  onSelect={onSelect}
                  onDelete={onDelete}
                />
              ))}
            </Table.Tbody>
          </ResponsiveTable>
          {page.totalPages > 1 && <Pagination total={page.totalPages} value={page.page + 1} onChange={(next) => setQuery({ ...query, page: next - 1 })} />}
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={removing.length === 1 ? 'Remove this item?' : `Remove ${removing.length} items?`}
          confirmLabel="Remove"
          busy={remove.isPending}
          onClose={() => setRemoving(undefined)}
          onConfirm={() =>
            remove.mutate(removing.map(Number), {
              onSuccess: () => setSelected((current) => new Set([...current].filter((id) => !removing.includes(id)))),
              onSettled: () => setRemoving(undefined),
            })
          }
        >
          {plural(removing.length, 'item')} and all their units leave the plan.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
