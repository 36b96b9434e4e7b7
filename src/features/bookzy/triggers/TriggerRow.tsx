import { ActionIcon, Badge, ColorSwatch, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowsSort, IconDotsVertical, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Trigger } from '~/contract/bookzy';
import { ruleSummary } from '~/components/profitRule/ruleSummary';
import { triggerWrites } from './triggerWrites';

export interface TriggerActions {
  onEdit(trigger: Trigger): void;
  onMove(trigger: Trigger): void;
  onDelete(trigger: Trigger): void;
}

/**
 * One trigger: handle, colour, name and rule, the Active switch and a menu. Every control is at
 * least 44 px, for a thumb on a phone held in one hand.
 */
export function TriggerRow({ trigger, onEdit, onMove, onDelete }: { trigger: Trigger } & TriggerActions) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: trigger.id,
  });
  const { name, active } = trigger;
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      radius="md"
      p="xs"
      data-testid="trigger-row"
      data-active={active}
      aria-label={name}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name}`}
          variant="subtle"
          color="gray"
          size="xl"
          // Touches on the handle wait for the TouchSensor's delay; a quick swipe still scrolls.
          style={{ cursor: 'grab', touchAction: 'manipulation' }}
        >
          <IconGripVertical aria-hidden />
        </ActionIcon>
        {/* A trigger that is off fades its colour and greys its name; its words keep a readable contrast. */}
        <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <ColorSwatch color={trigger.colorCode} size={20} aria-hidden style={{ flexShrink: 0, opacity: active ? 1 : 0.4 }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate c={active ? undefined : 'dimmed'}>
                {name}
              </Text>
              {!active && (
                <Badge size="sm" color="gray" variant="light" style={{ flexShrink: 0 }}>
                  Off
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" data-testid="trigger-summary">
              {ruleSummary(trigger)}
            </Text>
          </Stack>
        </Group>
        <Switch
          size="lg"
          aria-label={`Active: ${name}`}
          checked={active}
          onChange={(event) => void triggerWrites.setActive(trigger, event.currentTarget.checked)}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="xl" aria-label={`Actions for ${name}`}>
              <IconDotsVertical aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={18} />} onClick={() => onEdit(trigger)}>Edit</Menu.Item>
            <Menu.Item leftSection={<IconArrowsSort size={18} />} onClick={() => onMove(trigger)}>Move below…</Menu.Item>
            <Menu.Item leftSection={<IconTrash size={18} />} c="red" onClick={() => onDelete(trigger)}>Delete</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
