import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; "Cancel" unless that would read as the action (cancelling a plan). */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an action that cannot be undone; the confirm button says what it does. */
export function ConfirmDialog({ title, children, confirmLabel, dismissLabel = 'Cancel', busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {dismissLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
