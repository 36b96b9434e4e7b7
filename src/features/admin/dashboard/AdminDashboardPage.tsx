import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminDashboardQueries } from '~/api/admin/dashboard';
import { QueryStatus } from '~/components/QueryStatus';
import { DashboardCharts } from './DashboardCharts';
import { DashboardLists } from './DashboardLists';
import { HeadlineFigures } from './HeadlineFigures';
import { rangeOf, type AdminDashboardSearch } from './dashboardSearch';
import { UtcRangeBar } from './UtcRangeBar';

interface AdminDashboardPageProps {
  search: AdminDashboardSearch;
  onSearch: (next: Partial<AdminDashboardSearch>) => void;
}

/** admin-panel: how the business went day by day over a range of UTC days, and the rows behind it. */
export function AdminDashboardPage({ search, onSearch }: AdminDashboardPageProps) {
  const range = rangeOf(search);
  const figures = useQuery(adminDashboardQueries.figures(range));
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Dashboard</Title>
        <Text size="sm" c="dimmed">
          Days are UTC days: each runs from 00:00 to 24:00 UTC.
        </Text>
      </div>
      <UtcRangeBar range={range} onChange={(next) => onSearch({ ...next, page: undefined })} />
      <QueryStatus query={figures} what="figures" rows={6} />
      {figures.data && (
        <>
          <HeadlineFigures dashboard={figures.data} />
          <DashboardCharts dashboard={figures.data} stale={figures.isPlaceholderData} />
        </>
      )}
      <DashboardLists
        range={range}
        list={search.list ?? 'signups'}
        page={search.page ?? 0}
        onChange={(next) => onSearch({ ...(next.list ? { list: next.list === 'signups' ? undefined : next.list } : {}), page: next.page || undefined })}
      />
    </Stack>
  );
}
