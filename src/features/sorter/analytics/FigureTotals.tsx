import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { SorterStats } from '~/contract/sorter';
import { formatCents } from '~/lib/money';

type Figures = Pick<SorterStats, 'totalScan' | 'selectedGatesTotal' | 'fallbackRejects' | 'salesPrice' | 'totalPayout'>;

/** Spec 3.4's report columns, as the five figures above the gate report. */
export function FigureTotals({ figures }: { figures: Figures }) {
  const items = [
    ['Total Scan', figures.totalScan.toLocaleString('en-US')],
    ['Selected Gates Total', figures.selectedGatesTotal.toLocaleString('en-US')],
    ['Fallback rejects', figures.fallbackRejects.toLocaleString('en-US')],
    ['Sales Price', formatCents(figures.salesPrice)],
    ['Total Payout', formatCents(figures.totalPayout)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="report-totals">
      {items.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" radius="md" role="group" aria-label={label}>
          <Text size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz="xl" fw={800}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
