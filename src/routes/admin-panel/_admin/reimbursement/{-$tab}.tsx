import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/reimbursement/{-$tab}')({
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
