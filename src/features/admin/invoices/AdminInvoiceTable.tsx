import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { AdminInvoiceRow, InvoiceStatus } from '~/contract';
import { formatMoney } from '~/contract/currencies';
import { formatDay } from '~/lib/dates';
import { SellerLink } from '../SellerLink';

const STATUS: Record<InvoiceStatus, { label: string; color: string }> = {
  PAID: { label: 'Paid', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
  PENDING: { label: 'Pending', color: 'yellow' },
  REFUNDED: { label: 'Refunded', color: 'gray' },
};

/** Why a row offers no refund, when it does not. */
export function refundRefusal(row: AdminInvoiceRow): string | null {
  if (row.status !== 'PAID' && row.status !== 'REFUNDED') return 'Only a paid invoice can be refunded.';
  if (!row.paidByCard) return 'Paid outside Folio’s card processor: refund it the way it was paid.';
  if (row.refundableCents <= 0) return 'Nothing is left to refund.';
  return null;
}

export function AdminInvoiceTable({ rows, onRefund }: { rows: AdminInvoiceRow[]; onRefund(row: AdminInvoiceRow): void }) {
  return (
    <ResponsiveTable minWidth={960} striped aria-label="Invoices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Invoice</Table.Th>
          <Table.Th style={{ minWidth: 180 }}>Seller</Table.Th>
          <Table.Th>Issued</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Refund</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const refusal = refundRefusal(row);
          const partly = row.status === 'PAID' && row.refundedCents > 0;
          return (
            <Table.Tr key={row.id} aria-label={`Invoice ${row.number}`}>
              <Cell kind="main">
                <Text size="sm" fw={500}>
                  {row.number}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {row.description}
                  {row.moreLines > 0 ? ` and ${row.moreLines} more` : ''}
                </Text>
              </Cell>
              <Cell label="Seller">
                <SellerLink userId={row.userId} email={row.sellerEmail} name={row.company ?? row.sellerName} />
              </Cell>
              <Cell label="Issued">
                {formatDay(row.issuedAt)}
              </Cell>
              <Cell label="Status">
                <Badge color={partly ? 'grape' : STATUS[row.status].color} variant="light">
                  {partly ? 'Partly refunded' : STATUS[row.status].label}
                </Badge>
              </Cell>
              <Cell label="Total" style={{ textAlign: 'right' }}>
                <Stack gap={0} align="flex-end">
                  <Text size="sm">{formatMoney(row.totalCents, row.currency)}</Text>
                  {row.refundedCents > 0 && (
                    <Text size="xs" c="dimmed">
                      Refunded {formatMoney(row.refundedCents, row.currency)}
                    </Text>
                  )}
                </Stack>
              </Cell>
              <Cell kind="actions">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconReceiptRefund size={14} />}
                  disabled={refusal !== null}
                  title={refusal ?? undefined}
                  onClick={() => onRefund(row)}
                  aria-label={`Refund invoice ${row.number}`}
                >
                  Refund
                </Button>
              </Cell>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
