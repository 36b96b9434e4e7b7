import { ActionIcon, Badge, Card, ColorSwatch, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ruleSummary } from '~/components/profitRule/ruleSummary';
import type { GateMetadata } from '~/contract/sorter';
import { gateLabel } from './gateWords';
import { moveRule, type DraftRule } from './ruleDraft';

interface RuleListProps {
  rules: DraftRule[];
  gates: readonly GateMetadata[];
  onChange(rules: DraftRule[]): void;
  onEdit(rule: DraftRule): void;
}

type MoveButton = 'up' | 'down';

/**
 * A section's rules in the order they are tried. Move up and Move down are plain buttons, so the
 * keyboard reorders as the mouse does; focus follows the moved rule, and a live message says
 * where it went.
 */
export function RuleList({ rules, gates, onChange, onEdit }: RuleListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The move to focus once the list has re-rendered in its new order.
  const focusAfterMove = useRef<{ key: string; button: MoveButton } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { key, button } = focusAfterMove.current;
    focusAfterMove.current = null;
    const index = rules.findIndex((item) => item.key === key);
    // At either end the button just pressed is disabled: the other one keeps the focus on the rule.
    const atEnd = button === 'up' ? index === 0 : index === rules.length - 1;
    const other: MoveButton = button === 'up' ? 'down' : 'up';
    buttons.current.get(`${key}:${atEnd ? other : button}`)?.focus();
  }, [rules]);

  const move = (index: number, by: -1 | 1) => {
    const item = rules[index]!;
    onChange(moveRule(rules, index, by));
    focusAfterMove.current = { key: item.key, button: by < 0 ? 'up' : 'down' };
    setAnnouncement(`${item.rule.name} moved to position ${index + by + 1} of ${rules.length}.`);
  };
  const buttonRef = (key: string, button: MoveButton) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key}:${button}`, element);
    else buttons.current.delete(`${key}:${button}`);
  };

  return (
    <>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rules, in the order they are tried">
        {rules.map((item, index) => {
          const gate = gates.find((metadata) => metadata.gate === item.rule.gate);
          return (
            <Card key={item.key} component="li" withBorder padding="sm" aria-label={item.rule.name} data-testid="rule-row">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Text fw={700} c="dimmed" w="2ch" ta="right" aria-hidden>
                    {index + 1}
                  </Text>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>{item.rule.name}</Text>
                      <Badge variant="light" color="gray" leftSection={gate && <ColorSwatch color={gate.color} size={10} aria-hidden />}>
                        {gateLabel(item.rule.gate, gates)}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed" data-testid="rule-summary">
                      {ruleSummary(item.rule)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon ref={buttonRef(item.key, 'up')} variant="default" size="lg" aria-label={`Move ${item.rule.name} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon ref={buttonRef(item.key, 'down')} variant="default" size="lg" aria-label={`Move ${item.rule.name} down`} disabled={index === rules.length - 1} onClick={() => move(index, 1)}>
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon variant="default" size="lg" aria-label={`Edit ${item.rule.name}`} onClick={() => onEdit(item)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="default" color="red" size="lg" aria-label={`Remove ${item.rule.name}`} onClick={() => onChange(rules.filter((other) => other.key !== item.key))}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
