import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  /** What the action does and what cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are; 'Cancel' unless that would read like the action itself. */
  cancelLabel?: string;
  pending: boolean;
  /** Why the last try failed, shown above the buttons; null before any failure. */
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}

/**
 * A destructive action asked once more. Cancel has the focus, so Enter pressed by habit keeps
 * things as they are; a failure stays in the dialog to retry from.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text component="div">{children}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
