import { ActionIcon, Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { RuleLine } from '~/contract';
import { ActionEditor } from './ActionEditor';
import { CompetitionFields } from './CompetitionFields';
import { ConditionRow } from './ConditionRow';

interface RuleLineCardProps {
  line: RuleLine;
  index: number;
  count: number;
  onChange(line: RuleLine): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  track(field: string): (valid: boolean) => void;
}

/**
 * One rule line: when (conditions), among whom (competition), then (action). Alt+Arrow up/down on
 * the card moves it, for sellers who keep their hands on the keyboard.
 */
export function RuleLineCard({ line, index, count, onChange, onMove, onRemove, track }: RuleLineCardProps) {
  const name = `Line ${index + 1}`;
  const moveByKeyboard = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const by = event.key === 'ArrowUp' ? -1 : 1;
    if (index + by >= 0 && index + by < count) onMove(by);
  };
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`${name} (${line.id})`} onKeyDown={moveByKeyboard} data-testid="rule-line">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="light">{name}</Badge>
            <Text size="sm" c="dimmed" ff="monospace">{line.id}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Move ${name} up`} title="Move up (Alt+↑)" disabled={index === 0} onClick={() => onMove(-1)}>
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={`Move ${name} down`} title="Move down (Alt+↓)" disabled={index === count - 1} onClick={() => onMove(1)}>
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onRemove}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Text size="sm" fw={600}>When</Text>
        {line.when.length === 0 && <Text size="sm" c="dimmed">Always (no condition).</Text>}
        {line.when.map((condition, at) => (
          <ConditionRow
            key={`${at}-${condition.field}`}
            condition={condition}
            name={`${name}, condition ${at + 1}`}
            onChange={(next) => onChange({ ...line, when: line.when.map((old, i) => (i === at ? next : old)) })}
            onRemove={() => {
              track(`when${at}`)(true);
              onChange({ ...line, when: line.when.filter((_, i) => i !== at) });
            }}
            onValidityChange={track(`when${at}`)}
          />
        ))}
        {line.when.length < 10 && (
          <Button variant="subtle" size="compact-sm" w="fit-content" leftSection={<IconPlus size={14} />} onClick={() => onChange({ ...line, when: [...line.when, { field: 'salesRank', op: '<=', value: 1_000_000 }] })}>
            Add condition to {name}
          </Button>
        )}
        <Divider />
        <CompetitionFields competition={line.competition} name={name} onChange={(competition) => onChange({ ...line, competition })} track={track} />
        <ActionEditor action={line.then} name={name} onChange={(then) => onChange({ ...line, then })} track={track} />
      </Stack>
    </Paper>
  );
}
