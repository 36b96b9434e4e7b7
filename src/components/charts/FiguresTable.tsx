import { Anchor, Group, ScrollArea, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTable } from '@tabler/icons-react';
import { useId } from 'react';
import { formatCount } from '~/lib/numberText';
import { shortDay } from '~/lib/dates';

interface FiguresTableProps<Day extends { date: string }> {
  caption: string;
  days: readonly Day[];
  /** Each series names the day's field it shows. */
  series: readonly { name: string; label: string }[];
  /** How a figure reads: a count unless told (an amount of money, say). */
  format?: (value: number) => string;
}

/**
 * A chart's figures, day by day, one button away: the chart is a picture to assistive technology,
 * and its exact figures are worth reading for anyone. Closed, it takes no room.
 */
export function FiguresTable<Day extends { date: string }>({ caption, days, series, format = formatCount }: FiguresTableProps<Day>) {
  const [opened, { toggle }] = useDisclosure(false);
  const tableId = useId();
  return (
    <div>
      {/* A link-like button: no hover fill, so its words read as well under the pointer. */}
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={600}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={tableId}
        // Each chart has this button: its name says which chart's figures it shows.
        aria-label={`${opened ? 'Hide' : 'Show'} the figures: ${caption}`}
      >
        <Group gap={6} component="span" wrap="nowrap">
          <IconTable size={16} aria-hidden />
          {opened ? 'Hide the figures' : 'Show the figures'}
        </Group>
      </Anchor>
      {opened && (
        <ScrollArea.Autosize
          mah={260}
          type="auto"
          scrollbars="y"
          mt="xs"
          id={tableId}
          // A box that scrolls is reached and scrolled with the keyboard too (WCAG 2.1.1).
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${caption}: figures` }}
        >
          <Table striped stickyHeader aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Day</Table.Th>
                {series.map((entry) => (
                  <Table.Th key={entry.name} scope="col" ta="right">
                    {entry.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Th scope="row" fw={400}>
                    {shortDay(day.date)}
                  </Table.Th>
                  {series.map((entry) => (
                    <Table.Td key={entry.name} ta="right">
                      {format((day as unknown as Record<string, number>)[entry.name] ?? 0)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </div>
  );
}
