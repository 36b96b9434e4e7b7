import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { lastDays, RANGE_PRESETS, rangeProblem, type UtcRange } from './dashboardSearch';

/**
 * The UTC days the dashboard covers: a preset in one tap, or any two days. A typed range applies
 * once it is whole, in order and at most a year; until then the figures stay and the problem shows.
 */
export function UtcRangeBar({ range, onChange }: { range: UtcRange; onChange: (range: UtcRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  // The address changed (a preset, back and forward): the fields follow it, in this same render.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const problem = rangeProblem(draft);
  const preset = RANGE_PRESETS.find(({ days }) => {
    const candidate = lastDays(days);
    return candidate.from === range.from && candidate.to === range.to;
  });
  const type = (next: UtcRange) => {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput type="date" label="First day (UTC)" value={draft.from} onChange={(event) => type({ ...draft, from: event.currentTarget.value })} w={170} />
        <TextInput type="date" label="Last day (UTC)" value={draft.to} onChange={(event) => type({ ...draft, to: event.currentTarget.value })} w={170} />
        <Chip.Group value={preset ? String(preset.days) : ''} onChange={(value) => value && onChange(lastDays(Number(value)))}>
          <Group gap="xs" role="group" aria-label="Last days" pb={4}>
            {RANGE_PRESETS.map(({ days, label }) => (
              <Chip key={days} value={String(days)} size="sm">
                {label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
