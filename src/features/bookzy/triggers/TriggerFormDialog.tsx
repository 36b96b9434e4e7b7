import { Alert, Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { RuleLimitFields } from '~/components/profitRule/RuleLimitFields';
import { useInvalidFields } from '~/components/useInvalidFields';
import { TRIGGER_NAME_MAX, type TriggerInput } from '~/contract/bookzy';
import { serverErrors, TRIGGER_SWATCHES, validateTrigger } from './triggerForm';

interface TriggerFormDialogProps {
  title: string;
  submitLabel: string;
  initialValues: TriggerInput;
  onClose(): void;
  /** Resolves true when saved (the dialog closes); a thrown error is shown in the form. */
  onSave(values: TriggerInput): Promise<boolean>;
}

/** Create or edit a trigger. Full screen on a phone, so the keyboard never hides the Save button. */
export function TriggerFormDialog({ title, submitLabel, initialValues, onClose, onSave }: TriggerFormDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm<TriggerInput>({ initialValues, validate: validateTrigger });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = useInvalidFields();

  const submit = form.onSubmit(async (values) => {
    if (invalid.any) return;
    setSaving(true);
    setFailure(null);
    try {
      if (await onSave({ ...values, name: values.name.trim() })) onClose();
    } catch (error) {
      const { fields, general } = serverErrors(error instanceof Error ? error.message : String(error));
      form.setErrors(fields);
      setFailure(general ?? (Object.keys(fields).length ? null : 'The trigger could not be saved.'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" data-autofocus size="md" maxLength={TRIGGER_NAME_MAX} {...form.getInputProps('name')} />
          <ColorInput
            label="Colour"
            description="Shown with the verdict when this trigger accepts a book"
            size="md"
            format="hex"
            swatches={TRIGGER_SWATCHES}
            swatchesPerRow={8}
            closeOnColorSwatchClick
            withEyeDropper={false}
            {...form.getInputProps('colorCode')}
          />
          <RuleLimitFields form={form} invalid={invalid} />
          {failure && (
            <Alert color="red" title="Not saved">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="md" loading={saving} disabled={invalid.any}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
