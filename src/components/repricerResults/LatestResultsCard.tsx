import { Anchor, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import { PriceChange } from './PriceChange';
import { ResultSkuCell, ResultStateCell } from './ResultStateCell';

interface LatestResultsCardProps {
  /** The card's heading and the table's name: the Repricer's own page and the dashboard word it apart. */
  title?: string;
  /** What an empty card says. */
  empty?: string;
}

/** The newest five results (spec 9), a glance before opening the results screen. */
export function LatestResultsCard({ title = 'Latest results', empty = 'No results yet.' }: LatestResultsCardProps) {
  const latest = useQuery(repricerQueries.latestResults());
  return (
    <SectionCard title={title}>
      <QueryStatus query={latest} what={title.toLowerCase()} rows={5} />
      {latest.data && latest.data.content.length === 0 && <Text size="sm" c="dimmed">{empty}</Text>}
      {latest.data && latest.data.content.length > 0 && (
        <ResponsiveTable minWidth={520} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {latest.data.content.map((result) => (
              <Table.Tr key={result.id}>
                <Cell label="SKU">
                  <ResultSkuCell result={result} />
                </Cell>
                <Cell label="Result">
                  <ResultStateCell result={result} />
                </Cell>
                <Cell label="Price">
                  <PriceChange from={result.previousPrice} to={result.newPrice} />
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <Anchor renderRoot={(props) => <Link {...props} to="/automation-rules/repricing-results" />} size="sm">
        All repricing results
      </Anchor>
    </SectionCard>
  );
}
