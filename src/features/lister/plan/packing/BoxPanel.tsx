import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconMinus, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useState } from 'react';
import { useBulkBoxSpecs, useBulkMoveUnits, useRemoveFromPackingBox, useRemovePackingBox } from '~/api/nsession/mutations';
import { TenthsInput } from '~/components/TenthsInput';
import { useInvalidFields } from '~/components/useInvalidFields';
import { tenths } from '~/contract/lister/fields';
import { BOX_SIDE_MAX, boxUnderweightBelow, boxWeightMax, type PackingBox } from '~/contract/nsession';
import { plural } from '~/lib/plural';
import { ConfirmDialog } from '../../listing/ConfirmDialog';
import { formatPounds } from '../../channels';

const SIZE_FIELDS = [
  ['length', 'Length (in)'],
  ['width', 'Width (in)'],
  ['height', 'Height (in)'],
  ['weight', 'Weight (lb)'],
] as const;
type Size = Record<(typeof SIZE_FIELDS)[number][0], number | null>;

/** The open box: what it holds (a unit taken out at a time), its sizes and weight, and its removal. */
export function BoxPanel({ sessionId, box, groupBoxes, editable }: { sessionId: number; box: PackingBox; groupBoxes: { id: number; name: string }[]; editable: boolean }) {
  const groupBoxIds = groupBoxes.map((other) => other.id);
  const others = groupBoxes.filter((other) => other.id !== Number(box.idStr));
  const move = useBulkMoveUnits(sessionId);
  const [target, setTarget] = useState<string | null>(null);
  const take = useRemoveFromPackingBox(sessionId);
  const { mutate: takeMutate } = take;
  const takeOne = useCallback((itemId: string) => takeMutate({ boxId: Number(box.idStr), itemId: Number(itemId), quantity: 1 }), [box.idStr, takeMutate]);
  const remove = useRemovePackingBox(sessionId);
  const specs = useBulkBoxSpecs(sessionId);
  const invalid = useInvalidFields();
  const [size, setSize] = useState<Size>({ length: box.length, width: box.width, height: box.height, weight: box.weight });
  const [deleting, setDeleting] = useState(false);
  // The marketplace's limits, checked as typed: a side over 25 in or a box of several items over 50 lb is refused there.
  const maxOf = (key: keyof Size) => (key === 'weight' ? boxWeightMax(box) : BOX_SIDE_MAX);
  const underweight = size.weight !== null && size.weight < boxUnderweightBelow(box);
  const measured = Object.fromEntries(Object.entries(size).filter(([, value]) => value !== null)) as Partial<Record<keyof Size, number>>;
  const save = (boxIds: number[]) => !invalid.any && Object.keys(measured).length > 0 && specs.mutate({ boxIds, ...measured });

  return (
    <Card withBorder radius="md" component="section" aria-label={`Open box: ${box.name}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {box.name}
          </Title>
          <Text size="sm" c="dimmed">
            {plural(box.itemQty, 'unit')} · about {formatPounds(box.estimatedWeight)} of books
          </Text>
        </Group>
        {box.items.length === 0 ? (
          <Text size="sm" c="dimmed">Empty. Scan a book of this box’s group to put it in.</Text>
        ) : (
          <Table aria-label={`Items in ${box.name}`} verticalSpacing={4}>
            <Table.Tbody>
              {box.items.map((entry) => (
                <InBoxRow key={entry.itemIdStr} itemId={entry.itemIdStr} title={entry.title} fnsku={entry.fnsku} quantity={entry.quantity} editable={editable} onTakeOne={takeOne} />
              ))}
            </Table.Tbody>
          </Table>
        )}
        {editable && others.length > 0 && box.items.length > 0 && (
          <Group gap="xs" align="flex-end">
            <Select
              size="xs"
              label="Move its units to"
              placeholder="Choose a box"
              data={others.map((other) => ({ value: String(other.id), label: other.name }))}
              value={target}
              onChange={setTarget}
              w={150}
            />
            <Button
              size="xs"
              variant="default"
              disabled={target === null}
              loading={move.isPending}
              onClick={() =>
                move.mutate(
                  { boxId: Number(box.idStr), targetBoxId: Number(target), items: box.items.map((entry) => ({ itemId: Number(entry.itemIdStr), quantity: entry.quantity })) },
                  { onSuccess: () => setTarget(null) },
                )
              }
            >
              Move all
            </Button>
          </Group>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {SIZE_FIELDS.map(([key, label]) => (
            <TenthsInput
              key={key}
              label={label}
              rule={tenths}
              max={maxOf(key)}
              description={key === 'weight' && underweight ? `Lighter than its books (about ${formatPounds(box.estimatedWeight)}): weigh it again` : undefined}
              descriptionProps={{ c: 'orange.9' }}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={size[key]}
              onChange={(value) => setSize({ ...size, [key]: value })}
              onValidityChange={invalid.track(key)}
              disabled={!editable}
              size="xs"
            />
          ))}
        </SimpleGrid>
        {editable && (
          <Group gap="xs">
            <Button size="xs" onClick={() => save([Number(box.idStr)])} loading={specs.isPending} disabled={invalid.any}>
              Save sizes
            </Button>
            {groupBoxIds.length > 1 && (
              <Button size="xs" variant="default" onClick={() => save(groupBoxIds)} disabled={invalid.any}>
                Same for all {groupBoxIds.length} boxes of the group
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(true)}>
              Delete box
            </Button>
          </Group>
        )}
      </Stack>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${box.name}?`}
          confirmLabel="Delete box"
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() => remove.mutate(Number(box.idStr), { onSettled: () => setDeleting(false) })}
        >
          Its {plural(box.itemQty, 'unit')} go back to the units still to box.
        </ConfirmDialog>
      )}
    </Card>
  );
}

interface InBoxRowProps {
  itemId: string;
  title: string;
  fnsku: string;
  quantity: number;
  editable: boolean;
  onTakeOne(itemId: string): void;
}

/** A SKU in the box; memoised, so a scan renders the one row whose count changed. */
const InBoxRow = memo(function InBoxRow({ itemId, title, fnsku, quantity, editable, onTakeOne }: InBoxRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{title}</Text>
        <Text size="xs" c="dimmed">{fnsku}</Text>
      </Table.Td>
      <Table.Td ta="right">×{quantity}</Table.Td>
      {editable && (
        <Table.Td ta="right">
          <ActionIcon variant="subtle" aria-label={`Take one ${title} out`} onClick={() => onTakeOne(itemId)}>
            <IconMinus size={16} />
          </ActionIcon>
        </Table.Td>
      )}
    </Table.Tr>
  );
});
