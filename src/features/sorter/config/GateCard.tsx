import { ActionIcon, Alert, Badge, Button, Card, ColorInput, ColorSwatch, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useSaveGate } from '~/api/sorter/configMutations';
import { GATE_TARGET_LABELS, GATE_TARGET_TYPES, gateMetadataInputSchema, gateNumber, type GateMetadata, type GateMetadataInput } from '~/contract/sorter';
import { zodFormValidator } from '~/lib/zodForm';
import { preview, SOUND_CHOICE_LABELS, SOUND_CHOICES, type SoundChoice } from '~/sounds';
import { callFailure } from '~/api/errors';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';
import { GateSwatches } from './GateSwatches';

const SOUND_OPTIONS = SOUND_CHOICES.map((choice) => ({ value: choice, label: SOUND_CHOICE_LABELS[choice] }));
const TARGET_OPTIONS = GATE_TARGET_TYPES.map((target) => ({ value: target, label: GATE_TARGET_LABELS[target] }));
const validate = zodFormValidator(gateMetadataInputSchema);

interface GateCardProps {
  gate: GateMetadata;
  /** Where this gate's books go while it is full, in words; null when it is open. */
  whenFull: string | null;
}

/** One gate's tag, colour, sound, target and fullness, saved on its own (PUT sorter/gate/metadata/{gate}). */
export function GateCard({ gate, whenFull }: GateCardProps) {
  const { gate: id, ...saved } = gate;
  const name = `Gate ${gateNumber(id)}`;
  const form = useForm<GateMetadataInput>({ initialValues: saved, validate });
  const save = useSaveGate();

  const submit = form.onSubmit((values) =>
    save.mutate(
      { gate: id, input: { ...values, tag: values.tag.trim() } },
      {
        onSuccess: ({ gate: _gate, ...next }) => {
          form.setInitialValues(next);
          form.setValues(next);
        },
      },
    ),
  );
  const sound = form.values.sound;

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={name} data-testid="gate-card">
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={form.values.color} size={22} aria-hidden />
              <Text fw={700} size="lg">
                {name}
              </Text>
            </Group>
            {gate.full && <Badge color="orange">Full</Badge>}
          </Group>
          {/* Two fields a row keeps eleven gates within a few screens, even on a phone. */}
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="sm">
            <TextInput label="Tag" placeholder="e.g. Donate" maxLength={30} {...form.getInputProps('tag')} />
            {/* No floating picker: it covered the Save button below. The colours are picked in the card. */}
            <ColorInput label="Colour" format="hex" withPicker={false} withEyeDropper={false} {...form.getInputProps('color')} />
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Select<SoundChoice>
                style={{ flex: 1, minWidth: 0 }}
                label="Sound"
                data={SOUND_OPTIONS}
                // Tall enough for every choice: a list that scrolls cannot be scrolled from the keyboard.
                maxDropdownHeight={400}
                allowDeselect={false}
                {...form.getInputProps('sound')}
              />
              <ActionIcon size="input-sm" variant="light" aria-label={`Play the sound of ${name}`} disabled={sound === 'none'} onClick={() => preview(sound)}>
                <IconPlayerPlay size={18} />
              </ActionIcon>
            </Group>
            <Select label="Target" data={TARGET_OPTIONS} allowDeselect={false} {...form.getInputProps('targetType')} />
          </SimpleGrid>
          <GateSwatches gateName={name} value={form.values.color} onPick={(color) => form.setFieldValue('color', color)} />
          {whenFull && (
            <Text size="sm" c="orange.9" data-testid="gate-full-note">
              {whenFull}
            </Text>
          )}
          {save.isError && (
            <Alert color="red" role="alert" title={`${name} not saved`}>
              {callFailure(save.error, 'The gate could not be saved. Try again.')}
            </Alert>
          )}
          <Group justify="space-between">
            <Switch label="Full" {...form.getInputProps('full', { type: 'checkbox' })} />
            <Button type="submit" variant={form.isDirty() ? 'filled' : 'light'} loading={save.isPending}>
              Save {name.toLowerCase()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
