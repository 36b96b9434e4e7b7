import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/reimbursement')({
  staticData: meta('Reimbursement'),
  beforeLoad: requireProducts(APP_PRODUCTS.reimbursement),
  component: ReimbursementScreen,
});

function ReimbursementScreen() {
  return (
    <NotBuiltYet
      screen="Reimbursement claims"
      purpose="A report of the reimbursements the marketplace owes you, ready to claim."
    />
  );
}
