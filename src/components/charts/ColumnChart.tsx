import { Box, Group, Text } from '@mantine/core';
import { linearScale, niceTicks } from './scale';

export interface ColumnSeries {
  label: string;
  /** A Mantine colour name or CSS colour. */
  color: string;
}

export interface Column {
  label: string;
  /** One value per series, stacked bottom to top in the series' order. */
  values: readonly number[];
}

interface ColumnChartProps {
  /** What the chart shows: its accessible name (the figures themselves are in the table beside it). */
  title: string;
  series: readonly ColumnSeries[];
  columns: readonly Column[];
  height?: number;
}

const WIDTH = 640;
const PAD = { top: 12, right: 8, bottom: 28, left: 48 };
const colorOf = (color: string) => (color.startsWith('#') || color.startsWith('var(') ? color : `var(--mantine-color-${color}-7)`);
/** Labels under the columns are thinned to about this many, so they never overlap. */
const MAX_LABELS = 8;

/**
 * Stacked columns over periods (an hour, a day, ...), with a value axis in round figures and a
 * legend. SVG scaled to its container's width. An image to assistive technology: the screens that
 * draw it show the same figures in a table.
 */
export function ColumnChart({ title, series, columns, height = 220 }: ColumnChartProps) {
  const totals = columns.map((column) => column.values.reduce((sum, value) => sum + value, 0));
  const ticks = niceTicks(0, Math.max(1, ...totals));
  const y = linearScale([0, ticks.at(-1) ?? 1], [height - PAD.bottom, PAD.top]);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, columns.length);
  const barWidth = Math.max(1, slot * 0.7);
  const labelEvery = Math.ceil(columns.length / MAX_LABELS);
  return (
    <Box component="figure" m={0}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={title} style={{ display: 'block', maxHeight: height }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-gray-3)" />
            <text x={PAD.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="var(--mantine-color-dimmed)">
              {tick.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {columns.map((column, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={`${column.label}-${index}`} data-testid="column">
              {column.values.map((value, seriesIndex) => {
                const top = base + value;
                const rect = (
                  <rect key={seriesIndex} x={x} width={barWidth} y={y(top)} height={Math.max(0, y(base) - y(top))} fill={colorOf(series[seriesIndex]?.color ?? 'gray')} />
                );
                base = top;
                return rect;
              })}
              <title>{`${column.label}: ${column.values.map((value, seriesIndex) => `${series[seriesIndex]?.label} ${value}`).join(', ')}`}</title>
              {index % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={height - 8} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
                  {column.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt={4} aria-hidden>
        {series.map((entry) => (
          <Group key={entry.label} gap={6}>
            <Box w={12} h={12} style={{ background: colorOf(entry.color), borderRadius: 2 }} />
            <Text size="xs">{entry.label}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
