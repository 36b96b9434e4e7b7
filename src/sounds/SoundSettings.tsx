import { ActionIcon, Button, Group, Select, Stack, Switch } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { SOUND_CHOICE_LABELS, SOUND_CHOICES, SOUND_EVENT_LABELS, SOUND_EVENTS, type SoundChoice, type SoundEvent } from './soundChoices';
import { preview } from './soundBank';
import { useSoundSettings } from './useSoundSettings';

const CHOICE_OPTIONS = SOUND_CHOICES.map((choice) => ({ value: choice, label: SOUND_CHOICE_LABELS[choice] }));

/**
 * The sound for each scan event, with a play button beside it, on the device. Built for a phone
 * held in one hand: full width, large controls, one event per row.
 */
export function SoundSettings() {
  const { preferences, setEventSound, setMuted, resetToDefaults } = useSoundSettings();
  return (
    <Stack gap="md" w="100%">
      <Switch
        size="lg"
        label="Mute scan sounds"
        checked={preferences.muted}
        onChange={(event) => void setMuted(event.currentTarget.checked)}
      />
      {SOUND_EVENTS.map((event) => (
        <EventSoundRow key={event} event={event} choice={preferences.eventSounds[event]} onChange={(choice) => void setEventSound(event, choice)} />
      ))}
      <Button variant="default" size="lg" fullWidth onClick={() => void resetToDefaults()}>
        Reset to defaults
      </Button>
    </Stack>
  );
}

function EventSoundRow({ event, choice, onChange }: { event: SoundEvent; choice: SoundChoice; onChange: (choice: SoundChoice) => void }) {
  const label = SOUND_EVENT_LABELS[event];
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select<SoundChoice>
        style={{ flex: 1 }}
        size="lg"
        label={label}
        data={CHOICE_OPTIONS}
        value={choice}
        allowDeselect={false}
        onChange={(next) => next && onChange(next)}
      />
      <ActionIcon
        size="input-lg"
        variant="light"
        aria-label={`Play ${label} sound`}
        disabled={choice === 'none'}
        onClick={() => preview(choice)}
      >
        <IconPlayerPlay size={24} />
      </ActionIcon>
    </Group>
  );
}
