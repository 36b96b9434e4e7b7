import { Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Box } from '~/contract/lister';
import { plural } from '~/lib/plural';

export const pounds = (tenths: number | null) => (tenths === null ? '–' : `${(tenths / 10).toFixed(1)} lb`);
export const inches = (box: Pick<Box, 'length' | 'width' | 'height'>) =>
  box.length === null || box.width === null || box.height === null
    ? 'not measured'
    : `${(box.length / 10).toFixed(1)} × ${(box.width / 10).toFixed(1)} × ${(box.height / 10).toFixed(1)} in`;

/** What every kind of box shows in the list: shipment boxes and send-to-marketplace boxes alike. */
type ListedBox = Pick<Box, 'id' | 'name' | 'itemQty' | 'estimatedWeight'>;

interface BoxListProps<T extends ListedBox> {
  boxes: T[];
  selectedBoxId: number | null;
  onSelect(boxId: number): void;
  /** The lines under the name; by default the estimated weight. */
  details?(box: T): ReactNode;
}

/** A shipment's boxes, or a session's, highest number first (spec 9); a tap selects one. */
export function BoxList<T extends ListedBox>({ boxes, selectedBoxId, onSelect, details = estimated }: BoxListProps<T>) {
  if (boxes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No boxes yet. Make a new box to start packing.
      </Text>
    );
  }
  return (
    // As many boxes across as the panel has room for, whether it is a phone or half a tablet.
    <SimpleGrid component="ul" aria-label="Boxes" minColWidth="10rem" spacing="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {boxes.map((box) => {
        const selected = box.id === selectedBoxId;
        return (
          <li key={box.id} aria-label={box.name}>
            {/* Named by all it shows, the box's name first, so speech input can say it (WCAG 2.5.3). */}
            <UnstyledButton
              aria-pressed={selected}
              onClick={() => onSelect(box.id)}
              w="100%"
              h="100%"
            >
              <Paper
                withBorder
                p="xs"
                radius="md"
                h="100%"
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined }}
              >
                <Group justify="space-between" gap={4}>
                  <Text fw={700}>{box.name}</Text>
                  <Text size="sm">{plural(box.itemQty, 'unit')}</Text>
                </Group>
                {details(box)}
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

function estimated(box: ListedBox) {
  return (
    <Text size="xs" c="dimmed">
      est. {pounds(box.estimatedWeight)}
    </Text>
  );
}

/** A shipment box's lines: weighed and estimated weight, then its size. */
export function weighedBoxDetails(box: Box) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {pounds(box.weight)} · est. {pounds(box.estimatedWeight)}
      </Text>
      <Text size="xs" c="dimmed">
        {inches(box)}
      </Text>
    </>
  );
}
