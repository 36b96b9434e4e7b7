import { Box, Group, Text } from '@mantine/core';
/**
 * A chart's colours and what they stand for, in the card rather than in the chart: it wraps on a
 * phone as text does, and shows before the chart's code has arrived. A picture's key, so hidden
 * from assistive technology, which reads the figures instead.
 */
export function SeriesLegend({ series }: { series: { label: string; color: string }[] }) {
  return (
    <Group gap="md" justify="center" aria-hidden>
      {series.map((entry) => (
        <Group key={entry.label} gap={6} wrap="nowrap">
          <Box w={12} h={12} bg={entry.color} style={{ borderRadius: '50%' }} />
          <Text size="sm">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
