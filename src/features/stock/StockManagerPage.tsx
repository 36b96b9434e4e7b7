import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { stockQueries, stockRows } from '~/api/stock/queries';
import { FoldingFilters } from '~/components/FoldingFilters';
import { useAfterFirstPaint } from '~/components/useAfterFirstPaint';
import { useRowWindows, VirtualTable } from '~/components/virtualTable';
import type { StockColumn, StockSortField } from '~/contract';
import { FeedFilesPanel } from './FeedFilesPanel';
import { ReportsPanel } from './ReportsPanel';
import { SkuDrawer } from './SkuDrawer';
import { StockFiltersBar, useClearFilters } from './StockFiltersBar';
import { columnsOf, stockQueryOf } from './savedView';
import { visibleColumns } from './stockColumns';
import { hasFilters, type StockSearch } from './stockSearch';
import { TableSettingsButton } from './TableSettingsButton';

const route = getRouteApi('/_seller/my-pricer');

/** The Stock Manager (spec 1, 2.1 my-pricer): every SKU of the seller in one table, filtered and sorted on the server. */
export function StockManagerPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = route.useRouteContext();
  const settings = useQuery(stockQueries.settings());
  const query = stockQueryOf(search);
  const rows = useRowWindows(stockRows(query));

  const setSearch = useCallback((next: (previous: StockSearch) => StockSearch) => void navigate({ search: next, replace: true, resetScroll: false }), [navigate]);
  const clearing = useClearFilters(setSearch);
  const onSort = (field: string) =>
    setSearch((previous) => ({
      ...previous,
      sortField: field as StockSortField,
      // A new field starts ascending; the same field flips.
      sortOrder: (previous.sortField ?? 'Age') === field && (previous.sortOrder ?? 'ASC') === 'ASC' ? 'DESC' : 'ASC',
    }));
  const chosenColumns = columnsOf(search, settings.data);
  const setColumns = useCallback((columns: StockColumn[] | undefined) => setSearch((previous) => ({ ...previous, columns })), [setSearch]);
  // Stable between renders, so that rows whose data did not change are not painted again.
  const columns = useMemo(() => visibleColumns(chosenColumns, user.hideSalesData), [chosenColumns, user.hideSalesData]);
  const total = rows.total;
  const panelsShown = useAfterFirstPaint();

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Stock Manager</Title>
        <TableSettingsButton search={search} salesHidden={user.hideSalesData} onColumnsChange={setColumns} />
      </Group>
      <FoldingFilters id="stock-filters" active={hasFilters(search)}>
        <StockFiltersBar key={clearing.generation} search={search} onChange={setSearch} onClear={clearing.clear} />
      </FoldingFilters>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="stock-count">
        {total === undefined ? 'Counting SKUs…' : `${total.toLocaleString('en-US')} ${total === 1 ? 'SKU matches' : 'SKUs match'}`}
        {rows.isFetching && total !== undefined ? ' (updating)' : ''}
      </Text>
      {rows.error && (
        <Alert color="red" title="Your stock could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={() => void rows.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {total === 0 && !rows.isFetching ? (
        <Stack align="flex-start" gap="xs" p="md">
          <Text>No SKUs match these filters.</Text>
          <Button variant="light" onClick={clearing.clear}>
            Clear filters
          </Button>
        </Stack>
      ) : (
        !rows.error && (
          <VirtualTable
            label="Stock"
            columns={columns}
            rowCount={total ?? 0}
            rowAt={rows.rowAt}
            rowKey={(row) => row.sku}
            onRangeChange={rows.onRangeChange}
            sort={{ field: search.sortField ?? 'Age', direction: search.sortOrder === 'DESC' ? 'desc' : 'asc' }}
            onSort={onSort}
            height="max(360px, calc(100dvh - 300px))"
            rowHeight={56}
          />
        )
      )}
      {rows.isLoading && total === undefined && !rows.error && <Text size="sm">Loading your stock…</Text>}
      {/* Below the table, out of sight as the screen opens: drawn (and asked for) once the rows are. */}
      {panelsShown && (
        <Stack gap="md" mt="md">
          <ReportsPanel query={query} />
          <FeedFilesPanel />
        </Stack>
      )}
      <SkuDrawer sku={search.sku} salesHidden={user.hideSalesData} onClose={() => setSearch(({ sku: _sku, ...rest }) => rest)} />
    </Stack>
  );
}
