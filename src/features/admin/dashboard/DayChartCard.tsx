import { Stack, Text } from '@mantine/core';
import { ColumnChart } from '~/components/charts/ColumnChart';
import { SectionCard } from '~/components/SectionCard';
import { FiguresTable } from '~/components/charts/FiguresTable';
import { shortDay } from '~/lib/dates';

export interface Series {
  name: string;
  label: string;
  /** A Mantine colour name, drawn at shade 7. */
  color: string;
}

export type DayRow = { date: string } & Record<string, unknown>;

interface DayChartCardProps {
  title: string;
  description: string;
  /** One row per day; each series names the row's field it draws. */
  days: DayRow[];
  series: Series[];
  /** How a figure reads in the table (the chart's axis shows it as a plain number). */
  format?: (value: number) => string;
  /** Figures are drawn in these units: money in major units, for a readable axis. */
  scale?: (value: number) => number;
  empty: string;
  stale?: boolean;
}

/**
 * One figure day by day: stacked columns per series, the exact figures a button away (the chart is
 * a picture to assistive technology), and a sentence when the range has none.
 */
export function DayChartCard({ title, description, days, series, format, scale = (value) => value, empty, stale = false }: DayChartCardProps) {
  const value = (day: DayRow, name: string) => Number(day[name] ?? 0);
  const anything = days.some((day) => series.some((entry) => value(day, entry.name) !== 0));
  return (
    <SectionCard title={title} description={description}>
      {anything ? (
        <Stack gap="xs" style={{ opacity: stale ? 0.5 : 1, transition: 'opacity 150ms' }} data-testid="chart">
          <ColumnChart
            title={title}
            series={series.map((entry) => ({ label: entry.label, color: entry.color }))}
            columns={days.map((day) => ({ label: shortDay(day.date), values: series.map((entry) => scale(value(day, entry.name))) }))}
          />
          <FiguresTable caption={title} days={days} series={series} {...(format ? { format } : {})} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </SectionCard>
  );
}
