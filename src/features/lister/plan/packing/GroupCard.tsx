import { Badge, Button, Card, Group, Progress, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import type { NsessionItem, PackingBox, PackingGroupView } from '~/contract/nsession';
import { formatPounds } from '../../channels';
import { plural } from '~/lib/plural';

interface GroupCardProps {
  number: number;
  group: PackingGroupView;
  boxes: readonly PackingBox[];
  items: ReadonlyMap<string, NsessionItem>;
  boxedOf(fnsku: string): number;
  openBoxId: string | undefined;
  editable: boolean;
  onOpenBox(boxId: string): void;
  onNewBox(): void;
  onAddOne(item: NsessionItem): void;
  onLeaveOut(item: NsessionItem): void;
  creating: boolean;
}

/** One packing group: how much of it is boxed, its boxes (one open), and what is still to box. */
export function GroupCard({ number, group, boxes, items, boxedOf, openBoxId, editable, onOpenBox, onNewBox, onAddOne, onLeaveOut, creating }: GroupCardProps) {
  const done = group.unitQty > 0 && group.boxedUnitQty === group.unitQty;
  const left = group.items.filter((entry) => entry.quantity - boxedOf(entry.fnsku) > 0);
  return (
    <Card withBorder radius="md" component="section" aria-label={`Group ${number}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Group {number}
          </Title>
          <Badge color={done ? 'teal' : 'blue'} variant="light" tt="none">
            {group.boxedUnitQty} of {plural(group.unitQty, 'unit')} boxed · {group.boxedSkuQty} of {plural(group.itemQty, 'SKU')} done
          </Badge>
        </Group>
        <Progress value={group.unitQty ? (100 * group.boxedUnitQty) / group.unitQty : 100} color={done ? 'teal' : 'blue'} aria-label={`Group ${number} boxed`} />
        <Group gap="xs" role="list" aria-label={`Boxes of group ${number}`}>
          {boxes.map((box) => (
            <div key={box.idStr} role="listitem">
              <UnstyledButton onClick={() => onOpenBox(box.idStr)} aria-pressed={box.idStr === openBoxId}>
                <Badge size="lg" variant={box.idStr === openBoxId ? 'filled' : 'outline'} leftSection={<IconPackage size={14} aria-hidden />} tt="none">
                  {box.name} · {plural(box.itemQty, 'unit')} · {formatPounds(box.weight ?? box.estimatedWeight)}
                </Badge>
              </UnstyledButton>
            </div>
          ))}
          {editable && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onNewBox} loading={creating}>
              New box
            </Button>
          )}
        </Group>
        {left.length === 0 ? (
          <Text size="sm" c="dimmed">Every unit of this group is boxed.</Text>
        ) : (
          <Table aria-label={`Still to box in group ${number}`} verticalSpacing={4}>
            <Table.Tbody>
              {left.map((entry) => (
                <ToBoxRow
                  key={entry.fnsku}
                  fnsku={entry.fnsku}
                  item={items.get(entry.fnsku)}
                  left={entry.quantity - boxedOf(entry.fnsku)}
                  editable={editable}
                  canAdd={openBoxId !== undefined && boxes.some((box) => box.idStr === openBoxId)}
                  onAddOne={onAddOne}
                  onLeaveOut={onLeaveOut}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

interface ToBoxRowProps {
  fnsku: string;
  item: NsessionItem | undefined;
  left: number;
  editable: boolean;
  canAdd: boolean;
  onAddOne(item: NsessionItem): void;
  onLeaveOut(item: NsessionItem): void;
}

/**
 * A SKU still to box. Kept apart and memoised: a scan changes one row of a group of hundreds, and
 * only that row renders again (the scan-to-box figure of `npm run bench`).
 */
const ToBoxRow = memo(function ToBoxRow({ fnsku, item, left, editable, canAdd, onAddOne, onLeaveOut }: ToBoxRowProps) {
  const title = item?.title ?? fnsku;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{title}</Text>
        <Text size="xs" c="dimmed">
          {fnsku}
          {item ? ` · ${item.isbn13}` : ''}
        </Text>
        {item?.restricted && <Badge color="red" size="xs">Restricted</Badge>}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" data-testid="units-to-box">
          {left} to box
        </Text>
      </Table.Td>
      {editable && item && (
        <Table.Td ta="right">
          {item.restricted ? (
            <Button size="xs" variant="light" color="red" onClick={() => onLeaveOut(item)}>
              Leave out
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={() => onAddOne(item)} disabled={!canAdd} aria-label={`Add one ${title}`}>
              Add one
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
});
