import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminInvoiceQueries } from '~/api/admin/invoices';
import { QueryStatus } from '~/components/QueryStatus';
import type { AdminInvoiceRow } from '~/contract';
import { plural } from '~/lib/plural';
import { AdminInvoiceTable } from './AdminInvoiceTable';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceTotals } from './InvoiceTotals';
import { filtersActive, filtersOf, queryOf, type InvoiceSearch } from './invoiceSearch';
import { RefundDialog } from './RefundDialog';

interface AdminInvoicesPageProps {
  search: InvoiceSearch;
  onSearch(next: Partial<InvoiceSearch>): void;
}

/** admin-panel/invoices: every seller's invoices, filtered in the address, their totals, and refunds. */
export function AdminInvoicesPage({ search, onSearch }: AdminInvoicesPageProps) {
  const list = useQuery(adminInvoiceQueries.list(queryOf(search)));
  const meta = useQuery(adminInvoiceQueries.meta(filtersOf(search)));
  const [refunding, setRefunding] = useState<AdminInvoiceRow | null>(null);
  const data = list.data;
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Invoices</Title>
        <Text size="sm" c="dimmed">
          Every seller’s invoices. A refund goes back to the card that paid, and the seller gets a credit note.
        </Text>
      </div>
      {meta.data && <InvoiceTotals meta={meta.data} />}
      <InvoiceFilters search={search} choices={meta.data?.choices} onChange={(next) => onSearch({ ...next, page: undefined })} />
      {data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(data.total, 'invoice')}
          {filtersActive(search) ? ' match the filters' : ''}
        </Text>
      )}
      <QueryStatus query={list} what="invoices" rows={6} />
      {data && data.rows.length === 0 && <Text c="dimmed">{filtersActive(search) ? 'No invoice matches the filters.' : 'No invoice yet.'}</Text>}
      {data && data.rows.length > 0 && (
        <div style={{ opacity: list.isPlaceholderData ? 0.5 : 1 }}>
          <AdminInvoiceTable rows={data.rows} onRefund={setRefunding} />
        </div>
      )}
      {data && pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={data.page} onChange={(page) => onSearch({ page: page === 1 ? undefined : page })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
        </Group>
      )}
      {refunding && <RefundDialog key={refunding.id} row={refunding} onClose={() => setRefunding(null)} />}
    </Stack>
  );
}
