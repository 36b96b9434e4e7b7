import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';

export interface Bar {
  label: string;
  value: number;
  /** A Mantine colour name or CSS colour; the bar's fill. */
  color: string;
}

interface BarChartProps {
  /** What the chart shows, for screen readers and as the figure's caption. */
  title: string;
  bars: readonly Bar[];
  /** How a value reads (e.g. "1,204 SKUs"); defaults to the number with separators. */
  formatValue?: (value: number) => string;
  /** Pixels for the labels: wide enough for the longest, which is cut short past it. */
  labelWidth?: number;
}

const fill = (color: string) => (color.startsWith('#') || color.startsWith('var(') ? color : `var(--mantine-color-${color}-7)`);

/**
 * Horizontal bars, one per row with its label and figure beside it: counts per state, read at a
 * glance. Plain elements rather than a chart library: a few bars need no axes or scales, and the
 * route that shows them stays small. The same figures are in a table for screen readers.
 */
export function BarChart({ title, bars, formatValue = (value) => value.toLocaleString('en-US'), labelWidth = 130 }: BarChartProps) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Box component="figure" m={0}>
      <Stack gap={6} aria-hidden>
        {bars.map((bar) => (
          <Group key={bar.label} gap="sm" wrap="nowrap">
            <Text size="sm" w={labelWidth} style={{ flexShrink: 0 }} truncate>
              {bar.label}
            </Text>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Box
                data-testid="bar"
                h={14}
                style={{
                  width: `${(bar.value / largest) * 100}%`,
                  minWidth: bar.value > 0 ? 3 : 0,
                  background: fill(bar.color),
                  borderRadius: 3,
                }}
              />
            </Box>
            <Text size="sm" fw={600} w={90} ta="right" style={{ flexShrink: 0 }}>
              {formatValue(bar.value)}
            </Text>
          </Group>
        ))}
      </Stack>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{formatValue(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
