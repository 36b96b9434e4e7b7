import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { routeParams, slugParam } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/reimbursement/{-$tab}')({
  ...routeParams(z.object({ tab: z.optional(slugParam) })),
  staticData: meta('Reimbursements'),
  component: ReimbursementsScreen,
});

function ReimbursementsScreen() {
  return (
    <NotBuiltYet
      screen="Reimbursements"
      purpose="Reimbursement claims across sellers, by tab."
    />
  );
}
