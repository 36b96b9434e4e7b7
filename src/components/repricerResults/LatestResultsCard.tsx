import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { ResultsTable } from './ResultsTable';

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
        <ResultsTable results={latest.data.content} label={title} />
      )}
      <Anchor renderRoot={(props) => <Link {...props} to="/automation-rules/repricing-results" />} size="sm">
        All repricing results
      </Anchor>
    </SectionCard>
  );
}
