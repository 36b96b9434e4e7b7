import { Grid, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { dashboardQueries } from '~/api/dashboard/queries';
import { RepricingCard, SalesCard } from './DailyCards';
import { CHART_RANGES, dayWindow, DEFAULT_CHART_RANGE, type ChartRange } from './dayWindow';

interface DailyActivityProps {
  /** The Repricer is usable: its figures are shown. */
  repricing: boolean;
  /** The account shows sales figures (spec 3.1). */
  sales: boolean;
}

/** The day-by-day charts, over the last 7, 30 or 90 days; nothing at all when neither may be shown. */
export function DailyActivity({ repricing, sales }: DailyActivityProps) {
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const window = useMemo(() => dayWindow(range), [range]);
  const stats = useQuery({ ...dashboardQueries.dailyStats(window), enabled: repricing || sales });
  const titleId = useId();
  if (!repricing && !sales) return null;
  const title = repricing && sales ? 'Repricing and sales' : repricing ? 'Repricing' : 'Sales';
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <SegmentedControl
          aria-label="Days shown"
          size="xs"
          value={String(range)}
          onChange={(value) => setRange(Number(value) as ChartRange)}
          data={CHART_RANGES.map((days) => ({ value: String(days), label: `${days} days` }))}
        />
      </Group>
      <Grid gap="lg">
        {repricing && (
          <Grid.Col span={{ base: 12, md: sales ? 6 : 12 }}>
            <RepricingCard stats={stats} />
          </Grid.Col>
        )}
        {sales && (
          <Grid.Col span={{ base: 12, md: repricing ? 6 : 12 }}>
            <SalesCard stats={stats} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
