import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogActionsProps {
  onCancel(): void;
  /** What the submit button does, in the seller's or staff member's words: "Save prices". */
  submitLabel: ReactNode;
  /** The form's action is in flight: the button shows it and takes no second click. */
  pending: boolean | undefined;
  disabled?: boolean;
}

/** A dialog form's last row: Cancel, then the button that submits the form. */
export function DialogActions({ onCancel, submitLabel, pending, disabled }: DialogActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
