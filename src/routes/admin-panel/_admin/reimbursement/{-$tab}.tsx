import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { routeParams, wordParam } from '~/app/routeParams';
import { ADMIN_REIMBURSEMENT_TABS, type AdminReimbursementTab } from '~/contract';
import { AdminReimbursementPage, type AdminReimbursementSearch } from '~/features/admin/reimbursement/AdminReimbursementPage';

export const Route = createFileRoute('/admin-panel/_admin/reimbursement/{-$tab}')({
  ...routeParams(z.object({ tab: z.optional(wordParam(ADMIN_REIMBURSEMENT_TABS)) })),
  // The search and page in the address: a reload or a shared link shows the same rows.
  validateSearch: z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    page: z.catch(z.optional(z.int().check(z.minimum(0), z.maximum(100_000))), undefined),
  }),
  staticData: meta('Reimbursements'),
  component: ReimbursementsScreen,
});

function ReimbursementsScreen() {
  const { tab } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTab = (next: AdminReimbursementTab) => void navigate({ params: { tab: next === 'open' ? undefined : next }, search: ({ q }) => ({ q }) });
  const onSearch = (next: AdminReimbursementSearch) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return <AdminReimbursementPage tab={tab ?? 'open'} search={search} onTab={onTab} onSearch={onSearch} />;
}
