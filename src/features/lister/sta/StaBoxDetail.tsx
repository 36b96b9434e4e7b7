import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryStatus } from '~/components/QueryStatus';
import type { ListingItem, StaBox, StaBoxResult } from '~/contract/lister';
import { plural } from '~/lib/plural';
import type { ScanEvent } from '~/scanning';
import { pounds } from '../boxing/BoxList';
import { ConfirmDialog } from '../listing/ConfirmDialog';
import { StaAddForm } from './StaAddForm';
import { StaItemsTable } from './StaItemsTable';
import type { StaBoxItem } from './useStaBoxes';

interface StaBoxDetailProps {
  box: StaBox;
  contents: UseQueryResult<StaBoxResult>;
  /** The session's items to pick from: loading, failed or loaded. */
  sessionItemsQuery: UseQueryResult<unknown>;
  sessionItems: readonly ListingItem[];
  busy: boolean;
  onAdd(item: ListingItem, qty: number): Promise<boolean>;
  onScan(scan: ScanEvent): void;
  onSetQty(item: StaBoxItem, qty: number): void;
  onRemove(item: StaBoxItem): void;
  onExclude(item: StaBoxItem): Promise<boolean>;
  onDelete(): Promise<boolean>;
}

/** The selected box: its totals, the ways to fill it, and its items. */
export function StaBoxDetail({ box, contents, sessionItemsQuery, sessionItems, busy, onDelete, ...actions }: StaBoxDetailProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-label={`${box.name} contents`}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h4">
            {box.name}
          </Title>
          <Text size="sm" c="dimmed" data-testid="sta-box-totals">
            {plural(box.itemQty, 'unit')} · estimated {pounds(box.estimatedWeight)}
          </Text>
        </div>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirmDelete(true)}>
          Delete box
        </Button>
      </Group>
      <QueryStatus query={sessionItemsQuery} what="session items" rows={1} />
      <StaAddForm box={box} sessionItems={sessionItems} onAdd={actions.onAdd} onScan={actions.onScan} />
      <QueryStatus query={contents} what={`${box.name} items`} rows={2} />
      {contents.data && (
        <StaItemsTable
          box={box}
          items={contents.data.items}
          sessionItems={sessionItems}
          busy={busy}
          onSetQty={actions.onSetQty}
          onRemove={actions.onRemove}
          onExclude={actions.onExclude}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          title={`Delete ${box.name}?`}
          confirmLabel="Delete box"
          busy={busy}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() => void onDelete().then(() => setConfirmDelete(false))}
        >
          {box.itemQty === 0 ? 'It is empty.' : `Its ${plural(box.itemQty, 'unit')} ${box.itemQty === 1 ? 'is' : 'are'} unpacked again.`} The box number is
          not used again.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
