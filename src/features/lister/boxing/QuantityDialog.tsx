import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CountInput } from '~/components/CountInput';
import { itemsApi, type UnpackedItem } from '~/contract/lister';

interface QuantityDialogProps {
  /** The item being counted, or null while the dialog is closed. */
  item: UnpackedItem | null;
  /** Units of the item already in boxes: a count below it takes units back out of the last boxes. */
  boxed: number;
  onSave(item: UnpackedItem, quantity: number): void;
  onClose(): void;
}

/**
 * The session's count of one item, corrected at the packing table (a copy missing from the cart,
 * one found under another). One dialog serves the whole table: a popover per row made the table
 * of 100 items a tenth slower to show.
 */
export function QuantityDialog({ item, boxed, onSave, onClose }: QuantityDialogProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `Quantity of ${item.title}` : ''} size="sm" centered>
      {/* Keyed by item, so the field starts at that item's count each time. */}
      {item && <QuantityForm key={item.id} item={item} boxed={boxed} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function QuantityForm({ item, boxed, onSave, onClose }: { item: UnpackedItem } & Omit<QuantityDialogProps, 'item'>) {
  const [value, setValue] = useState(item.quantity);
  const [valid, setValid] = useState(true);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        onClose();
        if (value !== item.quantity) onSave(item, value);
      }}
    >
      <Stack gap="sm">
        <CountInput
          label="Copies in the session"
          description={`${item.fnsku} · ${boxed} packed`}
          rule={itemsApi.setQuantity.body.shape.quantity}
          value={value}
          onChange={(next) => next !== null && setValue(next)}
          onValidityChange={setValid}
          data-autofocus
        />
        {valid && value < boxed && (
          <Text size="sm" c="orange">
            {boxed - value} packed {boxed - value === 1 ? 'unit comes' : 'units come'} back out of the last boxes.
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
