import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { RepricingResultsPage } from '~/features/repricer/results/RepricingResultsPage';
import { resultsSearchSchema, type ResultsSearch } from '~/features/repricer/results/resultsSearch';

export const Route = createFileRoute('/_seller/automation-rules/repricing-results')({
  staticData: meta('Repricing Results'),
  validateSearch: resultsSearchSchema,
  component: RepricingResultsScreen,
});

function RepricingResultsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<ResultsSearch>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return <RepricingResultsPage search={search} onSearch={onSearch} />;
}
