import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useSetMinMax, useSetQuantity } from '~/api/lister/itemMutations';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { useInvalidFields } from '~/components/useInvalidFields';
import { useDraft } from '~/components/useDraft';
import { itemsApi, type ListingItem } from '~/contract/lister';
import { CONDITION_WORDS } from '~/contract/inventory';
import { ItemTitleCell, MinMaxCells, QuantityInput } from '../ItemCells';

interface ItemRowProps {
  item: ListingItem;
  onEdit(item: ListingItem): void;
  onDelete(item: ListingItem): void;
}

const priceRules = itemsApi.setMinMax.body.shape;
const { quantity: quantityRule } = itemsApi.setQuantity.body.shape;

/**
 * One item with its inline fields. Prices and quantity are saved when the field is left (or Enter
 * is pressed) and only if they changed and the server would take them: text that is not a value,
 * or a min above the max, stays shown with its reason and is not sent.
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
  const quantity = useDraft(item.quantity);
  const invalid = useInvalidFields();

  const savePrices = (sent: { min: number | null; max: number | null }) => {
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
  const saveQuantity = (next: number) => {
    if (next === item.quantity) return quantity.settle();
    setQuantity.mutate({ item, quantity: next }, { onSuccess: () => quantity.settle(next), onError: () => quantity.settle() });
  };

  return (
    <Table.Tr aria-label={item.title}>
      <ItemTitleCell item={item}>
        {item.expirationDate && <Badge color="gray" size="xs">Expires {item.expirationDate}</Badge>}
        {item.conditionNote && (
          <Tooltip label={item.conditionNote} multiline w={280}>
            <Badge color="gray" variant="outline" size="xs">Note</Badge>
          </Tooltip>
        )}
      </ItemTitleCell>
      <Cell label="Condition">{CONDITION_WORDS[item.condition]}</Cell>
      <Cell label="Qty" w={96}>
        <QuantityInput title={item.title} rule={quantityRule} quantity={quantity} invalid={invalid} onSave={saveQuantity} />
      </Cell>
      <MinMaxCells title={item.title} rules={priceRules} min={min} max={max} invalid={invalid} width={120} onSave={savePrices} />
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
