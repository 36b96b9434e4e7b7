import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { ListingItem, StaBox } from '~/contract/lister';
import { ConfirmDialog } from '../listing/ConfirmDialog';
import { roomInBox } from './staItems';
import { StaItemRow } from './StaItemRow';
import type { StaBoxItem } from './useStaBoxes';

interface StaItemsTableProps {
  box: StaBox;
  items: StaBoxItem[];
  sessionItems: readonly ListingItem[];
  busy: boolean;
  onSetQty(item: StaBoxItem, qty: number): void;
  onRemove(item: StaBoxItem): void;
  onExclude(item: StaBoxItem): Promise<boolean>;
}

/** The selected box's items, newest change first; excluding one asks first, as it cannot be undone. */
export function StaItemsTable({ box, items, sessionItems, busy, onSetQty, onRemove, onExclude }: StaItemsTableProps) {
  const [excluding, setExcluding] = useState<StaBoxItem | null>(null);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {box.name} is empty. Pick an item above, or scan its ISBN or FNSKU.
      </Text>
    );
  }
  return (
    <>
      <ResponsiveTable minWidth={640} verticalSpacing="xs" aria-label={`Items in ${box.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Min / max</Table.Th>
            <Table.Th>Units in box</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <StaItemRow
              key={`${item.id}-${item.inBoxQuantity}`}
              item={item}
              boxName={box.name}
              room={roomInBox(item.inBoxQuantity, sessionItems.find((each) => each.id === item.id))}
              onSetQty={onSetQty}
              onRemove={onRemove}
              onExclude={setExcluding}
            />
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      {excluding && (
        <ConfirmDialog
          title={`Exclude ${excluding.bookDetail.title}?`}
          confirmLabel="Exclude item"
          busy={busy}
          onClose={() => setExcluding(null)}
          onConfirm={() => void onExclude(excluding).then(() => setExcluding(null))}
        >
          It stays in {box.name} and in the session, but the plan leaves it out. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}
