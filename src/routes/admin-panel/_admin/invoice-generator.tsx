import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/invoice-generator')({
  staticData: meta('Invoice Generator'),
  component: InvoiceGeneratorScreen,
});

function InvoiceGeneratorScreen() {
  return (
    <NotBuiltYet
      screen="Invoice generator"
      purpose="Make a PDF invoice for a seller."
    />
  );
}
