import { Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userAccountQueries } from '~/api/admin/userAccount';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import { formatDay, money } from './format';
import { FirstFewTable } from './ShowMore';

const STATUS_COLOR = {
  PAID: 'green',
  FAILED: 'red',
  PENDING: 'yellow',
  REFUNDED: 'gray',
} as const;

/** Every invoice of the account, kept for the books even once the account is deleted. */
export function InvoicesCard({ userId }: { userId: number }) {
  const invoices = useQuery(userAccountQueries.invoices(userId));
  return (
    <SectionCard title="Invoices">
      <QueryStatus query={invoices} what="invoices" />
      {invoices.data && (
        <FirstFewTable rows={invoices.data} first={10} label="Invoices" columns={['Number', 'Issued', 'Status', 'Total']} empty="No invoice yet.">
          {(invoice) => (
            <Table.Tr key={invoice.id}>
              <Cell label="Number" kind="main">
                {invoice.number}
              </Cell>
              <Cell label="Issued">{formatDay(invoice.issuedAt)}</Cell>
              <Cell label="Status">
                <Badge variant="light" color={STATUS_COLOR[invoice.status]}>
                  {invoice.status}
                </Badge>
              </Cell>
              <Cell label="Total">
                {money(invoice.totalCents, invoice.currency)}
                {invoice.refundedCents > 0 && (
                  <Text size="xs" c="dimmed">
                    {money(invoice.refundedCents, invoice.currency)} refunded
                  </Text>
                )}
              </Cell>
            </Table.Tr>
          )}
        </FirstFewTable>
      )}
    </SectionCard>
  );
}
