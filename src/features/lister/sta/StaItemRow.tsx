import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconBan, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { formatCents } from '~/lib/money';
import { UnitsField } from '../boxing/UnitsField';
import type { StaBoxItem } from './useStaBoxes';

interface StaItemRowProps {
  item: StaBoxItem;
  boxName: string;
  /** The most units the box may hold of it; the field refuses more before anything is sent. */
  room: number;
  onSetQty(item: StaBoxItem, qty: number): void;
  onRemove(item: StaBoxItem): void;
  onExclude(item: StaBoxItem): void;
}

/** One item of the selected box: its units (changed in place), its prices, and what can be done with it. */
export function StaItemRow({ item, boxName, room, onSetQty, onRemove, onExclude }: StaItemRowProps) {
  // Starts at the units in the box; the row is remounted (its key) when the reply changes them.
  const [qty, setQty] = useState(item.inBoxQuantity);
  const [valid, setValid] = useState(true);
  const { title, isbn13 } = item.bookDetail;
  const changed = valid && qty !== item.inBoxQuantity;
  const save = () => {
    if (changed) onSetQty(item, qty);
  };
  return (
    <Table.Tr aria-label={`${title} ${isbn13}`} data-excluded={item.excluded || undefined}>
      <Cell kind="main">
        <Text size="sm" fw={500} lineClamp={2}>
          {title}
        </Text>
        <Group gap={6}>
          <Text size="xs" ff="monospace">
            {isbn13}
          </Text>
          {item.excluded && (
            <Badge size="sm" color="gray" variant="filled">
              Excluded
            </Badge>
          )}
        </Group>
      </Cell>
      <Cell label="Min / max">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatCents(item.minPrice)} / {formatCents(item.maxPrice)}
        </Text>
      </Cell>
      {/* The field and its button stay side by side in a phone's card; the field never shrinks to a digit. */}
      <Cell label="Units in box" style={{ minWidth: '10rem' }}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <div style={{ flex: '0 1 88px', minWidth: 56 }}>
            <UnitsField label={`Units of ${title} in ${boxName}`} max={room} value={qty} onChange={setQty} onValidityChange={setValid} onEnter={save} />
          </div>
          <Button size="sm" variant="light" disabled={!changed} onClick={save} style={{ flexShrink: 0 }}>
            Save
          </Button>
        </Group>
      </Cell>
      <Cell kind="actions">
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="subtle" color="orange" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onRemove(item)}>
            Remove
          </Button>
          {!item.excluded && (
            <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconBan size={14} aria-hidden />} onClick={() => onExclude(item)}>
              Exclude
            </Button>
          )}
        </Group>
      </Cell>
    </Table.Tr>
  );
}
