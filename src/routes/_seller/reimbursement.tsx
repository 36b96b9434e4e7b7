import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { ReimbursementPage } from '~/features/reimbursement/ReimbursementPage';
import { reimbursementSearchSchema, type ReimbursementSearch } from '~/features/reimbursement/reimbursementSearch';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/reimbursement')({
  staticData: meta('Reimbursement'),
  beforeLoad: requireProducts(APP_PRODUCTS.reimbursement),
  validateSearch: reimbursementSearchSchema,
  component: ReimbursementScreen,
});

function ReimbursementScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<ReimbursementSearch>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return <ReimbursementPage search={search} onSearch={onSearch} />;
}
