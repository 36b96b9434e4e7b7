import { Badge, Group, Table, Text } from '@mantine/core';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { UserAccount } from '~/contract';
import { formatMoment, money } from './format';
import { FirstFewTable } from './ShowMore';

const STATE_COLOR: Record<string, string> = {
  SUCCEEDED: 'green',
  DECLINED: 'red',
  REQUIRES_AUTHENTICATION: 'yellow',
  IN_FLIGHT: 'blue',
};

/** The cards on file and every charge made to them, newest first. */
export function PaymentsCard({ account }: { account: UserAccount }) {
  return (
    <SectionCard title="Payments">
      <Group gap="xs" aria-label="Cards on file">
        {account.paymentMethods.length === 0 ? (
          <Text size="sm" c="dimmed">
            No card on file.
          </Text>
        ) : (
          account.paymentMethods.map((method) => (
            <Badge key={method.id} variant="outline" color={method.main ? 'blue' : 'gray'} style={{ textTransform: 'none' }}>
              {method.brand} ···· {method.last4}, {String(method.expMonth).padStart(2, '0')}/{method.expYear}
              {method.main ? ' (main)' : ''}
            </Badge>
          ))
        )}
      </Group>
      <FirstFewTable rows={account.charges} first={8} label="Charges" columns={['When', 'Invoice', 'Amount', 'Outcome']} empty="No charge yet.">
        {(charge) => (
          <Table.Tr key={charge.id}>
            <Cell label="When" kind="main">
              {formatMoment(charge.createdAt)}
            </Cell>
            <Cell label="Invoice">
              {charge.invoiceNumber}
              {charge.card && (
                <Text size="xs" c="dimmed">
                  {charge.card.brand} ···· {charge.card.last4}
                </Text>
              )}
            </Cell>
            <Cell label="Amount">{money(charge.amountCents, charge.currency)}</Cell>
            <Cell label="Outcome">
              <Badge variant="light" color={STATE_COLOR[charge.state] ?? 'gray'}>
                {charge.state.replaceAll('_', ' ')}
              </Badge>
              {charge.failureMessage && (
                <Text size="xs" c="red">
                  {charge.failureMessage}
                </Text>
              )}
            </Cell>
          </Table.Tr>
        )}
      </FirstFewTable>
    </SectionCard>
  );
}
