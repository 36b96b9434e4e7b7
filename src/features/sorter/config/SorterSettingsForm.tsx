import { Alert, Button, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveSorterSettings } from '~/api/sorter/configMutations';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { useInvalidFields } from '~/components/useInvalidFields';
import { sorterSettingsSchema, type SorterSettings } from '~/contract/sorter';
import { zodFormValidator } from '~/lib/zodForm';
import { callFailure } from '~/api/errors';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

const fields = sorterSettingsSchema.shape;
const validate = zodFormValidator(sorterSettingsSchema);

/** What every rule's profit counts (costs), how long the tablet waits for a lookup, and its sound. */
export function SorterSettingsForm({ saved }: { saved: SorterSettings }) {
  const form = useForm<SorterSettings>({ initialValues: saved, validate });
  const invalid = useInvalidFields();
  const save = useSaveSorterSettings();

  const numberProps = (field: 'buyCost' | 'inboundCost' | 'timeoutMs') => ({
    rule: fields[field],
    value: form.values[field],
    onChange: (next: number | null) => form.setFieldValue(field, next ?? 0),
    onValidityChange: invalid.track(field),
    error: form.errors[field],
  });
  const submit = form.onSubmit((values) => {
    if (invalid.any) return;
    save.mutate(values, { onSuccess: (next) => form.setInitialValues(next) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyInput label="Buy cost" description="What you pay for a book" {...numberProps('buyCost')} />
          <MoneyInput label="Inbound cost per pound" description="Shipping to the warehouse (FBA rules)" {...numberProps('inboundCost')} />
          <CountInput label="Lookup timeout (ms)" description="Past it a book takes the Timeout fallback" grouped {...numberProps('timeoutMs')} />
        </SimpleGrid>
        <Switch label="Play each gate's sound on the scan screen" {...form.getInputProps('soundOn', { type: 'checkbox' })} />
        {save.isError && (
          <Alert color="red" role="alert" title="Settings not saved">
            {callFailure(save.error, 'The sorter settings could not be saved. Try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={invalid.any}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
