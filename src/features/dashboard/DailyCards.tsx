import { Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import type { DailyPricingStats } from '~/contract/dashboard';
import { ChartFrame } from './charts/ChartFrame';
import { REPRICING_SERIES, SALES_SERIES } from './charts/chartSeries';
import { FiguresTable } from '~/components/charts/FiguresTable';
import { SeriesLegend } from './charts/SeriesLegend';
import { RepricingChart, SalesChart } from './charts/lazyCharts';
import { repricingSummary, repricingTotals, salesSummary } from './dailySummary';

type StatsQuery = UseQueryResult<DailyPricingStats>;

/** Rows of skeleton while the figures load: about a chart's height. */
const CHART_ROWS = 8;

export function RepricingCard({ stats }: { stats: StatsQuery }) {
  const days = stats.data?.repricing;
  return (
    <SectionCard title="Repricing by day" description="The SKUs your runs priced each day: price raised, lowered, left as it was, or failed.">
      <QueryStatus query={stats} what="repricing figures" rows={CHART_ROWS} />
      {days && (
        <Stack gap="xs">
          <Text size="sm" data-testid="repricing-summary">
            {repricingSummary(days)}
          </Text>
          {repricingTotals(days).priced === 0 ? (
            <Text size="sm" c="dimmed">
              Start a run from <Anchor renderRoot={(props) => <Link {...props} to="/automation-rules" />}>the Repricer</Anchor> to see your
              prices move here.
            </Text>
          ) : (
            <>
              <ChartFrame stale={stats.isPlaceholderData}>
                <RepricingChart days={days} />
              </ChartFrame>
              <SeriesLegend series={REPRICING_SERIES} />
              <FiguresTable caption="Repricing by day" days={days} series={REPRICING_SERIES} />
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

export function SalesCard({ stats }: { stats: StatsQuery }) {
  const days = stats.data?.sales;
  return (
    <SectionCard title="Sales by day" description="The SKUs whose latest sale fell on each day, as the marketplace reports them.">
      <QueryStatus query={stats} what="sales figures" rows={CHART_ROWS} />
      {days && (
        <Stack gap="xs">
          <Text size="sm" data-testid="sales-summary">
            {salesSummary(days)}
          </Text>
          {days.some((day) => day.skusSold > 0) && (
            <>
              <ChartFrame stale={stats.isPlaceholderData}>
                <SalesChart days={days} />
              </ChartFrame>
              <FiguresTable caption="Sales by day" days={days} series={SALES_SERIES} />
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
