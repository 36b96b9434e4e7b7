import { ActionIcon, Checkbox, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useEditNsessionItem } from '~/api/nsession/mutations';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { useDraft } from '~/components/useDraft';
import { useInvalidFields } from '~/components/useInvalidFields';
import { nsessionItemsApi, type NsessionItem, type NsessionItemEdit } from '~/contract/nsession';
import { formatCount } from '~/lib/numberText';
import { CONDITION_WORDS } from '~/contract/inventory';
import { ItemTitleCell, MinMaxCells, PriceCell, QuantityInput } from '../../ItemCells';

const rules = nsessionItemsApi.edit.body.shape;

/** A field's draft as saving sees it: dropped once the server holds what was typed. */
interface Settling {
  settle(saved?: number | null): void;
}

interface PlanItemRowProps {
  sessionId: number;
  item: NsessionItem;
  /** Books may be removed and their quantity changed only while the plan is scanned. */
  scanning: boolean;
  selected: boolean;
  onSelect(itemId: string, selected: boolean): void;
  onDelete(item: NsessionItem): void;
}

/** One item with its price, min and max inline (spec 5: typed in dollars, sent in cents), saved when left. */
export const PlanItemRow = memo(function PlanItemRow({ sessionId, item, scanning, selected, onSelect, onDelete }: PlanItemRowProps) {
  const edit = useEditNsessionItem(sessionId);
  const price = useDraft(item.price);
  const min = useDraft(item.min);
  const max = useDraft(item.max);
  const quantity = useDraft(item.quantity);
  const invalid = useInvalidFields();

  const save = (changes: Pick<NsessionItemEdit, 'price' | 'min' | 'max' | 'quantity'>, drafts: Settling[]) => {
    const changed = Object.entries(changes).some(([key, value]) => item[key as keyof NsessionItem] !== value);
    if (!changed) return drafts.forEach((draft) => draft.settle());
    edit.mutate(
      { itemId: Number(item.idStr), edit: changes },
      {
        onSuccess: () => drafts.forEach((draft, index) => draft.settle(Object.values(changes)[index] ?? null)),
        onError: () => drafts.forEach((draft) => draft.settle()),
      },
    );
  };
  return (
    <Table.Tr aria-label={item.title}>
      {scanning && (
        <Cell kind="actions">
          <Checkbox aria-label={`Select ${item.title}`} checked={selected} onChange={(event) => onSelect(item.idStr, event.currentTarget.checked)} />
        </Cell>
      )}
      <ItemTitleCell item={item} />
      <Cell label="Condition">{CONDITION_WORDS[item.condition]}</Cell>
      <Cell label="Qty" w={92}>
        {scanning ? (
          <QuantityInput title={item.title} rule={rules.quantity} quantity={quantity} invalid={invalid} onSave={(next) => save({ quantity: next }, [quantity])} />
        ) : (
          <Text size="sm">{item.quantity}</Text>
        )}
      </Cell>
      <PriceCell
        label="Price"
        title={item.title}
        rule={rules.price}
        price={price}
        invalid={invalid}
        width={112}
        onSave={() => !invalid.has('price') && save({ price: price.value }, [price])}
      />
      <MinMaxCells title={item.title} rules={rules} min={min} max={max} invalid={invalid} width={112} onSave={(prices) => save(prices, [min, max])} />
      <Cell label="ASR" ta="right">{item.salesRank === null ? '–' : formatCount(item.salesRank)}</Cell>
      <Cell label="SQ" ta="right">{item.offerCount}</Cell>
      <Cell label="Boxed" ta="right">{item.boxedQty > 0 ? `${item.boxedQty} of ${item.quantity}` : ''}</Cell>
      {scanning && (
        <Cell kind="actions">
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.title}`} onClick={() => onDelete(item)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Cell>
      )}
    </Table.Tr>
  );
});
