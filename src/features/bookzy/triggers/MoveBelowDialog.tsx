import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Trigger } from '~/contract/bookzy';

interface MoveBelowDialogProps {
  trigger: Trigger;
  /** The device's triggers in their order, the moved one included. */
  triggers: readonly Trigger[];
  onClose(): void;
  onMove(above: Trigger | null): void;
}

const TOP = '0';

/**
 * The way to reorder without dragging. A native select: on a phone it opens the system picker,
 * the easiest list to reach with a thumb.
 */
export function MoveBelowDialog({ trigger, triggers, onClose, onMove }: MoveBelowDialogProps) {
  const index = triggers.findIndex((other) => other.id === trigger.id);
  const current = index > 0 ? String(triggers[index - 1]!.id) : TOP;
  const [target, setTarget] = useState(current);
  const others = triggers.filter((other) => other.id !== trigger.id);
  return (
    <Modal opened onClose={onClose} title={`Move ${trigger.name}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (target !== current) onMove(others.find((other) => String(other.id) === target) ?? null);
          onClose();
        }}
      >
        <Stack>
          <NativeSelect
            label="Move below"
            size="md"
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value)}
            data={[{ value: TOP, label: 'To the top' }, ...others.map((other) => ({ value: String(other.id), label: other.name }))]}
          />
          <Text size="sm" c="dimmed">
            Triggers higher up are tried first.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="md">
              Move
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
