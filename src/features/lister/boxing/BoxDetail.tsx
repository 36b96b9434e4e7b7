import { Button, Checkbox, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowsTransferDown, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Cell, HeadCell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { Box, BoxItem, FnskuQuantity } from '~/contract/lister';
import { plural } from '~/lib/plural';
import { CONDITION_WORDS } from '~/contract/inventory';
import { inches, pounds } from './BoxList';
import { BoxSizeForm, sizeOf } from './BoxSizeForm';
import type { BoxSize } from './useBoxingScreen';
import { UnitsField } from './UnitsField';

interface BoxDetailProps {
  box: Box;
  /** The box's items matching the search. */
  items: BoxItem[];
  otherBoxes: Box[];
  selectedItemIds: number[];
  search: string;
  onSearch(text: string): void;
  onToggle(itemId: number): void;
  onSelectAll(itemIds: number[]): void;
  onRemove(entry: FnskuQuantity): void;
  onMove(targetBoxId: number): Promise<boolean>;
  onRemoveFromSession(): Promise<boolean>;
  onSaveSize(size: BoxSize): Promise<boolean>;
  onDelete(): Promise<boolean>;
  busy: boolean;
}

type Confirm = 'delete' | 'removeFromSession' | null;

/** The selected box: its size and weight, its items, and what can be done with them (spec 4, 5). */
export function BoxDetail(props: BoxDetailProps) {
  const { box, items, selectedItemIds } = props;
  const [target, setTarget] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const allSelected = items.length > 0 && items.every((item) => selectedItemIds.includes(item.itemId));
  const targetOptions = props.otherBoxes.map((other) => ({ value: String(other.id), label: other.name }));

  return (
    <Stack gap="sm" component="section" aria-label={`${box.name} contents`}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h4">
            {box.name}
          </Title>
          <Text size="sm" c="dimmed">
            {plural(box.itemQty, 'unit')} · weighed {pounds(box.weight)} · estimated {pounds(box.estimatedWeight)} · {inches(box)}
          </Text>
        </div>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirm('delete')}>
          Delete box
        </Button>
      </Group>
      <BoxSizeForm key={box.id} name={`${box.name} size and weight`} initial={sizeOf(box)} submitLabel="Save size" onSubmit={props.onSaveSize} />

      <TextInput
        label={`Search ${box.name}`}
        placeholder="Title, ISBN or FNSKU"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
      />
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.search.trim() ? `No item in ${box.name} matches the search.` : `${box.name} is empty. Scan an FNSKU or add items from the list.`}
        </Text>
      ) : (
        <ResponsiveTable minWidth={600} verticalSpacing="xs" aria-label={`Items in ${box.name}`}>
          <Table.Thead>
            <Table.Tr>
              <HeadCell kind="select" label="Select all">
                <Checkbox
                  aria-label={`Select all items in ${box.name}`}
                  checked={allSelected}
                  indeterminate={!allSelected && selectedItemIds.length > 0}
                  onChange={() => props.onSelectAll(allSelected ? [] : items.map((item) => item.itemId))}
                />
              </HeadCell>
              <Table.Th>Item</Table.Th>
              <Table.Th>In box</Table.Th>
              <Table.Th>Take out</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <BoxItemRow
                key={`${item.itemId}-${item.quantity}`}
                item={item}
                selected={selectedItemIds.includes(item.itemId)}
                onToggle={() => props.onToggle(item.itemId)}
                onRemove={(quantity) => props.onRemove({ fnsku: item.fnsku, quantity })}
              />
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}

      <Group align="flex-end" gap="xs">
        <Select
          label="Move selected to"
          placeholder={targetOptions.length ? 'Choose a box' : 'No other box'}
          data={targetOptions}
          value={target}
          onChange={setTarget}
          w={180}
        />
        <Button
          leftSection={<IconArrowsTransferDown size={16} aria-hidden />}
          disabled={selectedItemIds.length === 0 || target === null}
          onClick={() => target !== null && void props.onMove(Number(target)).then((moved) => moved && setTarget(null))}
        >
          Move selected
        </Button>
        <Button color="red" variant="subtle" disabled={selectedItemIds.length === 0} onClick={() => setConfirm('removeFromSession')}>
          Remove selected from session
        </Button>
      </Group>

      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'delete' ? `Delete ${box.name}?` : `Remove ${plural(selectedItemIds.length, 'item')} from the session?`}
        centered
      >
        <Stack>
          <Text size="sm">
            {confirm === 'delete'
              ? `${box.itemQty === 1 ? 'Its unit goes' : `Its ${box.itemQty} units go`} back to the items to pack. The box number is not used again.`
              : 'The selected items leave the session altogether, with every unit of them packed in any box. This cannot be undone.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              loading={props.busy}
              onClick={() => {
                const run = confirm === 'delete' ? props.onDelete : props.onRemoveFromSession;
                setConfirm(null);
                void run();
              }}
            >
              {confirm === 'delete' ? 'Delete' : 'Remove'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function BoxItemRow({ item, selected, onToggle, onRemove }: { item: BoxItem; selected: boolean; onToggle(): void; onRemove(quantity: number): void }) {
  const [quantity, setQuantity] = useState(item.quantity);
  const [valid, setValid] = useState(true);
  const remove = () => {
    if (valid) onRemove(quantity);
  };
  return (
    <Table.Tr aria-label={`${item.title} ${item.fnsku}`} data-fnsku={item.fnsku}>
      <Cell kind="select">
        <Checkbox aria-label={`Select ${item.title} in box`} checked={selected} onChange={onToggle} />
      </Cell>
      <Cell kind="main">
        <Text size="sm" fw={500} lineClamp={2}>
          {item.title}
        </Text>
        <Text size="xs" ff="monospace">
          {item.fnsku}{' '}
          <Text span size="xs" c="dimmed" ff="inherit">
            {item.isbn13} · {CONDITION_WORDS[item.condition]}
          </Text>
        </Text>
      </Cell>
      <Cell label="In box">{item.quantity}</Cell>
      <Cell label="Take out" w={100}>
        <UnitsField label={`Quantity of ${item.title} to take out`} max={item.quantity} value={quantity} onChange={setQuantity} onValidityChange={setValid} onEnter={remove} />
      </Cell>
      <Cell kind="actions">
        <Button size="sm" variant="light" color="orange" disabled={!valid} onClick={remove}>
          Remove from box
        </Button>
      </Cell>
    </Table.Tr>
  );
}
