import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Trigger } from '~/contract/bookzy';

/** Deleting cannot be undone: the rule would have to be typed again, so ask first. */
export function DeleteTriggerDialog({ trigger, onClose, onDelete }: { trigger: Trigger; onClose(): void; onDelete(): void }) {
  return (
    <Modal opened onClose={onClose} title={`Delete ${trigger.name}?`} centered>
      <Stack>
        <Text size="sm">
          Scanned books will no longer be checked against this trigger; the ones below it move up. To stop using it for a while,
          switch it off instead.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            size="md"
            onClick={() => {
              onDelete();
              onClose();
            }}
          >
            Delete trigger
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
