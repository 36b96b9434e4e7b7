import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { presetRange, RANGE_PRESET_LABELS, RANGE_PRESETS, rangeProblem, type DayRange, type RangePreset } from './dateRange';

/**
 * The range every report covers: a preset in one tap, or any two days. A typed range applies once
 * it is whole and in order; until then the reports keep the last good one and the problem shows.
 */
export function DateRangeBar({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(draft);
  const preset = RANGE_PRESETS.find((candidate) => {
    const days = presetRange(candidate);
    return days.start === range.start && days.end === range.end;
  });
  const type = (next: DayRange) => {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  return (
    <Stack gap="xs">
      <Chip.Group
        value={preset ?? ''}
        onChange={(value) => {
          const days = presetRange(value as RangePreset);
          setDraft(days);
          onChange(days);
        }}
      >
        <Group gap="xs" role="group" aria-label="Date range presets">
          {RANGE_PRESETS.map((candidate) => (
            <Chip key={candidate} value={candidate} size="sm">
              {RANGE_PRESET_LABELS[candidate]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-start">
        <TextInput type="date" label="First day" value={draft.start} onChange={(event) => type({ ...draft, start: event.currentTarget.value })} w={170} />
        <TextInput type="date" label="Last day" value={draft.end} onChange={(event) => type({ ...draft, end: event.currentTarget.value })} w={170} />
      </Group>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
