import { Button, Group, Pagination, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconReceipt2 } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingQueries } from '~/api/billing/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { CreditNoteSummary, Invoice } from '~/contract/payments';
import { formatMoney } from '~/contract/currencies';
import { saveFile } from '~/lib/saveFile';
import { showToast } from '~/lib/toast';
import { formatDay } from '~/lib/dates';
import { CreditNoteRow } from './CreditNoteRow';
import { downloadInvoicePdf } from './downloadInvoice';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { invoicesCsv, invoicesCsvName } from './invoiceCsv';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A year of one plan's monthly invoices fits one page; the CSV export always holds the whole list. */
export const INVOICES_PER_PAGE = 12;

/** Every invoice, newest first, or those issued on or after a day; each as a PDF, all of them as a CSV. */
export function BillingHistoryCard() {
  const [afterDate, setAfterDate] = useState('');
  // A half-typed date filters nothing: the list stays as it was until the day is whole.
  const filter = ISO_DAY.test(afterDate) ? afterDate : undefined;
  // The list shown stays while another day's is read: the table does not flash empty at each change.
  const query = useQuery({ ...billingQueries.invoices(filter), placeholderData: keepPreviousData });
  const invoices = query.data;
  return (
    <SectionCard title="Billing history" icon={<IconReceipt2 size={20} />} description="An invoice for every charge, in the currency you paid in.">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput type="date" label="Issued on or after" value={afterDate} onChange={(event) => setAfterDate(event.currentTarget.value)} w={190} />
        <Button
          variant="light"
          leftSection={<IconFileTypeCsv size={16} />}
          disabled={!invoices || invoices.length === 0}
          onClick={() => invoices && saveFile(invoicesCsv(invoices), invoicesCsvName(filter), 'text/csv;charset=utf-8')}
        >
          Export CSV
        </Button>
      </Group>
      <QueryStatus query={query} what="invoices" />
      {invoices?.length === 0 && (
        <Text size="sm" c="dimmed">{filter ? `No invoices issued on or after ${formatDay(`${filter}T12:00:00`)}.` : 'No invoices yet: each payment makes one.'}</Text>
      )}
      {/* Keyed by the filter: another day's list starts at its first page. */}
      {invoices && invoices.length > 0 && <InvoicePages key={filter ?? ''} invoices={invoices} />}
    </SectionCard>
  );
}

function InvoicePages({ invoices }: { invoices: Invoice[] }) {
  const [page, setPage] = useState(1);
  // Refunds show under their invoice; the history reads without them until they come.
  const creditNotes = useQuery(billingQueries.creditNotes()).data ?? [];
  const pageCount = Math.ceil(invoices.length / INVOICES_PER_PAGE);
  const shown = Math.min(page, pageCount);
  const first = (shown - 1) * INVOICES_PER_PAGE;
  return (
    <>
      <InvoiceTable invoices={invoices.slice(first, first + INVOICES_PER_PAGE)} creditNotes={creditNotes} />
      {pageCount > 1 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Invoices {first + 1}–{Math.min(first + INVOICES_PER_PAGE, invoices.length)} of {invoices.length}
          </Text>
          <Pagination
            total={pageCount}
            value={shown}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page of invoices` })}
            getItemProps={(item) => ({ 'aria-label': `Invoices page ${item}` })}
          />
        </Group>
      )}
    </>
  );
}

function InvoiceTable({ invoices, creditNotes }: { invoices: Invoice[]; creditNotes: CreditNoteSummary[] }) {
  const [making, setMaking] = useState<number | null>(null);
  const download = (invoice: Invoice) => {
    setMaking(invoice.id);
    downloadInvoicePdf(invoice)
      .catch((error: unknown) => showToast(`The invoice PDF could not be made: ${error instanceof Error ? error.message : String(error)}`, 'error'))
      .finally(() => setMaking(null));
  };
  return (
    <ResponsiveTable minWidth={640} aria-label="Invoices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Issued</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Total</Table.Th>
          <Table.Th>
            <VisuallyHidden>Download</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => [
          <Table.Tr key={invoice.id} aria-label={`Invoice ${invoice.number}`}>
            <Cell kind="main">
              <Text size="sm" fw={500}>
                {invoice.number}
              </Text>
              <Text size="xs" c="dimmed">
                {invoice.lines.map((line) => line.description).join(', ')}
              </Text>
            </Cell>
            <Cell label="Issued" style={{ whiteSpace: 'nowrap' }}>
              {formatDay(invoice.issuedAt)}
            </Cell>
            <Cell label="Status">
              <InvoiceStatusBadge status={invoice.status} />
            </Cell>
            <Cell label="Total" style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatMoney(invoice.totalCents, invoice.currency)}
            </Cell>
            <Cell kind="actions">
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconDownload size={14} />}
                loading={making === invoice.id}
                onClick={() => download(invoice)}
                aria-label={`Download invoice ${invoice.number} as PDF`}
              >
                PDF
              </Button>
            </Cell>
          </Table.Tr>,
          ...creditNotes.filter((note) => note.invoiceId === invoice.id).map((note) => <CreditNoteRow key={`refund-${note.id}`} note={note} />),
        ])}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
