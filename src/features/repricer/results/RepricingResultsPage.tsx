import { Anchor, Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RESULTS_PAGE_SIZE, repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { PriceChange } from '~/components/repricerResults/PriceChange';
import { ResultSkuCell, ResultStateCell } from '~/components/repricerResults/ResultStateCell';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { GROUP_TYPE_LABELS, type RepricingResult } from '~/contract';
import { ResultFilters } from './ResultFilters';
import type { ResultsSearch } from './resultsSearch';
import { TrailDialog } from './TrailDialog';

interface RepricingResultsPageProps {
  search: ResultsSearch;
  /** Changes the address; any filter change goes back to the first page. */
  onSearch(next: Partial<ResultsSearch>): void;
}

/** automation-rules/repricing-results: the latest run's results, filtered, each with its trail. */
export function RepricingResultsPage({ search, onSearch }: RepricingResultsPageProps) {
  const page = search.page ?? 0;
  const results = useQuery(
    repricerQueries.search({ searchText: search.q ?? '', state: search.state, code: search.code, groupType: search.group, page }),
  );
  const [open, setOpen] = useState<RepricingResult | null>(null);
  const pageCount = results.data ? Math.ceil(results.data.total / RESULTS_PAGE_SIZE) : 0;
  const filtered = Boolean(search.q || search.state || search.code || search.group);

  return (
    <Stack>
      <Anchor renderRoot={(props) => <Link {...props} to="/automation-rules" />} size="sm">
        ← Repricer
      </Anchor>
      <Title order={2}>Repricing results</Title>
      <ResultFilters search={search} onChange={(next) => onSearch({ ...next, page: undefined })} />
      <QueryStatus query={results} what="repricing results" rows={6} />
      {results.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {results.data.runId === null ? 'No run yet.' : `Run ${results.data.runId}: ${results.data.total.toLocaleString('en-US')} results${filtered ? ' match' : ''}.`}
        </Text>
      )}
      {results.data && results.data.content.length === 0 && (
        <Text c="dimmed">{filtered ? 'No result matches these filters.' : 'No results yet: start a run from the Repricer page.'}</Text>
      )}
      {results.data && results.data.content.length > 0 && (
        <ResponsiveTable minWidth={760} striped highlightOnHover aria-label="Repricing results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Group</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Trail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.data.content.map((result) => (
              <Table.Tr key={result.id}>
                <Cell label="SKU">
                  <ResultSkuCell result={result} withAsin />
                </Cell>
                <Cell label="Group">{GROUP_TYPE_LABELS[result.groupType]}</Cell>
                <Cell label="Result">
                  <ResultStateCell result={result} />
                </Cell>
                <Cell label="Price">
                  <PriceChange from={result.previousPrice} to={result.newPrice} />
                </Cell>
                <Cell label="Trail">
                  <Button size="compact-sm" variant="light" onClick={() => setOpen(result)} aria-label={`Why this price for ${result.sku}`}>
                    Why this price
                  </Button>
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {pageCount > 1 && (
        <Group justify="center">
          <Pagination total={pageCount} value={page + 1} onChange={(next) => onSearch({ page: next - 1 || undefined })} />
        </Group>
      )}
      <TrailDialog result={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
