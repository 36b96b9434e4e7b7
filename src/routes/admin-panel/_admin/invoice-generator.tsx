import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { InvoiceGeneratorPage } from '~/features/admin/invoiceGenerator/InvoiceGeneratorPage';

export const Route = createFileRoute('/admin-panel/_admin/invoice-generator')({
  staticData: meta('Invoice Generator'),
  component: InvoiceGeneratorPage,
});
