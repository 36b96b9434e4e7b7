import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { InteractionsPage } from '~/features/admin/customerCare/InteractionsPage';
import { interactionSearchSchema, type InteractionSearch } from '~/features/admin/customerCare/interactionSearch';

export const Route = createFileRoute('/admin-panel/_admin/customer-interaction')({
  staticData: meta('Customer Interactions'),
  validateSearch: interactionSearchSchema,
  component: CustomerInteractionsScreen,
});

function CustomerInteractionsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<InteractionSearch>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return <InteractionsPage search={search} onSearch={onSearch} />;
}
