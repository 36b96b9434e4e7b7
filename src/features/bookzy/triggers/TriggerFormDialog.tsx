import { Alert, Button, ColorInput, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { useInvalidFields } from '~/components/useInvalidFields';
import { TRIGGER_NAME_MAX, triggerRuleFields, type TriggerInput } from '~/contract/bookzy';
import { ChannelField } from './ChannelField';
import { priceSourceOptions, serverErrors, TRIGGER_SWATCHES, validateTrigger, withChannel } from './triggerForm';

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
  // Set when a channel switch changed the price source the seller had: they did not pick it.
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const priceSourceInput = form.getInputProps('priceSource');
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

  // An empty limit is "no limit" (null); the contract's field decides what a limit may be.
  const limitProps = (field: 'minProfit' | 'minPrice' | 'maxSalesRank' | 'maxOffers') => ({
    size: 'md' as const,
    rule: triggerRuleFields[field],
    value: form.values[field],
    onChange: (next: number | null) => form.setFieldValue(field, next),
    onValidityChange: invalid.track(field),
    error: form.errors[field],
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
          <ChannelField
            value={form.values.channel}
            onChange={(channel) => {
              const next = withChannel(form.values, channel);
              form.setValues(next.values);
              setPriceNotice(next.notice);
            }}
            error={form.errors.channel}
          />
          <Select
            label="Price source"
            description="The price the book would sell at"
            size="md"
            allowDeselect={false}
            {...priceSourceInput}
            data={priceSourceOptions(form.values.channel, form.values.priceSource)}
            onChange={(value) => {
              priceSourceInput.onChange(value);
              setPriceNotice(null);
            }}
          />
          {priceNotice && (
            <Alert color="blue" variant="light" role="status" data-testid="price-source-notice">
              {priceNotice}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <MoneyInput label="Min profit" description="Empty: any profit" {...limitProps('minProfit')} />
            <MoneyInput label="Min price" description="Empty: any price" {...limitProps('minPrice')} />
            <CountInput label="Max sales rank" description="Empty: any rank" grouped {...limitProps('maxSalesRank')} />
            <CountInput label="Max offers" description="Empty: any number of offers" {...limitProps('maxOffers')} />
          </SimpleGrid>
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
