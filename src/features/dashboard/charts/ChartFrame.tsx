import { Box, Skeleton } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { CHART_HEIGHT } from './chartSeries';

/**
 * Where a lazily loaded chart is drawn: a skeleton of its size until its code arrives, dimmed while
 * the figures of another range are on their way.
 */
export function ChartFrame({ children, stale = false, height = CHART_HEIGHT }: { children: ReactNode; stale?: boolean; height?: number }) {
  return (
    <Box style={{ opacity: stale ? 0.5 : 1, transition: 'opacity 150ms' }} data-testid="chart">
      <Suspense fallback={<Skeleton height={height} aria-label="Loading the chart" />}>{children}</Suspense>
    </Box>
  );
}
