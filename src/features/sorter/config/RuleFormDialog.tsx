import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { RuleLimitFields } from '~/components/profitRule/RuleLimitFields';
import { useInvalidFields } from '~/components/useInvalidFields';
import { SORTER_RULE_NAME_MAX, type GateMetadata, type SorterRuleInput } from '~/contract/sorter';
import { gateOptions } from './gateWords';
import { validateRule } from './ruleDraft';

interface RuleFormDialogProps {
  title: string;
  submitLabel: string;
  initialValues: SorterRuleInput;
  gates: readonly GateMetadata[];
  onClose(): void;
  /** The rule goes into the section's list; the section's Save sends the whole list. */
  onDone(values: SorterRuleInput): void;
}

/** A sorter rule: a Bookzy trigger's limits (the same fields) and the gate its books drop into. */
export function RuleFormDialog({ title, submitLabel, initialValues, gates, onClose, onDone }: RuleFormDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm<SorterRuleInput>({ initialValues, validate: validateRule });
  const invalid = useInvalidFields();

  const submit = form.onSubmit((values) => {
    if (invalid.any) return;
    onDone({ ...values, name: values.name.trim() });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" data-autofocus size="md" maxLength={SORTER_RULE_NAME_MAX} {...form.getInputProps('name')} />
          <Select label="Gate" description="Where the books this rule takes drop" size="md" data={gateOptions(gates)} allowDeselect={false} {...form.getInputProps('gate')} />
          <RuleLimitFields form={form} invalid={invalid} />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="md" disabled={invalid.any}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
