import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useSetMinMax, useSetQuantity } from '~/api/lister/itemMutations';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { useInvalidFields } from '~/components/useInvalidFields';
import { blurOnEnter, useDraft } from '~/components/useDraft';
import { itemsApi, type ListingItem } from '~/contract/lister';
import { minAboveMax, NUMBER_MESSAGES } from '~/lib/numberRules';
import { CONDITION_WORDS } from '~/contract/inventory';
import { ItemFlags } from '../ItemFlags';

interface ItemRowProps {
  item: ListingItem;
  onEdit(item: ListingItem): void;
  onDelete(item: ListingItem): void;
}

const { min: priceRule } = itemsApi.setMinMax.body.shape;
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
  const pricesCrossed = minAboveMax(min.value, max.value);

  const savePrices = () => {
    if (invalid.has('min') || invalid.has('max') || pricesCrossed) return;
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
    if (invalid.has('quantity')) return;
    const next = quantity.value;
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
            <ItemFlags item={item} />
            {item.expirationDate && <Badge color="gray" size="xs">Expires {item.expirationDate}</Badge>}
            {item.conditionNote && (
              <Tooltip label={item.conditionNote} multiline w={280}>
                <Badge color="gray" variant="outline" size="xs">Note</Badge>
              </Tooltip>
            )}
          </Group>
        </Stack>
      </Cell>
      <Cell label="Condition">{CONDITION_WORDS[item.condition]}</Cell>
      <Cell label="Qty" w={96}>
        <CountInput
          aria-label={`Quantity of ${item.title}`}
          rule={quantityRule}
          value={quantity.value}
          onChange={(next) => next !== null && quantity.set(next)}
          onValidityChange={invalid.track('quantity')}
          onBlur={saveQuantity}
          onKeyDown={blurOnEnter}
          size="xs"
        />
      </Cell>
      <Cell label="Min" w={120}>
        <MoneyInput
          aria-label={`Min price of ${item.title}`}
          rule={priceRule}
          value={min.value}
          onChange={min.set}
          onValidityChange={invalid.track('min')}
          error={pricesCrossed ? NUMBER_MESSAGES.minAboveMax : undefined}
          onBlur={savePrices}
          onKeyDown={blurOnEnter}
          size="xs"
        />
      </Cell>
      <Cell label="Max" w={120}>
        <MoneyInput
          aria-label={`Max price of ${item.title}`}
          rule={priceRule}
          value={max.value}
          onChange={max.set}
          onValidityChange={invalid.track('max')}
          onBlur={savePrices}
          onKeyDown={blurOnEnter}
          size="xs"
        />
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
