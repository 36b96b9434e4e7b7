import { Anchor, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RESULTS_PAGE_SIZE, repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { ResultsTable } from '~/components/repricerResults/ResultsTable';
import type { RepricingResult } from '~/contract';
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
        <ResultsTable results={results.data.content} label="Repricing results" onExplain={setOpen} />
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
