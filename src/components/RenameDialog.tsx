import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { requiredText } from '~/contract/fields';
import { zodFormValidator } from '~/lib/zodForm';
import { DialogActions } from '~/components/DialogActions';

interface RenameDialogProps {
  title: string;
  label: string;
  name: string;
  maxLength: number;
  opened: boolean;
  saving?: boolean;
  onClose(): void;
  onSave(name: string): void;
}

/** A name edited in a small dialog, checked by the same rule the server applies. */
export function RenameDialog({ title, label, name, maxLength, opened, saving, onClose, onSave }: RenameDialogProps) {
  const form = useForm({
    initialValues: { name },
    validate: zodFormValidator(z.object({ name: requiredText(maxLength) })),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit((values) => onSave(values.name.trim()))} noValidate>
        <Stack>
          <TextInput label={label} data-autofocus maxLength={maxLength} {...form.getInputProps('name')} />
          <DialogActions onCancel={onClose} pending={saving} submitLabel="Save" />
        </Stack>
      </form>
    </Modal>
  );
}
