import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { repricerQueries } from '~/api/repricer/queries';
import { BarChart } from '~/components/charts/BarChart';
import { QueryStatus } from '~/components/QueryStatus';
import { STATE_COLORS } from '~/components/repricerResults/resultStyle';
import { SectionCard } from '~/components/SectionCard';
import { RESULT_STATE_LABELS, RESULT_STATES } from '~/contract';
import { plural } from '~/lib/plural';

/** SKUs per result state of each group's latest run, added up over the groups. */
export function SummaryCard() {
  const summary = useQuery(repricerQueries.summary());
  const totals = RESULT_STATES.map((state) => ({
    label: RESULT_STATE_LABELS[state],
    value: (summary.data ?? []).reduce((sum, group) => sum + (group.counts[state] ?? 0), 0),
    color: STATE_COLORS[state],
  }));
  const any = totals.some((bar) => bar.value > 0);
  return (
    <SectionCard title="Last run by result">
      <QueryStatus query={summary} what="repricing summary" rows={6} />
      {summary.data && !any && <Text size="sm" c="dimmed">No results yet: reprice to see what your rules do.</Text>}
      {summary.data && any && <BarChart title="SKUs per result state in the last run" bars={totals} formatValue={(value) => plural(value, 'SKU')} />}
    </SectionCard>
  );
}
