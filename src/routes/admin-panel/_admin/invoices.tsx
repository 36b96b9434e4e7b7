import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/invoices')({
  staticData: meta('Invoices'),
  component: InvoicesScreen,
});

function InvoicesScreen() {
  return (
    <NotBuiltYet
      screen="Invoices"
      purpose="All invoices, with refunds."
    />
  );
}
