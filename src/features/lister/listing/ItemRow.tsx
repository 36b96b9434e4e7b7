import { ActionIcon, Badge, Group, NumberInput, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, useState, type KeyboardEvent } from 'react';
import { useSetMinMax, useSetQuantity } from '~/api/lister/itemMutations';
import { MoneyInput } from '~/components/MoneyInput';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { ITEM_QUANTITY_MAX, type ListingItem } from '~/contract/lister';
import { CONDITION_LABELS } from '../conditions';

interface ItemRowProps {
  item: ListingItem;
  onEdit(item: ListingItem): void;
  onDelete(item: ListingItem): void;
}

const blurOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.currentTarget.blur();
};

/**
 * A field typed into and not yet saved: undefined shows the server's value. A draft stays while
 * its save is under way and after, until the server's value is the one typed, so a reply to an
 * earlier save never wipes what the seller is typing now.
 */
function useDraft<T>(serverValue: T) {
  const [draft, setDraft] = useState<{ value: T } | undefined>(undefined);
  const value = draft === undefined ? serverValue : draft.value;
  return {
    value,
    set: (next: T) => setDraft({ value: next }),
    /** Drops the draft once the server holds `saved` (or the save failed: the server's value shows again). */
    settle: (saved?: T) => setDraft((current) => (saved === undefined || current?.value === saved ? undefined : current)),
  };
}

/**
 * One item with its inline fields. Prices and quantity are saved when the field is left (or Enter
 * is pressed) and only if they changed.
 */
export const ItemRow = memo(ItemRowFields, sameRow);

/**
 * Every reply replaces the first page with new objects; a row whose item did not change keeps its
 * render, so a scan re-renders one row, not a hundred.
 */
function sameRow(before: ItemRowProps, after: ItemRowProps) {
  const keys = Object.keys(after.item) as (keyof ListingItem)[];
  return before.onEdit === after.onEdit && before.onDelete === after.onDelete && keys.every((key) => before.item[key] === after.item[key]);
}

function ItemRowFields({ item, onEdit, onDelete }: ItemRowProps) {
  const setMinMax = useSetMinMax(item.sessionId);
  const setQuantity = useSetQuantity(item.sessionId);
  const min = useDraft(item.minPrice);
  const max = useDraft(item.maxPrice);
  const quantity = useDraft<number | string>(item.quantity);

  const savePrices = () => {
    const sent = { min: min.value, max: max.value };
    if (sent.min === item.minPrice && sent.max === item.maxPrice) return;
    // Leaving the field again while the same prices are on their way sends nothing more.
    const inFlight = setMinMax.isPending ? setMinMax.variables : undefined;
    if (inFlight && inFlight.min === sent.min && inFlight.max === sent.max) return;
    setMinMax.mutate(
      { item, ...sent },
      {
        onSuccess: () => {
          min.settle(sent.min);
          max.settle(sent.max);
        },
        onError: () => {
          min.settle();
          max.settle();
        },
      },
    );
  };
  const saveQuantity = () => {
    const next = Number(quantity.value);
    if (!Number.isInteger(next) || next < 1) return quantity.settle();
    if (next === item.quantity) return quantity.settle();
    setQuantity.mutate({ item, quantity: next }, { onSuccess: () => quantity.settle(next), onError: () => quantity.settle() });
  };

  return (
    <Table.Tr aria-label={item.title}>
      <Cell kind="main">
        <Stack gap={2}>
          <Text size="sm" fw={500} lineClamp={2}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {item.isbn13} · SKU {item.sku} · FNSKU {item.fnsku}
          </Text>
          <Group gap={4}>
            {item.restricted && <Badge color="red" size="xs">Restricted</Badge>}
            {item.hazmatType && <Badge color="yellow" size="xs">Hazmat: {item.hazmatType}</Badge>}
            {item.hasBattery && <Badge color="yellow" size="xs">Battery</Badge>}
            {item.expirationDate && <Badge color="gray" size="xs">Expires {item.expirationDate}</Badge>}
            {item.conditionNote && (
              <Tooltip label={item.conditionNote} multiline w={280}>
                <Badge color="gray" variant="outline" size="xs">Note</Badge>
              </Tooltip>
            )}
          </Group>
        </Stack>
      </Cell>
      <Cell label="Condition">{CONDITION_LABELS[item.condition]}</Cell>
      <Cell label="Qty" w={88}>
        <NumberInput
          aria-label={`Quantity of ${item.title}`}
          value={quantity.value}
          onChange={quantity.set}
          onBlur={saveQuantity}
          onKeyDown={blurOnEnter}
          min={1}
          max={ITEM_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          size="xs"
        />
      </Cell>
      <Cell label="Min" w={104}>
        <MoneyInput aria-label={`Min price of ${item.title}`} value={min.value} onChange={min.set} onBlur={savePrices} onKeyDown={blurOnEnter} size="xs" />
      </Cell>
      <Cell label="Max" w={104}>
        <MoneyInput aria-label={`Max price of ${item.title}`} value={max.value} onChange={max.set} onBlur={savePrices} onKeyDown={blurOnEnter} size="xs" />
      </Cell>
      <Cell label="Boxed" ta="right" style={{ whiteSpace: 'nowrap' }}>
        {item.boxedQuantity > 0 ? `${item.boxedQuantity} boxed` : ''}
      </Cell>
      <Cell kind="actions">
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit ${item.title}`} onClick={() => onEdit(item)}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${item.title}`} onClick={() => onDelete(item)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Cell>
    </Table.Tr>
  );
}
