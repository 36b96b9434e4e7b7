import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { AdminInvoicesPage } from '~/features/admin/invoices/AdminInvoicesPage';
import { invoiceSearchSchema, type InvoiceSearch } from '~/features/admin/invoices/invoiceSearch';

export const Route = createFileRoute('/admin-panel/_admin/invoices')({
  // The filters, sort and page in the address: a reload or a shared link shows the same rows.
  validateSearch: invoiceSearchSchema,
  staticData: meta('Invoices'),
  component: InvoicesScreen,
});

function InvoicesScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<InvoiceSearch>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return <AdminInvoicesPage search={search} onSearch={onSearch} />;
}
