import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPackageImport, IconPencil, IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState } from 'react';
import { Cell, HeadCell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { ITEM_QUANTITY_MAX, type UnpackedItem } from '~/contract/lister';
import { plural } from '~/lib/plural';
import { CONDITION_WORDS } from '~/contract/inventory';
import { QuantityDialog } from './QuantityDialog';
import { UnitsField } from './UnitsField';

interface UnpackedPanelProps {
  items: UnpackedItem[];
  totalSize: number;
  left(item: UnpackedItem): number;
  checkedIds: number[];
  search: string;
  onSearch(text: string): void;
  onToggle(itemId: number): void;
  onCheckAll(itemIds: number[]): void;
  onAdd(item: UnpackedItem, quantity: number): void;
  onSetQuantity(item: UnpackedItem, quantity: number): void;
  onAddChecked(): void;
  canAdd: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  loading: boolean;
}

/** The shipment's items with units left to pack (spec 3.2 "unpacked items page"). */
export function UnpackedPanel(props: UnpackedPanelProps) {
  const { items, checkedIds, left } = props;
  const [counting, setCounting] = useState<UnpackedItem | null>(null);
  const allChecked = items.length > 0 && items.every((item) => checkedIds.includes(item.id));
  return (
    <Stack gap="sm">
      <TextInput
        label="Search items to pack"
        placeholder="Title, ISBN or FNSKU"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Text size="sm" data-testid="unpacked-total">
          {plural(props.totalSize, 'item')} left to pack
        </Text>
        <Button
          size="sm"
          leftSection={<IconPackageImport size={16} aria-hidden />}
          disabled={checkedIds.length === 0 || !props.canAdd}
          onClick={props.onAddChecked}
        >
          Add selected ({checkedIds.length})
        </Button>
      </Group>
      {items.length === 0 && !props.loading ? (
        <Text size="sm" c="dimmed">
          {props.search.trim() ? 'No item left to pack matches the search.' : 'Every unit of this shipment is in a box.'}
        </Text>
      ) : (
        <ResponsiveTable minWidth={600} verticalSpacing="xs" aria-label="Items to pack">
            <Table.Thead>
              <Table.Tr>
              <HeadCell kind="select" label="Select all">
                  <Checkbox
                    aria-label="Select all items to pack"
                    checked={allChecked}
                    indeterminate={!allChecked && checkedIds.length > 0}
                    onChange={() => props.onCheckAll(allChecked ? [] : items.map((item) => item.id))}
                  />
              </HeadCell>
                <Table.Th>Item</Table.Th>
                <Table.Th>Left</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <UnpackedRow
                  key={`${item.id}-${left(item)}`}
                  item={item}
                  left={left(item)}
                  checked={checkedIds.includes(item.id)}
                  canAdd={props.canAdd}
                  onToggle={props.onToggle}
                  onAdd={props.onAdd}
                  onCount={setCounting}
                />
              ))}
            </Table.Tbody>
        </ResponsiveTable>
      )}
      {props.hasMore && <LoadMore loading={props.loadingMore} onLoadMore={props.onLoadMore} />}
      <QuantityDialog
        item={counting}
        boxed={counting ? counting.quantity - left(counting) : 0}
        onSave={props.onSetQuantity}
        onClose={() => setCounting(null)}
      />
    </Stack>
  );
}

interface UnpackedRowProps {
  item: UnpackedItem;
  left: number;
  checked: boolean;
  canAdd: boolean;
  onToggle(itemId: number): void;
  onAdd(item: UnpackedItem, quantity: number): void;
  onCount(item: UnpackedItem): void;
}

/**
 * Memoised: a box change touches one row, and the others (stable callbacks, their own item objects
 * from the reducer) keep their render.
 */
const UnpackedRow = memo(function UnpackedRow({ item, left, checked, canAdd, onToggle, onAdd, onCount }: UnpackedRowProps) {
  // Starts at the units left; the row is remounted (its key) whenever that changes.
  const [quantity, setQuantity] = useState(left);
  const [valid, setValid] = useState(true);
  const add = () => {
    if (valid && canAdd) onAdd(item, quantity);
  };
  const boxes = item.shipmentParts.flatMap((part) => part.boxParts);
  return (
    <Table.Tr aria-label={`${item.title} ${item.fnsku}`} data-fnsku={item.fnsku}>
      <Cell kind="select">
        <Checkbox aria-label={`Select ${item.title}`} checked={checked} onChange={() => onToggle(item.id)} />
      </Cell>
      <Cell kind="main">
        <Text size="sm" fw={500} lineClamp={2}>
          {item.title}
        </Text>
        <Group gap={6}>
          <Text size="xs" ff="monospace">
            {item.fnsku}
          </Text>
          <Text size="xs" c="dimmed">
            {item.isbn13} · {CONDITION_WORDS[item.condition]}
          </Text>
          {item.restricted && (
            <Badge size="xs" color="red">
              Restricted
            </Badge>
          )}
          {(item.hazmatType || item.hasBattery) && (
            <Badge size="xs" color="orange">
              {item.hasBattery ? 'Battery' : item.hazmatType}
            </Badge>
          )}
        </Group>
        {boxes.length > 0 && (
          <Text size="xs" c="dimmed">
            Packed: {boxes.map((part) => `${part.boxName} × ${part.quantity}`).join(', ')}
          </Text>
        )}
      </Cell>
      <Cell label="Left">
        <Group gap={4} wrap="nowrap">
          <Text size="sm" data-testid="units-left" style={{ whiteSpace: 'nowrap' }}>
            {left} of {item.quantity}
          </Text>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Change the quantity of ${item.title}`} onClick={() => onCount(item)}>
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        </Group>
      </Cell>
      <Cell label="Quantity" w={96}>
        {left > 1 ? (
          <UnitsField label={`Quantity of ${item.title}`} max={Math.min(left, ITEM_QUANTITY_MAX)} value={quantity} onChange={setQuantity} onValidityChange={setValid} onEnter={add} />
        ) : (
          // One unit left: nothing to choose, and a field on every row is the table's heaviest part.
          <Text size="sm" ta="center">
            1
          </Text>
        )}
      </Cell>
      <Cell kind="actions">
        <Button size="compact-sm" variant="light" disabled={!valid || !canAdd} onClick={add} style={{ whiteSpace: 'nowrap' }}>
          Add to box
        </Button>
      </Cell>
    </Table.Tr>
  );
});

/** "Load more", and the same on its own when the button scrolls into view (where the browser can tell). */
function LoadMore({ loading, onLoadMore }: { loading: boolean; onLoadMore(): void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return (
    <Button ref={ref} variant="default" loading={loading} onClick={onLoadMore}>
      Load more
    </Button>
  );
}
